// The names a scene plan is made of: settings, times of day, weather and the nine prompt kinds (RULES.md "Entities").
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
  | 'meadow'
  | 'garden'
  | 'home';

export type TimeOfDay = 'day' | 'sunset' | 'night';

export type Weather = 'rain' | 'snow' | 'sun' | 'wind' | 'storm' | 'stars';

export type PromptKind =
  | 'vacation'
  | 'settle'
  | 'special-person'
  | 'lotto'
  | 'movie-role'
  | 'favourite-show'
  | 'story'
  | 'first-meal'
  | 'message';

/** Settings drawn indoors: their sky (and weather) is seen through a window. */
export const INDOORS: ReadonlySet<SceneName> = new Set([
  'kitchen',
  'library',
  'cinema',
  'cafe',
  'party',
  'home',
]);
