// Indoor scenes: a stage, a kitchen, a library, a cinema and a cafe, some with a window onto the sky.
import { mix } from './ink.ts';
import { gradient, type ScenePainters, SIDE, sky } from './scene-parts.ts';
import { r1 } from './seeded-random.ts';

export const INDOOR_SCENES: ScenePainters<'party' | 'kitchen' | 'library' | 'cinema' | 'cafe'> = {
  party: (ctx) => {
    const { c, random } = ctx;
    const defs = gradient('sky', [mix(c.purple, c.navy, 0.5), c.purple, mix(c.pink, c.purple, 0.4)]);
    const beams = [140, 384, 628]
      .map((x) => `<path d="M${x} -20 L${x - 150} 768 L${x + 150} 768Z" fill="#fff" fill-opacity=".09"/>`)
      .join('');
    const confetti = Array.from(
      { length: 60 },
      () =>
        `<rect x="${r1(random.range(0, SIDE))}" y="${r1(random.range(0, 620))}" width="10" height="5" fill="${random.pick([c.yellow, c.pink, c.teal, c.orange, c.white])}" transform="rotate(${r1(random.range(0, 180))} ${r1(random.range(0, SIDE))} ${r1(random.range(0, 620))})"/>`,
    ).join('');
    const stage = `<ellipse cx="384" cy="760" rx="520" ry="150" fill="${mix(c.navy, c.purple, 0.3)}"/><ellipse cx="384" cy="740" rx="330" ry="60" fill="${c.pink}" fill-opacity=".25"/>`;
    return {
      defs,
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="url(#sky)"/>${beams}${confetti}${stage}`,
      floor: 725,
      horizon: 620,
      outdoor: false,
    };
  },
  kitchen: (ctx) => {
    const { c, random } = ctx;
    const wall = mix(c.cream, c.teal, 0.18);
    const tiles = Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M0 ${i * 48} H${SIDE} M${i * 64 + (i % 2) * 32} 0 V560" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
    ).join('');
    const s = sky(ctx, 'sky', 300);
    const wx = r1(random.range(80, 420));
    const window = `<svg x="${wx}" y="70" width="260" height="220" viewBox="0 0 768 340" preserveAspectRatio="xMidYMid slice">${s.svg}</svg><rect x="${wx}" y="70" width="260" height="220" fill="none" stroke="${c.white}" stroke-width="14"/><path d="M${r1(wx + 130)} 70 V290 M${wx} 180 H${r1(wx + 260)}" stroke="${c.white}" stroke-width="8"/>`;
    const counter = `<rect y="560" width="${SIDE}" height="208" fill="${c.brown}"/><rect y="548" width="${SIDE}" height="24" fill="${mix(c.tan, c.white, 0.3)}"/>`;
    return {
      defs: s.defs,
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="${wall}"/>${tiles}${window}${counter}`,
      floor: 700,
      horizon: 560,
      outdoor: false,
    };
  },
  library: (ctx) => {
    const { c, random } = ctx;
    const shelves: string[] = [];
    for (const y of [140, 300, 460]) {
      let x = 20;
      while (x < SIDE - 30) {
        const w = random.range(16, 30);
        const h = random.range(90, 130);
        shelves.push(
          `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" fill="${random.pick([c.red, c.blue, c.green, c.gold, c.purple, c.teal, c.orange])}"/>`,
        );
        x += w + random.range(1, 4) + (random.chance(0.08) ? 40 : 0);
      }
      shelves.push(`<rect x="0" y="${y}" width="${SIDE}" height="18" fill="${c.brown}"/>`);
    }
    const table = `<rect y="600" width="${SIDE}" height="168" fill="${mix(c.brown, c.tan, 0.35)}"/><rect y="590" width="${SIDE}" height="16" fill="${c.tan}"/>`;
    return {
      defs: '',
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="${mix(c.brown, c.navy, 0.35)}"/>${shelves.join('')}${table}`,
      floor: 720,
      horizon: 600,
      outdoor: false,
    };
  },
  cinema: (ctx) => {
    const { c } = ctx;
    const defs = `${gradient('screen', [c.white, mix(c.cream, c.yellow, 0.4)])}${gradient('curtain', [mix(c.red, c.navy, 0.2), c.red, mix(c.red, c.navy, 0.3)], 1, 0)}`;
    const folds = (x: number, w: number) =>
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${r1(x + (w / 5) * i)}" y="0" width="${r1(w / 5)}" height="${SIDE}" fill="url(#curtain)"/>`,
      ).join('');
    const seats = Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${i * 88 - 10}" y="690" width="74" height="90" rx="20" fill="${mix(c.red, c.navy, 0.55)}"/>`,
    ).join('');
    return {
      defs,
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="${mix(c.navy, '#000000', 0.3)}"/><rect x="130" y="60" width="508" height="300" rx="8" fill="url(#screen)"/><path d="M130 360 L0 768 L768 768 L638 360Z" fill="${c.white}" fill-opacity=".06"/>${folds(0, 130)}${folds(638, 130)}<rect width="${SIDE}" height="40" fill="${mix(c.red, c.navy, 0.3)}"/>${seats}`,
      floor: 700,
      horizon: 600,
      outdoor: false,
    };
  },
  cafe: (ctx) => {
    const { c, random } = ctx;
    const s = sky(ctx, 'sky', 300);
    const bulbs = Array.from({ length: 11 }, (_, i) => {
      const x = 30 + i * 71;
      const y = 70 + Math.sin((i / 10) * Math.PI) * 50;
      return `<circle cx="${x}" cy="${r1(y)}" r="9" fill="${c.yellow}"/><circle cx="${x}" cy="${r1(y)}" r="20" fill="${c.yellow}" fill-opacity=".25"/>`;
    }).join('');
    const wx = r1(random.range(120, 330));
    return {
      defs: s.defs,
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="${mix(c.orange, c.brown, 0.55)}"/><svg x="${wx}" y="120" width="320" height="300" viewBox="0 0 768 340" preserveAspectRatio="xMidYMid slice">${s.svg}</svg><rect x="${wx}" y="120" width="320" height="300" fill="none" stroke="${c.brown}" stroke-width="16"/><path d="M${r1(wx + 160)} 120 V420" stroke="${c.brown}" stroke-width="10"/><path d="M0 60 Q384 170 768 60" fill="none" stroke="${c.dark}" stroke-width="2"/>${bulbs}<rect y="600" width="${SIDE}" height="168" fill="${c.brown}"/><rect y="588" width="${SIDE}" height="18" fill="${mix(c.tan, c.brown, 0.3)}"/>`,
      floor: 705,
      horizon: 600,
      outdoor: false,
    };
  },
};
