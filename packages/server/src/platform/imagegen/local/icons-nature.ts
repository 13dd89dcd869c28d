// Hand-drawn icons of nature and places, each in a 100×100 box resting on its bottom edge. Shapes take their
// fill from the ink; the outline comes from the style (a group around the icon), so details that must not be
// outlined say stroke="none".
import type { Ink } from './ink.ts';

export type Draw = (c: Ink) => string;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5) => {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    pts.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return pts.join(' ');
};

export const NATURE_ICONS = {
  sun: (c) =>
    `${Array.from(
      { length: 10 },
      (_, i) => `<path d="M50 4 L56 20 L44 20Z" fill="${c.orange}" transform="rotate(${i * 36} 50 50)"/>`,
    ).join(
      '',
    )}<circle cx="50" cy="50" r="26" fill="${c.yellow}"/><circle cx="41" cy="41" r="7" fill="#fff" fill-opacity=".45" stroke="none"/>`,
  moon: (c) =>
    `<path d="M60 10 A40 40 0 1 0 90 72 A32 32 0 1 1 60 10Z" fill="${c.cream}"/><circle cx="40" cy="58" r="5" fill="${c.grey}" fill-opacity=".35" stroke="none"/><circle cx="52" cy="76" r="3.5" fill="${c.grey}" fill-opacity=".35" stroke="none"/>`,
  star: (c) =>
    `<polygon points="${star(50, 52, 44, 19)}" fill="${c.yellow}" stroke-linejoin="round"/><polygon points="${star(50, 52, 16, 7)}" fill="#fff" fill-opacity=".5" stroke="none"/>`,
  cloud: (c) =>
    `<path d="M18 74 A15 15 0 0 1 22 45 A20 20 0 0 1 58 34 A17 17 0 0 1 84 52 A12 12 0 0 1 82 74Z" fill="${c.white}"/>`,
  palm: (c) =>
    `<path d="M44 97 Q48 62 60 26 L67 28 Q57 62 55 97Z" fill="${c.brown}"/>${[-168, -132, -96, -58, -22, 14]
      .map(
        (a, i) =>
          `<path d="M0 0 Q22 -15 48 -3 Q26 -4 0 5Z" fill="${i % 2 ? c.leaf : c.green}" transform="translate(63 27) rotate(${a})"/>`,
      )
      .join(
        '',
      )}<circle cx="58" cy="33" r="5" fill="${c.brown}"/><circle cx="67" cy="34" r="5" fill="${c.tan}"/>`,
  wave: (c) =>
    `<path d="M2 86 Q14 40 50 34 Q82 30 92 58 Q78 46 64 54 Q52 63 64 72 Q78 80 98 76 L98 98 L2 98Z" fill="${c.blue}"/><path d="M14 80 Q26 52 52 46 Q70 44 80 52" fill="none" stroke="${c.white}" stroke-width="4" stroke-linecap="round"/><path d="M10 92 Q30 86 50 92 Q70 98 92 90" fill="none" stroke="${c.white}" stroke-opacity=".8" stroke-width="3"/>`,
  mountain: (c) =>
    `<path d="M2 96 L36 26 L52 52 L66 34 L98 96Z" fill="${c.grey}"/><path d="M36 26 L27 45 L35 41 L40 47 L46 40Z" fill="${c.white}"/><path d="M66 34 L59 46 L66 44 L72 46Z" fill="${c.white}"/>`,
  tree: (c) =>
    `<rect x="44" y="76" width="12" height="22" fill="${c.brown}"/><path d="M50 4 L76 40 L64 40 L84 64 L68 64 L90 86 L10 86 L32 64 L16 64 L36 40 L24 40Z" fill="${c.green}"/><path d="M50 10 L34 40 L42 40 Z" fill="#fff" fill-opacity=".25" stroke="none"/>`,
  flower: (c) =>
    `<path d="M50 98 Q48 70 50 52" fill="none" stroke="${c.green}" stroke-width="5"/><path d="M50 80 Q30 70 28 84 Q40 90 50 80Z" fill="${c.leaf}"/><path d="M50 74 Q70 62 74 76 Q62 84 50 74Z" fill="${c.leaf}"/>${[
      0, 60, 120, 180, 240, 300,
    ]
      .map(
        (a) => `<ellipse cx="50" cy="20" rx="11" ry="16" fill="${c.pink}" transform="rotate(${a} 50 36)"/>`,
      )
      .join('')}<circle cx="50" cy="36" r="10" fill="${c.yellow}"/>`,
  cactus: (c) =>
    `<path d="M40 96 L40 20 Q50 6 60 20 L60 96Z" fill="${c.green}"/><path d="M40 60 L26 60 Q18 60 18 50 L18 34 Q24 28 30 34 L30 48 L40 48Z" fill="${c.green}"/><path d="M60 52 L74 52 Q82 52 82 42 L82 28 Q76 22 70 28 L70 40 L60 40Z" fill="${c.leaf}"/><rect x="30" y="90" width="40" height="8" rx="2" fill="${c.orange}"/>`,
  snowman: (c) =>
    `<circle cx="50" cy="74" r="22" fill="${c.white}"/><circle cx="50" cy="40" r="15" fill="${c.white}"/><rect x="38" y="12" width="24" height="16" fill="${c.dark}"/><rect x="32" y="26" width="36" height="5" fill="${c.dark}"/><path d="M50 42 L66 46 L50 47Z" fill="${c.orange}"/><circle cx="45" cy="37" r="2" fill="${c.line}" stroke="none"/><circle cx="55" cy="37" r="2" fill="${c.line}" stroke="none"/><path d="M36 54 Q50 62 64 54 L64 60 Q50 66 36 60Z" fill="${c.red}"/>`,
  planet: (c) =>
    `<circle cx="50" cy="50" r="28" fill="${c.purple}"/><path d="M30 40 Q50 34 70 42" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/><ellipse cx="50" cy="54" rx="48" ry="12" fill="none" stroke="${c.orange}" stroke-width="5" transform="rotate(-16 50 54)"/>`,
  snowflake: (c) =>
    `${[0, 60, 120]
      .map(
        (a) =>
          `<g transform="rotate(${a} 50 50)"><path d="M50 8 L50 92 M50 22 L40 14 M50 22 L60 14 M50 78 L40 86 M50 78 L60 86" stroke="${c.white}" stroke-width="6" stroke-linecap="round" fill="none"/></g>`,
      )
      .join('')}`,
  bird: (c) => `<path d="M14 54 Q30 30 50 50 Q70 30 86 54 Q70 42 50 58 Q30 42 14 54Z" fill="${c.dark}"/>`,
  fish: (c) =>
    `<path d="M14 50 Q40 18 72 50 Q40 82 14 50Z" fill="${c.orange}"/><path d="M70 50 L94 32 L90 50 L94 68Z" fill="${c.yellow}"/><circle cx="30" cy="46" r="4" fill="${c.line}" stroke="none"/><path d="M44 36 Q50 50 44 64" fill="none" stroke="${c.yellow}" stroke-width="3"/>`,
} satisfies Record<string, Draw>;
