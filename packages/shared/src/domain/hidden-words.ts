// Hidden words (issue 23.3): how a listed word or phrase is compared with a message, for the server that folds
// messages and the screen that checks the list. Both sides are normalised the same way: letters without accents
// (NFKD, marks dropped), lower case, invisible characters (zero-width, soft hyphen) removed, and every run of
// anything that is not a letter or digit one space. A word matches whole words only ("ass" is not in "class"), and
// letters spelled out one at a time ("b a d", "b.a.d", "B-A-D") are read joined as well. Leetspeak and stretched
// letters ("baaad") are not undone: a person can list those spellings too.

/** The words of Settings → Hidden words. */
export const HIDDEN_WORDS = {
  /** Words and phrases a person may list. */
  max: 50,
  /** Characters of one word or phrase, after trimming. */
  maxLength: 60,
  /** What a folded message says instead of its text (also a list preview and a toast). */
  folded: 'Hidden message: contains a word you chose to hide',
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

/** Runs of two or more one-character words read as one word ("b a d" → "bad"), the rest as they are. */
function joinSpelledOut(words: string[]): string {
  const out: string[] = [];
  let run = '';
  for (const word of words) {
    if ([...word].length === 1) {
      run += word;
      continue;
    }
    if (run) out.push(run);
    run = '';
    out.push(word);
  }
  if (run) out.push(run);
  return out.join(' ');
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

/** A test of message texts against a list; `null` for an empty list (nothing is ever hidden). */
export function hiddenWordsMatcher(words: readonly string[]): ((text: string) => boolean) | null {
  const keys = [...new Set(words.map(normalizeWords).filter(Boolean))];
  if (keys.length === 0) return null;
  // One pass over the text for the whole list: each key between spaces (or the text's ends).
  const escaped = keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?:^| )(?:${escaped.join('|')})(?= |$)`, 'u');
  return (text) => {
    const plain = normalizeWords(text);
    if (!plain) return false;
    if (pattern.test(plain)) return true;
    const joined = joinSpelledOut(plain.split(' '));
    return joined !== plain && pattern.test(joined);
  };
}
