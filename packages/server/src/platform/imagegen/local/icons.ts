// Every motif the illustrator can draw, by name, and what sort of thing each is: in the sky, a character, or a
// thing standing on the ground.
import { CREATURE_ICONS } from './icons-creatures.ts';
import { type Draw, NATURE_ICONS } from './icons-nature.ts';
import { OUTDOOR_ICONS } from './icons-outdoors.ts';
import { THING_ICONS } from './icons-things.ts';

export const ICONS = {
  ...NATURE_ICONS,
  ...THING_ICONS,
  ...OUTDOOR_ICONS,
  ...CREATURE_ICONS,
} satisfies Record<string, Draw>;
export type IconName = keyof typeof ICONS;

/** Icons that float in the sky rather than stand on the ground. */
export const SKY_ICONS: ReadonlySet<IconName> = new Set([
  'sun',
  'moon',
  'star',
  'cloud',
  'plane',
  'bird',
  'balloon',
  'rocket',
  'planet',
  'snowflake',
  'kite',
]);

/** Icons that are characters: with the people in a prompt, at most two are drawn. */
export const CHARACTER_ICONS: ReadonlySet<IconName> = new Set([
  'dog',
  'cat',
  'penguin',
  'person',
  'snowman',
  'horse',
  'dolphin',
]);
