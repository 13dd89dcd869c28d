// Thirty prompts of the kinds people write, across the nine prompt kinds, with what each picture must show: the
// illustrator's test reads them, and the grid script (bench/illustrator-grid.ts) draws them side by side.
import type { IconName } from './icons.ts';
import type { PromptKind, SceneName, TimeOfDay, Weather } from './prompt-reading.ts';

export interface IllustratorPrompt {
  prompt: string;
  kind: PromptKind;
  motifs: IconName[];
  setting?: SceneName;
  weather?: Weather[];
  time?: TimeOfDay;
}

export const ILLUSTRATOR_PROMPTS: IllustratorPrompt[] = [
  {
    prompt: 'My next vacation: kayaking to Waiheke',
    kind: 'vacation',
    motifs: ['kayak', 'island', 'suitcase'],
    setting: 'sea',
  },
  {
    prompt: 'My next vacation: skiing in Japan under heavy snow',
    kind: 'vacation',
    motifs: ['skis', 'suitcase'],
    setting: 'snow',
    weather: ['snow'],
  },
  {
    prompt: 'Where I would like to settle down: a cottage with a big garden',
    kind: 'settle',
    motifs: ['house', 'flower'],
    setting: 'garden',
  },
  {
    prompt: 'Where I would like to settle down: an apartment with a view of the city skyline',
    kind: 'settle',
    motifs: ['building', 'house'],
    setting: 'city',
  },
  {
    prompt: 'The most special person in my life: my grandmother, who taught me to bake bread',
    kind: 'special-person',
    motifs: ['bread', 'heart'],
    setting: 'kitchen',
  },
  {
    prompt: 'The most special person in my life: my brother, we go fishing on the lake every summer',
    kind: 'special-person',
    motifs: ['fish', 'heart'],
    setting: 'sea',
    weather: ['sun'],
  },
  {
    prompt: 'Who I would tell first if I won the lotto: my best friend, over champagne',
    kind: 'lotto',
    motifs: ['coins', 'wine'],
  },
  {
    prompt: 'Who I would tell first if I won the lotto: my mum, then buy her a horse',
    kind: 'lotto',
    motifs: ['coins', 'horse'],
  },
  {
    prompt: 'Who would play me in a movie: someone who loves guitars and rock music',
    kind: 'movie-role',
    motifs: ['film', 'guitar'],
  },
  {
    prompt: 'Who would play me in a movie: a cowboy riding a horse in the desert',
    kind: 'movie-role',
    motifs: ['film', 'horse', 'cactus'],
    setting: 'desert',
  },
  {
    prompt: 'The TV show or movie I cannot live without: a cooking show about ramen',
    kind: 'favourite-show',
    motifs: ['tv', 'bowl'],
  },
  {
    prompt: 'The TV show or movie I cannot live without: a space film about stars and planets',
    kind: 'favourite-show',
    motifs: ['tv', 'planet', 'star'],
    setting: 'space',
    time: 'night',
  },
  {
    prompt: 'My favourite story or book: a lighthouse keeper on a stormy island',
    kind: 'story',
    motifs: ['book', 'lighthouse', 'island'],
    weather: ['storm'],
  },
  {
    prompt: 'My favourite story or book: a fairy tale about a cat who lives in a castle',
    kind: 'story',
    motifs: ['book', 'cat', 'castle'],
  },
  {
    prompt: 'The first meal I would cook for a new partner: homemade ramen with a soft egg',
    kind: 'first-meal',
    motifs: ['bowl', 'plate'],
    setting: 'kitchen',
  },
  {
    prompt: 'The first meal I would cook for a new partner: fresh pasta and a glass of red wine',
    kind: 'first-meal',
    motifs: ['plate', 'wine'],
    setting: 'kitchen',
  },
  {
    prompt: 'Baking sourdough on a rainy Sunday',
    kind: 'message',
    motifs: ['bread'],
    setting: 'kitchen',
    weather: ['rain'],
  },
  {
    prompt: 'Walking my dog on the beach at sunset',
    kind: 'message',
    motifs: ['dog'],
    setting: 'beach',
    time: 'sunset',
  },
  {
    prompt: 'Reading in a café on a quiet afternoon',
    kind: 'message',
    motifs: ['book', 'coffee'],
    setting: 'cafe',
  },
  {
    prompt: 'Climbing in the mountains under snow',
    kind: 'message',
    motifs: ['rope', 'mountain'],
    setting: 'mountain',
    weather: ['snow'],
  },
  {
    prompt: 'Cycling along the coast on a windy morning',
    kind: 'message',
    motifs: ['bicycle'],
    setting: 'beach',
    weather: ['wind'],
  },
  {
    prompt: 'Camping under the stars with a campfire',
    kind: 'message',
    motifs: ['tent', 'campfire'],
    setting: 'forest',
    weather: ['stars'],
    time: 'night',
  },
  {
    prompt: 'Two cats asleep on a sunny windowsill',
    kind: 'message',
    motifs: ['cat'],
    setting: 'home',
    weather: ['sun'],
  },
  {
    prompt: 'Riding horses through the forest in autumn',
    kind: 'message',
    motifs: ['horse', 'tree'],
    setting: 'forest',
  },
  {
    prompt: 'Playing guitar by the campfire at night',
    kind: 'message',
    motifs: ['guitar', 'campfire'],
    time: 'night',
  },
  {
    prompt: 'Coffee and croissants at a Paris café',
    kind: 'message',
    motifs: ['coffee', 'bread'],
    setting: 'cafe',
  },
  {
    prompt: 'Cocktails on a rooftop bar above the city skyline at night',
    kind: 'message',
    motifs: ['cocktail', 'building'],
    setting: 'city',
    time: 'night',
  },
  {
    prompt: 'Planting roses in my garden in the spring sunshine',
    kind: 'message',
    motifs: ['flower'],
    setting: 'garden',
    weather: ['sun'],
  },
  {
    prompt: 'Swimming with dolphins in the ocean',
    kind: 'message',
    motifs: ['dolphin', 'wave'],
    setting: 'sea',
  },
  {
    prompt: 'Stargazing with my partner on a hill',
    kind: 'message',
    motifs: ['star'],
    weather: ['stars'],
    time: 'night',
  },
];
