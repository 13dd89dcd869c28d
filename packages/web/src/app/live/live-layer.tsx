// Mounts the live part of the app (live-root.tsx, which brings socket.io-client) once a person is signed in and
// the screen has painted: after the browser is idle (or a short moment), so the first /app route stays within
// its budget (DESIGN.md 6). Signed in means the menu row is in the cache and lets the person in; signing out
// clears the cache, which unmounts it and lets the connection go.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { menuKeys } from '../../lib/query-keys.ts';
import { menuAllowsApp } from '../shell/menu-data.ts';

const LiveRoot = lazy(async () => ({ default: (await import('./live-root.tsx')).LiveRoot }));

/** How long to wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 1500;

function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => menuAllowsApp(queryClient.getQueryData(menuKeys.row)),
    () => false,
  );
}

function afterFirstPaint(run: () => void): () => void {
  // Safari has no requestIdleCallback: a short timer then.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 300);
  return () => clearTimeout(timer);
}

export function LiveLayer() {
  const signedIn = useSignedIn();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!signedIn || ready) return;
    return afterFirstPaint(() => setReady(true));
  }, [signedIn, ready]);
  if (!signedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <LiveRoot />
    </Suspense>
  );
}
