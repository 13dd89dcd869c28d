// The colours a picture is painted with: named inks that the icons and scenes use, mixed per style (flat and
// saturated for comic, soft and dreamy for fantasy art, neon for digital art) and shifted a little per prompt.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import type { Random } from './seeded-random.ts';

export interface Ink {
  red: string;
  orange: string;
  yellow: string;
  gold: string;
  green: string;
  leaf: string;
  teal: string;
  blue: string;
  navy: string;
  purple: string;
  pink: string;
  brown: string;
  tan: string;
  cream: string;
  white: string;
  grey: string;
  dark: string;
  /** The outline of comic drawings and small details such as eyes. */
  line: string;
}

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Saturation and lightness of the main inks per style. */
const MIX: Record<ImageStyle, { s: number; l: number; soft: number }> = {
  comic: { s: 88, l: 54, soft: 0 },
  'fantasy-art': { s: 72, l: 66, soft: 8 },
  'digital-art': { s: 100, l: 58, soft: 0 },
};

export function makeInk(style: ImageStyle, random: Random): Ink {
  const { s, l } = MIX[style];
  // A small hue shift per prompt keeps pictures of the same subject from looking stamped out.
  const shift = random.range(-12, 12);
  const tone = (h: number, ds = 0, dl = 0) => hsl(h + shift, s + ds, l + dl);
  const dreamy = style === 'fantasy-art';
  const neon = style === 'digital-art';
  return {
    red: tone(dreamy ? 345 : 356, 0, -2),
    orange: tone(26),
    yellow: tone(48, 0, 6),
    gold: tone(42, -10, -4),
    green: tone(neon ? 150 : 118, -18, -10),
    leaf: tone(neon ? 140 : 100, -10, -4),
    teal: tone(178, -10, -6),
    blue: tone(dreamy ? 215 : 208, 0, -4),
    navy: tone(228, -30, -34),
    purple: tone(dreamy ? 275 : 285, -8, 0),
    pink: tone(dreamy ? 330 : 322, 0, 10),
    brown: tone(24, -40, -22),
    tan: tone(32, -34, 10),
    cream: hsl(42 + shift, 70, 92),
    white: neon ? '#f4fbff' : '#fffdf8',
    grey: tone(215, -70, -2),
    dark: neon ? '#0b1026' : '#1d2233',
    line: neon ? '#0b1026' : '#15161c',
  };
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
