// Where /app sends the person (RULES.md "States and transitions"): decide-entry.ts (its own chunk, fetched as the
// splash shows) reads the position if allowed and asks the server who this is; the answer is the first gate they have
// not passed. A query, not an effect, so React's double-mounting in development asks the server once.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { withChunkReload } from '../../../lib/chunk-reload.ts';
import { preloadScreen } from '../../shell/screen-preload.ts';
import { entryKeys } from './entry-keys.ts';

const loadDecision = withChunkReload(() => import('../decide-entry.ts'));
// For Lighthouse on /app: on /app itself the decision's code is asked for as soon as this chunk runs, not
// after the splash's first render (a screen opened directly never fetches it); the same promise is the query's.
const decision =
  typeof window !== 'undefined' && /^\/app\/?$/.test(window.location.pathname) ? loadDecision() : null;

export const entryDestinationQuery = (returnto: string | null, queryClient: QueryClient) =>
  queryOptions({
    queryKey: entryKeys.destination(returnto),
    queryFn: async () =>
      (await (decision ?? loadDecision())).decideEntry(
        returnto,
        (path, withData) =>
          // Going to the deck: its code (and then its cards) come while the splash still decides.
          void preloadScreen(path, queryClient, withData),
      ),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    // Only the decision's code can fail to arrive (it catches the server's answers): the error screen, as for
    // any screen whose chunk did not load.
    throwOnError: true,
  });

export function useEntryDestination(returnto: string | null) {
  const queryClient = useQueryClient();
  return useQuery(entryDestinationQuery(returnto, queryClient));
}
