import { mix } from './ink.ts';
import { type SceneContext, SIDE } from './scene-canvas.ts';
import type { SceneName } from './scene-names.ts';
import { type Random, r1 } from './seeded-random.ts';
import { overcast, skyWeather } from './weather-drawing.ts';

export { type SceneContext, SIDE };

export interface Backdrop {
  defs: string;
  svg: string;
  /** Where things stand: the baseline of the foreground. */
  floor: number;
  /** Top of the ground; the sky is above it. */
  horizon: number;
  outdoor: boolean;
}

export const gradient = (id: string, stops: string[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((s, i) => `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${s}"/>`)
    .join('')}</linearGradient>`;

function skyStops({ c, time, style, weather }: SceneContext): string[] {
  if (overcast(weather) && time !== 'night')
    return [mix(c.grey, c.navy, 0.45), mix(c.grey, c.blue, 0.3), mix(c.grey, '#ffffff', 0.35)];
  // Digital art keeps its neon evening whatever the hour, which is much of what makes it that style.
  if (style === 'digital-art' && time !== 'night')
    return [mix(c.navy, '#000000', 0.2), c.purple, c.pink, c.orange];
  if (time === 'night') return [mix(c.navy, '#000000', 0.35), c.navy, mix(c.purple, c.navy, 0.4)];
  if (time === 'sunset') return [mix(c.purple, c.navy, 0.2), c.pink, c.orange, c.yellow];
  return [mix(c.blue, '#ffffff', 0.05), mix(c.blue, '#ffffff', 0.45), mix(c.cream, c.yellow, 0.2)];
}

/** Ground colours darken at night. */
export const ground = (ctx: SceneContext, colour: string) =>
  ctx.time === 'night'
    ? mix(colour, ctx.c.navy, 0.55)
    : ctx.time === 'sunset'
      ? mix(colour, ctx.c.purple, 0.18)
      : colour;

function skyDecor(ctx: SceneContext, horizon: number): string {
  const { c, random, time } = ctx;
  const parts: string[] = [];
  if (time === 'night') {
    for (let i = 0; i < 70; i++) {
      const size = random.range(0.8, 2.6);
      parts.push(
        `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(0, horizon - 20))}" r="${r1(size)}" fill="#fff" fill-opacity="${r1(random.range(0.4, 1))}"/>`,
      );
    }
  } else if (!overcast(ctx.weather)) {
    for (let i = 0, n = random.int(2, 4); i < n; i++) {
      const x = random.range(-40, SIDE - 120);
      const y = random.range(50, horizon * 0.55);
      const w = random.range(110, 190);
      parts.push(
        `<g fill="#fff" fill-opacity="${time === 'sunset' ? 0.45 : 0.85}"><ellipse cx="${r1(x + w / 2)}" cy="${r1(y)}" rx="${r1(w / 2)}" ry="${r1(w / 7)}"/><circle cx="${r1(x + w * 0.4)}" cy="${r1(y - w / 9)}" r="${r1(w / 5)}"/><circle cx="${r1(x + w * 0.62)}" cy="${r1(y - w / 12)}" r="${r1(w / 6.5)}"/></g>`,
      );
    }
  }
  if (time === 'sunset') {
    const y = horizon - 40;
    parts.unshift(
      `<circle cx="${r1(random.range(200, 560))}" cy="${y}" r="110" fill="${c.yellow}" fill-opacity=".8"/>`,
    );
  }
  parts.push(skyWeather(ctx, horizon));
  return parts.join('');
}

export function sky(ctx: SceneContext, id: string, horizon: number): { defs: string; svg: string } {
  return {
    // In canvas units down to the horizon, so the sky keeps its colours whatever the rect's height.
    defs: gradient(id, skyStops(ctx)).replace(
      'x1="0" y1="0" x2="0" y2="1"',
      `gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${horizon}"`,
    ),
    svg: `<rect width="${SIDE}" height="${SIDE}" fill="url(#${id})"/>${skyDecor(ctx, horizon)}`,
  };
}

/** A soft ridge line across the canvas from `y`, varied by the random source. */
export function ridge(random: Random, y: number, amplitude: number, bumps: number, fill: string): string {
  const step = SIDE / bumps;
  let d = `M0 ${r1(y + random.range(-amplitude, amplitude))}`;
  for (let i = 1; i <= bumps; i++) {
    d += ` Q${r1(step * (i - 0.5))} ${r1(y + random.range(-amplitude * 1.6, amplitude * 0.4))} ${r1(step * i)} ${r1(y + random.range(-amplitude, amplitude))}`;
  }
  return `<path d="${d} L${SIDE} ${SIDE} L0 ${SIDE}Z" fill="${fill}"/>`;
}

export function peaks(
  random: Random,
  base: number,
  height: number,
  count: number,
  fill: string,
  snow: string | null,
) {
  const parts: string[] = [];
  const step = SIDE / count;
  for (let i = -1; i <= count; i++) {
    const x = step * i + random.range(-step * 0.3, step * 0.3);
    const h = height * random.range(0.65, 1.1);
    const w = step * random.range(0.9, 1.4);
    parts.push(
      `<path d="M${r1(x - w)} ${base} L${r1(x)} ${r1(base - h)} L${r1(x + w)} ${base}Z" fill="${fill}"/>`,
    );
    if (snow) {
      const k = 0.28;
      parts.push(
        `<path d="M${r1(x - w * k)} ${r1(base - h * (1 - k))} L${r1(x)} ${r1(base - h)} L${r1(x + w * k)} ${r1(base - h * (1 - k))} L${r1(x + w * 0.1)} ${r1(base - h * (1 - k) + 12)} L${r1(x - w * 0.08)} ${r1(base - h * (1 - k) + 4)}Z" fill="${snow}"/>`,
      );
    }
  }
  return `${parts.join('')}<rect y="${base - 1}" width="${SIDE}" height="${SIDE - base + 1}" fill="${fill}"/>`;
}

export function pines(random: Random, base: number, size: number, count: number, fill: string) {
  return Array.from({ length: count }, (_, i) => {
    const x = (SIDE / (count - 1)) * i + random.range(-14, 14);
    const h = size * random.range(0.7, 1.25);
    return `<path d="M${r1(x)} ${r1(base - h)} L${r1(x + h * 0.32)} ${base + 4} L${r1(x - h * 0.32)} ${base + 4}Z" fill="${fill}"/>`;
  }).join('');
}

export type Painter = (ctx: SceneContext) => Backdrop;

export const outdoor = (ctx: SceneContext, horizon: number, floor: number, land: string): Backdrop => {
  const s = sky(ctx, 'sky', horizon);
  return { defs: s.defs, svg: s.svg + land, floor, horizon, outdoor: true };
};

export type ScenePainters<N extends SceneName> = Record<N, Painter>;
