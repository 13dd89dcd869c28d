// The words that name each motif, by category (animals, food, activities, objects, nature), in their base form:
// stem.ts folds "kayaking", "puppies" and "baked" onto these. A word may name more than one motif.
import type { IconName } from '../icons.ts';

type Words = Partial<Record<IconName, string>>;

const ANIMALS: Words = {
  dog: 'dog puppy pup doggo labrador poodle retriever spaniel terrier pet walkies',
  cat: 'cat kitten kitty moggy',
  horse: 'horse pony stallion mare equestrian cowboy saddle',
  penguin: 'penguin rookery pebble',
  bird: 'bird seagull gull parrot tui kereru',
  fish: 'fish fishing angler trout salmon snorkel snorkelling reef aquarium sushi',
  dolphin: 'dolphin whale orca porpoise',
};

const FOOD: Words = {
  plate:
    'meal dinner lunch breakfast food dish recipe feast pasta spaghetti salad steak curry roast lasagne risotto taco',
  bowl: 'ramen noodle soup pho udon bowl laksa',
  bread: 'bread sourdough loaf croissant bake baker bakery bagel pastry scone',
  pizza: 'pizza italy italian',
  cake: 'cake birthday dessert cupcake celebrate celebration anniversary',
  burger: 'burger bbq barbecue fries grill',
  icecream: 'icecream gelato',
  coffee: 'coffee cafe latte espresso cappuccino flatwhite tea barista chocolate cocoa',
  beer: 'beer pint ale lager brewery',
  wine: 'wine vineyard champagne prosecco cheers',
  cocktail: 'cocktail margarita mojito drink',
};

const ACTIVITIES: Words = {
  kayak: 'kayak canoe paddle paddleboard',
  boat: 'boat sail yacht cruise ferry ship',
  bicycle: 'bike bicycle cycle cyclist biking',
  skis: 'ski skier snowboard',
  rope: 'climb climber boulder abseil',
  tent: 'tent camp glamping',
  campfire: 'campfire bonfire fire marshmallow',
  wave: 'wave surf swim ocean',
  mountain: 'mountain alps peak hike trek tramp volcano everest',
  guitar: 'guitar band rock gig',
  music: 'music song sing dance piano jazz karaoke concert festival',
  book: 'book read novel library story poem poetry write author tale fairy bookshop',
  camera: 'camera photo photography picture selfie',
  ball: 'ball football soccer rugby tennis basketball netball cricket sport',
  plane: 'plane airplane flight fly airport',
  car: 'car drive roadtrip',
};

const OBJECTS: Words = {
  house: 'house home cottage cabin villa farmhouse bungalow settle',
  building: 'apartment skyscraper skyline tower building city downtown',
  heart: 'love heart romance romantic special valentine soulmate',
  film: 'movie film cinema actor actress director oscar hollywood',
  tv: 'tv television show series sitcom netflix episode binge',
  popcorn: 'popcorn',
  trophy: 'trophy win winner champion prize award',
  coins: 'lotto lottery money rich million jackpot gold cash fortune',
  gift: 'gift present surprise',
  ring: 'ring marry married marriage wedding engaged proposal propose',
  suitcase: 'suitcase luggage pack backpack backpacking travel trip vacation holiday journey',
  letter: 'letter message note mail postcard',
  umbrella: 'umbrella parasol',
  balloon: 'balloon',
  kite: 'kite',
  rocket: 'rocket spaceship launch nasa',
  lighthouse: 'lighthouse',
  castle: 'castle palace princess prince kingdom knight dragon',
  person: 'person someone friend bestie brother sister wife husband girlfriend boyfriend partner',
};

const NATURE: Words = {
  sun: 'sun sunny sunshine summer sunbathe',
  moon: 'moon moonlight',
  star: 'star starry stargaze stargazing celebrity famous',
  cloud: 'cloud cloudy',
  palm: 'palm coconut tropical tropics hawaii fiji caribbean maldives bali',
  tree: 'tree forest wood woods pine bush park jungle autumn orchard',
  flower: 'flower rose garden gardening spring bloom tulip daisy bouquet plant',
  cactus: 'cactus desert',
  snowman: 'snowman christmas',
  planet: 'planet space saturn mars galaxy universe astronaut cosmos',
  snowflake: 'snowflake',
  island: 'island isle waiheke rangitoto kapiti stewart',
};

/** Each word and the motifs it names, in the order the categories are listed. */
export const MOTIF_WORDS: ReadonlyMap<string, IconName[]> = (() => {
  const map = new Map<string, IconName[]>();
  for (const table of [ANIMALS, FOOD, ACTIVITIES, OBJECTS, NATURE]) {
    for (const [icon, words] of Object.entries(table) as [IconName, string][]) {
      for (const word of words.split(' ')) map.set(word, [...(map.get(word) ?? []), icon]);
    }
  }
  return map;
})();
