// The alerts' budget (RULES.md "Budgets" style): send → the other person's `alert {kind:'message'}` p95 under 300 ms,
// the badge's path. 100 pairs: each sender's socket joined its room and sends `sendchat {room, text, cid}`; the
// partner's socket joined NO room (the app on another screen) and the alert carrying the same cid ends the timing.
// Measured on one server, and on two servers joined by Redis with the sender on one and the partner on the other
// (that part needs DATABASE_URL, which both servers open, and REDIS_URL; skipped with a note otherwise). Rookery runs
// in child processes as in chat.bench.ts (chat-server.ts). Options: --messages N per sender (ALERTS_BENCH_MESSAGES,
// default 10), one every second from a random start.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { PersonAlert } from '@rookery/shared/events.ts';
import { freshPostgres } from '../packages/server/src/testing/fresh-postgres.ts';
import { emitAck, type TestSocket } from '../packages/server/src/testing/socket-client.ts';
import { closeAll, connectMany, type ServerChild, startServerChild } from './chat-clients.ts';
import { printTable, summarise } from './table.ts';

const { values: args } = parseArgs({ options: { messages: { type: 'string' } } });
const MESSAGES = Number(
  args.messages ?? process.env.ALERTS_BENCH_MESSAGES ?? process.env.CHAT_BENCH_MESSAGES ?? 10,
);
const PAIRS = 100;
const PACE_MS = 1000;
const WARM_MESSAGES = 3;
const P95_BUDGET_MS = 300;

interface AlertPair {
  room: string;
  sender: TestSocket;
  receiver: TestSocket;
}

interface Result {
  latencies: number[];
  sent: number;
  refused: string[];
}

async function openPairs(
  senderUrl: string,
  receiverUrl: string,
  seeded: { room: string; a: string; b: string }[],
) {
  const senders = await connectMany(
    senderUrl,
    seeded.map((pair) => pair.a),
  );
  const receivers = await connectMany(
    receiverUrl,
    seeded.map((pair) => pair.b),
  );
  const pairs: AlertPair[] = seeded.map((pair, i) => ({
    room: pair.room,
    sender: senders[i] as TestSocket,
    receiver: receivers[i] as TestSocket,
  }));
  // Only the senders join their rooms.
  await Promise.all(
    pairs.map(async ({ room, sender }) => {
      const answer = await emitAck(sender, 'joinroom', { room });
      if (!answer.success) throw new Error(`joinroom refused: ${answer.error}`);
    }),
  );
  return pairs;
}

let run = 0;

/** Each sender sends `perSender` messages, one every PACE_MS; each timed from the emit to the partner's alert. */
async function exchange(pairs: AlertPair[], perSender: number): Promise<Result> {
  run += 1;
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const refused: string[] = [];
  const total = pairs.length * perSender;
  let resolveAll: () => void = () => {};
  const allIn = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const offs = pairs.map(({ receiver }) => {
    const listener = (alert: PersonAlert) => {
      if (alert.kind !== 'message' || !alert.chat.cid) return;
      const sentAt = pending.get(alert.chat.cid);
      if (sentAt === undefined) return;
      latencies.push(performance.now() - sentAt);
      pending.delete(alert.chat.cid);
      if (latencies.length === total) resolveAll();
    };
    receiver.on('alert', listener);
    return () => receiver.off('alert', listener);
  });
  pairs.forEach((pair, index) => {
    const offset = Math.random() * PACE_MS;
    for (let i = 0; i < perSender; i++) {
      setTimeout(
        () => {
          const cid = `a${run}-${index}-${i}`;
          pending.set(cid, performance.now());
          emitAck(pair.sender, 'sendchat', {
            room: pair.room,
            text: `Message ${i}: see you by the pool?`,
            cid,
          }).then(
            (answer) => {
              if (!answer.success) refused.push(answer.error);
            },
            (err: unknown) => refused.push(String(err)),
          );
        },
        offset + i * PACE_MS,
      );
    }
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    allIn,
    new Promise((resolve) => (timer = setTimeout(resolve, PACE_MS * perSender + 30_000))),
  ]);
  clearTimeout(timer);
  for (const off of offs) off();
  return { latencies, sent: total, refused };
}

async function measure(servers: 1 | 2) {
  const env: Record<string, string> = {};
  let drop = async () => {};
  if (servers === 2) {
    env.CHAT_BENCH_REDIS_URL = process.env.REDIS_URL ?? '';
    const fresh = await freshPostgres(process.env.DATABASE_URL ?? '', 'rookery_alerts_bench');
    env.CHAT_BENCH_DATABASE_URL = fresh.url;
    drop = fresh.drop;
  }
  // One after the other: the second finds the database migrated by the first.
  const children: ServerChild[] = [];
  for (let n = 0; n < servers; n++) children.push(await startServerChild('rookery', env));
  const [first, last] = [children[0] as ServerChild, children[children.length - 1] as ServerChild];
  const seeded = await first.ask({ type: 'seed', pairs: PAIRS, idle: 0 }, 'seeded');
  const pairs = await openPairs(first.url, last.url, seeded.pairs);
  await exchange(pairs, WARM_MESSAGES);
  let cpuMs = 0;
  for (const child of children) await child.ask({ type: 'stages' }, 'stages');
  const result = await exchange(pairs, MESSAGES);
  for (const child of children) cpuMs += (await child.ask({ type: 'stages' }, 'stages')).stages.cpuMs;
  await closeAll(pairs.flatMap((pair) => [pair.sender, pair.receiver]));
  await Promise.all(children.map((child) => child.stop()));
  await drop();
  const s = summarise('alert', result.latencies);
  return {
    servers: servers === 2 ? 'two servers + Redis (sender on one, partner on the other)' : 'one server',
    engine: first.engine,
    alerts: `${result.latencies.length}/${result.sent}`,
    p50: s.p50,
    p95: s.p95,
    p99: s.p99,
    max: s.max,
    'server CPU ms/msg': cpuMs / result.sent,
    refused: result.refused.length,
    budget: `${s.p95 < P95_BUDGET_MS && result.latencies.length === result.sent ? 'ok' : 'OVER'} (p95 < ${P95_BUDGET_MS} ms)`,
  };
}

const rows = [await measure(1)];
const canSplit = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (canSplit) rows.push(await measure(2));

console.log(
  `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; every server in its own child process, the clients in this one`,
);
printTable(
  `Badge path: send → the partner's alert {kind:'message'} on a socket in no room (ms); ${PAIRS} pairs, ${MESSAGES} messages per sender, one a second (budget: p95 under ${P95_BUDGET_MS} ms)`,
  rows,
);
if (!canSplit) {
  console.log(
    '\nTwo servers with Redis: skipped. They need DATABASE_URL (PostgreSQL, which both servers open) and REDIS_URL.',
  );
}
process.exit(rows.every((row) => row.budget.startsWith('ok')) ? 0 : 1);
