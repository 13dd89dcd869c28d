// Web push in the service worker (issue 20), imported by /sw.js with importScripts('/sw-push.js'): shows the push
// the server sent ({title, body, url, tag}: who and what kind of news, never its content) and, on a click, brings
// an open /app tab to the screen it names, or opens one. A subscription the browser renews is sent to the server.
/* global self */

const PUSH_ICON = '/icons/rookery-192.png';

/** A same-origin path of the app; anything else opens /app. */
function appUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/app', self.location.origin);
    if (
      url.origin === self.location.origin &&
      (url.pathname === '/app' || url.pathname.startsWith('/app/'))
    ) {
      return url.href;
    }
  } catch {
    // Not a URL: the app's start.
  }
  return new URL('/app', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value, fallback) => (typeof value === 'string' && value.trim() ? value : fallback);
  const title = text(data.title, 'Rookery');
  const tag = text(data.tag, undefined);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: text(data.body, 'You have news'),
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      tag,
      // A newer push of the same room and kind replaces the older one, and still alerts.
      renotify: Boolean(tag),
      data: { url: appUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = windows.find((client) => new URL(client.url).pathname.startsWith('/app'));
      if (app) {
        const focused = await app.focus();
        try {
          await (focused ?? app).navigate(target);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated from here: open a new one.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// The browser renewed the subscription (keys or endpoint changed): store the new one for the signed-in person.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const answer = await fetch('/api?action=pushkey', { credentials: 'same-origin' }).then((r) => r.json());
      if (!answer?.success || typeof answer.key !== 'string') return;
      const padded = answer.key.replace(/-/g, '+').replace(/_/g, '/');
      const key = Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (c) =>
        c.charCodeAt(0),
      );
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await fetch('/api', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'pushsubscribe', data: subscription.toJSON() }),
      });
    })(),
  );
});
