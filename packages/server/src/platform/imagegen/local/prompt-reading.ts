// Reads a prompt the way the illustrator needs it: its kind (the RULES.md "Entities" nine prompts), the setting its
// places name, its weather and time of day, the motifs its nouns and verbs name (lexicon/), and how many characters
// (at most two, RULES.md "Validation"). The person's own words lead; the kind's motif always comes along.
import { CHARACTER_ICONS, type IconName } from './icons.ts';
import { KIND_RULES, splitKind } from './lexicon/kinds.ts';
import { MOTIF_WORDS } from './lexicon/motifs.ts';
import { SETTING_OF_MOTIF, SETTING_OF_WORD } from './lexicon/places.ts';
import { lookUp, wordsOf } from './lexicon/stem.ts';
import { TIME_OF_WORD, WEATHER_OF_WORD } from './lexicon/weather.ts';
import { INDOORS, type PromptKind, type SceneName, type TimeOfDay, type Weather } from './scene-names.ts';
import type { Random } from './seeded-random.ts';

export { CHARACTER_ICONS, ICONS, type IconName, SKY_ICONS } from './icons.ts';
export type { PromptKind, SceneName, TimeOfDay, Weather } from './scene-names.ts';

const TWO = new Set(['we', 'us', 'our', 'together', 'couple', 'partner', 'date', 'with', 'wife', 'husband']);
const ONE = new Set(['me', 'i', 'my', 'myself', 'person', 'someone', 'friend', 'who', 'mum', 'mom', 'dad']);
/** Settings that only say "somewhere": a later motif with a real place of its own wins over them. */
const VAGUE: ReadonlySet<SceneName> = new Set(['party', 'meadow', 'library']);
/** Verbs of liking name no thing ("loves guitars" draws a guitar, not a heart). */
const STOP = new Set(['loves', 'loved', 'loving', 'like', 'likes', 'liked', 'enjoy', 'enjoys']);
/** Motifs that make a place rather than a subject: the main thing is another one when there is one. */
const SURROUNDINGS: ReadonlySet<IconName> = new Set([
  'wave',
  'tree',
  'mountain',
  'building',
  'island',
  'cloud',
]);
/** The person's own motifs drawn at most; the kind's motif comes on top. */
const MAX_OWN_MOTIFS = 4;

export interface PromptReading {
  words: string[];
  kind: PromptKind;
  scene: SceneName;
  time: TimeOfDay;
  weather: Weather[];
  /** Things to draw, most important first: the person's own, then the kind's motif. */
  icons: IconName[];
  /** The kind's own motif (in `icons`), or null for a personalised message. */
  kindMotif: IconName | null;
  /** Penguin characters standing in for the people of the prompt (0–2). */
  characters: number;
}

function settingOfMotifs(motifs: IconName[]): SceneName | undefined {
  const places = motifs.flatMap((m) => SETTING_OF_MOTIF[m] ?? []);
  return places.find((p) => !VAGUE.has(p)) ?? places[0];
}

export function readPrompt(prompt: string, random: Random): PromptReading {
  const words = wordsOf(prompt);
  const { kind, rest } = splitKind(words);
  const rule = KIND_RULES[kind];
  const own: IconName[] = [];
  const weather: Weather[] = [];
  let named: SceneName | undefined;
  let time: TimeOfDay = 'day';
  let people = rule.people;
  for (const word of rest) {
    if (STOP.has(word)) continue;
    for (const motif of lookUp(MOTIF_WORDS, word) ?? []) if (!own.includes(motif)) own.push(motif);
    named ??= lookUp(SETTING_OF_WORD, word);
    const sky = lookUp(WEATHER_OF_WORD, word);
    if (sky && !weather.includes(sky)) weather.push(sky);
    const hour = lookUp(TIME_OF_WORD, word);
    if (hour === 'night') time = 'night';
    else if (hour === 'sunset' && time === 'day') time = 'sunset';
    if (TWO.has(word)) people = 2;
    else if (ONE.has(word)) people = Math.max(people, 1);
  }
  if (weather.includes('stars')) time = 'night';
  // At most two creatures, and the person's motifs before the kind's.
  const things: IconName[] = own.filter((m) => m !== 'person');
  // The subject leads, its surroundings after it.
  things.sort((a, b) => Number(SURROUNDINGS.has(a)) - Number(SURROUNDINGS.has(b)));
  const creatures = things.filter((m) => CHARACTER_ICONS.has(m)).slice(0, 2);
  const kept = things
    .filter((m) => !CHARACTER_ICONS.has(m) || creatures.includes(m))
    .slice(0, MAX_OWN_MOTIFS);
  const scene =
    named ??
    settingOfMotifs(kept) ??
    rule.setting ??
    random.pick(['meadow', 'countryside', 'beach', 'mountain'] as const);
  // Indoors the sun of a sunny day shines in the window, not on the wall.
  const shown = INDOORS.has(scene) && weather.includes('sun') ? kept.filter((m) => m !== 'sun') : kept;
  if (shown.length === 0) shown.push(...DEFAULT_ICONS[scene].filter((m) => m !== rule.motif));
  const icons = rule.motif && !shown.includes(rule.motif) ? [...shown, rule.motif] : shown;
  const characters = Math.max(0, Math.min(people, 2 - creatures.length));
  if (scene === 'space' && time === 'day') time = 'night';
  return { words, kind, scene, time, weather, icons, kindMotif: rule.motif, characters };
}

/** What a setting shows when the words name nothing to draw (never a palm unless asked). */
const DEFAULT_ICONS: Record<SceneName, IconName[]> = {
  beach: ['umbrella', 'wave'],
  mountain: ['mountain', 'tree'],
  city: ['building', 'car'],
  forest: ['tree', 'tent'],
  snow: ['snowman', 'snowflake'],
  space: ['rocket', 'planet', 'star'],
  kitchen: ['plate', 'coffee'],
  library: ['book', 'coffee'],
  cinema: ['film', 'popcorn'],
  sea: ['boat', 'fish'],
  countryside: ['house', 'flower', 'tree'],
  cafe: ['coffee', 'cake'],
  desert: ['cactus', 'sun'],
  party: ['gift', 'cake', 'star'],
  meadow: ['heart', 'flower', 'balloon'],
  garden: ['flower', 'tree'],
  home: ['heart', 'tv'],
};
