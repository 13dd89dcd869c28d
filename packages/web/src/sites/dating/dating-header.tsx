// The dating site's top bar: About, Safe Dating, Contact, 'Use on Web' and the store badge.
import { ButtonLink } from '../../components/button-link.tsx';
import { RookeryLogo } from '../../components/rookery-mark.tsx';
import { type NavItem, SiteHeader } from '../../components/site-header.tsx';
import { StoreBadge } from '../../components/store-badge.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';

const links: readonly NavItem[] = [
  { to: '/', label: 'About' },
  { to: '/safedating', label: 'Safe Dating' },
  { to: '/contact', label: 'Contact' },
];

export function DatingHeader() {
  const { product } = usePublicConfig();
  return (
    <SiteHeader
      homeLabel={`${product} home`}
      logo={<RookeryLogo name={product} />}
      links={links}
      actions={
        <>
          <ButtonLink to="/app" variant="dark">
            Use on Web
          </ButtonLink>
          <StoreBadge className="h-11" />
        </>
      }
      compactAction={
        <ButtonLink to="/app" variant="dark">
          Use on Web
        </ButtonLink>
      }
      menuExtras={
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-ocean-600">Get the app for iPhone</p>
          <StoreBadge className="h-11" />
        </div>
      }
    />
  );
}
