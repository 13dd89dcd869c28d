// The friendly screen of an unexpected failure ('Oops something went wrong!', RULES.md "Errors"), with a Reload
// button: the routes' ErrorBoundary and the app-wide boundary (app-error-boundary.tsx) show it and report the error.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { clientErrors } from '../lib/error-reporter.ts';
import { buttonClass } from './button-styles.ts';
import { LostPenguin } from './lost-penguin.tsx';

export function ErrorScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-white px-6 py-16 text-center text-ocean-950">
      <LostPenguin />
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{ERROR_TEXT.unexpected}</h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-ocean-600">
        This page stumbled on the ice. Reloading usually puts it right.
      </p>
      <button
        type="button"
        className={buttonClass('dark', 'lg', 'mt-8')}
        onClick={() => window.location.reload()}
      >
        <RotateCw className="size-5" aria-hidden />
        Reload
      </button>
    </main>
  );
}

/** A route's ErrorBoundary (React Router): a page, a screen or its code that failed to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    clientErrors.report('boundary', error);
  }, [error]);
  return <ErrorScreen />;
}
