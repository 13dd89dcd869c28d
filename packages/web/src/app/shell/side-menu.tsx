// The side menu (RULES.md "Screens and routes", "States and transitions"): the pebble balance and the way to the
// screens that are not on the bottom bar. The shared Radix Modal (components/dialog.tsx) keeps focus inside, closes
// on Escape and hides the page behind; the panel slides in from the left unless the person asks for less motion. On a
// phone it is the screen's left edge; on a larger screen, where the app is a card in the middle of the window, the
// panel slides out of the card's own left edge and stays within the card, as it would on the phone.
import { clsx } from 'clsx';
import { Contact, Images, LogOut, type LucideIcon, Settings, ShoppingBag, UserPen, X } from 'lucide-react';
import { type CSSProperties, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Modal } from '../../components/dialog.tsx';
import { useMenuData } from '../account/api/menu.ts';
import { useSignOut } from '../auth/api/sign-out.ts';
import { PebbleCount } from '../pebbles/public/pebble-count.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** RULES.md "Constants and limits": menu animation 1000 ms. Closing is quicker so a tap away never feels stuck. */
const OPEN_MS = 1000;
const CLOSE_MS = 300;

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The card's box in the window when the app is drawn as a card (sm and up), else null: the whole window. */
function cardFrame(): CSSProperties | null {
  if (!window.matchMedia('(min-width: 40rem)').matches) return null;
  const card = document.getElementById('main')?.closest('[data-app-card]');
  if (!card) return null;
  const box = card.getBoundingClientRect();
  // A card taller than the window is clipped to what is on screen, so the panel's foot stays in view.
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  return { top, left: box.left, width: box.width, height: Math.max(bottom - top, 0) };
}

function useCardFrame(active: boolean): CSSProperties | null {
  const [frame, setFrame] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => setFrame(cardFrame());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active]);
  return frame;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The screen the menu was opened on ('find', 'matches'), so Store and Image Collection can lead back. */
function currentScreen(pathname: string): string {
  return pathname.replace(/^\/app\/?/, '').split('/')[0] ?? '';
}

function MenuLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-14 items-center gap-4 rounded-2xl px-4 text-base font-semibold text-white transition-colors hover:bg-white/10 active:bg-white/15"
      >
        <Icon className="size-6 text-ice-300" aria-hidden />
        {label}
      </Link>
    </li>
  );
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  // Mounted from opening until the closing slide has run; `shown` drives the slide itself.
  const [present, setPresent] = useState(false);
  const [shown, setShown] = useState(false);
  if (open && !present) setPresent(true);
  const [confirming, setConfirming] = useState(false);
  const menu = useMenuData();
  const signOut = useSignOut();
  const from = currentScreen(useLocation().pathname);
  const frame = useCardFrame(open);

  useEffect(() => {
    if (open) {
      // Two frames: the panel must be drawn off-screen once before the transition to its place can run.
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setShown(true));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    setShown(false);
    const timer = window.setTimeout(() => setPresent(false), prefersReducedMotion() ? 0 : CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const query = from ? `?from=${encodeURIComponent(from)}` : '';

  return (
    <Modal
      open={present}
      onClose={onClose}
      label="Menu"
      overlayClassName=""
      className="fixed inset-0 z-50 h-dvh w-full overflow-hidden focus:outline-none"
    >
      <div
        aria-hidden
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-ocean-950/60 transition-opacity motion-reduce:transition-none',
          shown ? 'opacity-100' : 'opacity-0',
        )}
        style={{ transitionDuration: `${shown ? OPEN_MS : CLOSE_MS}ms` }}
      />
      <div
        className={clsx('pointer-events-none absolute overflow-hidden', frame ? 'rounded-[2rem]' : 'inset-0')}
        style={frame ?? undefined}
      >
        <nav
          aria-label="Side menu"
          className={clsx(
            'pointer-events-auto relative flex h-full w-[min(20rem,85%)] flex-col bg-ocean-950 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-white shadow-lift',
            'transition-transform motion-reduce:transition-none',
            shown ? 'translate-x-0 ease-out' : '-translate-x-full ease-in',
          )}
          style={{ transitionDuration: `${shown ? OPEN_MS : CLOSE_MS}ms` }}
        >
          <div className="flex items-center justify-between px-2">
            <PebbleCount pebbles={menu.data?.pebbles} tone="dark" />
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/10"
            >
              <X className="size-6" aria-hidden />
            </button>
          </div>
          <ul className="mt-6 flex flex-col gap-1">
            <MenuLink to={`/app/images${query}`} label="Image Collection" icon={Images} />
            <MenuLink to={`/app/store${query}`} label="Store" icon={ShoppingBag} />
            <MenuLink to="/app/profile1" label="Edit Profile" icon={UserPen} />
            <MenuLink to="/app/settings" label="Settings" icon={Settings} />
            <MenuLink to="/app/contact" label="Contact Us" icon={Contact} />
          </ul>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="mt-auto flex h-14 items-center gap-4 rounded-2xl px-4 text-base font-semibold text-coral-300 transition-colors hover:bg-white/10"
          >
            <LogOut className="size-6" aria-hidden />
            Sign Out
          </button>
        </nav>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign Out"
        onYes={() => signOut.mutate()}
        yesLabel="Sign Out"
        yesVariant="dark"
        onNo={() => setConfirming(false)}
        noLabel="Cancel"
        pending={signOut.isPending}
        pendingLabel="Signing out…"
      >
        Are you sure you want to sign out?
      </ConfirmDialog>
    </Modal>
  );
}
