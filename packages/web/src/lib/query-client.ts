// The one place a 401 is handled (RULES.md "Roles", "Errors"), on the query client's QueryCache and MutationCache: a
// read or a write that answers 'Unauthorized' is never retried and sends the person to /app through the handler the
// app registers. The signed-in app installs it (lib/site-providers.tsx's client is in every page's first chunk; the
// public sites never need this).
import type { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SignedOutMeta;
    mutationMeta: SignedOutMeta;
  }
}

interface SignedOutMeta extends Record<string, unknown> {
  /** false: this call handles its own 401 (a signed-out screen, or one that goes to /app without returnto). */
  redirectOn401?: boolean;
}

/** What a 401 does now (the app's router registers it). One page has one query client. */
let signedOut: (() => void) | undefined;
/**
 * A 401 came before anything was registered (a screen opened directly asks for its data before React has drawn it,
 * app-routes.tsx warmFirstScreen): the handler registered next runs at once.
 */
let missed = false;

/** Sends the person to /app when `error` is a 401, and says whether it did, so callers show other errors. */
export function redirectIfSignedOut(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  if (signedOut) signedOut();
  else missed = true;
  return true;
}

/** Registers what a 401 does; returns the way to take it back. */
export function onSignedOut(handler: () => void): () => void {
  signedOut = handler;
  if (missed) {
    missed = false;
    handler();
  }
  return () => {
    if (signedOut === handler) signedOut = undefined;
  };
}

/**
 * Installs the 401 handling on the client: its QueryCache's and MutationCache's onError, and a default retry of
 * one failure that never retries a 401 (the session has ended; asking again cannot help). Call it before the
 * screens' queries are made.
 */
export function handleSignedOut(client: QueryClient): void {
  const failed = (error: unknown, meta: SignedOutMeta | undefined) => {
    if (meta?.redirectOn401 !== false) redirectIfSignedOut(error);
  };
  client.getQueryCache().config.onError = (error, query) => failed(error, query.meta);
  client.getMutationCache().config.onError = (error, _variables, _context, mutation) =>
    failed(error, mutation.meta);
  client.setQueryDefaults([], { retry: (failures, error) => failures < 1 && !isUnauthorized(error) });
}
