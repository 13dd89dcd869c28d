// Hidden words: the list's limits and sentences, and how the list is tidied, for the server and the
// screen that checks the list: entries compared without accents (NFKD, marks dropped), in lower case, without
// invisible characters, every run of anything that is not a letter or digit one space. The matcher that looks for
// them in what a person receives, look-alike letters folded, is the server's (modules/hidden-words).

/** The words of Settings → Hidden words. */
export const HIDDEN_WORDS = {
  /** Words and phrases a person may list. */
  max: 50,
  /** Characters of one word or phrase, after trimming. */
  maxLength: 60,
  /** What a folded message says instead of its text (also a list preview and a toast). */
  folded: 'Hidden message: contains a word you chose to hide',
  /** What a person is called for a reader when their name holds one of the reader's hidden words. */
  name: 'Your match',
  tapToShow: 'Tap to show',
} as const;

export const HIDDEN_WORDS_TEXT = {
  tooMany: `You can hide up to ${HIDDEN_WORDS.max} words or phrases.`,
  tooLong: `A hidden word or phrase can be at most ${HIDDEN_WORDS.maxLength} characters.`,
  empty: 'Type a word or phrase with at least one letter or digit.',
  notAList: 'Hidden words must be a list of words or phrases.',
} as const;

const INVISIBLE = /[\p{Cf}\u00AD]/gu;
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** The comparable form of a text: words separated by single spaces ('' when nothing is left). */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

/**
 * The list as stored: each entry trimmed with inner spaces collapsed, duplicates (same normalised form) merged,
 * the first spelling kept, in the order given.
 */
export function tidyHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/\s+/g, ' ').trim();
    const key = normalizeWords(word);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}
