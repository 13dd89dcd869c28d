// The frame of every app screen: full-bleed on a phone, a centred card on the ocean on larger screens, with a
// top bar (back, brand) and a large title, so the web app feels like the phone app.
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RookeryLogo, RookeryMark } from '../../components/rookery-mark.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** A path to go back to, or 'history' for the browser's previous page (with `fallback` on a first visit). */
export type BackTarget = string | { history: true; fallback: string };

interface AppScreenProps {
  /** The tab title, and the heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  back?: BackTarget;
  /** Drawn above the heading. */
  art?: ReactNode;
  /** The wide card at 1024 px and up, for a screen that lays its parts out in two columns. */
  wide?: boolean;
  children: ReactNode;
}

export function AppBackdrop({ children }: { children: ReactNode }) {
  const { product } = usePublicConfig();
  return (
    <div className="relative min-h-dvh bg-white sm:grid sm:place-items-center sm:bg-ocean-950 sm:bg-[radial-gradient(44rem_28rem_at_50%_115%,rgb(255_122_89/0.22),transparent_70%)] sm:px-6 sm:py-8">
      <Link
        to="/"
        className="absolute top-6 left-8 hidden rounded-xl lg:block"
        aria-label={`${product} home`}
      >
        <RookeryLogo name={product} tone="light" />
      </Link>
      {children}
    </div>
  );
}

/** `dark` for a screen whose top is the ocean, so no light edge shows around the card's rounded corners. */
export function AppCard({
  surface = 'light',
  wide = false,
  children,
}: {
  surface?: 'light' | 'dark';
  /** At 1024 px and wider the card takes the width for two panes or two columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-app-card
      data-wide={wide || undefined}
      className={clsx(
        'mx-auto flex min-h-dvh w-full flex-col sm:min-h-[46rem] sm:max-w-md sm:overflow-hidden sm:rounded-[2rem] sm:shadow-lift',
        wide && 'lg:max-w-[56rem]',
        surface === 'dark' ? 'bg-ocean-950' : 'bg-white',
      )}
    >
      {children}
    </div>
  );
}

function BackButton({ target }: { target: BackTarget }) {
  const navigate = useNavigate();
  const location = useLocation();
  const className =
    'grid size-11 place-items-center rounded-full text-ocean-900 transition-colors hover:bg-ocean-50 active:bg-ocean-100';
  const icon = <ArrowLeft className="size-6" aria-hidden />;
  if (typeof target === 'string') {
    return (
      <Link to={target} className={className} aria-label="Back">
        {icon}
      </Link>
    );
  }
  // 'default' is the key of the first entry: there is no previous page of ours to return to.
  const goBack = () => (location.key === 'default' ? navigate(target.fallback) : navigate(-1));
  return (
    <button type="button" onClick={goBack} className={className} aria-label="Back">
      {icon}
    </button>
  );
}

export function AppScreen({ title, heading, intro, back, art, wide = false, children }: AppScreenProps) {
  useDocumentTitle(title);
  return (
    <AppBackdrop>
      <AppCard wide={wide}>
        <header className="flex h-16 shrink-0 items-center justify-between px-3 sm:px-5">
          {back ? <BackButton target={back} /> : <span className="size-11" />}
          <RookeryMark className="mr-2 size-8" />
        </header>
        <main id="main" className="flex flex-1 flex-col px-6 pb-8 sm:px-9 sm:pb-9">
          {art}
          <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">
            {heading ?? title}
          </h1>
          {intro ? <div className="mt-2 leading-relaxed text-ocean-600">{intro}</div> : null}
          <div className="mt-7 flex flex-1 flex-col">{children}</div>
        </main>
      </AppCard>
    </AppBackdrop>
  );
}
