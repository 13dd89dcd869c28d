// The existing mobile app after a gap in fan-out: it does not know `resync`, and its socket never dropped while Redis
// was away, so nothing would make it look again. The server closes its connection when Redis is back; the app
// reconnects as any Socket.IO client does and rejoins its room (RULES.md "Errors"), and the history it is sent holds
// every acknowledged message it missed. Two servers on one database, a redis-server of the test's own.
import { type ChatMessage, REALTIME } from '@rookery/shared/events.ts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import { hasRedisServer, type OwnRedis, seenDown, startOwnRedis } from '../../security/testing/own-redis.ts';
import { eventually } from '../../testing/chat-screen.ts';
import { make } from '../../testing/factories.ts';
import { connectAs, emitAck, fieldsOf, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const skip = !hasRedisServer();
let redis: OwnRedis | null = null;
let base: TestServer | null = null;
const apps: FastifyInstance[] = [];
const sockets: (TestSocket | Socket)[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close().catch(() => {});
  await base?.close();
  await redis?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function node(server: TestServer, redisUrl: string): Promise<string> {
  const app = await buildServer(
    { ...server.config, redisUrl },
    { database: server.database, migrated: true },
  );
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/**
 * The app as RULES.md "Errors" has it: the session cookie and nothing else (no Origin, no `understands`),
 * reconnecting by itself, joining its room on every connect with no callback, and showing what `getchats` and
 * `newchat` bring.
 */
function appClient(url: string, cookie: string, room: string, user: string) {
  const seen = new Set<number>();
  let connects = 0;
  const socket = io(url, {
    path: REALTIME.path,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
    extraHeaders: { cookie },
  });
  socket.on('connect', () => {
    connects += 1;
    socket.emit('joinroom', { room, user });
  });
  socket.on('getchats', (page: { room: string; chats?: ChatMessage[] }) => {
    if (page.room === room) for (const chat of page.chats ?? []) seen.add(chat.id);
  });
  socket.on('newchat', (event: { chat: ChatMessage }) => seen.add(event.chat.id));
  sockets.push(socket);
  return { socket, seen, connects: () => connects };
}

describe.skipIf(skip)('a gap in fan-out, seen by a client that does not know resync (the mobile app)', () => {
  it('is reconnected when Redis is back, and its rejoin brings every message it missed', {
    timeout: 90_000,
  }, async () => {
    redis = await startOwnRedis();
    base = await startTestServer();
    const one = await node(base, redis.url);
    const two = await node(base, redis.url);
    const pair = await make.room(base);
    const web = await connectAs(one, { cookie: pair.a.cookie });
    sockets.push(web);
    expect((await emitAck(web, 'joinroom', { room: pair.room })).success).toBe(true);
    const app = appClient(two, pair.b.cookie, pair.room, pair.b.id);
    expect(await eventually(() => app.connects() === 1, 5000)).toBe(true);

    // Fan-out works before the gap (the second server's stream reader may take a moment).
    for (let n = 0; ; n += 1) {
      const sent = fieldsOf(
        await emitAck(web, 'sendchat', { room: pair.room, text: `warm ${n}`, cid: `warm-${n}` }),
      );
      const id = (sent.chat as ChatMessage).id;
      if (await eventually(() => app.seen.has(id), 1000)) break;
      if (n > 20) throw new Error('cross-server delivery never worked');
    }

    await redis.stop();
    await seenDown([one, two]);
    const missed: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const sent = await emitAck(web, 'sendchat', { room: pair.room, text: `gap ${n}`, cid: `gap-${n}` });
      if (sent.success) missed.push((fieldsOf(sent).chat as ChatMessage).id);
      // time passes: messages a moment apart through the outage, as people write
      await sleep(100);
    }
    // time passes: Redis stays away a while longer; what could still reach the app would within this
    await sleep(1000);
    const missingAtReturn = missed.filter((id) => !app.seen.has(id)).length;
    // The web app's socket is told to resync; the app's has no such word and is reconnected instead.
    const resync = waitFor(web, 'resync', () => true, 20_000);
    await redis.start();
    await resync;
    const converged = await eventually(() => missed.every((id) => app.seen.has(id)), 5000);
    console.log(
      `fanout-gap-app: ${missed.length} messages acknowledged while Redis was away, ${missingAtReturn} missing on the ` +
        `app when it returned, ${missed.filter((id) => !app.seen.has(id)).length} 5 s later; app connections ${app.connects()}`,
    );
    expect(missingAtReturn).toBeGreaterThan(0);
    expect(converged).toBe(true);
    expect(app.connects()).toBe(2);
  });
});
