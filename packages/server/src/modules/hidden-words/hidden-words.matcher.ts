// The one matcher of hidden words, run on every text a person receives from another: chat
// messages, a date's place, the sender's name. Both the list and the text are folded the same way (word-fold.ts),
// then every run of anything that is not a letter or digit is one space. A listed word matches whole words only ("ass"
// is not in "class"); letters spelled out one at a time ("b a d", "b.a.d") are read joined as well, and a phrase is
// also found written as one word ("send nudes" in "sendnudes"). Leetspeak beyond look-alikes and stretched letters
// ("baaad") are not undone: a person can list those spellings too.
import { foldForMatching } from './word-fold.ts';

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Words separated by single spaces, as the matcher compares them ('' when nothing is left). */
function wordsOf(text: string): string {
  return foldForMatching(text).replace(NOT_WORD, ' ').trim();
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

/** A test of texts against a list; `null` for an empty list (nothing is ever hidden). */
export function hiddenWordsMatcher(words: readonly string[]): ((text: string) => boolean) | null {
  const keys = new Set<string>();
  for (const word of words) {
    const key = wordsOf(word);
    if (!key) continue;
    keys.add(key);
    // A phrase run together: its words are still all there, in order, so the whole word means the phrase.
    if (key.includes(' ')) keys.add(key.replaceAll(' ', ''));
  }
  if (keys.size === 0) return null;
  // One pass over the text for the whole list: each key between spaces (or the text's ends).
  const escaped = [...keys].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?:^| )(?:${escaped.join('|')})(?= |$)`, 'u');
  return (text) => {
    const plain = wordsOf(text);
    if (!plain) return false;
    if (pattern.test(plain)) return true;
    const joined = joinSpelledOut(plain.split(' '));
    return joined !== plain && pattern.test(joined);
  };
}
