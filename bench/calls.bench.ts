// Time from accepting a call to the first decoded remote video frame, on loopback, in Debian's Chromium
// with fake camera and microphone. Runs the measuring journey e2e/tests/call-latency.spec.ts (which seeds two full
// matches the way the call journeys do) against a freshly built server, then prints p50/p95 for each side.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { printTable, summarise } from './table.ts';

const root = path.resolve(import.meta.dirname, '..');
const calls = Number(process.env.BENCH_CALLS ?? 10);
// The journey runs against the built web app: build it first when its sources are newer (a fresh clone has none).
const build = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e', 'call-latency.spec.ts', '--reporter=line'], {
  cwd: root,
  encoding: 'utf8',
  env: {
    ...process.env,
    CALL_BENCH_CALLS: String(calls),
    E2E_PORT: process.env.E2E_PORT ?? '3290',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  },
});
const line = `${run.stdout}\n${run.stderr}`.split('\n').find((text) => text.includes('CALL_LATENCY '));
if (run.status !== 0 || !line) {
  console.error(run.stdout, run.stderr);
  console.error('calls bench: the measuring journey failed (its output is above)');
  process.exit(1);
}
const { callee, caller } = JSON.parse(line.slice(line.indexOf('CALL_LATENCY ') + 13)) as {
  callee: number[];
  caller: number[];
};
const row = (name: string, values: number[]) => {
  const s = summarise(name, values);
  return {
    what: s.name,
    calls: s.samples,
    'p50 ms': Math.round(s.p50),
    'p95 ms': Math.round(s.p95),
    'max ms': Math.round(s.max),
  };
};
printTable('Accept to first remote video frame (loopback, fake devices)', [
  row('callee sees the caller', callee),
  row('caller sees the callee', caller),
]);
