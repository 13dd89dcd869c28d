// [defined here] The person's web push subscriptions: the server's key, and this browser's subscription stored or
// forgotten. Which alerts are pushed is the person's preferences (alerts.actions.ts).
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

/** A browser's PushSubscription.toJSON(): the push service's https endpoint and the keys to encrypt for it. */
export const ZPushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https?$/, error: 'That push address is not valid' }).max(1000),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'That push key is not valid'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'That push key is not valid'),
    }),
  })
  .strip();

export const ZPushEndpoint = z.object({ endpoint: z.string().max(1000) }).strip();

export const PUSH_ACTIONS = {
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  pushkey: defineAction<typeof NoInput, { key: string }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ key: z.string() }),
  }),
  /**
   * Stores this browser's subscription for the caller, in the caller's session (the same endpoint with the same keys
   * moves to the latest account; with other keys another person's endpoint stays theirs, and the answer is the same;
   * a person keeps their newest 10). Only an https endpoint on a browser's push service (FCM, Mozilla, WNS,
   * Apple; or the server's PUSH_EXTRA_HOSTS) is accepted, else 400 with PUSH_TEXT; keys must be a P-256 point and a
   * 16-byte secret (400 PUSH_TEXT.badKeys). Signing out of that session, or any end of it, forgets it.
   */
  pushsubscribe: defineAction<typeof ZPushSubscription, object>({
    method: 'POST',
    gate: 'member',
    input: ZPushSubscription,
    outputSchema: z.object({}),
  }),
  /** Forgets a subscription of the caller's (the browser's switch turned off); someone else's is left alone. */
  pushunsubscribe: defineAction<typeof ZPushEndpoint, object>({
    method: 'POST',
    gate: 'session',
    input: ZPushEndpoint,
    outputSchema: z.object({}),
  }),
};

/** [defined here] Why `pushsubscribe` refuses an endpoint or keys (400). */
export const PUSH_TEXT = {
  badEndpoint: 'That push address is not valid',
  notHttps: 'A push address must start with https://',
  notPushService: "That push address is not a browser's push service",
  badKeys: 'That push key is not valid',
} as const;
