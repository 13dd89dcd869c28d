// The company site's footer: where we are, the main links and the copyright.
import { Link } from 'react-router';
import { Container } from '../../components/container.tsx';
import { IcefloeLogo } from '../../components/icefloe-mark.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';

const links = [
  { to: '/about', label: 'About' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/press', label: 'Press' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/#contact', label: 'Contact' },
] as const;

export function CompanyFooter() {
  const { company } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ocean-950 text-ocean-300">
      <Container className="flex flex-col gap-10 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <IcefloeLogo name={company} tone="light" />
          <p className="mt-4 leading-relaxed">Small, careful software, made in Auckland, New Zealand.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-1 sm:flex sm:gap-x-8">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center transition-colors hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm">
          © {year} {company}. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
