// /app: the loading and decision screen (RULES.md "States and transitions"). It shows the splash while
// decide-entry.ts (its own chunk, fetched as the screen shows) reads the position if allowed and asks the server who
// this is, then sends the person on to the first gate they have not passed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withChunkReload } from '../../lib/chunk-reload.ts';
import { AppLoading } from '../shell/app-loading.tsx';
import { preloadScreen } from '../shell/screen-preload.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

const loadDecision = withChunkReload(() => import('./decide-entry.ts'));
// For Lighthouse on /app: on /app itself the decision's code is asked for as soon as this chunk runs, not
// after the splash's first render (a screen opened directly never fetches it); the same promise is the query's.
const decision =
  typeof window !== 'undefined' && /^\/app\/?$/.test(window.location.pathname) ? loadDecision() : null;

export function EntryScreen() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const returnto = search.get('returnto');
  // A query, not an effect, so React's double-mounting in development asks the server once.
  const { data: destination } = useQuery({
    queryKey: ['app-entry', returnto],
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

  useEffect(() => {
    // Replace, so Back from the next screen does not land on this one and bounce forward again.
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  return <AppLoading />;
}
