// PGlite on its own worker thread (the default) against PGlite on the server's thread, side by side in one run on
// the same population: what a signed-in read costs, and whether the event loop stays free while the database works.
// Both servers run the production configuration in child processes (http-server.ts), seeded alike (deck-population.ts,
// 1,000 people, 12 signed-in viewers as in the probe), and are measured in turns, each twice, the other idle:
//   - /healthz alone, 50 connections: the server without the database, the ceiling;
//   - menudata alone, 50 connections: its req/s against /healthz's (budget ≥ 10 %), its p99 at capacity;
//   - /healthz p99 while menudata runs at capacity (2 connections beside menudata's 50; budget < 20 ms);
//   - menudata p99 at 60 % of the capacity just measured (autocannon's overall rate, 50 connections; budget < 20 ms).
// Env: DB_THREAD_BENCH_SECONDS (default 5; 4 with BENCH_QUICK=1), DB_THREAD_BENCH_PEOPLE (default 1000).
import { availableParallelism, cpus, loadavg } from 'node:os';
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
  healthzUnderLoad: LoadResult;
  menudataUnderLoad: LoadResult;
  paced: LoadResult;
  rate: number;
}

async function figures(server: HttpServerChild, viewers: ApiViewer[]): Promise<Figures> {
  const menudataPlan = plan(server, viewers, '/api?action=menudata');
  await settled(server);
  const healthz = await measure(plan(server, viewers, '/healthz'));
  await settled(server);
  await warmUp(menudataPlan);
  await settled(server);
  await server.ask({ type: 'usage' }, 'usage');
  const menudata = await measure(menudataPlan);
  const { cpuMs } = await server.ask({ type: 'usage' }, 'usage');
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
    menudata: { ...menudata, cpuMs: cpuMs / Math.max(1, menudata.responses) },
    healthzUnderLoad,
    menudataUnderLoad,
    paced,
    rate,
  };
}

const verdict = (met: boolean, budget: string) => `${met ? 'met' : 'OVER'} (${budget})`;

function rows(thread: string, round: number, f: Figures): Record<string, string | number>[] {
  const share = f.menudata.perSecond / f.healthz.perSecond;
  const base = { thread, round };
  return [
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
  const table: Record<string, string | number>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const { thread, server, viewers } of servers) {
      const label = thread === 'worker' ? 'own thread (default)' : "server's thread";
      table.push(...rows(label, round, await figures(server, viewers)));
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
  await Promise.all(servers.map(({ server }) => server.stop()));
}
