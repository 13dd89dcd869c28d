// Fault injection: another connection holds an exclusive lock on one table (chat_messages, as a stuck
// migration or a manual ALTER would) under a running server on PostgreSQL. Requests on that table must give up within
// DATABASE_LOCK_TIMEOUT_MS with the readable 503, requests on other tables (profile saves, the menu) must go on
// answering 200, and /readyz must stay ready; once the lock is gone everything answers 200. Needs DATABASE_URL (PGlite
// runs one statement at a time inside the server: no other connection can lock it). Lock: 30 s with LONG_TESTS=1,
// else 8 s.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { make } from '../testing/factories.ts';
import { emitAck } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const LONG = process.env.LONG_TESTS === '1';
const LOCK_MS = LONG ? 30_000 : 8_000;
/** The server's lock timeout (DATABASE_LOCK_TIMEOUT_MS's default), and the most an answer may take beyond it. */
const LOCK_TIMEOUT_MS = 1_000;
const SLACK_MS = 3_000;
/**
 * Requests a second on the locked table: each holds a pooled connection for the lock timeout, so the pool (10) serves
 * up to 10 a second before others queue (docs/OPERATIONS.md "PostgreSQL"). The night saw about 2 a second.
 */
const LOCKED_PER_SECOND = 4;

const skipReason = process.env.DATABASE_URL
  ? null
  : 'needs DATABASE_URL: PGlite runs inside the server, so no other connection can lock one of its tables';

let locker: pg.Client | null = null;

interface Answer {
  kind: 'locked table' | 'other table' | 'readyz';
  status: number;
  ms: number;
  error?: string;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

const PROFILE = {
  display_name: 'Rocky',
  DOB: '1994-02-28',
  gender: 'Male',
  real_name: 'Rocco Hopper',
  preference: 'Woman',
  want_kids: 'Undecided',
};

async function call(kind: Answer['kind'], url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(LOCK_MS + 20_000) });
    const body = (await response.json()) as Record<string, unknown>;
    return {
      kind,
      status: response.status,
      ms: performance.now() - started,
      error: typeof body.error === 'string' ? body.error : undefined,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (err) {
    return { kind, status: 0, ms: performance.now() - started, retryAfter: null, body: { err: String(err) } };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== null)(`one locked table (${skipReason ?? 'PostgreSQL'})`, () => {
  const realtime = useSocketServer();
  // Declared after the server, so it runs before the server closes: the lock goes first.
  afterAll(async () => {
    await locker?.end().catch(() => {});
  });

  it('fails fast on the locked table while other tables and /readyz keep answering', {
    timeout: LOCK_MS + 120_000,
  }, async () => {
    const server = realtime.server;
    const base = realtime.url;
    const { a, room } = await make.room(server);
    const savers = await Promise.all(Array.from({ length: 4 }, () => make.account(server)));
    const socket = await realtime.socketOf(a, room);

    const lockedTable = () =>
      call('locked table', `${base}/api?action=matches`, { headers: { cookie: a.cookie } });
    const otherTable = (n: number) => {
      const saver = savers[n % savers.length];
      return call('other table', `${base}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: saver?.cookie ?? '' },
        body: JSON.stringify({
          action: 'updateprofile',
          data: { profile: { ...PROFILE, display_name: `Rocky ${n}` } },
        }),
      });
    };
    expect((await lockedTable()).status).toBe(200);
    expect((await otherTable(0)).status).toBe(200);

    if (server.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    locker = new pg.Client({ connectionString: server.config.db.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table chat_messages in access exclusive mode');
    const lockedAt = performance.now();

    // Waves of requests while the lock is held, once a second until the last one could still wait its full timeout.
    const answers: Promise<Answer>[] = [];
    const sends: Promise<{ ms: number; success: boolean; error?: string }>[] = [];
    for (let wave = 0; performance.now() - lockedAt < LOCK_MS - LOCK_TIMEOUT_MS - SLACK_MS; wave += 1) {
      for (let n = 0; n < LOCKED_PER_SECOND - (wave % 2); n += 1) answers.push(lockedTable());
      for (let n = 0; n < 4; n += 1) answers.push(otherTable(wave * 4 + n));
      answers.push(call('readyz', `${base}/readyz`));
      const started = performance.now();
      // Every other second a chat send, into the locked table too.
      if (wave % 2 === 1)
        sends.push(
          emitAck(socket, 'sendchat', { room, text: `during ${wave}`, cid: `lock-${wave}` }).then(
            (answer) => ({
              ms: performance.now() - started,
              success: answer.success,
              error: answer.success ? undefined : answer.error,
            }),
            // No acknowledgement at all (socket.io's ack timeout): counted, not thrown, so the lock is let go below.
            (err: unknown) => ({
              ms: performance.now() - started,
              success: false,
              error: `no answer: ${String(err)}`,
            }),
          ),
        );
      await sleep(1000);
    }
    const during = await Promise.all(answers);
    const sent = await Promise.all(sends);
    const heldMs = performance.now() - lockedAt;
    await locker.query('rollback');

    const after = await Promise.all([lockedTable(), otherTable(999), call('readyz', `${base}/readyz`)]);
    const of = (kind: Answer['kind']) => during.filter((answer) => answer.kind === kind);
    const slowest = (list: { ms: number }[]) => Math.max(...list.map((answer) => answer.ms));
    const locked = of('locked table');
    const other = of('other table');
    const ready = of('readyz');
    console.log(
      `fault-table-lock: lock held ${(heldMs / 1000).toFixed(1)} s; locked table ${locked.length} requests, ` +
        `503 ${locked.filter((answer) => answer.status === 503).length}, 200 ${locked.filter((answer) => answer.status === 200).length}, ` +
        `slowest ${(slowest(locked) / 1000).toFixed(2)} s; other tables ${other.length} requests, ` +
        `200 ${other.filter((answer) => answer.status === 200).length}, slowest ${(slowest(other) / 1000).toFixed(2)} s; ` +
        `/readyz 200 ${ready.filter((answer) => answer.status === 200).length}/${ready.length}; socket sends refused ` +
        `readably ${sent.filter((s) => s.error === ERROR_TEXT.unavailable).length}/${sent.length}, slowest ` +
        `${(slowest(sent) / 1000).toFixed(2)} s`,
    );

    // Other tables: every answer 200, none waited for the lock's end.
    expect(other.map((answer) => answer.status)).toEqual(other.map(() => 200));
    expect(slowest(other)).toBeLessThan(LOCK_TIMEOUT_MS + SLACK_MS);
    // The locked table: a readable 503 with Retry-After, soon after the lock timeout, never a hang to the lock's end.
    for (const answer of locked) {
      expect(answer.status).toBe(503);
      expect(answer.error).toBe(ERROR_TEXT.unavailable);
      expect(answer.retryAfter).not.toBeNull();
      expect(answer.ms).toBeLessThan(LOCK_TIMEOUT_MS + SLACK_MS);
    }
    // Readiness: the database answers, the server stays in the load balancer.
    for (const answer of ready) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ database: 'up' });
    }
    // A chat send into the locked table is refused with the sentence, not left hanging.
    for (const answer of sent) {
      expect(answer.error).toBe(ERROR_TEXT.unavailable);
      expect(answer.ms).toBeLessThan(LOCK_TIMEOUT_MS + SLACK_MS);
    }
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
