// The service worker of the installable app (public/sw.js), registered after the first paint of /app, and the
// two ways a newer build is noticed while a tab stays open: the browser installs the new worker (its script
// carries the build id, so it changes with each deployment), or /build.json names another build when the tab
// comes back into view or every half hour. Either shows the banner; Reload hands over to the waiting worker.
import { APP_BUILD_PATH, SERVICE_WORKER } from '@rookery/shared/installable-app.ts';
import { appUpdate, isNewBuild, loadedBuild } from './update-state.ts';

const CHECK_EVERY_MS = 30 * 60_000;
let started = false;

/** Reload onto the new build: the waiting worker takes over first, so the new page is served by it. */
function applyWith(registration: ServiceWorkerRegistration): () => void {
  return () => {
    const waiting = registration.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'skip-waiting' });
    // Should the worker not take over (a browser quirk), the reload still happens.
    window.setTimeout(() => window.location.reload(), 3000);
  };
}

/** A worker that finished installing while another controls the page is a new build waiting. */
function watchInstalling(registration: ServiceWorkerRegistration): void {
  const worker = registration.installing;
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      appUpdate.ready(applyWith(registration));
    }
  });
}

async function servedBuild(): Promise<string | null> {
  try {
    const answer = await fetch(APP_BUILD_PATH, { cache: 'no-store' });
    const body: unknown = answer.ok ? await answer.json() : null;
    const build = typeof body === 'object' && body !== null ? (body as { build?: unknown }).build : null;
    return typeof build === 'string' ? build : null;
  } catch {
    return null;
  }
}

/** Once per page (StrictMode and remounts call it again): registers the worker and starts watching. */
export function startAppUpdates(): void {
  if (started) return;
  started = true;
  const loaded = loadedBuild();
  let registration: ServiceWorkerRegistration | null = null;

  const check = async () => {
    if (!isNewBuild(loaded, await servedBuild())) return;
    appUpdate.ready(registration ? applyWith(registration) : undefined);
    // Fetches the new worker now rather than at the next navigation.
    registration?.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.setInterval(() => void check(), CHECK_EVERY_MS);

  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER.path, { scope: SERVICE_WORKER.scope })
    .then((registered) => {
      registration = registered;
      if (registered.waiting && navigator.serviceWorker.controller) appUpdate.ready(applyWith(registered));
      registered.addEventListener('updatefound', () => watchInstalling(registered));
    })
    // No worker (a browser setting, an insecure origin): the app works as before, without offline page.
    .catch(() => undefined);
}
