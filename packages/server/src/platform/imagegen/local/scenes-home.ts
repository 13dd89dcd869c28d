// A garden (lawn, hedge and picket fence under the sky) and a home (a living room with a big window onto the
// sky, so the weather shows, and a windowsill and a rug for things to sit on).
import { mix } from './ink.ts';
import { ground, outdoor, ridge, type ScenePainters, SIDE, sky } from './scene-parts.ts';
import { r1 } from './seeded-random.ts';

export const HOME_SCENES: ScenePainters<'garden' | 'home'> = {
  garden: (ctx) => {
    const { c, random } = ctx;
    const hedge = Array.from(
      { length: 12 },
      (_, i) =>
        `<circle cx="${r1(i * 70 + random.range(-10, 10))}" cy="${r1(500 + random.range(-10, 10))}" r="${r1(random.range(48, 62))}" fill="${ground(ctx, mix(c.green, c.navy, 0.25))}"/>`,
    ).join('');
    const pickets = Array.from(
      { length: 20 },
      (_, i) => `<path d="M${i * 40 + 6} 620 V576 l10 -12 l10 12 V620Z" fill="${ground(ctx, c.white)}"/>`,
    ).join('');
    const rails = `<rect y="584" width="${SIDE}" height="8" fill="${ground(ctx, c.white)}"/><rect y="604" width="${SIDE}" height="8" fill="${ground(ctx, c.white)}"/>`;
    const beds = Array.from(
      { length: 22 },
      () =>
        `<circle cx="${r1(random.range(0, SIDE))}" cy="${r1(random.range(630, 650))}" r="${r1(random.range(6, 10))}" fill="${random.pick([c.pink, c.red, c.yellow, c.purple])}"/>`,
    ).join('');
    const land =
      `<rect y="520" width="${SIDE}" height="248" fill="${ground(ctx, mix(c.green, c.navy, 0.25))}"/>${hedge}${pickets}${rails}` +
      `<rect y="620" width="${SIDE}" height="40" fill="${ground(ctx, c.brown)}"/>${beds}` +
      ridge(random, 668, 6, 2, ground(ctx, c.leaf));
    return outdoor(ctx, 470, 725, land);
  },
  home: (ctx) => {
    const { c, random } = ctx;
    const s = sky(ctx, 'sky', 340);
    const wall = mix(c.cream, c.pink, 0.22);
    const wx = r1(random.range(150, 300));
    const window = `<svg x="${wx}" y="80" width="330" height="330" viewBox="0 0 768 340" preserveAspectRatio="xMidYMid slice">${s.svg}</svg><rect x="${wx}" y="80" width="330" height="330" fill="none" stroke="${c.white}" stroke-width="16"/><path d="M${r1(wx + 165)} 80 V410 M${wx} 245 H${r1(wx + 330)}" stroke="${c.white}" stroke-width="9"/><rect x="${r1(wx - 30)}" y="404" width="390" height="22" rx="4" fill="${c.white}"/>`;
    const curtains = `<path d="M${r1(wx - 70)} 60 Q${r1(wx - 40)} 240 ${r1(wx - 60)} 440 L${r1(wx - 10)} 440 Q${r1(wx - 2)} 240 ${r1(wx + 10)} 60Z M${r1(wx + 320)} 60 Q${r1(wx + 332)} 240 ${r1(wx + 340)} 440 L${r1(wx + 390)} 440 Q${r1(wx + 370)} 240 ${r1(wx + 400)} 60Z" fill="${c.teal}"/>`;
    const frame = `<rect x="40" y="140" width="80" height="100" fill="${c.gold}"/><rect x="50" y="150" width="60" height="80" fill="${c.blue}" fill-opacity=".6"/>`;
    const floor = `<rect y="600" width="${SIDE}" height="168" fill="${mix(c.brown, c.tan, 0.4)}"/><rect y="590" width="${SIDE}" height="14" fill="${c.brown}"/><ellipse cx="384" cy="712" rx="330" ry="46" fill="${c.purple}" fill-opacity=".55"/>`;
    return {
      defs: s.defs,
      svg: `<rect width="${SIDE}" height="${SIDE}" fill="${wall}"/>${frame}${window}${curtains}${floor}`,
      floor: 712,
      horizon: 600,
      outdoor: false,
    };
  },
};
