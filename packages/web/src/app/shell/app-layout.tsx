// The frame of the signed-in screens (RULES.md "Screens and routes"): the app card with a top bar, the screen's
// content, and the bottom menu bar (side menu, find, matches). The side menu is its own chunk, fetched when the
// person reaches for it, so the screens that share this frame stay small.
import { ArrowLeft } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RookeryMark } from '../../components/rookery-mark.tsx';
import { useMenuGate } from '../account/api/menu.ts';
import { AppBackdrop, AppCard, type BackTarget } from './app-screen.tsx';
import { BottomMenuBar } from './bottom-menu-bar.tsx';
import { markFirstScreenDrawn } from './first-screen.ts';
import { useDocumentTitle } from './use-document-title.ts';

const loadSideMenu = () => import('./side-menu.tsx');
const SideMenu = lazy(async () => ({ default: (await loadSideMenu()).SideMenu }));

export interface AppLayoutProps {
  /** The tab title. The screen draws its own heading (an h1) in `children`. */
  title: string;
  /** A back button in the top bar; without it the top bar shows the brand mark alone. */
  back?: BackTarget | undefined;
  /** Drawn at the right of the top bar (a count, a link). */
  actions?: ReactNode;
  /** False hides the bottom menu bar (a screen opened in its own tab, a full-screen flow). */
  menuBar?: boolean;
  /** 'flush' drops the side padding, for screens whose content runs edge to edge (the deck). */
  padding?: 'normal' | 'flush';
  /** The wide card at 1024 px and up (the matches list beside the chat, two columns). */
  wide?: boolean;
  /**
   * True while what the screen is for is still coming (the deck's first picture): what waits for the page's first
   * screen (first-screen.ts) waits until it is false. A screen that leaves it out counts as drawn when it mounts.
   */
  drawing?: boolean;
  children: ReactNode;
}

const topButtonClass =
  'grid size-11 place-items-center rounded-full text-ocean-900 transition-colors hover:bg-ocean-50 active:bg-ocean-100';

function BackButton({ target }: { target: BackTarget }) {
  const navigate = useNavigate();
  const location = useLocation();
  const icon = <ArrowLeft className="size-6" aria-hidden />;
  if (typeof target === 'string') {
    return (
      <Link to={target} className={topButtonClass} aria-label="Back">
        {icon}
      </Link>
    );
  }
  // 'default' is the key of the first entry: there is no previous page of ours to return to.
  const goBack = () => (location.key === 'default' ? navigate(target.fallback) : navigate(-1));
  return (
    <button type="button" onClick={goBack} className={topButtonClass} aria-label="Back">
      {icon}
    </button>
  );
}

export function AppLayout({
  title,
  back,
  actions,
  menuBar = true,
  padding = 'normal',
  wide = false,
  drawing = false,
  children,
}: AppLayoutProps) {
  useDocumentTitle(title);
  useMenuGate();
  useEffect(() => {
    if (!drawing) markFirstScreenDrawn();
  }, [drawing]);
  // Mounted on first open and kept, so closing can animate and reopening is instant.
  const [menuState, setMenuState] = useState<'never' | 'open' | 'closed'>('never');

  return (
    <AppBackdrop>
      <AppCard wide={wide}>
        <header className="flex h-16 shrink-0 items-center justify-between gap-2 px-3 sm:px-5">
          {back ? <BackButton target={back} /> : <RookeryMark className="ml-2 size-8" />}
          <div className="flex min-w-0 items-center gap-2">
            {actions}
            {back ? <RookeryMark className="mr-2 size-8" /> : null}
          </div>
        </header>
        <main
          id="main"
          className={
            padding === 'flush'
              ? 'flex min-h-0 flex-1 flex-col pb-4'
              : // Under 280 px (200% zoom on a phone) the margins give the words their room.
                'flex min-h-0 flex-1 flex-col px-6 pb-8 max-[280px]:px-3 sm:px-9'
          }
        >
          {children}
        </main>
        {menuBar ? (
          <BottomMenuBar
            menuOpen={menuState === 'open'}
            onOpenMenu={() => setMenuState('open')}
            onPrefetchMenu={() => void loadSideMenu()}
          />
        ) : null}
      </AppCard>
      {menuState !== 'never' ? (
        <Suspense fallback={null}>
          <SideMenu open={menuState === 'open'} onClose={() => setMenuState('closed')} />
        </Suspense>
      ) : null}
    </AppBackdrop>
  );
}
