// Chat beyond the 200 clients of RULES.md "Budgets": send → partner's newchat with 2,000 clients on one server, and
// with the pairs split over two servers joined by Redis (the sender on one, the partner on the other). Each is
// measured against bare Socket.IO relays in the same arrangement (one relay; two relays joined by the same Redis
// streams adapter), in rounds that alternate between the two so that a change in the machine's load hits both.
// Rookery runs in child processes as in chat.bench.ts (chat-server.ts). Two servers need one database both can
// open, so they need DATABASE_URL (PostgreSQL) and REDIS_URL; without them that part is skipped with a note.
// Options: --pairs N (CHAT_SCALE_PAIRS, default 1000: 2,000 clients), --messages N per sender with 2,000 clients
// (CHAT_SCALE_MESSAGES, default 4: 4,000 messages a server, in 40 s of the bench) and --split-messages N across two
// servers (CHAT_SCALE_SPLIT_MESSAGES, default 6: 600 messages, 12 s). With 2,000 clients each sender sends every 5 s
// (200 messages a second in all, twice chat.bench.ts's rate); across two servers 100 pairs send every second, as in
// chat.bench.ts. The servers of both sides start, seed and warm up side by side, before anything is measured.
// BENCH_BASELINE=dir adds Rookery from another copy of the repository in the same rounds, as in chat.bench.ts.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { freshPostgres } from '../packages/server/src/testing/fresh-postgres.ts';
import {
  type ChatPair,
  closeAll,
  type Exchange,
  exchange,
  openPairs,
  type ServerChild,
  startServerChild,
} from './chat-clients.ts';
import type { ServerKind } from './chat-protocol.ts';
import { printTable, summarise } from './table.ts';

const { values: args } = parseArgs({
  options: { pairs: { type: 'string' }, messages: { type: 'string' }, 'split-messages': { type: 'string' } },
});
const MANY_PAIRS = Number(args.pairs ?? process.env.CHAT_SCALE_PAIRS ?? 1000);
const MESSAGES = Number(args.messages ?? process.env.CHAT_SCALE_MESSAGES ?? 4);
const SPLIT_MESSAGES = Number(args['split-messages'] ?? process.env.CHAT_SCALE_SPLIT_MESSAGES ?? 6);
const SPLIT_PAIRS = 100;
const ROUNDS = 2;
/** p99 against the relay's: 3× with 2,000 clients (issue 34's budget), 2× across two servers (issue 10's). */
const MANY_BUDGET = 3;
const SPLIT_BUDGET = 2;
const WARM_MESSAGES = 3;

interface Arrangement {
  name: string;
  budget: number;
  pace: number;
  pairs: number;
  messages: number;
  servers: 1 | 2;
}

interface Cluster {
  kind: ServerKind;
  /** Rookery from the BENCH_BASELINE tree. */
  baseline: boolean;
  children: ServerChild[];
  pairs: ChatPair[];
  result: Exchange & { cpuMs: number };
  engine: string;
  drop: () => Promise<void>;
}

async function startCluster(kind: ServerKind, arrangement: Arrangement, tree?: string): Promise<Cluster> {
  const env: Record<string, string> = {};
  let drop = async () => {};
  if (arrangement.servers === 2) {
    env.CHAT_BENCH_REDIS_URL = process.env.REDIS_URL ?? '';
    if (kind === 'rookery') {
      const fresh = await freshPostgres(process.env.DATABASE_URL ?? '', 'rookery_chat_scale');
      env.CHAT_BENCH_DATABASE_URL = fresh.url;
      drop = fresh.drop;
    }
  }
  // Rookery's one after the other: the second finds the database migrated by the first. Relays at once.
  const children: ServerChild[] = [];
  if (kind === 'relay') {
    children.push(
      ...(await Promise.all(
        Array.from({ length: arrangement.servers }, () => startServerChild(kind, env, tree)),
      )),
    );
  } else {
    for (let n = 0; n < arrangement.servers; n++) children.push(await startServerChild(kind, env, tree));
  }
  const [first, last] = [children[0] as ServerChild, children[children.length - 1] as ServerChild];
  const seeded = await first.ask({ type: 'seed', pairs: arrangement.pairs, idle: 0 }, 'seeded');
  const pairs = await openPairs(first.url, seeded.pairs, last.url);
  await exchange(pairs, WARM_MESSAGES, 200);
  return {
    kind,
    baseline: tree !== undefined,
    children,
    pairs,
    engine: first.engine,
    drop,
    result: { latencies: [], ms: 0, sent: 0, lost: 0, refused: [], cpuMs: 0 },
  };
}

async function timed(cluster: Cluster, perSender: number, pace: number): Promise<void> {
  for (const child of cluster.children) await child.ask({ type: 'stages' }, 'stages');
  const result = await exchange(cluster.pairs, perSender, pace);
  for (const child of cluster.children) {
    cluster.result.cpuMs += (await child.ask({ type: 'stages' }, 'stages')).stages.cpuMs;
  }
  cluster.result.latencies.push(...result.latencies);
  cluster.result.ms += result.ms;
  cluster.result.sent += result.sent;
  cluster.result.lost += result.lost;
  cluster.result.refused.push(...result.refused);
}

async function stopCluster(cluster: Cluster): Promise<void> {
  await closeAll(cluster.pairs.flatMap((pair) => [pair.sender, pair.receiver]));
  await Promise.all(cluster.children.map((child) => child.stop()));
  await cluster.drop();
}

async function measure(arrangement: Arrangement) {
  const started = performance.now();
  const baselineTree = process.env.BENCH_BASELINE || undefined;
  const [relay, rookery, baseline] = await Promise.all([
    startCluster('relay', arrangement),
    startCluster('rookery', arrangement),
    ...(baselineTree ? [startCluster('rookery', arrangement, baselineTree)] : []),
  ]);
  const clusters = baseline ? [relay, baseline, rookery] : [relay, rookery];
  console.log(
    `${arrangement.name}: servers started, seeded and warmed up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const cluster of clusters)
      await timed(cluster, Math.ceil(arrangement.messages / ROUNDS), arrangement.pace);
  }
  for (const cluster of clusters) await stopCluster(cluster);
  const relayP99 = summarise('relay', relay.result.latencies).p99;
  return clusters.map((cluster) => {
    const s = summarise(cluster.kind, cluster.result.latencies);
    const ratio = s.p99 / relayP99;
    const servers = arrangement.servers === 2 ? 'two servers + Redis' : 'one server';
    return {
      arrangement: arrangement.name,
      server:
        cluster.kind === 'relay'
          ? `bare relay, ${servers}`
          : `Rookery (${cluster.engine})${cluster.baseline ? ' baseline tree' : ''}, ${servers}`,
      msgs: `${cluster.result.latencies.length}/${cluster.result.sent}`,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      max: s.max,
      'msg/s': (cluster.result.latencies.length / cluster.result.ms) * 1000,
      'server CPU ms/msg': cluster.result.cpuMs / cluster.result.sent,
      '× relay p99': ratio,
      budget:
        cluster.kind === 'relay'
          ? '-'
          : `${ratio <= arrangement.budget && cluster.result.lost === 0 ? 'ok' : 'OVER'} (≤${arrangement.budget}×)`,
      refused: cluster.result.refused.length,
    };
  });
}

const rows = await measure({
  name: `${MANY_PAIRS * 2} clients`,
  budget: MANY_BUDGET,
  pace: 5000,
  pairs: MANY_PAIRS,
  messages: MESSAGES,
  servers: 1,
});
const canSplit = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (canSplit) {
  rows.push(
    ...(await measure({
      name: 'split over two servers',
      budget: SPLIT_BUDGET,
      pace: 1000,
      pairs: SPLIT_PAIRS,
      messages: SPLIT_MESSAGES,
      servers: 2,
    })),
  );
}

console.log(
  `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; every server in its own child process, the clients in this one`,
);
printTable(
  `Chat at scale: send → partner's newchat (ms); ${MANY_PAIRS * 2} clients send ${MESSAGES} messages each, one every 5 s; ` +
    `${SPLIT_PAIRS * 2} clients across two servers ${SPLIT_MESSAGES} each, one every 1 s (budget: p99 ≤ ${MANY_BUDGET}× the relay's with ${MANY_PAIRS * 2} clients, ≤ ${SPLIT_BUDGET}× across two servers)`,
  rows,
);
if (!canSplit) {
  console.log(
    '\nTwo servers with Redis: skipped. They need DATABASE_URL (PostgreSQL, which both servers open) and REDIS_URL.',
  );
}
process.exit(0);
