// The signed-in web app under /app, loaded lazily. For now a single entry card; the app is built later.
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, type RouteObject } from 'react-router';
import { ButtonLink } from '../components/button-link.tsx';
import { textLinkClass } from '../components/button-styles.ts';
import { RookeryMark } from '../components/rookery-mark.tsx';
import { StoreBadge } from '../components/store-badge.tsx';
import { usePublicConfig } from '../lib/config-context.tsx';
import type { RouteHandle } from '../lib/route-title.ts';

export function AppEntryPage() {
  const { product } = usePublicConfig();
  return (
    <div className="grid min-h-dvh place-items-center bg-ocean-950 bg-[radial-gradient(40rem_24rem_at_50%_120%,rgb(255_122_89/0.25),transparent_70%)] px-5 py-10">
      <main className="w-full max-w-md rounded-[2rem] bg-white p-8 text-center shadow-lift sm:p-10">
        <span className="mx-auto grid size-20 place-items-center rounded-3xl bg-ice-100">
          <RookeryMark className="size-14" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{product} on the web</h1>
        <p className="mt-4 leading-relaxed text-ocean-600">
          This is where you will sign in to {product} in your browser: chat with your matches, flip through
          your deck and edit your profile, right here. Until then, {product} is ready for you on iPhone.
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <StoreBadge className="h-12" />
          <ButtonLink to="/" variant="outline" className="w-full">
            <ArrowLeft className="size-4" aria-hidden />
            Back to {product}
          </ButtonLink>
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-ocean-600">
          <ShieldCheck className="size-4 text-ice-600" aria-hidden />
          <Link to="/safedating" className={textLinkClass}>
            Read our Safe Dating Guideline
          </Link>
        </p>
      </main>
    </div>
  );
}

const handle: RouteHandle = { title: 'Use on Web' };

/** What the lazy `/app/*` route resolves to. */
export const appRoute = { Component: AppEntryPage, handle } satisfies Pick<
  RouteObject,
  'Component' | 'handle'
>;
