// The face engine's accuracy and cost on the fixtures (packages/server/src/platform/faces/fixtures). Every
// person's face (A, B and 18 others) is shown as sent and under five changes (mirror, dark, small, JPEG 30, crop); the
// pairs of one person's variants are "same person", the rest "different people", and A's two photos against each
// other "same person, different photos". At FACE_LIMITS.sameFace: the false-match rate (different people at or above
// it) and the false-reject rate (the same person below it). Then the smallest face that still matches, the
// anti-spoofing and liveness scores (also on a crude screen replay), and the cost: model load, CPU per frame and per
// check (6 camera frames and 2 photos in one request), the worker's memory, the event loop's delay meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  BAND_BITS,
  BAND_COUNT,
  createFacePrintKeys,
} from '../packages/server/src/modules/face-check/face-print.ts';
import { FACE_LIMITS, faceSimilarity } from '../packages/server/src/platform/faces/face-limits.ts';
import type { FoundFace } from '../packages/server/src/platform/faces/face-types.ts';
import { createFaceEngine } from '../packages/server/src/platform/faces/faces.ts';
import { FACES, faceImage } from '../packages/server/src/platform/faces/testing/face-fixtures.ts';
import { printTable, summarise } from './table.ts';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const quiet = { info: () => {}, warn: () => {}, error: (entry: unknown) => console.error(entry) };
const rssMb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const cpuMs = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

const rssBefore = rssMb();
const engine = createFaceEngine(quiet, { timeoutMs: 120_000, idleMs: 60 * 60_000 });
const coldStarted = performance.now();
const coldCpu = process.cpuUsage();
await engine.warm();
const coldMs = performance.now() - coldStarted;
const coldCpuMs = cpuMs(coldCpu);
const loaded = engine.stats();
const rssLoaded = rssMb();

const variants: Record<string, (image: Buffer) => Promise<Buffer>> = {
  sent: async (image) => image,
  mirror: (image) => sharp(image).flop().jpeg({ quality: 90 }).toBuffer(),
  dark: (image) => sharp(image).modulate({ brightness: 0.55 }).jpeg({ quality: 90 }).toBuffer(),
  small: (image) => sharp(image).resize(120).jpeg({ quality: 90 }).toBuffer(),
  jpeg30: (image) => sharp(image).jpeg({ quality: 30 }).toBuffer(),
  crop: (image) => sharp(image).extract({ left: 20, top: 12, width: 190, height: 200 }).toBuffer(),
};

/** Each image's one face (null when it has none or several), and the CPU each took (decode and model). */
async function facesOf(images: Buffer[]): Promise<{ faces: (FoundFace | null)[]; cpu: number[] }> {
  const faces: (FoundFace | null)[] = [];
  const cpu: number[] = [];
  for (const image of images) {
    const before = process.cpuUsage();
    const [found = []] = await engine.analyse([image]);
    cpu.push(cpuMs(before));
    faces.push(found.length === 1 ? (found[0] ?? null) : null);
  }
  return { faces, cpu };
}

const people = [
  { name: 'A', file: FACES.a.left },
  { name: 'B', file: FACES.b.left },
  ...FACES.others.map((file, i) => ({ name: `other-${i + 1}`, file })),
];
const samples: { person: string; variant: string; photo: string; face: FoundFace }[] = [];
const frameCpu: number[] = [];
let missed = 0;
for (const { name, file, photo } of [
  ...people.map((p) => ({ ...p, photo: 'main' })),
  { name: 'A', file: FACES.a.straight, photo: 'other' },
]) {
  const image = faceImage(file);
  const kinds = Object.keys(variants);
  const { faces, cpu } = await facesOf(
    await Promise.all(kinds.map((k) => variants[k]?.(image) as Promise<Buffer>)),
  );
  frameCpu.push(...cpu);
  faces.forEach((face, i) => {
    if (face) samples.push({ person: name, variant: kinds[i] ?? '', photo, face });
    else missed += 1;
  });
}

type Pair = { similarity: number; kind: 'same' | 'samePhotos' | 'different' };
const pairs: Pair[] = [];
for (let i = 0; i < samples.length; i++) {
  for (let j = i + 1; j < samples.length; j++) {
    const a = samples[i];
    const b = samples[j];
    if (!a || !b) continue;
    const kind = a.person !== b.person ? 'different' : a.photo === b.photo ? 'same' : 'samePhotos';
    pairs.push({ similarity: faceSimilarity(a.face.descriptor, b.face.descriptor), kind });
  }
}
const ofKind = (kind: Pair['kind']) => pairs.filter((p) => p.kind === kind).map((p) => p.similarity);
const rate = (values: number[], hit: (v: number) => boolean) =>
  values.length === 0
    ? '-'
    : `${((100 * values.filter(hit).length) / values.length).toFixed(2)} % (${values.filter(hit).length}/${values.length})`;
const different = ofKind('different');
const same = ofKind('same');
const samePhotos = ofKind('samePhotos');
const spread = (values: number[]) => {
  if (values.length === 0) return '-';
  const s = summarise('', values);
  const min = Math.min(...values);
  return `${min.toFixed(3)} / ${s.p50.toFixed(3)} / ${s.max.toFixed(3)}`;
};
printTable(
  `Face check: who matches whom (${samples.length} faces found, ${missed} variants with no single face)`,
  [
    { pairs: 'different people', count: different.length, 'min / median / max': spread(different) },
    { pairs: 'same person, one photo changed', count: same.length, 'min / median / max': spread(same) },
    {
      pairs: 'same person, two photos (A)',
      count: samePhotos.length,
      'min / median / max': spread(samePhotos),
    },
  ],
);
const sweep = [0.6, 0.65, 0.7, FACE_LIMITS.sameFace, 0.75, 0.8].sort((a, b) => a - b);
printTable(
  'False-match and false-reject rates by threshold (sameFace marked *)',
  [...new Set(sweep)].map((t) => ({
    threshold: `${t.toFixed(2)}${t === FACE_LIMITS.sameFace ? ' *' : ''}`,
    'false match (different ≥ t)': rate(different, (v) => v >= t),
    'false reject (changed photo < t)': rate(same, (v) => v < t),
    'false reject (two photos < t)': rate(samePhotos, (v) => v < t),
  })),
);

// The duplicate search's index (modules/face-check/face-print.ts): above EXACT_SEARCH_UP_TO prints it reads only the
// prints that share a hash band with the new face. How many strangers share one (what the index reads at scale), and
// how many same-face pairs it still finds (what it would miss).
const keys = createFacePrintKeys('bench: a key of its own');
const bandsOf = new Map(samples.map((s) => [s, new Set(keys.bands(s.face.descriptor))]));
const bandPairs: { kind: Pair['kind']; shared: boolean; similarity: number }[] = [];
for (let i = 0; i < samples.length; i++) {
  for (let j = i + 1; j < samples.length; j++) {
    const x = samples[i];
    const y = samples[j];
    if (!x || !y) continue;
    const kind = x.person !== y.person ? 'different' : x.photo === y.photo ? 'same' : 'samePhotos';
    const theirs = bandsOf.get(y) as Set<number>;
    const shared = [...(bandsOf.get(x) as Set<number>)].some((band) => theirs.has(band));
    bandPairs.push({ kind, shared, similarity: faceSimilarity(x.face.descriptor, y.face.descriptor) });
  }
}
const bandRate = (rows: typeof bandPairs) =>
  rows.length === 0
    ? '-'
    : `${((100 * rows.filter((r) => r.shared).length) / rows.length).toFixed(1)} % of ${rows.length}`;
printTable(`Duplicate search: pairs sharing a hash band (${BAND_COUNT} bands of ${BAND_BITS} bits)`, [
  {
    pairs: 'different people (read at scale)',
    shared: bandRate(bandPairs.filter((r) => r.kind === 'different')),
  },
  {
    pairs: 'same face at or above sameFace (found)',
    shared: bandRate(bandPairs.filter((r) => r.kind !== 'different' && r.similarity >= FACE_LIMITS.sameFace)),
  },
]);

// The smallest face that still matches: A's turned face shrunk until the detector or the descriptor gives up.
const a = faceImage(FACES.a.left);
const [[aFace]] = (await engine.analyse([a])) as [[FoundFace]];
const sizes: Record<string, string | number>[] = [];
for (const side of [224, 160, 128, 112, 96, 80, 64, 56, 48]) {
  const [found = []] = await engine.analyse([await sharp(a).resize(side).jpeg({ quality: 90 }).toBuffer()]);
  const face = found[0];
  sizes.push({
    'image side': side,
    'face box': face ? face.box[2] : '-',
    similarity: face ? faceSimilarity(aFace.descriptor, face.descriptor).toFixed(3) : 'no face',
    yaw: face ? face.yaw.toFixed(2) : '-',
  });
}
printTable('Face size: A turned, shrunk (similarity to the 224 px frame)', sizes);

// Anti-spoofing and liveness on everything (all of it real faces in photos), and on a crude screen replay: the face
// on a crude screen: a subpixel stripe pattern averaged in, washed out, in a dark bezel.
const stripes = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360"><defs><pattern id="p" width="3" height="3" patternUnits="userSpaceOnUse"><rect width="1" height="3" fill="#f00"/><rect x="1" width="1" height="3" fill="#0f0"/><rect x="2" width="1" height="3" fill="#00f"/></pattern></defs><rect width="360" height="360" fill="url(#p)" opacity="0.2"/></svg>`,
);
const screen = async (image: Buffer) => {
  const shown = await sharp(image)
    .resize(360, 360)
    .composite([{ input: stripes, blend: 'over' }])
    .modulate({ brightness: 1.15, saturation: 0.8 })
    .png()
    .toBuffer();
  return sharp({ create: { width: 224, height: 224, channels: 3, background: '#111' } })
    .composite([{ input: await sharp(shown).resize(180, 180).toBuffer(), left: 22, top: 22 }])
    .jpeg({ quality: 85 })
    .toBuffer();
};
const replays = await facesOf(await Promise.all(people.map((p) => screen(faceImage(p.file)))));
const scores = (label: string, faces: FoundFace[]) => ({
  faces: label,
  count: faces.length,
  'real min / median / max': spread(faces.map((f) => f.real)),
  [`real ≥ ${FACE_LIMITS.real}`]: rate(
    faces.map((f) => f.real),
    (v) => v >= FACE_LIMITS.real,
  ),
  'live min / median / max': spread(faces.map((f) => f.live)),
  [`live ≥ ${FACE_LIMITS.live}`]: rate(
    faces.map((f) => f.live),
    (v) => v >= FACE_LIMITS.live,
  ),
});
const sent = samples.filter((s) => s.variant === 'sent').map((s) => s.face);
printTable(
  'Anti-spoofing (real) and liveness (live): real faces in photos, and the same shown on a "screen"',
  [
    scores('fixtures as sent', sent),
    scores(
      'all variants',
      samples.map((s) => s.face),
    ),
    scores(
      `screen replays (${replays.faces.filter((f) => f === null).length} of ${people.length} with no single face)`,
      replays.faces.filter((f): f is FoundFace => f !== null),
    ),
  ],
);

// A check's cost: 6 camera frames (640×480, the face filling the height) and 2 private photos (1080², as the media
// hub keeps them) in one request, end to end (decode, worker, back).
const frame = async (file: string) =>
  sharp(await sharp(faceImage(file)).resize(480, 480).toBuffer())
    .extend({ left: 80, right: 80, background: '#404040' })
    .jpeg({ quality: 85 })
    .toBuffer();
const photo = (file: string) => sharp(faceImage(file)).resize(1080, 1080).jpeg({ quality: 82 }).toBuffer();
const check = await Promise.all([
  ...[FACES.a.left, FACES.a.left, FACES.a.right, FACES.a.right, FACES.a.straight, FACES.a.straight].map(
    frame,
  ),
  photo(FACES.a.photos[0] as string),
  photo(FACES.a.photos[5] as string),
]);
const checkWall: number[] = [];
const checkCpu: number[] = [];
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const before = process.cpuUsage();
  await engine.analyse(check);
  checkCpu.push(cpuMs(before));
  checkWall.push(performance.now() - started);
}
lag.disable();
const worked = engine.stats();
const rssWorked = rssMb();
await engine.close();
const row = (name: string, values: number[]) => {
  const s = summarise(name, values);
  return {
    case: name,
    runs: s.samples,
    p50: Math.round(s.p50),
    p95: Math.round(s.p95),
    max: Math.round(s.max),
  };
};
printTable('Face check: cost (ms; CPU is the whole process: sharp decode + the worker)', [
  { case: 'cold: worker start + model load (wall)', runs: 1, p50: Math.round(coldMs), p95: '-', max: '-' },
  { case: 'cold: worker start + model load (CPU)', runs: 1, p50: Math.round(coldCpuMs), p95: '-', max: '-' },
  row('CPU per frame (224 px face crops)', frameCpu),
  row('CPU per check (6 frames 640×480 + 2 photos 1080²)', checkCpu),
  row('check end to end (wall)', checkWall),
  {
    case: 'event loop delay meanwhile (p50 / p99 / max)',
    runs: '-',
    p50: Math.round((lag.percentile(50) / 1e6) * 10) / 10,
    p95: Math.round((lag.percentile(99) / 1e6) * 10) / 10,
    max: Math.round((lag.max / 1e6) * 10) / 10,
  },
]);
printTable('Face check: memory (MB)', [
  {
    what: "worker's heap + external (WebAssembly) after load / after the run",
    MB: `${Math.round((loaded.workerBytes ?? 0) / 2 ** 20)} / ${Math.round((worked.workerBytes ?? 0) / 2 ** 20)}`,
  },
  {
    what: 'process RSS before the worker / loaded / after the run',
    MB: `${rssBefore} / ${rssLoaded} / ${rssWorked}`,
  },
  { what: 'process RSS after close (the idle stop gives this back)', MB: rssMb() },
]);
