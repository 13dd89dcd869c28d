// This browser's web push: whether it can, may and does receive pushes, turning them on (the browser's
// prompt only after the person tapped "Turn on"), off, keeping the server's copy of the subscription in step with
// the signed-in person, and forgetting it on sign-out. The service worker's side is public/sw-push.js.

import { SERVICE_WORKER } from '@rookery/shared/installable-app.ts';
import { apiGet, apiPost, unwrap } from './api-client.ts';

/** on: subscribed; off: may be turned on; blocked: the browser refuses (site settings); unsupported: no push here. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

const ASKED_KEY = 'rookery.push.asked';
const OFF_KEY = 'rookery.push.off';
/** The service worker (public/sw.js imports sw-push.js). */

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the card may be offered again, nothing worse.
  }
}

/** Whether the in-app card was already shown and answered on this browser. */
export function pushAsked(): boolean {
  return stored(ASKED_KEY) !== null;
}

export function markPushAsked(): void {
  store(ASKED_KEY, new Date().toISOString());
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration(SERVICE_WORKER.scope)) ??
    navigator.serviceWorker.register(SERVICE_WORKER.path, { scope: SERVICE_WORKER.scope })
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER.scope);
  return existing ? existing.pushManager.getSubscription() : null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Subscribes with the server's key (a subscription made with another key is replaced) and stores it there. */
async function subscribeAndSend(): Promise<void> {
  const { key } = await apiGet('pushkey').then(unwrap);
  const serverKey = keyBytes(key);
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  const json = subscription.toJSON();
  await apiPost('pushsubscribe', {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }).then(unwrap);
}

/** The person tapped "Turn on": the browser's prompt, then the subscription. Answers the state after. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  markPushAsked();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  store(OFF_KEY, null);
  await subscribeAndSend();
  return 'on';
}

/** The person turned this device's pushes off: the browser forgets the subscription, and so does the server. */
export async function turnOffPush(): Promise<PushState> {
  store(OFF_KEY, '1');
  await forgetSubscription();
  return pushState();
}

async function forgetSubscription(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiPost('pushunsubscribe', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * On an /app screen: when this browser already allows pushes and the person did not turn them off here, makes sure
 * the server holds the subscription for the person signed in now (a new sign-in, another account, a new key).
 */
export async function resyncPush(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || stored(OFF_KEY)) return;
  await subscribeAndSend();
}

/** Before signing out: the push subscription goes with the session (the server drops it too), within 2 s. */
export async function forgetPushOnSignOut(): Promise<void> {
  if (!pushSupported()) return;
  await Promise.race([
    forgetSubscription().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
}
