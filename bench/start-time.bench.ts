// RULES.md "Budgets": a second `npm start` reaches /healthz in under 10 s. Measures the server from process start to
// /healthz with an empty data folder (first start: PGlite creates the database and migrates) and with the same
// folder again (second start), against a bare Fastify process started the same way (the baseline).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, summarise } from './table.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
let nextPort = 4310;

async function timeToHealthy(args: string[], env: Record<string, string>, url: (port: number) => string) {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('no /healthz within 120 s');
      const ok = await fetch(url(port))
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const server = ['--import', 'tsx', 'packages/server/src/main.ts'];
const health = (port: number) => `http://127.0.0.1:${port}/healthz`;

const bareFile = path.join(mkdtempSync(path.join(tmpdir(), 'rookery-bare-')), 'bare.mjs');
writeFileSync(
  bareFile,
  `import Fastify from '${path.join(root, 'node_modules/fastify/fastify.js')}';
const app = Fastify();
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`,
);

const bare: number[] = [];
const first: number[] = [];
const second: number[] = [];
for (let i = 0; i < runs; i++) {
  bare.push(await timeToHealthy([bareFile], {}, health));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-start-'));
  first.push(await timeToHealthy(server, { DATA_DIR: dataDir }, health));
  second.push(await timeToHealthy(server, { DATA_DIR: dataDir }, health));
  rmSync(dataDir, { recursive: true, force: true });
}

const baseline = summarise('bare Fastify (baseline)', bare).p50;
printTable(
  `Server start to /healthz, ${runs} runs each (ms; budget: second start under 10,000)`,
  [
    summarise('bare Fastify (baseline)', bare),
    summarise('first start (new database)', first),
    summarise('second start', second),
  ].map((s) => ({
    case: s.name,
    runs: s.samples,
    p50: s.p50,
    p95: s.p95,
    max: s.max,
    'x baseline': s.p50 / baseline,
  })),
);
