// PGlite on its own worker thread (the default) against PGlite on the server's thread, side by side in one run on
// the same population: what a signed-in read costs, and whether the event loop stays free while the database works.
// Both servers run the production configuration in child processes (http-server.ts), seeded alike (deck-population.ts,
// 1,000 people, 12 signed-in viewers as in the probe), and are measured in turns, each twice, the other idle:
//   - /healthz alone, 50 connections: the server without the database, the ceiling;
//   - menudata alone, 50 connections: its req/s against /healthz's (budget ≥ 10 %), its p99 at capacity;
//   - /healthz p99 while menudata runs at capacity (2 connections beside menudata's 50; budget < 20 ms);
//   - menudata p99 at 60 % of the capacity just measured (autocannon's overall rate, 50 connections; budget < 20 ms).
// Beside them, the baseline of issue 34: a bare Fastify server answering menudata with the same SQL prepared once
// through PGlite's own driver, on a copy of the first server's data (http-server.ts `bare-pglite`; the same viewers,
// each named by a cookie instead of a session), measured just before each server's menudata: menudata's req/s
// against its (budget ≥ 70 %).
// Env: DB_THREAD_BENCH_SECONDS (default 5; 4 with BENCH_QUICK=1), DB_THREAD_BENCH_PEOPLE (default 1000).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiViewer, type HttpServerChild, settled, startHttpServer } from './http-child.ts';
import { type LoadPlan, type LoadResult, measure, warmUp } from './load.ts';
import { printTable } from './table.ts';

const quick = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.DB_THREAD_BENCH_SECONDS ?? (quick ? 4 : 5));
const PEOPLE = Number(process.env.DB_THREAD_BENCH_PEOPLE ?? 1000);
const VIEWERS = 12;
const CONNECTIONS = 50;
const ROUNDS = quick ? 1 : 2;

const plan = (
  server: HttpServerChild,
  viewers: ApiViewer[],
  path: string,
  extra: Partial<LoadPlan> = {},
): LoadPlan => ({
  url: server.url,
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmSeconds: 1,
  connection: (i) => ({ headers: { cookie: viewers[i % viewers.length]?.cookie ?? '' } }),
  path: () => path,
  ...extra,
});

interface Figures {
  healthz: LoadResult;
  menudata: LoadResult & { cpuMs: number };
  /** The bare baseline's menudata, measured just before this server's. */
  bare: LoadResult & { cpuMs: number };
  healthzUnderLoad: LoadResult;
  menudataUnderLoad: LoadResult;
  paced: LoadResult;
  rate: number;
}

async function figures(
  server: HttpServerChild,
  viewers: ApiViewer[],
  bare: { server: HttpServerChild; viewers: ApiViewer[] },
): Promise<Figures> {
  const menudataPlan = plan(server, viewers, '/api?action=menudata');
  await settled(server);
  const healthz = await measure(plan(server, viewers, '/healthz'));
  const bareMenudata = await bareFigures(bare.server, bare.viewers);
  const menudata = await warmedWithCpu(server, menudataPlan);
  await settled(server);
  const [menudataUnderLoad, healthzUnderLoad] = await Promise.all([
    measure(menudataPlan),
    measure(plan(server, viewers, '/healthz', { connections: 2 })),
  ]);
  await settled(server);
  const rate = Math.max(1, Math.round(menudata.perSecond * 0.6));
  const paced = await measure({ ...menudataPlan, rate });
  return {
    healthz,
    menudata,
    bare: bareMenudata,
    healthzUnderLoad,
    menudataUnderLoad,
    paced,
    rate,
  };
}

/** One plan measured after its warm-up, each on a settled server, with the server's CPU time a request. */
async function warmedWithCpu(
  server: HttpServerChild,
  load: LoadPlan,
): Promise<LoadResult & { cpuMs: number }> {
  await settled(server);
  await warmUp(load);
  await settled(server);
  await server.ask({ type: 'usage' }, 'usage');
  const result = await measure(load);
  const { cpuMs } = await server.ask({ type: 'usage' }, 'usage');
  return { ...result, cpuMs: cpuMs / Math.max(1, result.responses) };
}

/** The bare baseline's menudata alone (warmed up first, `warmSeconds`), and its CPU a request. */
function bareFigures(server: HttpServerChild, viewers: ApiViewer[], warmSeconds = 1) {
  return warmedWithCpu(server, {
    ...plan(server, viewers, '/api?action=menudata'),
    warmSeconds,
    connection: (i: number) => ({ headers: { cookie: `u=${viewers[i % viewers.length]?.userId ?? ''}` } }),
  });
}

const verdict = (met: boolean, budget: string) => `${met ? 'met' : 'OVER'} (${budget})`;

function rows(thread: string, round: number, f: Figures): Record<string, string | number>[] {
  const { bare } = f;
  const share = f.menudata.perSecond / f.healthz.perSecond;
  const ofBare = f.menudata.perSecond / bare.perSecond;
  const base = { thread, round };
  return [
    {
      ...base,
      measure: `menudata vs bare Fastify + PGlite, the same SQL prepared once (${Math.round(bare.perSecond)} req/s, ${bare.cpuMs.toFixed(2)} ms CPU a request)`,
      value: Math.round(f.menudata.perSecond),
      p99: bare.p99,
      budget: verdict(ofBare >= 0.7, `${(ofBare * 100).toFixed(1)} % of bare, ≥ 70 %`),
    },
    {
      ...base,
      measure: '/healthz alone, req/s',
      value: Math.round(f.healthz.perSecond),
      p99: f.healthz.p99,
      budget: '-',
    },
    {
      ...base,
      measure: `menudata alone, req/s (${f.menudata.cpuMs.toFixed(2)} ms CPU a request)`,
      value: Math.round(f.menudata.perSecond),
      p99: f.menudata.p99,
      budget: verdict(share >= 0.1, `${(share * 100).toFixed(1)} % of /healthz, ≥ 10 %`),
    },
    {
      ...base,
      measure: `/healthz p99 ms beside menudata at capacity (${Math.round(f.menudataUnderLoad.perSecond)} req/s)`,
      value: f.healthzUnderLoad.p99,
      p99: f.healthzUnderLoad.p99,
      budget: verdict(f.healthzUnderLoad.p99 < 20, '< 20 ms'),
    },
    {
      ...base,
      measure: `menudata p99 ms at 60 % of capacity (${f.rate} req/s offered)`,
      value: f.paced.p99,
      p99: f.paced.p99,
      budget: verdict(f.paced.p99 < 20, '< 20 ms'),
    },
  ];
}

const started = performance.now();
const servers: { thread: string; server: HttpServerChild; viewers: ApiViewer[] }[] = [];
const dumpDir = mkdtempSync(path.join(tmpdir(), 'rookery-db-thread-bench-'));
let bare: HttpServerChild | undefined;
try {
  for (const thread of ['worker', 'main']) {
    const server = await startHttpServer('rookery', { DATABASE_URL: '', PGLITE_THREAD: thread });
    servers.push({ thread, server, viewers: [] });
    const { viewers, ms } = await server.ask(
      { type: 'seed-api', people: PEOPLE, viewers: VIEWERS, matchesEach: 5 },
      'seeded-api',
    );
    (servers.at(-1) as { viewers: ApiViewer[] }).viewers = viewers;
    console.log(`PGlite on the ${thread} thread: seeded ${PEOPLE} people in ${(ms / 1000).toFixed(1)} s`);
  }
  // The bare baseline opens a copy of the first server's data, and serves the same viewers.
  const first = servers[0] as (typeof servers)[number];
  const dump = path.join(dumpDir, 'pglite.tar');
  await first.server.ask({ type: 'dump', file: dump }, 'dumped');
  bare = await startHttpServer('bare-pglite', { BENCH_PGLITE_DUMP: dump });
  const baseline = { server: bare, viewers: first.viewers };
  // A fresh PGlite runs slowly until V8 has compiled its hot WebAssembly: warm it as the seeding warmed the others.
  await bareFigures(bare, first.viewers, 5);
  const table: Record<string, string | number>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const { thread, server, viewers } of servers) {
      const label = thread === 'worker' ? 'own thread (default)' : "server's thread";
      table.push(...rows(label, round, await figures(server, viewers, baseline)));
    }
  }
  console.log(
    `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${CONNECTIONS} connections, ${SECONDS} s a row; ${PEOPLE} people, ${VIEWERS} viewers; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
  printTable('PGlite on its own thread and on the server thread (latency ms)', table);
} finally {
  await Promise.all([...servers.map(({ server }) => server.stop()), bare?.stop()]);
  rmSync(dumpDir, { recursive: true, force: true });
}
