// Outdoor scenes: a sky for the time of day over land or sea, with a floor for things to stand on.
import { mix } from './ink.ts';
import { ground, outdoor, peaks, pines, ridge, type ScenePainters, SIDE } from './scene-parts.ts';
import { r1 } from './seeded-random.ts';

export const OUTDOOR_SCENES: ScenePainters<
  'beach' | 'sea' | 'mountain' | 'forest' | 'snow' | 'space' | 'city' | 'countryside' | 'meadow' | 'desert'
> = {
  beach: (ctx) => {
    const { c, random } = ctx;
    const sea = `<rect y="430" width="${SIDE}" height="140" fill="${ground(ctx, c.teal)}"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${r1(random.range(0, 600))} ${450 + i * 22} q20 -8 40 0 t40 0" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`).join('')}`;
    const sand = `<path d="M0 540 Q192 ${r1(random.range(515, 560))} 384 535 T768 540 L768 768 L0 768Z" fill="${ground(ctx, mix(c.tan, c.cream, 0.45))}"/><path d="M0 540 Q192 ${r1(random.range(520, 555))} 384 535 T768 540" fill="none" stroke="#fff" stroke-width="8" stroke-opacity=".8"/>`;
    return outdoor(ctx, 430, 715, sea + sand);
  },
  sea: (ctx) => {
    const { c, random } = ctx;
    const island = `<path d="M${r1(random.range(60, 500))} 452 q70 -46 140 0Z" fill="${ground(ctx, c.green)}"/>`;
    const sea = `<rect y="450" width="${SIDE}" height="318" fill="${ground(ctx, c.blue)}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${r1(random.range(-40, 680))} ${480 + i * 32} q25 -10 50 0 t50 0 t50 0" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`).join('')}`;
    return outdoor(ctx, 450, 720, island + sea);
  },
  mountain: (ctx) => {
    const { c, random } = ctx;
    const land =
      peaks(random, 520, 300, 3, ground(ctx, mix(c.grey, c.blue, 0.35)), ground(ctx, c.white)) +
      peaks(random, 590, 200, 4, ground(ctx, mix(c.purple, c.grey, 0.5)), null) +
      ridge(random, 600, 24, 3, ground(ctx, c.leaf));
    return outdoor(ctx, 470, 725, land);
  },
  forest: (ctx) => {
    const { c, random } = ctx;
    const land =
      ridge(random, 540, 20, 3, ground(ctx, mix(c.green, c.navy, 0.3))) +
      pines(random, 545, 170, 11, ground(ctx, mix(c.green, c.navy, 0.45))) +
      pines(random, 585, 130, 9, ground(ctx, c.green)) +
      ridge(random, 600, 14, 2, ground(ctx, c.leaf));
    return outdoor(ctx, 480, 725, land);
  },
  snow: (ctx) => {
    const { c, random } = ctx;
    const flakes = Array.from(
      { length: 60 },
      () =>
        `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(0, SIDE))}" r="${r1(random.range(2, 5))}" fill="#fff" fill-opacity=".85"/>`,
    ).join('');
    const land =
      peaks(random, 560, 220, 3, ground(ctx, mix(c.blue, c.white, 0.55)), ground(ctx, c.white)) +
      ridge(random, 580, 30, 2, ground(ctx, mix(c.white, c.blue, 0.12))) +
      flakes;
    return outdoor(ctx, 500, 720, land);
  },
  space: (ctx) => {
    const { c, random } = ctx;
    const nebula = Array.from(
      { length: 3 },
      () =>
        `<ellipse cx="${r1(random.range(100, 660))}" cy="${r1(random.range(100, 450))}" rx="${r1(random.range(120, 220))}" ry="${r1(random.range(60, 120))}" fill="${random.pick([c.pink, c.purple, c.teal])}" fill-opacity=".22" filter="url(#soft)"/>`,
    ).join('');
    const surface = `<path d="M-100 768 Q384 560 868 768Z" fill="${mix(c.grey, c.navy, 0.4)}"/>${Array.from({ length: 5 }, () => `<ellipse cx="${r1(random.range(120, 650))}" cy="${r1(random.range(700, 750))}" rx="${r1(random.range(18, 40))}" ry="8" fill="${mix(c.grey, c.navy, 0.65)}"/>`).join('')}`;
    return outdoor(ctx, 600, 730, nebula + surface);
  },
  city: (ctx) => {
    const { c, random } = ctx;
    const rows = [0.55, 0.25].map((shadeAmount, layer) => {
      let x = -20;
      const parts: string[] = [];
      while (x < SIDE) {
        const w = random.range(60, 110);
        const h = random.range(140, 320) - layer * 60;
        const top = 560 - h;
        const fill = ground(ctx, mix(c.purple, c.navy, shadeAmount));
        parts.push(
          `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 10)}" fill="${fill}"/>`,
        );
        for (let wy = top + 16; wy < 540; wy += 26) {
          for (let wx = x + 12; wx < x + w - 16; wx += 22) {
            if (random.chance(ctx.time === 'day' ? 0.25 : 0.55)) {
              parts.push(
                `<rect x="${r1(wx)}" y="${r1(wy)}" width="9" height="12" fill="${c.yellow}" fill-opacity=".8"/>`,
              );
            }
          }
        }
        x += w + random.range(2, 12);
      }
      return parts.join('');
    });
    const street = `<rect y="560" width="${SIDE}" height="208" fill="${ground(ctx, c.grey)}"/><rect y="560" width="${SIDE}" height="14" fill="${ground(ctx, mix(c.grey, '#ffffff', 0.4))}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 140 + 20}" y="690" width="70" height="8" fill="#fff" fill-opacity=".7"/>`).join('')}`;
    return outdoor(ctx, 540, 735, rows.join('') + street);
  },
  countryside: (ctx) => {
    const { c, random } = ctx;
    const fence = Array.from(
      { length: 14 },
      (_, i) => `<rect x="${i * 58}" y="590" width="8" height="44" fill="${ground(ctx, c.cream)}"/>`,
    ).join('');
    const land =
      ridge(random, 520, 30, 2, ground(ctx, mix(c.leaf, c.teal, 0.3))) +
      ridge(random, 580, 24, 3, ground(ctx, c.leaf)) +
      `${fence}<rect y="600" width="${SIDE}" height="7" fill="${ground(ctx, c.cream)}"/><rect y="620" width="${SIDE}" height="7" fill="${ground(ctx, c.cream)}"/>` +
      ridge(random, 640, 10, 2, ground(ctx, c.green));
    return outdoor(ctx, 480, 725, land);
  },
  meadow: (ctx) => {
    const { c, random } = ctx;
    const flowers = Array.from(
      { length: 26 },
      () =>
        `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(620, 760))}" r="${r1(random.range(4, 8))}" fill="${random.pick([c.pink, c.yellow, c.white, c.red])}"/>`,
    ).join('');
    const land =
      ridge(random, 540, 36, 2, ground(ctx, mix(c.leaf, c.teal, 0.25))) +
      ridge(random, 610, 20, 2, ground(ctx, c.leaf)) +
      flowers;
    return outdoor(ctx, 500, 720, land);
  },
  desert: (ctx) => {
    const { c, random } = ctx;
    const land =
      ridge(random, 540, 30, 2, ground(ctx, mix(c.orange, c.tan, 0.4))) +
      ridge(random, 610, 26, 3, ground(ctx, mix(c.tan, c.yellow, 0.3)));
    return outdoor(ctx, 500, 720, land);
  },
};
