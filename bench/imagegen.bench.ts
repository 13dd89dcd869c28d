// The offline illustrator (IMAGEGEN=local): time to make one 768×768 PNG per style, over varied prompts, split
// into composing the SVG and rendering it with sharp. An image job's own time is this plus a store and a write.
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import { composeScene } from '../packages/server/src/platform/imagegen/local/compose-scene.ts';
import { createLocalIllustrator } from '../packages/server/src/platform/imagegen/local-illustrator.ts';
import { printTable, summarise } from './table.ts';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const prompts = [
  'My next vacation: a sunny beach in Bali with my partner',
  'Where I would settle: a cottage in the countryside with a garden',
  'The most special person in my life is my mum',
  'If I won the lotto I would tell my best friend first',
  'Who would play me in a movie? Someone funny',
  'The TV show I cannot live without',
  'My favourite book is a story about dragons and the stars',
  'First meal for a new partner: homemade pizza and red wine',
  'Hiking in the mountains with my dog',
  'Skiing in the snow, then hot chocolate',
];

const illustrator = createLocalIllustrator();
// One warm-up per style: sharp and librsvg load on first use.
for (const style of IMAGE_STYLES) await illustrator.generate({ prompt: 'warm up', style });

const rows = [];
for (const style of IMAGE_STYLES) {
  const compose: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const prompt = `${prompts[i % prompts.length]} (${i})`;
    const t0 = performance.now();
    composeScene(prompt, style);
    compose.push(performance.now() - t0);
    const t1 = performance.now();
    bytes += (await illustrator.generate({ prompt, style })).length;
    total.push(performance.now() - t1);
  }
  const whole = summarise(style, total);
  const svg = summarise(style, compose);
  rows.push({
    style,
    runs,
    'compose p50': svg.p50,
    'p50 ms': whole.p50,
    'p95 ms': whole.p95,
    'max ms': whole.max,
    'avg KB': Math.round(bytes / runs / 1024),
  });
}
printTable(`Local illustrator, one 768×768 PNG (ms; ${runs} prompts per style, after a warm-up)`, rows);
