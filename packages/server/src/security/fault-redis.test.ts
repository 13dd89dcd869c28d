// Fault injection: Redis (the socket adapter between servers) goes away under two running servers. Each
// server keeps working for the people connected to it (their messages are stored and delivered at once, the API
// answers), nothing crashes, and when Redis is back the servers reach each other again by themselves. The test runs
// a redis-server of its own on its own port, so stopping it touches no other suite. Outage: 20 s with LONG_TESTS=1,
// else 5 s.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { make } from '../testing/factories.ts';
import { connectAs, emitAck, type TestSocket, waitFor } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { hasRedisServer, type OwnRedis, seenDown, startOwnRedis } from './testing/own-redis.ts';
import { roomHistory } from './testing/room-history.ts';

const LONG = process.env.LONG_TESTS === '1';
const OUTAGE_MS = LONG ? 20_000 : 5_000;
/** A message to someone on the same server must arrive within this long, Redis or not. */
const LOCAL_MS = 2_000;
/** Cross-server delivery must work again within this long after Redis is back. */
const RECOVER_MS = 30_000;

const skipReason = hasRedisServer() ? null : 'redis-server is not installed; .ci/run installs it';

let redis: OwnRedis | null = null;
let base: TestServer | null = null;
const apps: FastifyInstance[] = [];
const sockets: TestSocket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close().catch(() => {});
  await base?.close();
  await redis?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function node(server: TestServer, redisUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildServer(
    { ...server.config, redisUrl },
    { database: server.database, migrated: true },
  );
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

async function joined(url: string, cookie: string, rooms: string[]): Promise<TestSocket> {
  const socket = await connectAs(url, { cookie });
  sockets.push(socket);
  for (const room of rooms) expect((await emitAck(socket, 'joinroom', { room })).success).toBe(true);
  return socket;
}

/** Sends probes from `from` until `to` hears one (cross-server delivery works), or `ms` pass; answers the time. */
async function untilDelivered(from: TestSocket, to: TestSocket, room: string, ms: number): Promise<number> {
  const started = performance.now();
  for (let n = 0; performance.now() - started < ms; n += 1) {
    const text = `probe ${n} ${Date.now()}`;
    const heard = waitFor(to, 'newchat', ({ chat }) => chat.chattext === text, 1000).then(
      () => true,
      () => false,
    );
    const answer = await emitAck(from, 'sendchat', { room, text, cid: `probe-${started}-${n}` });
    if (answer.success && (await heard)) return performance.now() - started;
  }
  return Number.NaN;
}

describe.skipIf(skipReason !== null)('Redis down', () => {
  it('keeps each server working for its own people and reconnects the cluster when Redis is back', {
    timeout: OUTAGE_MS + 150_000,
  }, async () => {
    redis = await startOwnRedis();
    base = await startTestServer();
    const one = await node(base, redis.url);
    const two = await node(base, redis.url);
    const { a, b, room: ab } = await make.room(base);
    const c = await make.person(base);
    const ac = await make.match(base, a, c);

    // A and B on server 1, C on server 2; cross-server delivery works before the outage.
    const a1 = await joined(one.url, a.cookie, [ab, ac]);
    const b1 = await joined(one.url, b.cookie, [ab]);
    const c2 = await joined(two.url, c.cookie, [ac]);
    expect(await untilDelivered(a1, c2, ac, 15_000)).toBeLessThan(15_000);

    await redis.stop();
    await seenDown([one.url, two.url]);
    const outageStarted = performance.now();
    let sent = 0;
    let deliveredHere = 0;
    let slowestAck = 0;
    let apiCalls = 0;
    const apiErrors: number[] = [];
    const sentTexts: string[] = [];
    for (let n = 0; performance.now() - outageStarted < OUTAGE_MS; n += 1) {
      const text = `while redis is down ${n}`;
      const heard = waitFor(b1, 'newchat', ({ chat }) => chat.chattext === text, LOCAL_MS).then(
        () => true,
        () => false,
      );
      const started = performance.now();
      const answer = await emitAck(a1, 'sendchat', { room: ab, text, cid: `down-${n}` });
      slowestAck = Math.max(slowestAck, performance.now() - started);
      sent += 1;
      if (answer.success) sentTexts.push(text);
      if ((await heard) && answer.success) deliveredHere += 1;
      for (const { app } of [one, two]) {
        apiCalls += 1;
        const response = await app.inject({
          method: 'GET',
          url: '/api?action=menudata',
          headers: { cookie: a.cookie },
        });
        if (response.statusCode !== 200) apiErrors.push(response.statusCode);
      }
      await sleep(200);
    }
    const outageMs = performance.now() - outageStarted;
    // Everything sent during the outage is stored: B reads it back from server 1.
    const stored = new Set((await roomHistory(b1, ab)).map((chat) => chat.chattext));
    const persisted = sentTexts.filter((text) => stored.has(text)).length;

    // Counted from the moment redis-server is started again (it takes a moment to answer).
    const restarted = performance.now();
    await redis.start();
    const delivered = await untilDelivered(a1, c2, ac, RECOVER_MS);
    const recoverMs = Number.isNaN(delivered) ? delivered : performance.now() - restarted;
    // And the other way round, from server 2 to server 1.
    const backMs = await untilDelivered(c2, a1, ac, 10_000);

    console.log(
      `fault-redis: outage ${(outageMs / 1000).toFixed(1)} s, messages during outage ${sent}, delivered on the ` +
        `same server ${deliveredHere}, stored ${persisted}, slowest acknowledgement ${(slowestAck / 1000).toFixed(2)} s, ` +
        `API calls ${apiCalls} with errors ${apiErrors.length}, seconds to recover cross-server delivery ` +
        `${(recoverMs / 1000).toFixed(1)} (back the other way ${(backMs / 1000).toFixed(1)})`,
    );
    expect(sent).toBeGreaterThan(0);
    expect(deliveredHere).toBe(sent);
    expect(persisted).toBe(sent);
    expect(apiErrors).toEqual([]);
    expect(recoverMs).toBeLessThan(RECOVER_MS);
    expect(backMs).toBeLessThan(10_000);
    for (const socket of [a1, b1, c2]) expect(socket.connected).toBe(true);
  });
});

describe.skipIf(skipReason === null)(`Redis down (skipped: ${skipReason})`, () => {
  it('is not run here', () => {
    expect(skipReason).not.toBeNull();
  });
});
