// What makes each style look like itself. Comic: bold black outlines, flat colour, halftone dots, a burst behind
// the main thing and a panel border. Fantasy art: soft glow, light rays, sparkles and a dreamy vignette.
// Digital art: neon outlines, a low-poly sky, a perspective grid and geometric accents.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import { type Ink, mix } from './ink.ts';
import type { Backdrop } from './scenes.ts';
import { SIDE } from './scenes.ts';
import { type Random, r1 } from './seeded-random.ts';

export interface Spot {
  cx: number;
  cy: number;
  size: number;
}

export interface StyleTreatment {
  defs(c: Ink): string;
  /** Wraps the backdrop (fantasy art softens it). */
  backdrop(svg: string): string;
  /** Attributes of the group around one icon drawn `scale` times its 100-unit box. */
  iconAttrs(scale: number, c: Ink): string;
  behindHero(spot: Spot, c: Ink, random: Random): string;
  overlay(c: Ink, random: Random, backdrop: Backdrop): string;
}

// Filters are what cost time in librsvg (a rotated pattern or a blur over the whole canvas takes ~0.5 s), so the
// soft light of fantasy art and the glow of digital art's grid are faked with gradients and double strokes, and
// the halftone grid is staggered rather than rotated.

/** Blurs used by the scenes themselves (nebulae), in every style. */
const COMMON_DEFS =
  '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>';

const sparkle = (x: number, y: number, size: number, fill: string, opacity: number) =>
  `<path d="M${r1(x)} ${r1(y - size)} Q${r1(x + size * 0.15)} ${r1(y - size * 0.15)} ${r1(x + size)} ${r1(y)} Q${r1(x + size * 0.15)} ${r1(y + size * 0.15)} ${r1(x)} ${r1(y + size)} Q${r1(x - size * 0.15)} ${r1(y + size * 0.15)} ${r1(x - size)} ${r1(y)} Q${r1(x - size * 0.15)} ${r1(y - size * 0.15)} ${r1(x)} ${r1(y - size)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;

const comic: StyleTreatment = {
  defs: () =>
    `${COMMON_DEFS}<pattern id="dots" width="11" height="11" patternUnits="userSpaceOnUse"><circle cx="2.75" cy="2.75" r="2.2" fill="#15161c"/><circle cx="8.25" cy="8.25" r="2.2" fill="#15161c"/></pattern>`,
  backdrop: (svg) => svg,
  iconAttrs: (scale) =>
    `stroke="#15161c" stroke-width="${r1((6.5 / scale) * 10) / 10}" stroke-linejoin="round" stroke-linecap="round"`,
  behindHero: ({ cx, cy, size }, c, random) => {
    const rays = 22;
    const reach = size * 0.95;
    const turn = random.range(0, 360 / rays);
    const wedges = Array.from({ length: rays }, (_, i) => {
      if (i % 2) return '';
      const a = ((i * 360) / rays + turn) * (Math.PI / 180);
      const b = (((i + 1) * 360) / rays + turn) * (Math.PI / 180);
      return `<path d="M${r1(cx)} ${r1(cy)} L${r1(cx + reach * Math.cos(a))} ${r1(cy + reach * Math.sin(a))} L${r1(cx + reach * Math.cos(b))} ${r1(cy + reach * Math.sin(b))}Z"/>`;
    }).join('');
    return `<g fill="#ffffff" fill-opacity=".28">${wedges}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.5)}" fill="${c.yellow}" fill-opacity=".45"/>`;
  },
  overlay: (_c, _random, backdrop) =>
    `<rect width="${SIDE}" height="${backdrop.horizon}" fill="url(#dots)" opacity=".13"/><rect y="${backdrop.horizon}" width="${SIDE}" height="${SIDE - backdrop.horizon}" fill="url(#dots)" opacity=".07"/><path fill-rule="evenodd" d="M0 0H${SIDE}V${SIDE}H0Z M16 16V${SIDE - 16}H${SIDE - 16}V16Z" fill="#fffdf8"/><rect x="16" y="16" width="${SIDE - 32}" height="${SIDE - 32}" fill="none" stroke="#15161c" stroke-width="9"/>`,
};

const fantasy: StyleTreatment = {
  defs: (c) =>
    `${COMMON_DEFS}<filter id="glow" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur in="SourceGraphic" stdDeviation="7" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter><linearGradient id="ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>${[c.pink, c.cream, c.teal].map((tint, i) => `<radialGradient id="bokeh${i}"><stop offset="0" stop-color="${tint}" stop-opacity=".45"/><stop offset=".7" stop-color="${tint}" stop-opacity=".25"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient>`).join('')}<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset=".5" stop-color="${c.cream}" stop-opacity=".35"/><stop offset="1" stop-color="${c.pink}" stop-opacity="0"/></radialGradient><radialGradient id="vignette" r=".75"><stop offset=".55" stop-color="${c.purple}" stop-opacity="0"/><stop offset="1" stop-color="${mix(c.purple, c.navy, 0.5)}" stop-opacity=".65"/></radialGradient>`,
  backdrop: (svg) => svg,
  iconAttrs: (scale) =>
    `stroke="#ffffff" stroke-opacity=".45" stroke-width="${r1((2 / scale) * 10) / 10}" stroke-linejoin="round" filter="url(#glow)"`,
  behindHero: ({ cx, cy, size }) =>
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.9)}" fill="url(#halo)"/>`,
  overlay: (c, random) => {
    const rays = Array.from({ length: 5 }, (_, i) => {
      const x = random.range(-100, 300) + i * 70;
      return `<path d="M${r1(x)} -20 L${r1(x + 60)} -20 L${r1(x + 420)} ${SIDE} L${r1(x + 250)} ${SIDE}Z" fill="url(#ray)" opacity="${r1(random.range(0.25, 0.5) * 100) / 100}"/>`;
    }).join('');
    const bokeh = Array.from(
      { length: 14 },
      () =>
        `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(0, SIDE))}" r="${r1(random.range(10, 34))}" fill="url(#bokeh${random.int(0, 2)})"/>`,
    ).join('');
    const sparkles = Array.from({ length: 26 }, () => {
      const [x, y, size] = [random.range(20, SIDE - 20), random.range(20, SIDE - 60), random.range(4, 16)];
      const tint = random.pick(['#ffffff', c.yellow, c.cream]);
      const halo = `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 1.8)}" fill="url(#halo)"/>`;
      return halo + sparkle(x, y, size, tint, random.range(0.6, 1));
    }).join('');
    return `${rays}${bokeh}${sparkles}<rect width="${SIDE}" height="${SIDE}" fill="url(#vignette)"/>`;
  },
};

function lowPoly(c: Ink, random: Random, bottom: number): string {
  const cols = 7;
  const rows = 5;
  const cell = { w: SIDE / cols, h: bottom / rows };
  const points: [number, number][][] = [];
  for (let r = 0; r <= rows; r++) {
    points.push(
      Array.from({ length: cols + 1 }, (_, k) => {
        const edgeX = k === 0 || k === cols;
        const edgeY = r === 0 || r === rows;
        return [
          k * cell.w + (edgeX ? 0 : random.range(-0.35, 0.35) * cell.w),
          r * cell.h + (edgeY ? 0 : random.range(-0.35, 0.35) * cell.h),
        ] as [number, number];
      }),
    );
  }
  const tris: string[] = [];
  const at = (r: number, k: number) => points[r]?.[k] ?? [0, 0];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const [a, b, d, e] = [at(r, k), at(r, k + 1), at(r + 1, k), at(r + 1, k + 1)];
      for (const tri of [
        [a, b, e],
        [a, e, d],
      ]) {
        const light = random.chance(0.5);
        tris.push(
          `<path d="M${tri.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')}Z" fill="${light ? '#ffffff' : c.navy}" fill-opacity="${r1(random.range(0.03, 0.16) * 100) / 100}" stroke="${c.pink}" stroke-opacity=".12" stroke-width="1"/>`,
        );
      }
    }
  }
  return tris.join('');
}

const digital: StyleTreatment = {
  defs: () =>
    `${COMMON_DEFS}<filter id="neon" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceGraphic" stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  backdrop: (svg) => svg,
  iconAttrs: (scale, c) =>
    `stroke="${mix(c.teal, '#ffffff', 0.5)}" stroke-width="${r1((3.2 / scale) * 10) / 10}" stroke-linejoin="round" filter="url(#neon)"`,
  behindHero: ({ cx, cy, size }, c, random) => {
    const sides = random.pick([3, 6, 8]);
    const ring = (radius: number) =>
      Array.from({ length: sides }, (_, i) => {
        const a = (i / sides) * Math.PI * 2 - Math.PI / 2;
        return `${r1(cx + radius * Math.cos(a))},${r1(cy + radius * Math.sin(a))}`;
      }).join(' ');
    return `<g filter="url(#neon)" fill="none"><polygon points="${ring(size * 0.78)}" stroke="${c.pink}" stroke-width="6"/><polygon points="${ring(size * 0.64)}" stroke="${c.teal}" stroke-width="3"/></g>`;
  },
  overlay: (c, random, backdrop) => {
    const h = backdrop.horizon;
    const vanishX = SIDE / 2;
    const grid: string[] = [];
    if (backdrop.outdoor) {
      for (let i = -10; i <= 10; i++) {
        grid.push(`M${vanishX + i * 18} ${h} L${vanishX + i * 150} ${SIDE}`);
      }
      for (let k = 1; k < 9; k++) {
        const y = h + (SIDE - h) * (k / 8) ** 1.8;
        grid.push(`M0 ${r1(y)} H${SIDE}`);
      }
    }
    const shapes = Array.from({ length: 6 }, () => {
      const x = random.range(30, SIDE - 30);
      const y = random.range(30, h - 40);
      const s = random.range(8, 22);
      const d = `M${r1(x)} ${r1(y - s)} L${r1(x + s)} ${r1(y)} L${r1(x)} ${r1(y + s)} L${r1(x - s)} ${r1(y)}Z`;
      const tint = random.pick([c.teal, c.pink, c.yellow]);
      return `<path d="${d}" fill="none" stroke="${tint}" stroke-opacity=".25" stroke-width="8"/><path d="${d}" fill="none" stroke="${tint}" stroke-width="2.5"/>`;
    }).join('');
    const lines = grid.join(' ');
    return `${lowPoly(c, random, h)}<path d="${lines}" stroke="${c.pink}" stroke-opacity=".18" stroke-width="7" fill="none"/><path d="${lines}" stroke="${c.pink}" stroke-opacity=".6" stroke-width="2" fill="none"/>${shapes}`;
  },
};

export const STYLE_TREATMENTS: Record<ImageStyle, StyleTreatment> = {
  comic,
  'fantasy-art': fantasy,
  'digital-art': digital,
};
