// Weather and light: the words for rain, snow, sun, wind, storms and starry nights, and the time of day.
import type { TimeOfDay, Weather } from '../scene-names.ts';

const WEATHER_WORDS: Record<Weather, string> = {
  rain: 'rain rainy drizzle shower downpour wet',
  snow: 'snow snowy snowfall blizzard',
  sun: 'sun sunny sunshine summer sunbathe',
  wind: 'wind windy breeze breezy gust kite',
  storm: 'storm stormy thunder lightning thunderstorm',
  stars: 'stars starry stargaze stargazing constellation',
};

export const WEATHER_OF_WORD: ReadonlyMap<string, Weather> = new Map(
  (Object.entries(WEATHER_WORDS) as [Weather, string][]).flatMap(([weather, words]) =>
    words.split(' ').map((word) => [word, weather] as const),
  ),
);

export const TIME_OF_WORD: ReadonlyMap<string, TimeOfDay> = new Map([
  ...'night midnight moon moonlight stars starry stargaze stargazing evening dark nightlife'
    .split(' ')
    .map((w) => [w, 'night'] as const),
  ...'sunset dusk golden twilight sundown dawn sunrise'.split(' ').map((w) => [w, 'sunset'] as const),
]);
