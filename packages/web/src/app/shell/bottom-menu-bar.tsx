// The bottom menu bar of the signed-in screens (RULES.md "Screens and routes"): the side-menu button, find, matches
// and the person's own profile (/app/viewprofile without an id, RULES.md "Screens and routes"), held to the bottom of
// the screen where a thumb reaches them. The Matches tab counts what waits there, kept live by app/alerts.
import { clsx } from 'clsx';
import { CircleUserRound, Layers, type LucideIcon, Menu, MessageCircleHeart } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMenuData } from '../account/api/menu.ts';

interface BottomMenuBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Called when the person is about to open the menu (hover, focus, touch), to fetch its chunk early. */
  onPrefetchMenu: () => void;
}

const itemClass =
  'flex h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-2xl text-xs font-semibold transition-colors';

/**
 * Under 280 px (a phone at 200% zoom is 195) four labels would run into each other; the tabs keep their
 * icons and their names for assistive technology, and drop the words drawn under the icons.
 */
const BAR_LABEL = 'max-[280px]:sr-only';

const activeClass = 'bg-ice-50 text-ice-700';
const idleClass = 'text-ocean-600 hover:bg-ocean-50 hover:text-ocean-900';

function BarLink({
  to,
  label,
  icon: Icon,
  count = 0,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  /** News waiting there: a coral count on the icon. */
  count?: number;
}) {
  return (
    <NavLink to={to} className={({ isActive }) => clsx(itemClass, isActive ? activeClass : idleClass)}>
      <span className="relative">
        <Icon className="size-6" aria-hidden />
        {count > 0 ? (
          // The count is said after the label ("Matches, 2 new"), so the name starts with what is seen under the icon.
          <span
            aria-hidden
            data-testid={`${label.toLowerCase()}-badge`}
            className="absolute -top-1.5 left-3.5 grid h-5 min-w-5 place-items-center rounded-full bg-coral-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={BAR_LABEL}>{label}</span>
      {count > 0 ? <span className="sr-only">, {count} new</span> : null}
    </NavLink>
  );
}

/** Active only on one's own profile: someone else's profile (an id that is not mine) is not. */
function OwnProfileLink() {
  const { pathname, search } = useLocation();
  const myId = useMenuData().data?.id;
  const query = new URLSearchParams(search);
  const id = query.get('id');
  // from=chat without an id is the chat partner's profile (read from the chat's cookie), not one's own.
  const own = id === null ? query.get('from') !== 'chat' : id === myId;
  const active = pathname === '/app/viewprofile' && own;
  return (
    <Link
      to="/app/viewprofile"
      aria-current={active ? 'page' : undefined}
      className={clsx(itemClass, active ? activeClass : idleClass)}
    >
      <CircleUserRound className="size-6" aria-hidden />
      <span className={BAR_LABEL}>Profile</span>
    </Link>
  );
}

export function BottomMenuBar({ menuOpen, onOpenMenu, onPrefetchMenu }: BottomMenuBarProps) {
  // Conversations with unread messages and unread notifications: both wait on the matches screen.
  const menu = useMenuData().data;
  const news = (menu?.unread ?? 0) + (menu?.notifications ?? 0);
  return (
    <nav
      aria-label="App"
      className="sticky bottom-0 z-10 shrink-0 border-t border-ocean-100 bg-white/95 px-3 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-5"
    >
      <div className="flex gap-2">
        <button
          type="button"
          className={clsx(itemClass, idleClass)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          onPointerEnter={onPrefetchMenu}
          onFocus={onPrefetchMenu}
          onTouchStart={onPrefetchMenu}
        >
          <Menu className="size-6" aria-hidden />
          <span className={BAR_LABEL}>Menu</span>
        </button>
        <BarLink to="/app/find" label="Find" icon={Layers} />
        <BarLink to="/app/matches" label="Matches" icon={MessageCircleHeart} count={news} />
        <OwnProfileLink />
      </div>
    </nav>
  );
}
