// RULES.md "Budgets": a persisted chat message, send to receive with 200 clients, p99 under 2× a bare Socket.IO relay
// on the same machine; idle sockets under 25 KB each. The same client code drives two servers, each in a child
// process (chat-server.ts): a bare Socket.IO 4.8 relay (the baseline) and Rookery itself (buildServer on PGlite in
// memory, or on a fresh PostgreSQL database when DATABASE_URL is set). For each: 100 pairs (200 signed-in clients)
// join their rooms; each sender sends `sendchat {room, text, cid}` and the partner's `newchat` ends the timing. A
// paced phase (one message per sender every second: a latency test), run in rounds that alternate between the two
// servers so that a change in the machine's load hits both alike, and a burst phase (every sender's messages at once:
// throughput). The servers' CPU time per message is measured too, which, unlike latency, does not depend on what else
// the machine is doing. Then N idle signed-in sockets (default 10,000; fewer if connecting them takes over
// --idle-seconds) are connected and the server's heap and RSS growth after a full GC is divided by their number.
// Options: --idle N, --idle-seconds S, --messages N per sender per phase (CHAT_BENCH_IDLE, CHAT_BENCH_IDLE_SECONDS,
// CHAT_BENCH_MESSAGES); --profile (CHAT_BENCH_PROFILE=1) times every database statement of Rookery's
// (chat-stages.ts). BENCH_BASELINE=dir runs a second Rookery from another copy of the repository (`git archive
// <commit> | tar -x -C dir`, its node_modules linked to this tree's) in the same rounds: the code before a change,
// measured beside it.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type ChatPair,
  closeAll,
  connectMany,
  type Exchange,
  exchange,
  openPairs,
  type ServerChild,
  startServerChild,
} from './chat-clients.ts';
import type { MemorySample, ServerKind, StageTimes } from './chat-protocol.ts';
import { printTable, summarise } from './table.ts';

const { values: args } = parseArgs({
  options: {
    idle: { type: 'string' },
    'idle-seconds': { type: 'string' },
    messages: { type: 'string' },
    profile: { type: 'boolean' },
  },
});
const PAIRS = 100;
const IDLE = Number(args.idle ?? process.env.CHAT_BENCH_IDLE ?? 10_000);
const IDLE_SECONDS = Number(args['idle-seconds'] ?? process.env.CHAT_BENCH_IDLE_SECONDS ?? 25);
const MESSAGES = Number(args.messages ?? process.env.CHAT_BENCH_MESSAGES ?? 20);
const ROUNDS = 4;
const PACE_MS = 1000;
const WARM_MESSAGES = 5;
const IDLE_BUDGET_KB = 25;
const P99_BUDGET = 2;
const profile = args.profile === true || process.env.CHAT_BENCH_PROFILE === '1';

interface Phase extends Exchange {
  cpuMs: number;
  /** The event loop's share of cpuMs; NaN when the server does not say (a baseline tree's older server). */
  loopMs: number;
  lagP99: number;
  queries: NonNullable<StageTimes['queries']>;
}

interface Target {
  kind: ServerKind;
  /** Rookery from the BENCH_BASELINE tree. */
  baseline: boolean;
  server: ServerChild;
  pairs: ChatPair[];
  idleCookies: string[];
  seedMs: number;
  paced: Phase;
  burst: Phase;
}

const emptyPhase = (): Phase => ({
  latencies: [],
  ms: 0,
  sent: 0,
  lost: 0,
  refused: [],
  cpuMs: 0,
  loopMs: 0,
  lagP99: 0,
  queries: {},
});

async function open(kind: ServerKind, tree?: string): Promise<Target> {
  const server = await startServerChild(
    kind,
    profile && kind === 'rookery' && !tree ? { CHAT_BENCH_STAGES: '1' } : {},
    tree,
  );
  const seeded = await server.ask({ type: 'seed', pairs: PAIRS, idle: IDLE }, 'seeded');
  const pairs = await openPairs(server.url, seeded.pairs);
  // Warm the code paths (and PGlite's WebAssembly, which V8 recompiles after a while) before timing anything.
  await exchange(pairs, WARM_MESSAGES, 100);
  await exchange(pairs, WARM_MESSAGES, 0);
  const idleCookies = kind === 'relay' ? Array.from({ length: IDLE }, () => '') : seeded.idle;
  return {
    kind,
    baseline: tree !== undefined,
    server,
    pairs,
    idleCookies,
    seedMs: seeded.ms,
    paced: emptyPhase(),
    burst: emptyPhase(),
  };
}

/** One exchange, added to `into` with the server's CPU time and event-loop delay over it. */
async function timed(target: Target, into: Phase, perSender: number, intervalMs: number): Promise<void> {
  await target.server.ask({ type: 'stages' }, 'stages');
  const result = await exchange(target.pairs, perSender, intervalMs);
  const { stages } = await target.server.ask({ type: 'stages' }, 'stages');
  into.latencies.push(...result.latencies);
  into.ms += result.ms;
  into.sent += result.sent;
  into.lost += result.lost;
  into.refused.push(...result.refused);
  into.cpuMs += stages.cpuMs;
  into.loopMs += stages.loopCpuMs ?? Number.NaN;
  into.lagP99 = Math.max(into.lagP99, stages.lag.p99);
  for (const [statement, { count, ms }] of Object.entries(stages.queries ?? {})) {
    const entry = into.queries[statement] ?? { count: 0, ms: 0 };
    entry.count += count;
    entry.ms += ms;
    into.queries[statement] = entry;
  }
}

async function idleMemory(target: Target) {
  const { server } = target;
  const before = (await server.ask({ type: 'memory' }, 'memory')).sample;
  const started = performance.now();
  const sockets = await connectMany(server.url, target.idleCookies, { withinMs: IDLE_SECONDS * 1000 });
  const connectMs = performance.now() - started;
  // Let the handshakes' garbage settle before the GC and the reading.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await server.ask({ type: 'memory' }, 'memory');
  await closeAll(sockets);
  // The chat pairs were closed before: every connection the server holds is an idle socket.
  return { sockets: sockets.length, seen: after.sockets, connectMs, before, after: after.sample };
}

// Both servers start, seed and warm up side by side: nothing is measured yet, and Rookery's seeding of the idle
// people is most of the wait.
const started = performance.now();
const BASELINE = process.env.BENCH_BASELINE || undefined;
const [relay, rookery, baseline] = await Promise.all([
  open('relay'),
  open('rookery'),
  ...(BASELINE ? [open('rookery', BASELINE)] : []),
]);
console.log(
  `servers started, seeded and warmed up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const targets = baseline ? [relay, baseline, rookery] : [relay, rookery];
const engine = rookery.server.engine;
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets) await timed(target, target.paced, Math.ceil(MESSAGES / ROUNDS), PACE_MS);
}
for (const target of targets) await timed(target, target.burst, MESSAGES, 0);
for (const target of targets) await closeAll(target.pairs.flatMap((pair) => [pair.sender, pair.receiver]));
const memory = [];
for (const target of targets) memory.push(await idleMemory(target));
await Promise.all(targets.map((target) => target.server.stop()));

const label = (target: Target) => {
  if (target.kind === 'relay') return 'bare Socket.IO relay';
  return target.baseline ? `Rookery (${engine}), baseline tree` : `Rookery (${engine})`;
};
const relayP99 = summarise('relay', relay.paced.latencies).p99;
const latencyRows = targets.flatMap((target) =>
  (['paced', 'burst'] as const).map((phase) => {
    const result = target[phase];
    const s = summarise(phase, result.latencies);
    const ratio = s.p99 / summarise(phase, relay[phase].latencies).p99;
    return {
      server: label(target),
      phase: phase === 'paced' ? `paced, 1/s per sender` : 'burst, all at once',
      msgs: `${result.latencies.length}/${result.sent}`,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      max: s.max,
      'msg/s': (result.latencies.length / result.ms) * 1000,
      'server CPU ms/msg': result.cpuMs / result.sent,
      'of it event loop': result.loopMs / result.sent,
      'server lag p99': result.lagP99,
      '× relay p99': ratio,
      budget:
        target.kind === 'relay' || phase === 'burst'
          ? '-'
          : `${ratio < P99_BUDGET && result.lost === 0 ? 'ok' : 'OVER'} (<${P99_BUDGET}×)`,
    };
  }),
);

const kb = (bytes: number) => bytes / 1024;
const relayRss = memory[0] ? (memory[0].after.rss - memory[0].before.rss) / memory[0].sockets : Number.NaN;
const memoryRows = memory.map((m, i) => {
  const per = (key: keyof MemorySample) => kb((m.after[key] - m.before[key]) / m.sockets);
  const rss = per('rss');
  return {
    server: label(targets[i] as Target),
    sockets: m.sockets === m.seen ? m.sockets : `${m.sockets} (server saw ${m.seen})`,
    'connect/s': (m.sockets / m.connectMs) * 1000,
    'heap KB': per('heapUsed'),
    'heap total KB': per('heapTotal'),
    'external KB': per('external'),
    'RSS KB': rss,
    '× relay RSS': rss / kb(relayRss),
    budget: `${rss < IDLE_BUDGET_KB ? 'ok' : 'OVER'} (<${IDLE_BUDGET_KB} KB RSS)`,
  };
});

console.log(
  `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; each server in a child process, the clients in this one; Rookery seeded in ${(
    rookery.seedMs / 1000
  ).toFixed(1)} s`,
);
printTable(
  `Chat message send → partner's newchat (ms), ${PAIRS} pairs, ${MESSAGES} per sender per phase; Rookery on ${engine}${
    profile ? ' WITH TIMING HOOKS' : ''
  } (budget: paced p99 under ${P99_BUDGET}× the relay's ${relayP99.toFixed(1)} ms)`,
  latencyRows,
);
for (const target of targets) {
  const refused = [...target.paced.refused, ...target.burst.refused];
  if (refused.length > 0)
    console.log(
      `\n${target.kind}: ${refused.length} sends refused or not acknowledged within 15 s (their messages still timed), e.g. "${refused[0]}"`,
    );
}
printTable(
  `Idle signed-in sockets: server growth per socket after a full GC (KB; budget under ${IDLE_BUDGET_KB} KB; at most ${IDLE} sockets or ${IDLE_SECONDS} s of connecting)`,
  memoryRows,
);
if (!process.env.DATABASE_URL)
  console.log('\n(PostgreSQL skipped: set DATABASE_URL to run Rookery on it instead.)');

if (profile) {
  const { paced } = rookery;
  const rows = Object.entries(paced.queries)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([statement, { count, ms }]) => ({
      statement,
      'per msg': count / paced.sent,
      'ms each': ms / count,
      'ms per msg': ms / paced.sent,
    }));
  printTable(`Rookery's database statements during the paced phase (${paced.sent} messages)`, rows);
}
