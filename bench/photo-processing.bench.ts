// RULES.md "Budgets": a photo upload (12 MP jpeg → 1080² jpeg) takes under 150 ms of processing, off the event loop.
// Runs the route's own function (processPhoto) on a generated 4000×3000 jpeg (gradient plus noise, so it compresses
// like a photo, with GPS EXIF), and measures the event loop's delay meanwhile: sharp decodes and encodes on libuv's
// thread pool, so the loop should stay as responsive as when idle. The two EXIF-rotated crops (2,400 and 1,500 px)
// show what a smaller square costs: the jpeg is decoded at full size either way, only less of it is scaled.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../packages/server/src/modules/media/photo-processing.ts';
import { printTable, summarise } from './table.ts';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = 150;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A 12 MP camera-like jpeg: smooth colour gradients with sensor-like noise, and a GPS position in its EXIF. */
async function twelveMegapixelJpeg(orientation: number): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed % 33) - 16;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const n = noise();
      raw[i] = Math.max(0, Math.min(255, ((x / WIDTH) * 200 + 30 + n) | 0));
      raw[i + 1] = Math.max(0, Math.min(255, ((y / HEIGHT) * 180 + 40 + n) | 0));
      raw[i + 2] = Math.max(0, Math.min(255, (128 + Math.sin((x + y) / 150) * 90 + n) | 0));
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withMetadata({
      orientation,
      exif: {
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '77/1 50/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '166/1 40/1 0/1',
        },
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface Measured {
  times: number[];
  /** CPU time of the whole process per run (sharp's threads included): the cost, whoever else wants the cores. */
  cpu: number[];
  lagP99: number;
  lagMax: number;
}

/** Runs `work` `runs` times one after another, recording each duration and the loop's delay meanwhile. */
async function measure(work: () => Promise<unknown>): Promise<Measured> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const times: number[] = [];
  const cpu: number[] = [];
  histogram.enable();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await work();
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  histogram.disable();
  return { times, cpu, lagP99: histogram.percentile(99) / 1e6, lagMax: histogram.max / 1e6 };
}

/** The loop's delay while doing nothing, as the floor the numbers above are read against. */
async function idleLag(ms: number): Promise<{ p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

const landscape = await twelveMegapixelJpeg(1);
const portrait = await twelveMegapixelJpeg(6);
for (let i = 0; i < 3; i++) await processPhoto(landscape); // warm up libvips

const idle = await idleLag(1000);
const cases: [string, Measured][] = [
  ['12 MP landscape, centred square', await measure(() => processPhoto(landscape))],
  [
    '12 MP portrait (EXIF 6), 2,400 px crop',
    await measure(() => processPhoto(portrait, { x: 200, y: 900, width: 2400, height: 2400 })),
  ],
  [
    '12 MP portrait (EXIF 6), 1,500 px crop',
    await measure(() => processPhoto(portrait, { x: 700, y: 1200, width: 1500, height: 1500 })),
  ],
  // Four uploads at once (the thread pool's default size) on this machine's cores: the time for all four.
  [
    '4 at once (all four)',
    await measure(async () => {
      await Promise.all(Array.from({ length: 4 }, () => processPhoto(landscape)));
    }),
  ],
];

// Other work on the machine shows in these numbers; the load average says how much there was.
console.log(
  `\ninput: ${WIDTH}×${HEIGHT} jpeg, ${(landscape.length / 1024 / 1024).toFixed(1)} MB; ${runs} runs each; ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; sharp threads per image ${sharp.concurrency()}`,
);
printTable(`Photo processing (ms; budget: p95 under ${BUDGET_MS}, event loop free)`, [
  ...cases.map(([name, m]) => {
    const s = summarise(name, m.times);
    return {
      case: name,
      runs: s.samples,
      p50: s.p50,
      p95: s.p95,
      max: s.max,
      'cpu p50': summarise(name, m.cpu).p50,
      budget: name.startsWith('4 at once') ? '-' : s.p95 < BUDGET_MS ? 'ok' : 'OVER',
      'loop lag p99': m.lagP99,
      'loop lag max': m.lagMax,
      // Work on the loop would delay it by about the processing time; on the thread pool it barely moves. (The max
      // alone also catches the odd pause of a busy machine, so the verdict reads the 99th percentile.)
      'loop free': m.lagP99 < s.p50 / 3 ? 'yes' : 'NO',
    };
  }),
  {
    case: 'idle (no work)',
    runs: '-',
    p50: '-',
    p95: '-',
    max: '-',
    'cpu p50': '-',
    budget: '-',
    'loop lag p99': idle.p99,
    'loop lag max': idle.max,
    'loop free': '-',
  },
]);
