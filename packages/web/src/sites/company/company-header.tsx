// The company site's top bar: Home, About, Jobs, Press, Contact (an anchor on the home page).
import { ArrowUpRight } from 'lucide-react';
import { ButtonAnchor } from '../../components/button-link.tsx';
import { IcefloeLogo } from '../../components/icefloe-mark.tsx';
import { type NavItem, SiteHeader } from '../../components/site-header.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useDatingSiteUrl } from './use-dating-site-url.ts';

const links: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/press', label: 'Press' },
  { to: '/#contact', label: 'Contact' },
];

export function CompanyHeader() {
  const { company, product } = usePublicConfig();
  const datingSiteUrl = useDatingSiteUrl();
  const productLink = (
    <ButtonAnchor href={datingSiteUrl} variant="dark" className="w-full md:w-auto">
      Visit {product}
      <ArrowUpRight className="size-4" aria-hidden />
    </ButtonAnchor>
  );
  return (
    <SiteHeader
      homeLabel={`${company} home`}
      logo={<IcefloeLogo name={company} />}
      links={links}
      actions={productLink}
      menuExtras={productLink}
    />
  );
}
