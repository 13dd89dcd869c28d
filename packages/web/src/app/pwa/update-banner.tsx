// The "new version" banner of /app, mounted when the browser is first idle after the paint
// (app-routes.tsx, shell/after-paint.tsx): it starts the service worker and fetches the notice, so the notice is
// at hand before a new build could remove the old build's files. The updater and the notice are chunks of their own.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { appUpdate } from './update-state.ts';

const loadNotice = () => import('./update-notice.tsx');
const UpdateNotice = lazy(async () => ({ default: (await loadNotice()).UpdateNotice }));

export function UpdateBanner() {
  useEffect(() => {
    // startAppUpdates runs once per page however often this effect does (StrictMode runs it twice).
    void loadNotice();
    void import('./app-updates.ts').then((module) => module.startAppUpdates());
  }, []);
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.getSnapshot, () => false);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  );
}
