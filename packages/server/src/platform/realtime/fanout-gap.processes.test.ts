// The fault suite's Redis row: two real server processes (main.ts) on a fresh
// database of DATABASE_URL's PostgreSQL and a redis-server of the test's own (so killing it touches no other suite),
// pairs of people split across the servers chatting, Redis killed for 5 s (20 s with LONG_TESTS=1; 25 pairs, the
// issue's 50 clients, then, else 10). Counted: acknowledged messages missing on the other person's socket within 5 s
// of Redis answering again, with the client's catch-up on `resync` (testing/chat-screen.ts, the rule the web app
// follows). Runs in the PostgreSQL pass of `npm test` (DATABASE_URL and REDIS_URL set, as .ci/run does); skipped
// with a sentence otherwise or without redis-server.
import type { ChatMessage } from '@rookery/shared/events.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type OwnRedis, seenDown, startOwnRedis } from '../../security/testing/own-redis.ts';
import { type ChatScreen, eventually, openChatScreen } from '../../testing/chat-screen.ts';
import { make, type Pair } from '../../testing/factories.ts';
import { type Node, settled, startNode, stopNode } from '../../testing/server-nodes.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const LONG = process.env.LONG_TESTS === '1';
const OUTAGE_MS = LONG ? 20_000 : 5_000;
const PAIRS = LONG ? 25 : 10;
const CONVERGE_MS = 5_000;
/** Each person writes this often during the outage. */
const EVERY_MS = 250;

const skipReason = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL'
  : !process.env.REDIS_URL
    ? 'needs REDIS_URL'
    : !hasRedisServer()
      ? 'redis-server is not installed'
      : null;
const skip = skipReason !== null;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skip)('a gap in fan-out between server processes (PostgreSQL, Redis)', () => {
  it('no acknowledged message is missing on the other screen 5 s after Redis returns', {
    timeout: OUTAGE_MS + 300_000,
  }, async () => {
    const redis: OwnRedis = await startOwnRedis();
    cleanups.push(() => redis.destroy());
    // A fresh database of its own in the cluster DATABASE_URL names.
    const db: TestServer = await startTestServer({ JOBS_WORKER: '0' });
    cleanups.push(() => db.close());
    if (db.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    const pairs: Pair[] = [];
    for (let n = 0; n < PAIRS; n += 1) pairs.push(await make.room(db));
    const nodes: Node[] = await Promise.all([
      startNode(db.config.db.url, redis.url),
      startNode(db.config.db.url, redis.url),
    ]);
    for (const node of nodes) cleanups.push(() => stopNode(node));
    await Promise.all(nodes.map((node) => settled(node.url)));
    const [one, two] = nodes as [Node, Node];

    const sides: { a: ChatScreen; b: ChatScreen }[] = [];
    for (const pair of pairs) {
      const a = await openChatScreen(one.url, pair.a.cookie, pair.room);
      const b = await openChatScreen(two.url, pair.b.cookie, pair.room);
      cleanups.push(
        async () => a.socket.close(),
        async () => b.socket.close(),
      );
      sides.push({ a, b });
    }
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
      if (n > 30) throw new Error('cross-server delivery never worked');
    }

    await redis.stop();
    await seenDown([one.url, two.url]);
    const sent: { chat: ChatMessage; to: ChatScreen }[] = [];
    let refused = 0;
    const until = performance.now() + OUTAGE_MS;
    // Every person writes on their own, as people do.
    await Promise.all(
      sides.flatMap(({ a, b }, i) =>
        [
          [a, b],
          [b, a],
        ].map(async ([from, to]) => {
          for (let n = 0; performance.now() < until; n += 1) {
            const text = `gap ${i} ${n} ${from === a ? 'a' : 'b'}`;
            const answer = await emitAck((from as ChatScreen).socket, 'sendchat', {
              room: from?.room,
              text,
              cid: text,
            });
            if (answer.success) sent.push({ chat: answer.chat as ChatMessage, to: to as ChatScreen });
            else refused += 1;
            await sleep(EVERY_MS);
          }
        }),
      ),
    );
    const missingOn = () => sent.filter(({ chat, to }) => !to.messages.has(chat.id)).length;
    const missingAtReturn = missingOn();
    await redis.start();
    const back = performance.now();
    const converged = await eventually(() => missingOn() === 0, CONVERGE_MS);
    const convergeMs = performance.now() - back;
    const missing = missingOn();
    console.log(
      `fanout-gap (processes): outage ${OUTAGE_MS / 1000} s, ${PAIRS * 2} people in ${PAIRS} pairs split over two ` +
        `servers, ${sent.length} messages acknowledged (${refused} refused), missing on the other screen when Redis ` +
        `returned ${missingAtReturn}, ${CONVERGE_MS / 1000} s later ${missing}` +
        (converged ? ` (all there ${(convergeMs / 1000).toFixed(1)} s after Redis answered)` : ''),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(missing).toBe(0);
  });
});

describe.skipIf(!skip)(`a gap in fan-out between server processes (skipped: ${skipReason})`, () => {
  it('is not run here', () => {
    expect(skip).toBe(true);
  });
});
