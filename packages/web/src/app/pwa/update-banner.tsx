// The "new version" banner of /app (issue 20 item 6), and the start of the service worker once the first screen
// has painted: the updater and the notice are chunks of their own, fetched when the browser is idle, so the first
// route stays small and the notice is loaded before a new build could remove the old build's files.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { appUpdate } from './update-state.ts';

const loadNotice = () => import('./update-notice.tsx');
const UpdateNotice = lazy(async () => ({ default: (await loadNotice()).UpdateNotice }));

function useAppUpdatesAfterPaint(): void {
  useEffect(() => {
    const start = () => {
      void loadNotice();
      void import('./app-updates.ts').then((module) => module.startAppUpdates());
    };
    // startAppUpdates runs once per page however often this effect does (StrictMode runs it twice).
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

export function UpdateBanner() {
  useAppUpdatesAfterPaint();
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.getSnapshot, () => false);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  );
}
