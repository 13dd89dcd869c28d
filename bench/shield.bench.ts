// The explicit-image shield's cost per chat image. The server's own shield (platform/shield:
// nsfwjs's MobileNetV2 on TensorFlow.js's WebAssembly backend, in a worker thread) classifies the test fixtures:
// the cold start (worker thread up and model loaded, as a server pays once when it starts listening), then warm
// images one after another, end to end (sharp's 224² decode, the message to the worker and back) and the worker's
// own model time, with the event loop's delay meanwhile (the classification must not run on it). Then the same model
// on the pure-JS CPU backend the shield used before WebAssembly, in this process, as the baseline of the same run.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createShield, shieldPixels } from '../packages/server/src/platform/shield/shield.ts';
import { shieldConfig } from '../packages/server/src/platform/shield/shield-config.ts';
import { loadShieldModel } from '../packages/server/src/platform/shield/shield-model.ts';
import {
  FIXTURE_THRESHOLD,
  LANDSCAPE,
  SKIN,
  shieldFixture,
} from '../packages/server/src/platform/shield/testing/shield-fixtures.ts';
import { printTable, summarise } from './table.ts';

const runs = Number(process.env.BENCH_RUNS ?? 20);
/** The budget: the shield's CPU per chat image, p95. */
const BUDGET_MS = 100;
/** The CPU backend's baseline takes about a second an image: a few are enough. */
const baselineRuns = Math.min(runs, Number(process.env.BENCH_SHIELD_BASELINE_RUNS ?? 5));

const quiet = { info: () => {}, warn: () => {}, error: (entry: unknown) => console.error(entry) };
const shield = createShield(
  shieldConfig({
    SHIELD: 'on',
    SHIELD_THRESHOLD: FIXTURE_THRESHOLD,
    SHIELD_TIMEOUT_MS: 120_000,
    SHIELD_QUEUE: 64,
    SHIELD_SENDER_QUEUE: 64,
  }),
  quiet,
);
const images = [shieldFixture(SKIN), shieldFixture(LANDSCAPE)];

// Cold: from nothing to the first verdict (the worker starts, loads the model, classifies one image).
const coldStarted = performance.now();
await shield.classify(images[0] as Buffer, 'bench');
const coldFirst = performance.now() - coldStarted;
const loadMs = shield.stats().lastLoadMs ?? Number.NaN;

const lag = monitorEventLoopDelay({ resolution: 5 });
const total: number[] = [];
const model: number[] = [];
/** CPU of the whole process per image (the worker's model, sharp's decode): the cost, whoever else wants the cores. */
const cpu: number[] = [];
lag.enable();
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await shield.classify(images[i % images.length] as Buffer, 'bench');
  total.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
  model.push(shield.stats().lastClassifyMs ?? Number.NaN);
}
lag.disable();
const stats = shield.stats();
await shield.close();

// The baseline: the same model and pixels on TensorFlow.js's pure-JS CPU backend (as before WebAssembly).
const cpuLoadStarted = performance.now();
const cpuModel = await loadShieldModel('cpu');
const cpuLoadMs = performance.now() - cpuLoadStarted;
const pixels = await Promise.all(images.map((image) => shieldPixels(image)));
const cpuBackend: number[] = [];
for (let i = 0; i < baselineRuns; i++) {
  const before = process.cpuUsage();
  await cpuModel.classify(pixels[i % pixels.length] as Uint8Array);
  const used = process.cpuUsage(before);
  cpuBackend.push((used.user + used.system) / 1000);
}
cpuModel.dispose();

console.log(
  `\n${runs} warm images (the two fixtures in turn); ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; classified ${stats.classified}, flagged ${stats.flagged}, failed ${stats.failed}`,
);
const row = (name: string, values: number[]) => {
  const s = summarise(name, values);
  return { case: name, runs: s.samples, p50: s.p50, p95: s.p95, max: s.max };
};
const whole = row('warm: end to end (decode, worker, back)', total);
const modelTime = row('warm: worker model time', model);
const perImage = row('warm: CPU time per image (WebAssembly)', cpu);
printTable(`Explicit-image shield (ms; budget: CPU per image p95 ≤ ${BUDGET_MS}, event loop free)`, [
  {
    case: 'cold: worker start + model load',
    runs: 1,
    p50: Math.round(loadMs),
    p95: '-',
    max: '-',
    budget: '-',
  },
  {
    case: 'cold: first verdict (load + 1 image)',
    runs: 1,
    p50: Math.round(coldFirst),
    p95: '-',
    max: '-',
    budget: '-',
  },
  { ...modelTime, budget: '-' },
  { ...perImage, budget: perImage.p95 <= BUDGET_MS ? 'ok' : 'OVER' },
  { ...whole, budget: '-' },
  {
    case: 'baseline: CPU backend, model load',
    runs: 1,
    p50: Math.round(cpuLoadMs),
    p95: '-',
    max: '-',
    budget: '-',
  },
  { ...row('baseline: CPU backend, CPU per image', cpuBackend), budget: '-' },
  {
    case: 'event loop delay meanwhile',
    runs: '-',
    p50: Math.round((lag.percentile(50) / 1e6) * 10) / 10,
    p95: Math.round((lag.percentile(99) / 1e6) * 10) / 10,
    max: Math.round((lag.max / 1e6) * 10) / 10,
    // On the event loop, every image would stall it for the model's whole time; in the worker the loop's p99 stays
    // under one image's model time (what is left is the machine's scheduler on 2 shared cores).
    budget: lag.percentile(99) / 1e6 < modelTime.p50 ? 'free' : 'NOT FREE',
  },
]);
console.log('(the event loop row: p95 column is its 99th percentile)');
