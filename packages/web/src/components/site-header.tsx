// The sticky top bar both sites share: logo, links, actions, and a dropdown menu below the md breakpoint.
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Container } from './container.tsx';
import { useDropdown } from './use-dropdown.ts';

export interface NavItem {
  to: string;
  label: string;
}

interface SiteHeaderProps {
  /** Accessible name of the logo link to the home page. */
  homeLabel: string;
  logo: ReactNode;
  links: readonly NavItem[];
  /** Shown at md and wider, right of the links. */
  actions?: ReactNode;
  /** Shown below md, beside the menu button. */
  compactAction?: ReactNode;
  /** Shown under the links inside the open mobile menu. */
  menuExtras?: ReactNode;
}

const desktopLink =
  'rounded-full px-3.5 py-2 text-sm font-medium text-ocean-600 transition-colors hover:bg-ocean-50 hover:text-ocean-950 aria-[current=page]:text-ocean-950 aria-[current=page]:bg-ice-100';
const mobileLink =
  'flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-ocean-800 hover:bg-ocean-50 aria-[current=page]:bg-ice-100 aria-[current=page]:text-ocean-950';

function HeaderLink({ item, className }: { item: NavItem; className: string }) {
  // In-page anchors (/#contact) have no "current page" state of their own.
  if (item.to.includes('#')) {
    return (
      <Link to={item.to} className={className}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end className={className}>
      {item.label}
    </NavLink>
  );
}

export function SiteHeader({ homeLabel, logo, links, actions, compactAction, menuExtras }: SiteHeaderProps) {
  const menu = useDropdown();

  return (
    <header className="sticky top-0 z-40">
      {/* The blur sits on its own layer: on the header itself it would trap the fixed backdrop below. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 border-b border-ocean-100 bg-white/90 backdrop-blur-md"
      />
      <Container className="relative flex h-16 items-center gap-3">
        <Link to="/" aria-label={homeLabel} className="-ml-1 rounded-xl p-1">
          {logo}
        </Link>

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} className={desktopLink} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 md:flex">{actions}</div>

        <div className="ml-auto flex items-center gap-2 md:hidden">
          {compactAction}
          <button
            {...menu.buttonProps}
            aria-label="Menu"
            className="grid size-11 place-items-center rounded-full text-ocean-950 ring-1 ring-ocean-200 ring-inset transition-colors hover:bg-ocean-50 aria-expanded:bg-ice-100 aria-expanded:ring-ice-300 aria-expanded:hover:bg-ice-200"
          >
            {menu.open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>

        {menu.open ? (
          <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-ocean-950/30 md:hidden" />
        ) : null}
        <div
          {...menu.panelProps}
          className="absolute inset-x-3 top-[calc(100%+0.5rem)] rounded-3xl bg-white p-3 shadow-lift ring-1 ring-ocean-100 md:hidden"
        >
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {links.map((item) => (
                <li key={item.to}>
                  <HeaderLink item={item} className={mobileLink} />
                </li>
              ))}
            </ul>
          </nav>
          {menuExtras ? (
            <div className="mt-3 border-t border-ocean-100 px-1 pt-4 pb-1">{menuExtras}</div>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
