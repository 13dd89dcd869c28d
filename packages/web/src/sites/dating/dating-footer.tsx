// The dating site's footer: team and legal links, social profiles and the copyright line.
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button-link.tsx';
import { Container } from '../../components/container.tsx';
import { RookeryLogo } from '../../components/rookery-mark.tsx';
import { StoreBadge } from '../../components/store-badge.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { SocialLinks } from './social-links.tsx';

const columns = [
  {
    heading: 'Company',
    links: [
      { to: '/theteam', label: 'The Team' },
      { to: '/safedating', label: 'Safe Dating' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/eula', label: 'EULA' },
      { to: '/terms', label: 'Terms of Use' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

export function DatingFooter() {
  const { product, company } = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <footer data-deferred-render className="bg-ocean-950 text-ocean-300">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-12 md:grid-cols-[1.4fr_1fr_1fr]">
          <div className="col-span-2 max-w-sm md:col-span-1">
            <RookeryLogo name={product} tone="light" />
            <p className="mt-4 leading-relaxed">
              Personality before photos. Chat first, reveal yourself when you are ready, and meet people who
              liked you for who you are.
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <ButtonLink to="/app" variant="onDark">
                Use on Web
              </ButtonLink>
              <StoreBadge className="h-11" />
            </div>
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
                {column.heading}
              </h2>
              <ul className="mt-4 grid gap-1">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-10 items-center rounded-sm transition-colors hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <SocialLinks product={product} />
          <p className="text-sm leading-relaxed">
            © {year} {company}. {product} — deep conversations, deeper connections.
          </p>
        </div>
      </Container>
    </footer>
  );
}
