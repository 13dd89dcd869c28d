// `/api` reads under 50 concurrent connections keep ≥ 20% of a bare Fastify's requests per second on
// PostgreSQL and ≥ 8% on PGlite. Each server runs in a child process (http-server.ts) and autocannon drives it from
// this process: first a bare Fastify hello-world (the baseline), then Rookery itself on PGlite in a fresh data
// folder and, when DATABASE_URL is set, on a fresh PostgreSQL database, each with a seeded population
// (deck-population.ts, default 2,000 people) and 50 signed-in viewers in the dense city, one per connection, each
// with 5 matches (two of them full) and a short conversation in each. Endpoints: menudata, matchlist (the deck),
// matches, profilebyid (each request opens the next of the viewer's matches, full=1) and profile (one's own). Every
// body is checked for `success: true` (matchlist answers 200 `success: false` when out of flips); the deck of every
// viewer is loaded once before the run, so the run measures the steady state: a reload of cards already paid for,
// which is free.
// The bare baseline is measured again before each engine's endpoints, so a change in the machine's load between
// them hits both alike. Nothing is measured while anything else works: the servers start and seed side by side
// first (one engine's seeding is the other's idle time), and then each engine is measured with the others idle.
// API_BENCH_PLANNED=1 adds a second PGlite server whose hot reads of issue 34 (the profile view, one's own profile, the
// deck load, the chat's reads) are planned on every call as before they were prepared (http-server.ts
// BENCH_PLANNED_EVERY_TIME), measured in the same run: the change before and after, side by side.
// Env: API_BENCH_SECONDS (default 8; 5 with BENCH_QUICK=1), API_BENCH_PEOPLE (default 2000), DATABASE_URL.
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { ApiViewer, HttpServerChild } from './http-child.ts';
import { settled, startHttpServer } from './http-child.ts';
import { type LoadPlan, type LoadResult, measure, warmUp } from './load.ts';
import { printTable } from './table.ts';

const quick = process.env.BENCH_QUICK === '1';
// 8 s a row keeps thousands of answers a row even for the slowest endpoint; the warm-up compiles the endpoint's own
// code path on a server that has already answered the check below (docs/PERFORMANCE.md "Running the whole suite").
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? (quick ? 5 : 8));
const WARM_SECONDS = 2;
const PEOPLE = Number(process.env.API_BENCH_PEOPLE ?? 2000);
const CONNECTIONS = 50;
const MATCHES_EACH = 5;
const BUDGET = { PGlite: 0.08, PostgreSQL: 0.2 } as Record<string, number>;
const ENDPOINTS = ['menudata', 'matchlist', 'matches', 'profilebyid', 'profile'] as const;
/** The statements issue 34 prepared after menudata and the matches list (API_BENCH_PLANNED plans them every time). */
const PREPARED_IN_ISSUE_34 = [
  'profile_view',
  'profile_own',
  'deck_deal',
  'chat_room',
  'chat_page_latest',
  'chat_page_before',
  'chat_page_after',
  'chat_pending_requests',
  'hidden_words',
  'hiding_among',
];
type Endpoint = (typeof ENDPOINTS)[number];

interface Measured extends LoadResult {
  /** The server process's CPU time per answered request, in ms: what the request costs, whatever the load. */
  cpuPerRequest: number;
}

async function run(server: HttpServerChild, plan: LoadPlan): Promise<Measured> {
  await settled(server);
  await warmUp(plan);
  await settled(server);
  const result = await measure(plan);
  const { cpuMs } = await server.ask({ type: 'usage' }, 'usage');
  return { ...result, cpuPerRequest: cpuMs / Math.max(1, result.responses) };
}

function bare(server: HttpServerChild): Promise<Measured> {
  return run(server, {
    url: server.url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmSeconds: WARM_SECONDS,
    connection: () => ({ headers: {} }),
    path: () => '/api?action=menudata',
  });
}

/** The plan for one endpoint: connection i is viewer i (cycling), and profilebyid walks that viewer's matches. */
function planFor(url: string, endpoint: Endpoint, viewers: ApiViewer[]): LoadPlan {
  const byCookie = new Map(viewers.map((v) => [v.cookie, { ids: v.profileIds, next: 0 }]));
  return {
    url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmSeconds: WARM_SECONDS,
    connection: (i) => ({ headers: { cookie: viewers[i % viewers.length]?.cookie ?? '' } }),
    path: (headers) => {
      if (endpoint !== 'profilebyid') return `/api?action=${endpoint}`;
      // autocannon builds each connection's first request before setupClient gives it a cookie.
      const own = byCookie.get(headers.cookie ?? '');
      if (!own) return '/api?action=profilebyid';
      own.next = (own.next + 1) % own.ids.length;
      return `/api?action=profilebyid&id=${own.ids[own.next]}&full=1`;
    },
  };
}

/** Every viewer's answer once, checked: the deck has cards (and charges them now), every profile opens. */
async function check(url: string, viewers: ApiViewer[]): Promise<{ cards: number }> {
  let cards = 0;
  for (const viewer of viewers) {
    const get = async (query: string) => {
      const response = await fetch(`${url}/api?${query}`, { headers: { cookie: viewer.cookie } });
      const body = (await response.json()) as { success: boolean; matches?: unknown[]; error?: string };
      if (!body.success) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    cards += (await get('action=matchlist')).matches?.length ?? 0;
    const matched = (await get('action=matches')).matches?.length ?? 0;
    if (matched < MATCHES_EACH) throw new Error(`a viewer has ${matched} matches, expected ${MATCHES_EACH}+`);
    for (const id of viewer.profileIds) await get(`action=profilebyid&id=${id}&full=1`);
  }
  return { cards: cards / viewers.length };
}

type Row = Record<string, string | number>;

function row(engine: string, endpoint: string, m: Measured, baseline: Measured, cards?: number): Row {
  const ratio = m.perSecond / baseline.perSecond;
  const budget = BUDGET[engine];
  return {
    engine,
    endpoint: cards === undefined ? endpoint : `${endpoint} (${cards.toFixed(1)} cards)`,
    'req/s': Math.round(m.perSecond),
    p50: m.p50,
    p95: m.p95,
    p99: m.p99,
    'server cpu ms/req': Number(m.cpuPerRequest.toFixed(2)),
    refused: m.refused + m.errors + m.timeouts,
    '× bare req/s': `${(ratio * 100).toFixed(1)}%`,
    budget: budget === undefined ? '-' : `${ratio >= budget ? 'met' : 'OVER'} (≥ ${budget * 100}%)`,
  };
}

interface Seeded {
  server: HttpServerChild;
  viewers: ApiViewer[];
  cards: number;
  /** When the server finished its check; its CPU time is counted from then on. */
  readyAt: number;
}

/** A Rookery server on one engine, seeded and checked, ready to be measured. */
async function prepare(databaseUrl: string, env: Record<string, string> = {}): Promise<Seeded> {
  const server = await startHttpServer('rookery', { DATABASE_URL: databaseUrl, ...env });
  try {
    const { viewers, ms } = await server.ask(
      { type: 'seed-api', people: PEOPLE, viewers: CONNECTIONS, matchesEach: MATCHES_EACH },
      'seeded-api',
    );
    console.log(
      `${server.engine}: seeded ${PEOPLE} people and ${viewers.length} viewers in ${(ms / 1000).toFixed(1)} s`,
    );
    const { cards } = await check(server.url, viewers);
    await server.ask({ type: 'usage' }, 'usage');
    return { server, viewers, cards, readyAt: performance.now() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function rookery(bareServer: HttpServerChild, seeded: Seeded, rows: Row[]): Promise<void> {
  const { server, viewers, cards } = seeded;
  try {
    // A server waiting for its turn should cost nothing; this shows that it did not disturb the one measured.
    const waited = await server.ask({ type: 'usage' }, 'usage');
    const waitedSeconds = (performance.now() - seeded.readyAt) / 1000;
    if (waitedSeconds >= 5)
      console.log(
        `${server.engine}: ${(waited.cpuMs / waitedSeconds).toFixed(1)} ms of CPU a second while it waited ${waitedSeconds.toFixed(0)} s`,
      );
    const baseline = await bare(bareServer);
    rows.push(row(server.engine, 'bare Fastify (baseline)', baseline, baseline));
    for (const endpoint of ENDPOINTS) {
      const measured = await run(server, planFor(server.url, endpoint, viewers));
      if (measured.firstRefusal)
        console.log(`${server.engine} ${endpoint}: refused, e.g. ${measured.firstRefusal}`);
      rows.push(
        row(server.engine, endpoint, measured, baseline, endpoint === 'matchlist' ? cards : undefined),
      );
    }
    // Still a full deck after thousands of reloads: the run measured reloads, not refusals.
    const after = await check(server.url, viewers);
    if (after.cards !== cards) {
      console.log(`${server.engine}: cards per deck changed during the run (${cards} → ${after.cards})`);
    }
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const started = performance.now();
const pgUrl = process.env.DATABASE_URL;
// Every server starts (and both engines seed) at once; allSettled, so that a failure stops the others too.
const prepared = await Promise.allSettled([
  startHttpServer('bare'),
  prepare(''),
  ...(process.env.API_BENCH_PLANNED === '1'
    ? [prepare('', { BENCH_PLANNED_EVERY_TIME: PREPARED_IN_ISSUE_34.join(',') })]
    : []),
  ...(pgUrl ? [prepare(pgUrl)] : []),
]);
const failed = prepared.find((p) => p.status === 'rejected');
if (failed) {
  for (const p of prepared) {
    if (p.status !== 'fulfilled') continue;
    await ('stop' in p.value ? p.value : p.value.server).stop();
  }
  throw failed.reason;
}
const [bareServer, ...engines] = prepared.map((p) => (p as PromiseFulfilledResult<unknown>).value) as [
  HttpServerChild,
  ...Seeded[],
];
console.log(`servers started and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
try {
  // One engine after the other, each stopped when done; the ones still waiting are idle meanwhile.
  for (const engine of engines) await rookery(bareServer, engine, rows);
} finally {
  await Promise.all([bareServer.stop(), ...engines.map((engine) => engine.server.stop())]);
}

console.log(
  `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARM_SECONDS} s of warm-up; ` +
    `${PEOPLE} people; the servers and autocannon share the cores; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
printTable(
  `/api under ${CONNECTIONS} connections (latency ms; budget: ≥ 8% of bare Fastify's req/s on PGlite, ≥ 20% on PostgreSQL)`,
  rows,
);
if (!pgUrl) console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too.)');
