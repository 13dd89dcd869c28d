// The web push actions: pushkey, pushsubscribe, pushunsubscribe. Validation, own-only, the per-person
// cap, and the SSRF gate: only https endpoints on the browsers' push services or PUSH_EXTRA_HOSTS are stored.
import { createECDH } from 'node:crypto';
import { PUSH_TEXT } from '@rookery/shared/api/push.actions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { pushSubscriptions } from './push.schema.ts';
import { MAX_SUBSCRIPTIONS_PER_PERSON } from './push.service.ts';
import { vapidKeysFromSecret } from './push-config.ts';
import { type PushServiceStandIn, startPushServiceStandIn } from './testing/push-service-stand-in.ts';

let server: TestServer;
let pushService: PushServiceStandIn;
let ana: SignedInPerson;
let ben: SignedInPerson;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  server = await startTestServer({ PUSH_EXTRA_HOSTS: pushService.host, PUSH_CA_FILE: pushService.caFile });
  ana = await make.person(server);
  ben = await make.person(server);
});
afterAll(async () => {
  await server.close();
  await pushService.close();
});

async function rowsOf(userId: string) {
  return server.database.db
    .select({ endpoint: pushSubscriptions.endpoint, sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

const subscribe = (person: SignedInPerson, data: unknown) =>
  apiPost(server, 'pushsubscribe', data, { cookie: person.cookie });

describe('pushkey', () => {
  it('answers a P-256 public key, the same on every call, and never a constant', async () => {
    const first = (await apiGet(server, 'pushkey', { cookie: ana.cookie })).json();
    const again = (await apiGet(server, 'pushkey', { cookie: ben.cookie })).json();
    expect(first.success).toBe(true);
    expect(again.key).toBe(first.key);
    const point = Buffer.from(first.key, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    const other = await startTestServer();
    try {
      // Another data folder, another kept secret: another key pair.
      expect(
        (await apiGet(other, 'pushkey', { cookie: (await make.person(other)).cookie })).json().key,
      ).not.toBe(first.key);
    } finally {
      await other.close();
    }
  });

  it('is derived from CODE_SECRET when set, so servers sharing it share the pair', async () => {
    const secret = 'a-code-secret-shared-by-two-servers-0123456789';
    const derived = vapidKeysFromSecret(secret);
    const one = await startTestServer({ CODE_SECRET: secret });
    try {
      const key = (await apiGet(one, 'pushkey', { cookie: (await make.person(one)).cookie })).json().key;
      expect(key).toBe(derived.publicKey);
    } finally {
      await one.close();
    }
  });

  it('is refused to a stranger', async () => {
    expect((await apiGet(server, 'pushkey')).statusCode).toBe(401);
  });
});

describe('pushsubscribe', () => {
  it("stores the caller's subscription in the caller's session", async () => {
    const subscription = pushService.subscribe();
    const res = await subscribe(ana, subscription);
    expect(res.json()).toEqual({ success: true });
    expect(await rowsOf(ana.id)).toEqual([
      { endpoint: subscription.endpoint, sessionId: expect.any(String) },
    ]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const { endpoint } = pushService.subscribe();
    const good = pushService.subscribe().keys;
    const offCurve = `B${'A'.repeat(86)}`;
    const shortAuth = Buffer.alloc(12).toString('base64url');
    for (const keys of [
      { p256dh: offCurve, auth: good.auth },
      { p256dh: good.p256dh, auth: `${shortAuth}AAAA` },
      { p256dh: createECDH('prime256v1').generateKeys('base64url', 'compressed'), auth: good.auth },
    ]) {
      const res = await subscribe(ana, { endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(PUSH_TEXT.badKeys);
    }
    expect((await subscribe(ana, { endpoint })).statusCode).toBe(400);
    expect((await subscribe(ana, { keys: good })).statusCode).toBe(400);
  });

  it('moves an endpoint to the latest account that subscribed it', async () => {
    const subscription = pushService.subscribe();
    await subscribe(ana, subscription);
    expect((await subscribe(ben, subscription)).statusCode).toBe(200);
    expect((await rowsOf(ana.id)).map((r) => r.endpoint)).not.toContain(subscription.endpoint);
    expect((await rowsOf(ben.id)).map((r) => r.endpoint)).toContain(subscription.endpoint);
  });

  it(`keeps a person's newest ${MAX_SUBSCRIPTIONS_PER_PERSON} subscriptions`, async () => {
    const cara = await make.person(server);
    const made = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_PERSON + 3; i++) {
      const subscription = pushService.subscribe();
      made.push(subscription.endpoint);
      expect((await subscribe(cara, subscription)).statusCode).toBe(200);
    }
    const kept = (await rowsOf(cara.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(made.slice(-MAX_SUBSCRIPTIONS_PER_PERSON).sort());
  });
});

describe('pushunsubscribe', () => {
  it("forgets only the caller's own subscription", async () => {
    const subscription = pushService.subscribe();
    await subscribe(ana, subscription);
    const byBen = await apiPost(
      server,
      'pushunsubscribe',
      { endpoint: subscription.endpoint },
      { cookie: ben.cookie },
    );
    expect(byBen.json()).toEqual({ success: true });
    expect((await rowsOf(ana.id)).map((r) => r.endpoint)).toContain(subscription.endpoint);
    const byAna = await apiPost(
      server,
      'pushunsubscribe',
      { endpoint: subscription.endpoint },
      { cookie: ana.cookie },
    );
    expect(byAna.json()).toEqual({ success: true });
    expect((await rowsOf(ana.id)).map((r) => r.endpoint)).not.toContain(subscription.endpoint);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const data of [{}, { endpoint: 5 }, { endpoint: 'x'.repeat(1001) }, null]) {
      const res = await apiPost(server, 'pushunsubscribe', data, { cookie: ana.cookie });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
    }
  });
});

describe('Download my data', () => {
  it("lists the person's push subscriptions by service, without the endpoint's path or the keys", async () => {
    const dan = await make.person(server);
    const subscription = pushService.subscribe();
    await subscribe(dan, subscription);
    const res = await apiGet(server, 'exportdata&format=json', { cookie: dan.cookie });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body) as { push_notifications: unknown[] };
    expect(data.push_notifications).toEqual([
      {
        service: pushService.host,
        current_session: true,
        created_at: expect.any(String),
        last_success_at: null,
      },
    ]);
    const path = new URL(subscription.endpoint).pathname;
    for (const secret of [path, subscription.keys.p256dh, subscription.keys.auth])
      expect(res.body).not.toContain(secret);
  });
});

describe('SSRF: the server only ever stores push services', () => {
  it('refuses loopback, private and unknown hosts, other ports and parser tricks', async () => {
    const { keys } = pushService.subscribe();
    const port = pushService.port;
    const refused: [string, string][] = [
      [`http://127.0.0.1:${port}/push/x`, PUSH_TEXT.notHttps],
      [`http://${pushService.host}/push/x`, PUSH_TEXT.notHttps],
      [`https://127.0.0.1:${port}/push/x`, PUSH_TEXT.notPushService],
      [`https://localhost:${port + 1}/push/x`, PUSH_TEXT.notPushService],
      ['https://localhost/push/x', PUSH_TEXT.notPushService],
      ['https://10.0.0.1/push/x', PUSH_TEXT.notPushService],
      ['https://192.168.1.10/push/x', PUSH_TEXT.notPushService],
      ['https://169.254.169.254/latest/meta-data', PUSH_TEXT.notPushService],
      ['https://[::1]/push/x', PUSH_TEXT.notPushService],
      ['https://evil.example/push/x', PUSH_TEXT.notPushService],
      ['https://fcm.googleapis.com.evil.example/fcm/send/x', PUSH_TEXT.notPushService],
      ['https://evilpush.services.mozilla.com/wpush/v2/x', PUSH_TEXT.notPushService],
      ['https://push.services.mozilla.com/wpush/v2/x', PUSH_TEXT.notPushService],
      ['https://fcm.googleapis.com:8443/fcm/send/x', PUSH_TEXT.notPushService],
      ['https://user:pass@fcm.googleapis.com/fcm/send/x', PUSH_TEXT.notPushService],
      [`https://fcm.googleapis.com@127.0.0.1:${port}/push/x`, PUSH_TEXT.notPushService],
      [`https://127.0.0.1:${port}\\@fcm.googleapis.com/x`, PUSH_TEXT.notPushService],
      ['ftp://fcm.googleapis.com/fcm/send/x', PUSH_TEXT.badEndpoint],
    ];
    for (const [endpoint, sentence] of refused) {
      const res = await subscribe(ana, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error, endpoint).toBe(sentence);
    }
    const stored = (await rowsOf(ana.id)).map((r) => r.endpoint);
    for (const [endpoint] of refused) expect(stored).not.toContain(endpoint);
  });

  it("accepts the browsers' push services", async () => {
    const { keys } = pushService.subscribe();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      const res = await subscribe(ben, { endpoint, keys });
      expect(res.json(), endpoint).toEqual({ success: true });
    }
  });
});
