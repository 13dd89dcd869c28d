// Rookery's service worker, scope /app (issue 20 item 6; the server serves it with the build's id on its first
// line, so each deployment installs a new one). It keeps an offline page and shows it for /app navigations when
// the network is gone; it caches nothing else. Push and notification clicks live in sw-push.js.
importScripts('/sw-push.js');

const CACHE = 'rookery-offline-v1';
const OFFLINE_PAGE = '/offline.html';
/** The offline page and what it shows: it must render with no network at all. */
const KEPT = [OFFLINE_PAGE, '/icons/rookery.svg'];

self.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so a new worker keeps the new build's page.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(KEPT.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // The navigation starts while the worker wakes up, so going through it costs no extra wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const page = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    return page ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  // The offline page's icon: from the network when it answers, else the kept copy.
  const url = new URL(request.url);
  if (url.origin === self.location.origin && KEPT.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? Response.error(),
      ),
    );
  }
});

// The page's "Reload" on the update banner: the waiting worker takes over, and the page reloads when it has.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});
