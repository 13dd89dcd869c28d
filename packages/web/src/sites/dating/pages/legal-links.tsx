// Cross-links between the legal pages, shown under each page's intro.
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { Container } from '../../../components/container.tsx';

const legalPages = [
  { to: '/eula', label: 'EULA' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

export function LegalLinks({ current }: { current: '/eula' | '/terms' | '/privacy' }) {
  return (
    <Container className="py-10">
      <nav
        aria-label="Legal documents"
        className="flex flex-wrap items-center gap-x-6 gap-y-3 text-ocean-600"
      >
        <span>Also read:</span>
        {legalPages
          .filter((page) => page.to !== current)
          .map((page) => (
            <Link key={page.to} to={page.to} className={textLinkClass}>
              {page.label}
            </Link>
          ))}
      </nav>
    </Container>
  );
}
