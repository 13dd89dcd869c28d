// Fault injection: the server is SIGKILLed while a person sends a long run of chat messages, and started
// again on the same data. The client does what the web app does (use-chat-room.ts): every message carries its own
// client id (cid), and after the reconnect everything not yet acknowledged is sent again, same cid, in order. Nothing
// acknowledged may be lost, nothing stored twice, the order kept. The real server runs as a child process: PGlite
// in a folder by default, PostgreSQL (a fresh database) when DATABASE_URL is set. LONG_TESTS=1 (.ci/run) sends
// 1,000 messages; plain `npm test` 300.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ack, ChatMessage } from '@rookery/shared/events.ts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/db-client.ts';
import { make, type Pair } from '../testing/factories.ts';
import { freshPostgres } from '../testing/fresh-postgres.ts';
import { connectAs, disconnected, emitAck, type TestSocket } from '../testing/socket-client.ts';
import { roomHistory } from './testing/room-history.ts';
import { type ServerChild, startServerChild } from './testing/server-child.ts';

const LONG = process.env.LONG_TESTS === '1';
const TOTAL = LONG ? 1000 : 300;
/** The kill comes once this many messages were acknowledged: about a third of the way. */
const KILL_AFTER = Math.round(TOTAL * 0.3);
/** Messages sent and not yet acknowledged at any time, as a client typing fast over a slow link might have. */
const WINDOW = 20;

const cidOf = (i: number) => `fault-${i}`;
const textOf = (i: number) => `message ${i} of ${TOTAL}`;
const indexOf = (text: string) => Number(/^message (\d+) of /.exec(text)?.[1] ?? Number.NaN);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * Writes two matched people into the database the child will use (through the same fixtures as the chat tests, on a
 * server built in this process and closed again before the child opens the data), and answers the child's env.
 */
async function prepare(): Promise<{ env: Record<string, string>; pair: Pair; engine: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-kill-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const given = process.env.DATABASE_URL;
  const fresh = given ? await freshPostgres(given, 'rookery_fault') : null;
  if (fresh) cleanups.push(fresh.drop);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: fresh?.url ?? '',
    REDIS_URL: '',
    // The per-person message limit (5 a second) has tests of its own; here one person sends as fast as acks come.
    LIMIT_MESSAGES_PER_SECOND: '0',
  };
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  // PGlite starts from the suite run's migrated snapshot (global-setup.ts) instead of an initdb on disk.
  const snapshotFile = fresh ? undefined : inject('pgliteSnapshot');
  const pgliteSnapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const database = await openDatabase(config, { pgliteSnapshot });
  await database.migrate();
  const app = await buildServer(config, { database, migrated: true });
  await app.ready();
  try {
    const pair = await make.room({ app, config, database, close: async () => {} });
    return { env, pair, engine: fresh ? 'PostgreSQL' : 'PGlite on disk' };
  } finally {
    await app.close();
    await database.close();
  }
}

async function joined(url: string, cookie: string, room: string): Promise<TestSocket> {
  const socket = await connectAs(url, { cookie });
  cleanups.push(async () => {
    socket.close();
  });
  const answer = await emitAck(socket, 'joinroom', { room });
  expect(answer.success).toBe(true);
  return socket;
}

interface Round {
  /** True when every message got an answer; false when the connection went first. */
  done: boolean;
  /** Refusals (a readable error) by message index: none are expected. */
  refused: Map<number, string>;
}

/**
 * Sends the messages in order with up to WINDOW unanswered at a time; `onAck` hears each stored one. Ends when all
 * are answered or when the connection drops (what was not answered then is unknown to the client).
 */
function sendInOrder(
  socket: TestSocket,
  room: string,
  indices: number[],
  onAck: (i: number, chat: ChatMessage) => void,
): Promise<Round> {
  const emit = socket.emit.bind(socket) as unknown as (
    event: string,
    payload: unknown,
    ack: (answer: Ack<Record<string, unknown>>) => void,
  ) => void;
  return new Promise((resolve) => {
    const refused = new Map<number, string>();
    let next = 0;
    let waiting = 0;
    let finished = false;
    const finish = (done: boolean) => {
      if (finished) return;
      finished = true;
      socket.off('disconnect', onDisconnect);
      resolve({ done, refused });
    };
    const onDisconnect = () => finish(false);
    socket.on('disconnect', onDisconnect);
    const pump = () => {
      while (!finished && waiting < WINDOW && next < indices.length) {
        const i = indices[next++] as number;
        waiting += 1;
        emit('sendchat', { room, text: textOf(i), cid: cidOf(i) }, (answer) => {
          waiting -= 1;
          if (answer.success) onAck(i, answer.chat as ChatMessage);
          else refused.set(i, answer.error);
          if (next >= indices.length && waiting === 0) finish(true);
          else pump();
        });
      }
    };
    if (indices.length === 0) finish(true);
    else pump();
  });
}

describe('SIGKILL while messages are being sent', () => {
  it(`loses no acknowledged message, stores none twice and keeps the order (${TOTAL} messages)`, {
    timeout: LONG ? 600_000 : 300_000,
  }, async () => {
    const began = performance.now();
    const { env, pair, engine } = await prepare();
    const preparedMs = performance.now() - began;
    const { a, b, room } = pair;
    let server: ServerChild = await startServerChild(env);
    const firstStartMs = server.startMs;
    cleanups.push(() => server.stop());

    // Round 1: send everything; the kill lands once KILL_AFTER are acknowledged, with WINDOW more on their way.
    const acked = new Set<number>();
    let killed: Promise<void> | null = null;
    let killedAt = 0;
    const sender = await joined(server.url, a.cookie, room);
    const sendStarted = performance.now();
    const first = await sendInOrder(
      sender,
      room,
      Array.from({ length: TOTAL }, (_, i) => i),
      (i) => {
        acked.add(i);
        if (acked.size === KILL_AFTER && !killed) {
          killedAt = Date.now();
          killed = server.kill();
        }
      },
    );
    expect(first.done, 'the kill should cut the first round short').toBe(false);
    await killed;
    await disconnected(sender).catch(() => 'gone');
    const ackedBeforeKill = new Set(acked);

    // Round 2: the same data, a new process; the client resends what it has no answer for, same cids, in order.
    const restartStarted = performance.now();
    server = await startServerChild(env);
    const restartMs = performance.now() - restartStarted;
    const unanswered = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !acked.has(i));
    let storedBeforeKill = 0;
    const again = await joined(server.url, a.cookie, room);
    const second = await sendInOrder(again, room, unanswered, (i, chat) => {
      acked.add(i);
      // Stored before the kill but never acknowledged: the resend answered the stored message.
      if (Date.parse(chat.created) < killedAt) storedBeforeKill += 1;
    });
    expect(second.done).toBe(true);
    const sendingMs = performance.now() - sendStarted - restartMs;
    expect([...first.refused, ...second.refused]).toEqual([]);

    // The other person reads the whole conversation back.
    const reader = await joined(server.url, b.cookie, room);
    const stored = await roomHistory(reader, room);
    const order = stored.filter((chat) => chat.from_id === a.id).map((chat) => indexOf(chat.chattext));
    const present = new Set(order);
    const lost = [...ackedBeforeKill].filter((i) => !present.has(i));
    const duplicates = order.length - present.size;
    const outOfOrder = order.filter((i, n) => n > 0 && i <= (order[n - 1] as number)).length;
    const missing = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !present.has(i));

    console.log(
      `fault-sigkill (${engine}): sent ${TOTAL}, acknowledged before kill ${ackedBeforeKill.size}, ` +
        `resent ${unanswered.length} (of which stored before the kill ${storedBeforeKill}), lost ${lost.length}, ` +
        `duplicates ${duplicates}, out of order ${outOfOrder}, present at the end ${present.size}/${TOTAL}; ` +
        `seeding ${(preparedMs / 1000).toFixed(1)} s, first start ${(firstStartMs / 1000).toFixed(1)} s, ` +
        `restart ${(restartMs / 1000).toFixed(1)} s, sending ${(sendingMs / 1000).toFixed(1)} s, suite ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    expect(ackedBeforeKill.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    expect(outOfOrder).toBe(0);
    expect(missing).toEqual([]);
    expect(order.length).toBe(TOTAL);
  });
});
