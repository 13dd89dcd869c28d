// Places: the words that set the scene (sea and islands, beach, mountains, city, forest, café, kitchen, home,
// garden, night sky...), a few place names, and each motif's natural place when no word names one.
import type { IconName } from '../icons.ts';
import type { SceneName } from '../scene-names.ts';

const SETTING_WORDS: Record<Exclude<SceneName, 'meadow'> | 'meadow', string> = {
  sea: 'sea ocean lake river harbour harbor bay island isle waiheke rangitoto sail boat kayak canoe paddle fishing cruise ferry',
  beach: 'beach coast sand seaside shore surf hawaii bali fiji caribbean maldives resort',
  mountain: 'mountain alps peak climb climber hike trek tramp everest valley volcano queenstown',
  city: 'city skyline downtown urban street rooftop paris london tokyo york sydney auckland wellington apartment',
  forest: 'forest woods wood jungle camp camping cabin tent bush',
  snow: 'ski skier snowboard winter antarctica arctic glacier',
  space: 'space galaxy universe planet astronaut rocket cosmos mars',
  kitchen: 'kitchen cook cooking meal bake recipe chef dinner lunch breakfast',
  library: 'library bookshop',
  cinema: 'cinema theatre theater',
  cafe: 'cafe coffee restaurant bar bistro pub brunch',
  garden: 'garden gardening backyard yard lawn allotment plant',
  home: 'home windowsill sofa couch lounge bedroom bed fireplace indoors',
  countryside: 'farm village countryside',
  desert: 'desert sahara dune arizona egypt',
  party: 'party concert festival gig club',
  meadow: 'meadow hill field park picnic',
};

export const SETTING_OF_WORD: ReadonlyMap<string, SceneName> = (() => {
  const map = new Map<string, SceneName>();
  for (const [scene, words] of Object.entries(SETTING_WORDS) as [SceneName, string][]) {
    for (const word of words.split(' ')) if (!map.has(word)) map.set(word, scene);
  }
  return map;
})();

/** When no word names a place, the first motif's natural place. */
export const SETTING_OF_MOTIF: Partial<Record<IconName, SceneName>> = {
  palm: 'beach',
  wave: 'beach',
  umbrella: 'beach',
  kayak: 'sea',
  boat: 'sea',
  fish: 'sea',
  dolphin: 'sea',
  island: 'sea',
  lighthouse: 'sea',
  mountain: 'mountain',
  rope: 'mountain',
  skis: 'snow',
  snowman: 'snow',
  snowflake: 'snow',
  building: 'city',
  car: 'city',
  tree: 'forest',
  tent: 'forest',
  campfire: 'forest',
  planet: 'space',
  rocket: 'space',
  moon: 'space',
  plate: 'kitchen',
  bowl: 'kitchen',
  bread: 'kitchen',
  pizza: 'kitchen',
  cake: 'kitchen',
  burger: 'kitchen',
  book: 'library',
  film: 'cinema',
  popcorn: 'cinema',
  tv: 'home',
  cat: 'home',
  house: 'countryside',
  horse: 'countryside',
  dog: 'meadow',
  flower: 'garden',
  coffee: 'cafe',
  wine: 'cafe',
  cocktail: 'cafe',
  beer: 'cafe',
  cactus: 'desert',
  trophy: 'party',
  coins: 'party',
  gift: 'party',
  guitar: 'party',
  music: 'party',
  castle: 'meadow',
  balloon: 'meadow',
  plane: 'meadow',
  bicycle: 'meadow',
  star: 'meadow',
};
