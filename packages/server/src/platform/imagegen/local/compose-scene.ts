// Composes the picture for a prompt as SVG: the setting's backdrop with its weather, the main thing of the prompt
// large in the middle, up to two characters and the other motifs around it (the prompt kind's among them), and the
// style's own treatment over it all. The plan of what was drawn comes back with the SVG, which also carries it as
// data attributes. Everything varies with a seed taken from the prompt and style.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import { CHARACTER_ICONS, ICONS, type IconName, SKY_ICONS } from './icons.ts';
import { makeInk } from './ink.ts';
import { readPrompt } from './prompt-reading.ts';
import type { PromptKind, SceneName, TimeOfDay, Weather } from './scene-names.ts';
import { paintBackdrop, SIDE } from './scenes.ts';
import { hashText, r1, seededRandom } from './seeded-random.ts';
import { STYLE_TREATMENTS } from './style-treatments.ts';
import { weatherOverlay } from './weather-drawing.ts';

/** What the picture shows, as read from the prompt: the test and the grid script read it. */
export interface ScenePlan {
  kind: PromptKind;
  setting: SceneName;
  time: TimeOfDay;
  weather: Weather[];
  /** The prompt's motifs drawn, most important first (the kind's motif included, penguins not). */
  motifs: IconName[];
  characters: number;
}

export interface Composition {
  svg: string;
  scene: SceneName;
  plan: ScenePlan;
  /** The things drawn, main thing first (characters included). */
  drawn: IconName[];
}

interface Slot {
  cx: number;
  bottom: number;
  size: number;
}

export function composeScene(prompt: string, style: ImageStyle): Composition {
  const random = seededRandom(hashText(`${style}\u0000${prompt.trim()}`));
  const c = makeInk(style, random);
  const reading = readPrompt(prompt, random);
  const { weather } = reading;
  // Where the sun is a thing of the prompt, it is drawn once, as that thing.
  const sky = reading.icons.includes('sun') ? weather.filter((w) => w !== 'sun') : weather;
  const backdrop = paintBackdrop(reading.scene, { c, random, time: reading.time, style, weather: sky });
  const treatment = STYLE_TREATMENTS[style];
  const drawn: IconName[] = [];

  const icon = (name: IconName, { cx, bottom, size }: Slot, flip = false, tilt = 0, shadow = false) => {
    drawn.push(name);
    const scale = size / 100;
    const x = cx - size / 2;
    const y = bottom - size;
    const mirror = flip
      ? `translate(${r1(size)} 0) scale(${r1(-scale * 1000) / 1000} ${r1(scale * 1000) / 1000})`
      : `scale(${r1(scale * 1000) / 1000})`;
    const under = shadow
      ? `<ellipse cx="${r1(cx)}" cy="${r1(bottom - size * 0.02)}" rx="${r1(size * 0.38)}" ry="${r1(size * 0.06)}" fill="#000" fill-opacity=".18"/>`
      : '';
    return `${under}<g data-icon="${name}" transform="translate(${r1(x)} ${r1(y)}) ${mirror} rotate(${r1(tilt)} 50 50)" ${treatment.iconAttrs(scale, c)}>${ICONS[name](c)}</g>`;
  };

  // The main thing stands in the middle; something of the sky (a plane, the sun) goes up top unless it is all there is.
  const grounded = reading.icons.findIndex((i) => !SKY_ICONS.has(i));
  const heroIndex = Math.max(0, grounded);
  const hero: IconName = reading.icons[heroIndex] ?? 'heart';
  const others = reading.icons.filter((_, i) => i !== heroIndex);
  const heroInSky = SKY_ICONS.has(hero);
  const heroSize = heroInSky ? random.range(250, 300) : random.range(290, 350) - reading.characters * 18;
  const heroSlot: Slot = {
    cx: SIDE / 2 + random.range(-40, 40),
    bottom: heroInSky ? random.range(330, 400) : backdrop.floor + random.range(-6, 12),
    size: heroSize,
  };

  const side = random.chance(0.5);
  const groundSlots: Slot[] = [0, 1].map((i) => ({
    cx: (i === 0) === side ? random.range(110, 150) : random.range(618, 658),
    bottom: backdrop.floor + random.range(10, 34),
    size: random.range(165, 205),
  }));
  const skySlots: Slot[] = [0, 1].map((i) => ({
    cx: (i === 0) === side ? random.range(560, 660) : random.range(110, 210),
    bottom: random.range(200, 250),
    size: random.range(110, 150),
  }));

  const back: string[] = [];
  const front: string[] = [];
  const skyThings = others.filter((i) => SKY_ICONS.has(i));
  const groundThings = others.filter((i) => !SKY_ICONS.has(i));
  // A third thing of the sky goes top centre above a grounded hero, or else stands with the others.
  if (!heroInSky) skySlots.push({ cx: SIDE / 2 + random.range(-30, 30), bottom: 150, size: 100 });
  groundThings.push(...skyThings.splice(skySlots.length));
  // The weather brings its own sky: a sun drawn by a sunny day, none in rain, snow or wind.
  const ownSky = weather.some((w) => w !== 'stars');
  if (backdrop.outdoor && !reading.icons.some((i) => i === 'sun' || i === 'moon') && skyThings.length < 2) {
    if (reading.time === 'night') skyThings.push('moon');
    else if (reading.time === 'day' && !ownSky && random.chance(0.7)) skyThings.push('sun');
  }
  for (const name of skyThings) {
    const slot = skySlots.shift();
    if (slot) back.push(icon(name, slot, random.chance(0.3), random.range(-8, 8)));
  }
  // People are drawn as penguins, the product's mascots; two face each other.
  // They give way to things when the ground is full: two sides and two places in front.
  const room = Math.max(0, 4 - groundThings.length);
  const characters: IconName[] = Array.from({ length: Math.min(reading.characters, room) }, () => 'penguin');
  // The sides go to creatures and the person's own things first; penguins and the kind's motif stand in front.
  const things = groundThings.filter((i) => !CHARACTER_ICONS.has(i));
  const standing = [
    ...groundThings.filter((i) => CHARACTER_ICONS.has(i)),
    ...things.filter((i) => i !== reading.kindMotif),
    ...characters,
    ...things.filter((i) => i === reading.kindMotif),
  ];
  standing.forEach((name, i) => {
    const slot = groundSlots.shift();
    if (!slot) return;
    const facesIn = slot.cx > SIDE / 2;
    front.push(
      icon(
        name,
        slot,
        name === 'penguin' ? facesIn && i > 0 : random.chance(0.35),
        random.range(-4, 4),
        true,
      ),
    );
  });
  // Things left over once the sides are taken sit small in front, either side of the main thing.
  const leftover = standing.slice(2);
  leftover.slice(0, 2).forEach((name, i) => {
    const size = random.range(100, 125);
    const cx = heroSlot.cx + (i === 0 ? -1 : 1) * (heroSize * 0.5 + size * 0.2);
    front.push(
      icon(
        name,
        { cx, bottom: Math.min(SIDE - 8, backdrop.floor + 42), size },
        random.chance(0.3),
        random.range(-6, 6),
        true,
      ),
    );
  });
  if (characters.length === 2 && !drawn.includes('heart') && hero !== 'heart') {
    back.push(
      icon(
        'heart',
        { cx: SIDE / 2, bottom: heroSlot.bottom - heroSize - 8, size: 70 },
        false,
        random.range(-10, 10),
      ),
    );
  }

  const heroCentre = { cx: heroSlot.cx, cy: heroSlot.bottom - heroSize / 2, size: heroSize };
  const heroSvg = icon(hero, heroSlot, random.chance(0.25), random.range(-5, 5), !heroInSky);
  // The main thing heads the list of what is drawn.
  drawn.pop();
  drawn.unshift(hero);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}"><defs>${treatment.defs(c)}${backdrop.defs}</defs><g data-scene="${reading.scene}" data-setting="${reading.scene}" data-kind="${reading.kind}" data-weather="${weather.join(' ')}" data-time="${reading.time}" data-style="${style}">${treatment.backdrop(backdrop.svg)}${back.join('')}${treatment.behindHero(heroCentre, c, random)}${heroSvg}${front.join('')}${backdrop.outdoor ? weatherOverlay(weather, random) : ''}${treatment.overlay(c, random, backdrop)}</g></svg>`;
  const plan: ScenePlan = {
    kind: reading.kind,
    setting: reading.scene,
    time: reading.time,
    weather,
    motifs: reading.icons.filter((m) => drawn.includes(m)),
    characters: characters.length,
  };
  return { svg, scene: reading.scene, plan, drawn };
}
