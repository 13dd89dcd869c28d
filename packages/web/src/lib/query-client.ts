// The one query client of a page, and the one place a 401 is handled (SPEC.md 6 and 8): a read or a write that
// answers 'Unauthorized' is never retried, and sends the person to /app through the handler the app registers.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

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

type SignedOutHandler = () => void;

/**
 * api-client.ts's isUnauthorized, read from the status an ApiError carries: this file is in the first chunk of
 * every page, and the API client (with its sentences) is not.
 */
function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

const handlers = new WeakMap<QueryClient, SignedOutHandler>();

/** Sends the person to /app when `error` is a 401, and says whether it did, so callers show other errors. */
export function redirectIfSignedOut(client: QueryClient, error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  handlers.get(client)?.();
  return true;
}

/** What a 401 does on this client (the app's router registers it); returns the way to take it back. */
export function onSignedOut(client: QueryClient, handler: SignedOutHandler): () => void {
  handlers.set(client, handler);
  return () => {
    if (handlers.get(client) === handler) handlers.delete(client);
  };
}

/** One failure is retried, except a 401: the session has ended and asking again cannot help. */
const retryUnlessSignedOut = (failures: number, error: unknown) => failures < 1 && !isUnauthorized(error);

export function createQueryClient(): QueryClient {
  const failed = (error: unknown, meta: SignedOutMeta | undefined) => {
    if (meta?.redirectOn401 !== false) redirectIfSignedOut(client, error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => failed(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => failed(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessSignedOut, refetchOnWindowFocus: false },
    },
  });
  return client;
}
