// An incoming call that must be noticed even where the page cannot ring: the tab's title flashes
// "Ada is calling…" while it rings, and on a page nobody has tapped yet (the browser keeps it silent, sounds.ts)
// the service worker shows a system notification, which makes the device's own sound. Both end with the ring.
import { maySound } from './sounds.ts';

const FLASH_MS = 1000;

/** The notification of this call, tagged like the server's push for it (push-payload.ts) so one replaces the other. */
function callTag(room: string): string {
  return `${room}:call`;
}

async function notify(room: string, title: string, body: string): Promise<Notification | null> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return null;
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  await registration.showNotification(title, {
    body,
    tag: callTag(room),
    icon: '/icons/rookery-192.png',
    requireInteraction: true,
    data: { url: `/app/matches?room=${encodeURIComponent(room)}` },
  });
  const shown = await registration.getNotifications({ tag: callTag(room) });
  return shown[0] ?? null;
}

/** Starts the title's flashing (and the notification where the page cannot ring); the returned function ends both. */
export function startCallAttention(call: { room: string; name: string; product: string }): () => void {
  const calling = `${call.name} is calling…`;
  const original = document.title;
  let flashOn = true;
  document.title = calling;
  const timer = window.setInterval(() => {
    flashOn = !flashOn;
    document.title = flashOn ? calling : original;
  }, FLASH_MS);

  let ended = false;
  let shown: Notification | null = null;
  if (!maySound()) {
    void notify(call.room, call.product, calling)
      .then((notification) => {
        if (ended) notification?.close();
        else shown = notification;
      })
      .catch(() => undefined);
  }
  return () => {
    ended = true;
    window.clearInterval(timer);
    if (document.title.includes(calling)) document.title = original;
    shown?.close();
  };
}
