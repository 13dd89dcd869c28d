// Mounts the live part of the app (alerts-root.tsx, which brings socket.io-client) once a person is signed in and
// the screen has painted. This file is itself a chunk that app-routes.tsx mounts when the browser is first idle
// (shell/after-paint.tsx), and it loads alerts-root after an idle moment once signed in, so the first /app route
// stays within its budget (RULES.md "Budgets"). Signed in means the menu row is in the cache and lets the person in;
// signing out clears the cache, which unmounts it and lets the connection go.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { accountKeys } from '../account/api/account-keys.ts';
import { menuAllowsApp } from '../account/api/menu.ts';
import { whenIdle } from '../shell/after-paint.tsx';

/** How long to wait for an idle moment before loading anyway (Safari, without one: a short timer). */
const LIVE_IDLE = { timeoutMs: 1500, fallbackMs: 300 };

const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve, LIVE_IDLE));

/**
 * The live layer's code in three parts, an idle moment between them: the realtime client (socket.io and the events'
 * schemas, with zod), the dialogs, then the layer itself. All at once, their evaluation was one long task on a phone's
 * main thread just after the deck's picture (Lighthouse on /app: blocking time); each part is a chunk the build makes
 * anyway.
 */
const AlertsRoot = lazy(async () => {
  await import('../../lib/use-realtime.ts');
  await nextIdle();
  await import('../../components/dialog.tsx');
  await nextIdle();
  return { default: (await import('./alerts-root.tsx')).AlertsRoot };
});

function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => menuAllowsApp(queryClient.getQueryData(accountKeys.menu)),
    () => false,
  );
}

export function AlertsLayer() {
  const signedIn = useSignedIn();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!signedIn || ready) return;
    return whenIdle(() => setReady(true), LIVE_IDLE);
  }, [signedIn, ready]);
  if (!signedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <AlertsRoot />
    </Suspense>
  );
}
