// Web push rules: the VAPID public key, storing and forgetting a browser's subscription (own only, only
// on a known push service), and delivering an alert to a person who has no socket open, per their choices.
import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { PUSH_TEXT } from '@rookery/shared/api/push.actions.ts';
import { type PersonAlert, type PushType, pushTypeOf } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { AppError } from '../../platform/http/app-error.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { PushRepo, StoredSubscription } from './push.repo.ts';
import type { PushConfig } from './push-config.ts';
import { checkEndpoint } from './push-endpoint.ts';
import { pushDeliveryOf } from './push-payload.ts';

/** How long one request to a push service may take before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/** Browsers kept per person: every alert goes to each, so an account cannot make one alert a thousand requests. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/** What the alerts service hands a person's news to when they have no socket open (modules/alerts). */
export type AlertSink = (userId: string, alert: PersonAlert) => Promise<void>;

export interface PushDeps {
  repo: PushRepo;
  config: PushConfig;
  /** The brand's product name: every push's title. */
  product: string;
  /** A ringing call's push lives as long as the call may ring (CALLS.noAnswerMs). */
  callNoAnswerMs: number;
  /** The person's choice for a push type (Settings → Notifications, modules/alerts' preferences). */
  wants: (userId: string, type: PushType) => Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  clock?: () => Date;
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** True when the browser's key is a point of P-256 (an encryption to anything else fails at every send). */
function validKeys(keys: SubscriptionInput['keys']): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(p256dh);
    return true;
  } catch {
    return false;
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof webpush.WebPushError ? err.statusCode : undefined;
}

export function createPushService(deps: PushDeps) {
  const { repo, config, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const ca = config.caFile ? readFileSync(config.caFile, 'utf8') : undefined;
  // One agent for every push service: connections kept alive, and a private service's authority trusted only here.
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 32,
    ...(ca ? { ca: [...rootCertificates, ca] } : {}),
  });
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function sendOne(subscription: StoredSubscription, alert: PersonAlert): Promise<void> {
    const delivery = pushDeliveryOf(alert, {
      product: deps.product,
      callTtlSeconds: Math.ceil(deps.callNoAnswerMs / 1000),
    });
    if (!delivery) return;
    // Checked again before sending: a row stored under an older allow-list is dropped, never posted to.
    const checked = checkEndpoint(subscription.endpoint, config.extraHosts);
    if ('refused' in checked) {
      await repo.deleteById(subscription.id);
      return;
    }
    try {
      await webpush.sendNotification(
        { endpoint: checked.url, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(delivery.payload),
        {
          vapidDetails: { subject: config.subject, ...config.vapid },
          TTL: delivery.ttl,
          urgency: delivery.urgency,
          topic: delivery.topic,
          agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
      await repo.markSuccess(subscription.id, clock());
    } catch (err) {
      const status = statusOf(err);
      if (status === 404 || status === 410) {
        await repo.deleteById(subscription.id);
        return;
      }
      const host = new URL(checked.url).host;
      log.warn({ status, host, err: status ? undefined : err }, 'a web push was not accepted');
    }
  }

  async function deliver(userId: string, alert: PersonAlert): Promise<void> {
    const type = pushTypeOf(alert);
    if (!type || !(await deps.wants(userId, type))) return;
    const subscriptions = await repo.listFor(userId);
    await Promise.all(subscriptions.map((subscription) => sendOne(subscription, alert)));
  }

  return {
    /** The VAPID public key, base64url. */
    key(): string {
      return config.vapid.publicKey;
    },

    async subscribe(viewer: Viewer, input: SubscriptionInput): Promise<void> {
      const checked = checkEndpoint(input.endpoint, config.extraHosts);
      if ('refused' in checked) throw new AppError('BAD_INPUT', checked.refused);
      if (!validKeys(input.keys)) throw new AppError('BAD_INPUT', PUSH_TEXT.badKeys);
      await repo.upsert({
        endpoint: checked.url,
        p256dh: input.keys.p256dh.replace(/=+$/, ''),
        auth: input.keys.auth.replace(/=+$/, ''),
        userId: viewer.userId,
        sessionId: viewer.sessionId,
      });
      await repo.keepNewest(viewer.userId, MAX_SUBSCRIPTIONS_PER_PERSON);
    },

    /** Forgets the caller's own subscription; someone else's endpoint is left alone (and the answer is the same). */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      const checked = checkEndpoint(endpoint, config.extraHosts);
      await repo.deleteOwn(userId, 'url' in checked ? checked.url : endpoint);
    },

    /**
     * The alerts service's sink: returns at once and sends in the background (the caller's action never waits for
     * a push service); failures land in the log. `settled()` waits for what is under way.
     */
    sink: (async (userId, alert) => {
      if (closed) return;
      const job = deliver(userId, alert)
        .catch((err: unknown) => log.error({ err }, 'web push delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    }) satisfies AlertSink,

    /** Resolves when every push under way has been answered (or timed out). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** Stops taking new pushes, waits for those under way, and closes the kept-alive connections. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...pending]);
      agent.destroy();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
