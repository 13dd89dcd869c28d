// The bottom menu bar of the signed-in screens (SPEC.md 2): the side-menu button, find and matches, held to the
// bottom of the screen where a thumb reaches them.
import { clsx } from 'clsx';
import { Layers, type LucideIcon, Menu, MessageCircleHeart } from 'lucide-react';
import { NavLink } from 'react-router';

interface BottomMenuBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Called when the person is about to open the menu (hover, focus, touch), to fetch its chunk early. */
  onPrefetchMenu: () => void;
}

const itemClass =
  'flex h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-2xl text-xs font-semibold transition-colors';

function BarLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        clsx(
          itemClass,
          isActive ? 'bg-ice-50 text-ice-700' : 'text-ocean-600 hover:bg-ocean-50 hover:text-ocean-900',
        )
      }
    >
      <Icon className="size-6" aria-hidden />
      {label}
    </NavLink>
  );
}

export function BottomMenuBar({ menuOpen, onOpenMenu, onPrefetchMenu }: BottomMenuBarProps) {
  return (
    <nav
      aria-label="App"
      className="sticky bottom-0 z-10 shrink-0 border-t border-ocean-100 bg-white/95 px-3 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-5"
    >
      <div className="flex gap-2">
        <button
          type="button"
          className={clsx(itemClass, 'text-ocean-600 hover:bg-ocean-50 hover:text-ocean-900')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          onPointerEnter={onPrefetchMenu}
          onFocus={onPrefetchMenu}
          onTouchStart={onPrefetchMenu}
        >
          <Menu className="size-6" aria-hidden />
          Menu
        </button>
        <BarLink to="/app/find" label="Find" icon={Layers} />
        <BarLink to="/app/matches" label="Matches" icon={MessageCircleHeart} />
      </div>
    </nav>
  );
}
