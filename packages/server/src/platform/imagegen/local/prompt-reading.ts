// Reads a prompt the way the illustrator needs it: which scene (beach, mountains, city...), what time of day,
// which things to draw (by keyword, with synonyms), and how many characters (at most two, SPEC.md 5).
import type { Draw } from './icons-nature.ts';
import { NATURE_ICONS } from './icons-nature.ts';
import { THING_ICONS } from './icons-things.ts';
import type { Random } from './seeded-random.ts';

export const ICONS = { ...NATURE_ICONS, ...THING_ICONS } satisfies Record<string, Draw>;
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
]);

/** Icons that are characters: with the people in a prompt, at most two are drawn. */
export const CHARACTER_ICONS: ReadonlySet<IconName> = new Set(['dog', 'cat', 'penguin', 'person', 'snowman']);

const ICON_WORDS: Record<IconName, string> = {
  sun: 'sun sunny sunshine summer sunrise tropical tropics warm hot sunbathing',
  moon: 'moon moonlight midnight lunar',
  star: 'star famous celebrity fame wish dream dreams sparkle shine hollywood',
  cloud: 'cloud cloudy sky rain weather fly flying',
  palm: 'palm beach island tropical hawaii bali fiji caribbean coconut maldives',
  wave: 'wave surf surfing ocean swim swimming sea',
  mountain: 'mountain mountains alps hike hiking climb climbing peak everest trek',
  tree: 'tree forest woods wood pine nature park camping cabin jungle',
  flower: 'flower flowers rose roses garden gardening spring bloom tulip daisy bouquet',
  cactus: 'cactus desert mexico arizona texas sahara dune dunes',
  snowman: 'snowman christmas winter',
  planet: 'planet space saturn mars galaxy universe astronaut astronomy cosmos',
  snowflake: 'snow snowflake ski skiing snowboard snowboarding ice frozen cold',
  bird: 'bird birds seagull parrot freedom',
  fish: 'fish fishing aquarium sushi snorkel snorkeling diving reef',
  heart: 'love heart romance romantic special kind kindness care valentine crush soulmate',
  house:
    'house home settle cottage village farm countryside suburb family mum mom dad mother father parents grandma grandmother grandpa nana',
  building: 'city york london paris tokyo skyline skyscraper downtown urban apartment sydney auckland',
  book: 'book books story stories novel read reading library poem poetry write writing author tale fairy potter',
  film: 'movie movies film films cinema actor actress director oscar play theatre theater',
  popcorn: 'popcorn screening',
  tv: 'tv television show series sitcom netflix episode binge',
  guitar: 'guitar band rock concert gig festival',
  music: 'music song songs sing singing dance dancing piano jazz karaoke melody',
  plate:
    'meal dinner lunch breakfast cook cooking food eat eating dish recipe restaurant feast pasta salad steak chef brunch',
  pizza: 'pizza italy italian rome',
  cake: 'cake birthday dessert baking bake celebrate celebration anniversary',
  burger: 'burger burgers bbq barbecue fries grill',
  icecream: 'icecream gelato sweet sweets',
  coffee: 'coffee cafe latte espresso tea cappuccino morning barista',
  wine: 'wine vineyard toast cheers champagne france tuscany',
  cocktail: 'cocktail cocktails bar drink drinks party margarita mojito',
  dog: 'dog dogs puppy pup doggo labrador poodle pet',
  cat: 'cat cats kitten kitty kittens',
  penguin: 'penguin penguins antarctica rookery pebble pebbles',
  plane: 'plane airplane flight travel trip vacation holiday abroad airport journey explore adventure',
  boat: 'boat sail sailing yacht cruise lake river harbour harbor ship kayak canoe',
  car: 'car drive driving road roadtrip racing race',
  bicycle: 'bike bicycle cycle cycling cyclist ride riding',
  balloon: 'balloon balloons cappadocia',
  rocket: 'rocket moonshot launch nasa spaceship',
  camera: 'camera photo photos photography picture selfie instagram',
  ball: 'ball football soccer sport sports game match team rugby tennis basketball goal',
  trophy: 'trophy win winner won winning champion prize award victory',
  coins: 'lotto lottery money rich million millions jackpot gold cash dollars fortune',
  gift: 'gift present surprise presents gifts',
  ring: 'ring marry married marriage wedding engaged proposal propose forever',
  suitcase: 'suitcase luggage pack packing backpack backpacking move moving',
  letter: 'message letter note hello hi mail personalised personalized dear',
  umbrella: 'umbrella parasol resort poolside pool',
  tent: 'tent camp campfire outdoors glamping',
  person: 'person someone friend bestie brother sister wife husband girlfriend boyfriend partner',
};

export type SceneName =
  | 'beach'
  | 'mountain'
  | 'city'
  | 'forest'
  | 'snow'
  | 'space'
  | 'kitchen'
  | 'library'
  | 'cinema'
  | 'sea'
  | 'countryside'
  | 'cafe'
  | 'desert'
  | 'party'
  | 'meadow';

const SCENE_WORDS: Record<Exclude<SceneName, 'meadow'>, string> = {
  beach: 'beach island tropical hawaii bali fiji caribbean coast sand surf maldives resort',
  mountain: 'mountain mountains alps hike hiking peak climb everest trek valley',
  city: 'city york london paris tokyo skyline downtown urban sydney auckland street',
  forest: 'forest woods jungle camping camp cabin tent trees',
  snow: 'snow ski skiing snowboard winter christmas antarctica ice frozen arctic',
  space: 'space galaxy universe planet astronaut rocket stars cosmos mars',
  kitchen: 'kitchen cook cooking meal breakfast bake baking recipe chef dinner lunch',
  library: 'library book books story novel reading read poem author bookshop',
  cinema: 'movie movies film cinema tv television show series actor actress theatre theater netflix',
  sea: 'sea ocean sail sailing boat cruise lake river harbour harbor fishing yacht',
  countryside: 'house farm village countryside cottage garden family',
  cafe: 'cafe coffee restaurant bar wine date cocktail bistro pub brunch',
  desert: 'desert cactus sahara dune dunes arizona egypt safari',
  party: 'lotto lottery party win won jackpot birthday celebrate celebration concert festival million',
};

/** When no word names a scene, the main thing's natural place. */
const SCENE_OF_ICON: Partial<Record<IconName, SceneName>> = {
  palm: 'beach',
  wave: 'beach',
  umbrella: 'beach',
  mountain: 'mountain',
  building: 'city',
  car: 'city',
  tree: 'forest',
  tent: 'forest',
  snowman: 'snow',
  snowflake: 'snow',
  penguin: 'snow',
  planet: 'space',
  rocket: 'space',
  star: 'space',
  moon: 'space',
  plate: 'kitchen',
  pizza: 'kitchen',
  cake: 'kitchen',
  burger: 'kitchen',
  book: 'library',
  film: 'cinema',
  popcorn: 'cinema',
  tv: 'cinema',
  boat: 'sea',
  fish: 'sea',
  house: 'countryside',
  flower: 'countryside',
  dog: 'countryside',
  coffee: 'cafe',
  wine: 'cafe',
  cocktail: 'cafe',
  cactus: 'desert',
  trophy: 'party',
  coins: 'party',
  gift: 'party',
  guitar: 'party',
  music: 'party',
  balloon: 'meadow',
  plane: 'meadow',
  bicycle: 'meadow',
};

export type TimeOfDay = 'day' | 'sunset' | 'night';

const NIGHT = new Set([
  'night',
  'midnight',
  'moon',
  'moonlight',
  'stars',
  'starry',
  'evening',
  'dark',
  'nightlife',
]);
const SUNSET = new Set(['sunset', 'dusk', 'golden', 'twilight', 'sundown', 'dawn', 'sunrise']);
const TWO = new Set([
  'we',
  'us',
  'our',
  'together',
  'couple',
  'both',
  'two',
  'partner',
  'date',
  'with',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
]);
const ONE = new Set([
  'me',
  'i',
  'my',
  'myself',
  'person',
  'someone',
  'friend',
  'who',
  'mum',
  'mom',
  'dad',
  'actor',
  'actress',
]);

export interface PromptReading {
  words: string[];
  scene: SceneName;
  time: TimeOfDay;
  /** Things to draw, most important first (at most four). */
  icons: IconName[];
  /** Penguin characters standing in for the people of the prompt (0–2). */
  characters: number;
}

function wordsOf(prompt: string): string[] {
  const raw = prompt
    .toLowerCase()
    .replace(/ice cream/g, 'icecream')
    .replace(/road trip/g, 'roadtrip');
  return raw.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The word as the tables know it: plurals fall back to their singular. */
function known<T extends string>(table: Map<string, T[]>, word: string): T[] | undefined {
  return (
    table.get(word) ??
    (word.endsWith('ies') ? table.get(`${word.slice(0, -3)}y`) : undefined) ??
    (word.length > 3 && word.endsWith('s') ? table.get(word.slice(0, -1)) : undefined)
  );
}

/** Word lists are written as one string of words each, to keep the tables readable. */
function invert<T extends string>(table: Record<T, string>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const [key, words] of Object.entries(table) as [T, string][]) {
    for (const word of words.split(' ')) map.set(word, [...(map.get(word) ?? []), key]);
  }
  return map;
}

const WORD_ICONS = invert(ICON_WORDS);
const WORD_SCENES = invert(SCENE_WORDS);

export function readPrompt(prompt: string, random: Random): PromptReading {
  const words = wordsOf(prompt);
  const icons: IconName[] = [];
  let scene: SceneName | undefined;
  let time: TimeOfDay = 'day';
  let people = 0;
  for (const word of words) {
    for (const icon of known(WORD_ICONS, word) ?? []) if (!icons.includes(icon)) icons.push(icon);
    scene ??= known(WORD_SCENES, word)?.[0];
    if (NIGHT.has(word)) time = 'night';
    else if (SUNSET.has(word) && time === 'day') time = 'sunset';
    if (TWO.has(word)) people = 2;
    else if (ONE.has(word)) people = Math.max(people, 1);
  }
  const things: IconName[] = icons.filter((i) => i !== 'person');
  const hero = things[0];
  scene ??=
    (hero && SCENE_OF_ICON[hero]) ?? random.pick(['meadow', 'countryside', 'beach', 'mountain'] as const);
  if (things.length === 0) things.push(...DEFAULT_ICONS[scene]);
  // At most two characters in all: creatures named in the prompt first, then penguins for the people.
  const creatures = things.filter((i) => CHARACTER_ICONS.has(i));
  const kept = things.filter((i) => !CHARACTER_ICONS.has(i) || creatures.indexOf(i) < 2).slice(0, 4);
  const characters = Math.max(0, Math.min(people, 2 - kept.filter((i) => CHARACTER_ICONS.has(i)).length));
  if (scene === 'space' && time === 'day') time = 'night';
  return { words, scene, time, icons: kept, characters };
}

const DEFAULT_ICONS: Record<SceneName, IconName[]> = {
  beach: ['palm', 'wave', 'umbrella'],
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
};
