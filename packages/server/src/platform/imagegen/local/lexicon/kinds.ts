// The nine prompt kinds (RULES.md "Entities"): the web app writes "My next vacation: " before the person's words, so
// the start tells the kind, and each kind has a motif that always shows, a setting to fall back on, and its people.
import type { IMAGE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import type { IconName } from '../icons.ts';
import type { PromptKind, SceneName } from '../scene-names.ts';
import { wordsOf } from './stem.ts';

interface KindRule {
  motif: IconName | null;
  setting: SceneName | null;
  /** People the kind itself brings (the partner of the first meal). */
  people: number;
}

const KIND_OF_PROMPT: Record<(typeof IMAGE_PROMPTS)[number], PromptKind> = {
  'My next vacation': 'vacation',
  'Where I would like to settle down': 'settle',
  'The most special person in my life': 'special-person',
  'Who I would tell first if I won the lotto': 'lotto',
  'Who would play me in a movie': 'movie-role',
  'The TV show or movie I cannot live without': 'favourite-show',
  'My favourite story or book': 'story',
  'The first meal I would cook for a new partner': 'first-meal',
  'Personalised message': 'message',
};

export const KIND_RULES: Record<PromptKind, KindRule> = {
  vacation: { motif: 'suitcase', setting: 'beach', people: 0 },
  settle: { motif: 'house', setting: 'countryside', people: 0 },
  'special-person': { motif: 'heart', setting: 'meadow', people: 1 },
  lotto: { motif: 'coins', setting: 'party', people: 0 },
  'movie-role': { motif: 'film', setting: 'cinema', people: 1 },
  'favourite-show': { motif: 'tv', setting: 'home', people: 0 },
  story: { motif: 'book', setting: 'library', people: 0 },
  'first-meal': { motif: 'plate', setting: 'kitchen', people: 2 },
  message: { motif: null, setting: null, people: 0 },
};

/** The kind a prompt starts with, and the person's own words after that start. */
export function splitKind(words: string[]): { kind: PromptKind; rest: string[] } {
  for (const [starter, kind] of Object.entries(KIND_OF_PROMPT) as [string, PromptKind][]) {
    const start = wordsOf(starter);
    if (start.every((w, i) => words[i] === w)) return { kind, rest: words.slice(start.length) };
  }
  return { kind: 'message', rest: words };
}
