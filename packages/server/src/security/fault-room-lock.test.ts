// Fault injection: another connection holds one room's row (its match) locked, as a stuck transaction would, under a
// running server on PostgreSQL. A chat message into that room waits for the lock and is refused with the readable
// sentence when DATABASE_LOCK_TIMEOUT_MS runs out; messages into every other room must be stored and acknowledged
// meanwhile, not queued behind it (chat-write-batcher.ts's lanes), and each room's messages keep their order. The
// lock timeout is 5 s here, so a message queued behind the stuck one would show. Needs DATABASE_URL (PGlite runs one
// statement at a time inside the server: no other connection can lock a row).
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { make, type Pair } from '../testing/factories.ts';
import { emitAck, type TestSocket } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const LOCK_TIMEOUT_MS = 5_000;
/** How long a message into an unlocked room may take while the other room is stuck: well under the lock timeout. */
const FREE_ROOM_MS = 2_000;

const skipReason = process.env.DATABASE_URL
  ? null
  : 'needs DATABASE_URL: PGlite runs inside the server, so no other connection can lock one of its rows';

let locker: pg.Client | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  room: string;
  text: string;
  ms: number;
  success: boolean;
  error?: string;
}

async function send(socket: TestSocket, room: string, text: string): Promise<Sent> {
  const started = performance.now();
  const answer = await emitAck(socket, 'sendchat', { room, text, cid: text }).catch((err: unknown) => ({
    success: false as const,
    error: `no answer: ${String(err)}`,
  }));
  return {
    room,
    text,
    ms: performance.now() - started,
    success: answer.success,
    error: answer.success ? undefined : answer.error,
  };
}

describe.skipIf(skipReason !== null)(`one locked room (${skipReason ?? 'PostgreSQL'})`, () => {
  const realtime = useSocketServer({ DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
  // Declared after the server, so it runs before the server closes: the lock goes first.
  afterAll(async () => {
    await locker?.end().catch(() => {});
  });

  it("stores every other room's messages while one room waits for its lock", {
    timeout: 120_000,
  }, async () => {
    const server = realtime.server;
    const pairs: Pair[] = [];
    for (let n = 0; n < 4; n += 1) pairs.push(await make.room(server));
    const [stuck, ...free] = pairs as [Pair, ...Pair[]];
    const socketOf = new Map<string, TestSocket>();
    for (const pair of pairs) {
      const socket = await realtime.socketOf(pair.a, pair.room);
      socketOf.set(pair.room, socket);
    }
    const sendTo = (pair: Pair, text: string) => send(socketOf.get(pair.room) as TestSocket, pair.room, text);

    if (server.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    locker = new pg.Client({ connectionString: server.config.db.url });
    await locker.connect();
    await locker.query('begin');
    // A message's insert checks its room (the foreign key) with a key-share lock, which waits for this one.
    await locker.query('select id from matches where id = $1 for update', [stuck.room]);
    const lockedAt = performance.now();

    const stuckSends = [sendTo(stuck, 'stuck-1')];
    // The second after the first: once the first one's insert waits for the lock (a session of its own looks, as the
    // locker's transaction would see the activity as it was when it began).
    const watcher = new pg.Client({ connectionString: server.config.db.url });
    await watcher.connect();
    const waitingForLocks = async () =>
      (
        await watcher.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
        )
      ).rows[0]?.n ?? 0;
    await expect.poll(waitingForLocks, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
    await watcher.end();
    stuckSends.push(sendTo(stuck, 'stuck-2'));
    const freeSends: Promise<Sent>[] = [];
    for (let wave = 0; performance.now() - lockedAt < LOCK_TIMEOUT_MS - 1_000; wave += 1) {
      for (const pair of free) freeSends.push(sendTo(pair, `free-${wave}-${pair.room.slice(0, 8)}`));
      await sleep(250);
    }
    const freeAnswers = await Promise.all(freeSends);
    const stuckAnswers = await Promise.all(stuckSends);
    await locker.query('rollback');
    const after = await sendTo(stuck, 'stuck-after');

    const slowestFree = Math.max(...freeAnswers.map((sent) => sent.ms));
    console.log(
      `fault-room-lock: ${freeAnswers.length} messages into ${free.length} free rooms, ` +
        `${freeAnswers.filter((sent) => sent.success).length} stored, slowest ${slowestFree.toFixed(0)} ms; ` +
        `the locked room's ${stuckAnswers.map((sent) => `${sent.error ?? 'stored'} after ${sent.ms.toFixed(0)} ms`).join(', ')}`,
    );

    // Every other room: stored and acknowledged, none waiting for the stuck room's lock.
    expect(freeAnswers.filter((sent) => !sent.success)).toEqual([]);
    expect(slowestFree).toBeLessThan(FREE_ROOM_MS);
    // The locked room: refused with the sentence once the lock timeout ran out, never a hang.
    for (const sent of stuckAnswers) {
      expect(sent.error).toBe(ERROR_TEXT.unavailable);
      expect(sent.ms).toBeLessThan(2 * LOCK_TIMEOUT_MS + 3_000);
    }
    expect(after.success).toBe(true);

    // What was stored is what was acknowledged, in each room in the order it was sent.
    const db = new pg.Client({ connectionString: server.config.db.url });
    await db.connect();
    try {
      for (const pair of free) {
        const { rows } = await db.query<{ chattext: string }>(
          'select chattext from chat_messages where room_id = $1 order by id',
          [pair.room],
        );
        const sentInOrder = freeAnswers.filter((sent) => sent.room === pair.room).map((sent) => sent.text);
        expect(rows.map((row) => row.chattext)).toEqual(sentInOrder);
      }
      const { rows } = await db.query<{ chattext: string }>(
        'select chattext from chat_messages where room_id = $1 order by id',
        [stuck.room],
      );
      expect(rows.map((row) => row.chattext)).toEqual(['stuck-after']);
    } finally {
      await db.end();
    }
  });
});
