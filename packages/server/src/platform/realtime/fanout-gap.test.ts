// Redis (the fan-out between servers) goes away while people on two servers chat. Each server keeps
// serving its own people; the other server's people must still see every acknowledged message, the rooms' rosters
// as they now are, and on the matches list each room's unread badge and who came online, within 5 s of Redis
// answering again, without a reload: their sockets never dropped, so only the
// server's `resync` (and the client's `loadchats {after}`) can bring them. Two servers on one database and a
// redis-server of the test's own (security/testing/own-redis.ts). Outage 5 s, 20 s with LONG_TESTS=1.
import type { ChatMessage } from '@rookery/shared/events.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import { hasRedisServer, type OwnRedis, seenDown, startOwnRedis } from '../../security/testing/own-redis.ts';
import { type ChatScreen, eventually, openChatScreen } from '../../testing/chat-screen.ts';
import { make, type Pair } from '../../testing/factories.ts';
import { type MatchesScreen, openMatchesScreen } from '../../testing/matches-screen.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const LONG = process.env.LONG_TESTS === '1';
const OUTAGE_MS = LONG ? 20_000 : 5_000;
/** The bar: every acknowledged message on the other person's screen this long after Redis is back. */
const CONVERGE_MS = 5_000;
const PAIRS = 4;

const skip = !hasRedisServer();
let redis: OwnRedis | null = null;
let base: TestServer | null = null;
let urls: [string, string] | null = null;
const apps: FastifyInstance[] = [];
const screens: ChatScreen[] = [];
const lists: MatchesScreen[] = [];

afterAll(async () => {
  for (const screen of [...screens, ...lists]) screen.socket.close();
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

async function screen(url: string, cookie: string, room: string): Promise<ChatScreen> {
  const opened = await openChatScreen(url, cookie, room);
  screens.push(opened);
  return opened;
}

interface Sent {
  chat: ChatMessage;
  /** The screen of the person it was sent to. */
  to: ChatScreen;
}

/** One Redis of the test's own and two servers on one database, made by the first test that asks. */
async function twoServers(): Promise<{ redis: OwnRedis; base: TestServer; one: string; two: string }> {
  redis ??= await startOwnRedis();
  base ??= await startTestServer();
  const [one, two] = urls ?? [await node(base, redis.url), await node(base, redis.url)];
  urls = [one, two];
  return { redis, base, one, two };
}

describe.skipIf(skip)('a gap in fan-out: Redis away', () => {
  it('every acknowledged message and roster reaches the other server within 5 s of Redis returning', {
    timeout: OUTAGE_MS + 120_000,
  }, async () => {
    const { redis, base, one, two } = await twoServers();
    // Each pair split: `a` on server one, `b` on server two. `left` is the pair whose `b` goes away in the outage.
    const pairs: Pair[] = [];
    for (let n = 0; n < PAIRS + 1; n += 1) pairs.push(await make.room(base));
    const [left, ...chatting] = pairs as [Pair, ...Pair[]];
    const sides = [];
    for (const pair of chatting) {
      sides.push({
        a: await screen(one, pair.a.cookie, pair.room),
        b: await screen(two, pair.b.cookie, pair.room),
      });
    }
    const stays = await screen(one, left.a.cookie, left.room);
    const goes = await screen(two, left.b.cookie, left.room);

    // Cross-server delivery works before the outage (the second server's stream reader may take a moment).
    const first = sides[0] as { a: ChatScreen; b: ChatScreen };
    for (let n = 0; ; n += 1) {
      const heard = waitFor(first.b.socket, 'newchat', ({ chat }) => chat.chattext === `warm ${n}`, 1000);
      await emitAck(first.a.socket, 'sendchat', { room: first.a.room, text: `warm ${n}`, cid: `warm-${n}` });
      if (
        await heard.then(
          () => true,
          () => false,
        )
      )
        break;
      if (n > 20) throw new Error('cross-server delivery never worked');
    }
    expect(await eventually(() => stays.roster?.length === 2, 5000)).toBe(true);

    await redis.stop();
    await seenDown([one, two]);
    const sent: Sent[] = [];
    const outageStarted = performance.now();
    let wentAway = false;
    for (let n = 0; performance.now() - outageStarted < OUTAGE_MS; n += 1) {
      for (const [i, side] of sides.entries()) {
        for (const [from, to] of [
          [side.a, side.b],
          [side.b, side.a],
        ] as const) {
          const text = `gap ${i} ${n} ${from === side.a ? 'a' : 'b'}`;
          const answer = await emitAck(from.socket, 'sendchat', {
            room: from.room,
            text,
            cid: `gap-${i}-${n}-${text}`,
          });
          if (answer.success) sent.push({ chat: answer.chat as ChatMessage, to });
        }
      }
      // Half-way through, the person on server two closes the app: the roster on server one must say so.
      if (!wentAway && performance.now() - outageStarted > OUTAGE_MS / 2) {
        wentAway = true;
        goes.socket.close();
      }
      await sleep(100);
    }

    const missingOn = () => sent.filter(({ chat, to }) => !to.messages.has(chat.id));
    const missingAtReturn = missingOn().length;
    await redis.start();
    const back = performance.now();
    const converged = await eventually(
      () => missingOn().length === 0 && stays.roster?.length === 1,
      CONVERGE_MS,
    );
    const convergeMs = performance.now() - back;
    const missing = missingOn().length;
    console.log(
      `fanout-gap: outage ${(OUTAGE_MS / 1000).toFixed(0)} s, ${sent.length} messages acknowledged across ` +
        `${PAIRS} pairs split over two servers, not on the other person's screen when Redis returned ` +
        `${missingAtReturn}, still missing ${(CONVERGE_MS / 1000).toFixed(0)} s later ${missing}` +
        (converged ? ` (all there after ${(convergeMs / 1000).toFixed(1)} s)` : '') +
        `; roster on server one ${JSON.stringify(stays.roster?.length)} people; resync events ` +
        `${screens.reduce((sum, s) => sum + s.resyncs, 0)}`,
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(missing).toBe(0);
    expect(stays.roster).toEqual([left.a.id]);
  });

  it('every badge and presence change reaches the matches list on the other server within 5 s of Redis returning', {
    timeout: OUTAGE_MS + 120_000,
  }, async () => {
    const { redis, base, one, two } = await twoServers();
    // Ada watches her matches list on server one; Bo (chatting) and Cy (offline) are her matches on server two.
    const bo = await make.room(base);
    const ada = bo.a;
    const cy = { b: await make.person(base), room: '' };
    cy.room = await make.match(base, ada, cy.b);
    const list = await openMatchesScreen(one, ada.cookie);
    lists.push(list);
    const boChat = await screen(two, bo.b.cookie, bo.room);

    // Badges cross servers before the outage (the second server's stream reader may take a moment).
    let warm = 0;
    for (; list.rooms.get(bo.room)?.unread !== warm || warm === 0; ) {
      warm += 1;
      await emitAck(boChat.socket, 'sendchat', { room: bo.room, text: `warm ${warm}`, cid: `warm-${warm}` });
      await eventually(() => list.rooms.get(bo.room)?.unread === warm, 1000);
      if (warm > 20) throw new Error('badges never crossed servers');
    }
    expect(list.rooms.get(cy.room)?.online).toBe(false);

    await redis.stop();
    await seenDown([one, two]);
    let sent = 0;
    const outageStarted = performance.now();
    let cyCame = false;
    while (performance.now() - outageStarted < OUTAGE_MS) {
      const answer = await emitAck(boChat.socket, 'sendchat', {
        room: bo.room,
        text: `gap ${sent}`,
        cid: `g-${sent}`,
      });
      if (answer.success) sent += 1;
      // Half-way through, Cy opens the app on server two.
      if (!cyCame && performance.now() - outageStarted > OUTAGE_MS / 2) {
        cyCame = true;
        lists.push(await openMatchesScreen(two, cy.b.cookie));
      }
      await sleep(250);
    }
    const expected = warm + sent;
    const atReturn = { ...list.rooms.get(bo.room), cyOnline: list.rooms.get(cy.room)?.online };
    await redis.start();
    const back = performance.now();
    const converged = await eventually(
      () => list.rooms.get(bo.room)?.unread === expected && list.rooms.get(cy.room)?.online === true,
      CONVERGE_MS,
    );
    console.log(
      `fanout-gap badges: outage ${(OUTAGE_MS / 1000).toFixed(0)} s, ${sent} messages from server two; Ada's badge ` +
        `on server one ${atReturn.unread} of ${expected} and Cy ${atReturn.cyOnline ? 'online' : 'not online'} when ` +
        `Redis returned, ${list.rooms.get(bo.room)?.unread} and ${list.rooms.get(cy.room)?.online ? 'online' : 'not online'} ` +
        `${converged ? `after ${((performance.now() - back) / 1000).toFixed(1)} s` : `${CONVERGE_MS / 1000} s later`}; ` +
        `resyncs ${list.resyncs}`,
    );
    // The gap was real: the badge had fallen behind and Cy's arrival had not been heard.
    expect(atReturn.unread).toBeLessThan(expected);
    expect(atReturn.cyOnline).toBe(false);
    expect(converged).toBe(true);
  });
});

describe.skipIf(!skip)(
  'a gap in fan-out (skipped: redis-server is not installed; .ci/run installs it)',
  () => {
    it('is not run here', () => {
      expect(skip).toBe(true);
    });
  },
);
