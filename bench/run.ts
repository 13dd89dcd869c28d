// npm run bench: runs every *.bench.ts in this folder, one after another (each prints its own table), then how long
// each took. `npm run bench -- api deck` runs only those. BENCH_QUICK=1 is a smoke run: every bench on a smaller
// population and for a shorter time (set below unless the variable is already set), in a few minutes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { printTable } from './table.ts';

const only = process.argv.slice(2);
const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

// Quick mode for the benches that do not read BENCH_QUICK themselves (api, signin and web-bytes do).
const QUICK_ENV: Record<string, string> = {
  DECK_BENCH_USERS: '10000',
  DECK_BENCH_RUNS: '50',
  CHAT_BENCH_IDLE: '1000',
  CHAT_BENCH_IDLE_SECONDS: '10',
  CHAT_BENCH_MESSAGES: '5',
  BENCH_RUNS: '3',
  BENCH_CALLS: '3',
};
const env = { ...process.env };
if (process.env.BENCH_QUICK === '1') {
  for (const [name, value] of Object.entries(QUICK_ENV)) env[name] ??= value;
}

let failed = 0;
const took: Record<string, string | number>[] = [];
const started = performance.now();
for (const file of benches) {
  console.log(`\n== ${file} ==`);
  const t = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) failed += 1;
  const seconds = Math.round((performance.now() - t) / 1000);
  // At once, too: a run stopped part-way still shows where its time went.
  console.log(
    `\n== ${file}: ${seconds} s (${Math.round((performance.now() - started) / 1000)} s since the start) ==`,
  );
  took.push({ bench: file, seconds, ok: result.status === 0 ? 'yes' : 'FAILED' });
}
took.push({
  bench: 'all',
  seconds: Math.round((performance.now() - started) / 1000),
  ok: failed ? `${failed} failed` : 'yes',
});
printTable(`npm run bench${process.env.BENCH_QUICK === '1' ? ' (BENCH_QUICK=1)' : ''}: time per bench`, took);
process.exit(failed ? 1 : 0);
