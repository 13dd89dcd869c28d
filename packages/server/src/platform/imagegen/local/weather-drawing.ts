// Weather as drawn: in the sky (and so in an indoor scene's window) grey clouds and rain, snow, a sun, gusts, a
// storm's lightning or big stars; and over an outdoor picture, rain, snow and wind in front of everything.
import { mix } from './ink.ts';
import { type SceneContext, SIDE } from './scene-canvas.ts';
import type { Weather } from './scene-names.ts';
import { type Random, r1 } from './seeded-random.ts';

const streaks = (random: Random, top: number, bottom: number, count: number, opacity: number) =>
  `<g stroke="#eaf4ff" stroke-opacity="${opacity}" stroke-width="3" stroke-linecap="round">${Array.from(
    { length: count },
    () => {
      const x = random.range(-40, SIDE);
      const y = random.range(top, bottom);
      return `<path d="M${r1(x)} ${r1(y)} l-10 28"/>`;
    },
  ).join('')}</g>`;

const flakes = (random: Random, top: number, bottom: number, count: number) =>
  `<g fill="#fff" fill-opacity=".9">${Array.from(
    { length: count },
    () =>
      `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(top, bottom))}" r="${r1(random.range(3, 7))}"/>`,
  ).join('')}</g>`;

const gusts = (random: Random, top: number, bottom: number, count: number) =>
  `<g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="5" stroke-linecap="round">${Array.from(
    { length: count },
    () => {
      const x = random.range(20, SIDE - 260);
      const y = random.range(top, bottom);
      return `<path d="M${r1(x)} ${r1(y)} q90 -18 180 0 q40 8 30 -22 q-8 -18 -26 -6"/>`;
    },
  ).join('')}</g>`;

const greyCloud = (x: number, y: number, w: number, fill: string) =>
  `<g fill="${fill}"><ellipse cx="${r1(x + w / 2)}" cy="${r1(y)}" rx="${r1(w / 2)}" ry="${r1(w / 6)}"/><circle cx="${r1(x + w * 0.38)}" cy="${r1(y - w / 9)}" r="${r1(w / 4.5)}"/><circle cx="${r1(x + w * 0.64)}" cy="${r1(y - w / 14)}" r="${r1(w / 6)}"/></g>`;

/** Is the sky overcast (grey, no sun)? */
export const overcast = (weather: readonly Weather[]) =>
  weather.includes('rain') || weather.includes('storm');

/** The weather in the sky, above the horizon. */
export function skyWeather(ctx: SceneContext, horizon: number): string {
  const { c, random, weather, time } = ctx;
  const parts: string[] = [];
  if (overcast(weather)) {
    const fill = mix(c.grey, c.navy, weather.includes('storm') ? 0.45 : 0.15);
    for (let i = 0; i < 4; i++)
      parts.push(greyCloud(i * 200 - 60 + random.range(-30, 30), random.range(60, 150), 300, fill));
    parts.push(streaks(random, 120, horizon, 70, 0.7));
  }
  if (weather.includes('storm'))
    parts.push(
      `<path d="M${r1(random.range(250, 480))} 150 l-40 110 h36 l-30 110 l90 -140 h-40 l34 -80Z" fill="${c.yellow}" stroke="#fff" stroke-width="4"/>`,
    );
  if (weather.includes('snow')) parts.push(flakes(random, 0, horizon, 50));
  if (weather.includes('wind')) parts.push(gusts(random, 90, horizon - 60, 3));
  if (weather.includes('sun') && time !== 'night' && !overcast(weather)) {
    const [x, y] = [random.range(540, 660), random.range(90, 150)];
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `M${r1(x + 66 * Math.cos(a))} ${r1(y + 66 * Math.sin(a))} L${r1(x + 94 * Math.cos(a))} ${r1(y + 94 * Math.sin(a))}`;
    }).join(' ');
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="80" fill="${c.yellow}" fill-opacity=".3"/><path d="${rays}" stroke="${c.orange}" stroke-width="9" stroke-linecap="round"/><circle cx="${r1(x)}" cy="${r1(y)}" r="54" fill="${c.yellow}"/>`,
    );
  }
  if (weather.includes('stars'))
    for (let i = 0; i < 9; i++) {
      const [x, y, s] = [random.range(20, SIDE - 20), random.range(20, horizon * 0.7), random.range(6, 12)];
      parts.push(
        `<path d="M${r1(x)} ${r1(y - s * 2)} L${r1(x + s * 0.5)} ${r1(y - s * 0.5)} L${r1(x + s * 2)} ${r1(y)} L${r1(x + s * 0.5)} ${r1(y + s * 0.5)} L${r1(x)} ${r1(y + s * 2)} L${r1(x - s * 0.5)} ${r1(y + s * 0.5)} L${r1(x - s * 2)} ${r1(y)} L${r1(x - s * 0.5)} ${r1(y - s * 0.5)}Z" fill="#fff8d8"/>`,
      );
    }
  return parts.join('');
}

/** The weather over an outdoor picture, in front of everything. */
export function weatherOverlay(weather: readonly Weather[], random: Random): string {
  const parts: string[] = [];
  if (overcast(weather)) parts.push(streaks(random, 0, SIDE, 90, 0.55));
  if (weather.includes('snow')) parts.push(flakes(random, 0, SIDE, 45));
  if (weather.includes('wind')) parts.push(gusts(random, 300, 620, 2));
  return parts.join('');
}
