// Web push end to end: a real server, real sockets, and a local push service speaking RFC 8030 over
// HTTPS that checks the VAPID JWT (RFC 8292) and decrypts each aes128gcm body (RFC 8291) with the subscription's own
// keys. A message to a person with no socket open becomes a push saying who, never what; an open socket, the
// person's choice, a 410 from the push service, signing out and the endpoint gate each stop it.
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/http/viewer.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { sessions } from '../auth/auth.schema.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { pushSubscriptions } from './push.schema.ts';
import type { PushPayload } from './push-payload.ts';
import {
  type PushServiceStandIn,
  type ReceivedPush,
  type StandInSubscription,
  startPushServiceStandIn,
} from './testing/push-service-stand-in.ts';

let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
});
const realtime = useSocketServer(() => ({
  PUSH_EXTRA_HOSTS: pushService.host,
  PUSH_CA_FILE: pushService.caFile,
}));
const { socketOf } = realtime;
let server: TestServer;
let bea: SignedInPerson;
let cai: SignedInPerson;
let room: string;
let beaSocket: TestSocket;
let caiSubscription: StandInSubscription;
/** How long "no push" is watched for; the pushes that do come arrive in a few milliseconds here. */
const QUIET_MS = 1500;

beforeAll(async () => {
  server = realtime.server;
  bea = await make.person(server, { displayName: 'Bea', realName: 'Beatrice Hidden-Surname' });
  cai = await make.person(server, { displayName: 'Cai', realName: 'Caius Private' });
  room = await make.match(server, bea, cai);
  pushService.expectKey((await apiGet(server, 'pushkey', { cookie: cai.cookie })).json().key);
  caiSubscription = pushService.subscribe();
  expect((await apiPost(server, 'pushsubscribe', caiSubscription, { cookie: cai.cookie })).json()).toEqual({
    success: true,
  });
  beaSocket = await socketOf(bea);
  expect(await emitAck(beaSocket, 'joinroom', { room, user: bea.id })).toMatchObject({ success: true });
});

async function send(text: string): Promise<void> {
  expect((await emitAck(beaSocket, 'sendchat', { room, text })).success).toBe(true);
}

/** No push to `subscription` for QUIET_MS. */
async function noPush(subscription: StandInSubscription): Promise<void> {
  await expect(pushService.next(subscription, QUIET_MS)).rejects.toThrow(/no push/);
}

async function until(check: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function rowsOf(userId: string) {
  return server.database.db
    .select({ endpoint: pushSubscriptions.endpoint, lastSuccessAt: pushSubscriptions.lastSuccessAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

const payloadOf = (push: ReceivedPush): PushPayload => {
  expect(push.payload).toEqual(expect.any(String));
  return JSON.parse(push.payload as string) as PushPayload;
};

describe('a message to a person with no tab open', () => {
  it('is pushed, signed with the server key, and says who wrote, never what or their real name', async () => {
    const arriving = pushService.next(caiSubscription);
    await send('meet me at the secret beach at 9');
    const push = await arriving;
    expect(push.vapid).toEqual({ aud: pushService.origin, exp: expect.any(Number), sub: expect.any(String) });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.urgency).toBe('high');
    expect(push.ttl).toBeGreaterThan(0);
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(payloadOf(push)).toEqual({
      title: 'Rookery',
      body: 'New message from Bea',
      url: `/app/matches?room=${room}`,
      tag: `${room}:message`,
    });
    for (const secret of ['secret beach', 'Beatrice', 'Hidden-Surname'])
      expect(push.payload).not.toContain(secret);
    await until(
      async () => (await rowsOf(cai.id))[0]?.lastSuccessAt instanceof Date,
      'last success recorded',
    );
  });

  it('is not pushed while the person has a socket open, and is again once it closes', async () => {
    const socket = await socketOf(cai);
    const alert = waitFor(socket, 'alert', (a) => a.kind === 'message');
    await send('are you there?');
    await alert;
    await noPush(caiSubscription);
    socket.close();
    await until(async () => !(await server.app.services.realtime.isOnline(cai.id)), 'cai offline');
    const arriving = pushService.next(caiSubscription);
    await send('now?');
    expect(payloadOf(await arriving).body).toBe('New message from Bea');
  });

  it('is not pushed when the person turned message pushes off', async () => {
    const off = await apiPost(server, 'setpreferences', { push_messages: 0 }, { cookie: cai.cookie });
    expect(off.json()).toMatchObject({ success: true, preferences: { push_messages: 0 } });
    await send('quiet please');
    await noPush(caiSubscription);
    await apiPost(server, 'setpreferences', { push_messages: 1 }, { cookie: cai.cookie });
    const arriving = pushService.next(caiSubscription);
    await send('and back on');
    expect(payloadOf(await arriving).body).toBe('New message from Bea');
  });
});

describe('subscriptions that end', () => {
  it('a 410 from the push service removes the subscription', async () => {
    const gone = pushService.subscribe();
    await apiPost(server, 'pushsubscribe', gone, { cookie: cai.cookie });
    pushService.answer(gone, 410);
    const answered = pushService.next(gone);
    await send('hello?');
    expect((await answered).status).toBe(410);
    await until(
      async () => !(await rowsOf(cai.id)).some((row) => row.endpoint === gone.endpoint),
      'the 410 subscription removed',
    );
    expect((await rowsOf(cai.id)).map((row) => row.endpoint)).toContain(caiSubscription.endpoint);
  });

  it("signing out removes that session's subscriptions, not the other session's", async () => {
    const token = await server.app.services.sessions.start(cai.id, 'second browser');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const second = pushService.subscribe();
    await apiPost(server, 'pushsubscribe', second, { cookie });
    expect((await rowsOf(cai.id)).map((row) => row.endpoint)).toContain(second.endpoint);
    const out = await server.app.inject({ method: 'POST', url: '/signout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const left = (await rowsOf(cai.id)).map((row) => row.endpoint);
    expect(left).not.toContain(second.endpoint);
    expect(left).toContain(caiSubscription.endpoint);
  });

  it('ending every session of the person (a ban) and deleting the account remove all of theirs', async () => {
    const dee = await make.person(server);
    await apiPost(server, 'pushsubscribe', pushService.subscribe(), { cookie: dee.cookie });
    await server.app.services.sessions.endAll(dee.id);
    expect(await rowsOf(dee.id)).toEqual([]);
    const eve = await make.person(server);
    await apiPost(server, 'pushsubscribe', pushService.subscribe(), { cookie: eve.cookie });
    await server.app.services.accounts.deleteAccount(eve.id, 'self');
    expect(await rowsOf(eve.id)).toEqual([]);
  });
});

describe('SSRF: a stored endpoint off the allow-list is never contacted', () => {
  let canary: Server;
  let connections = 0;
  beforeAll(async () => {
    canary = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => canary.close(() => resolve())));

  it('drops rows that name loopback or unknown hosts (stored before a change of the list) and sends nothing there', async () => {
    const port = (canary.address() as { port: number }).port;
    const [session] = await server.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, cai.id))
      .limit(1);
    const keys = pushService.subscribe().keys;
    const planted = [
      `https://127.0.0.1:${port}/push/x`,
      `http://127.0.0.1:${port}/push/x`,
      `https://localhost:${port}/push/x`,
    ];
    for (const endpoint of planted) {
      await server.database.db
        .insert(pushSubscriptions)
        .values({ endpoint, ...keys, userId: cai.id, sessionId: session?.id ?? '' });
    }
    // The allowed subscription still gets its push: the alert did reach the push module.
    const arriving = pushService.next(caiSubscription);
    await send('one more');
    await arriving;
    await until(
      async () => !(await rowsOf(cai.id)).some((row) => planted.includes(row.endpoint)),
      'the planted rows dropped',
    );
    expect(connections).toBe(0);
  });
});
