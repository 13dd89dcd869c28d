// How a text is folded before a person's hidden words are looked for in it: look-alike letters from
// other scripts (Cyrillic "іdіоt", Greek, Cherokee), small capitals, dotless ı, full-width and mathematical letters all
// become the Latin letters they pass for, and letters that render blank (Hangul fillers, zero-width characters) are
// dropped. Server-only: the confusables table (Unicode's UTS #39 confusables.txt, shipped inside the unhomoglyph
// package, read from disk at start, never downloaded) stays out of the web app's bundle.
import { createRequire } from 'node:module';

/** Each confusable character and the prototype it is confused with (UTS #39 skeleton data, Unicode 13). */
const confusables = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

/**
 * Prototypes the skeleton leaves as small capitals or other letters a reader takes for a Latin one: Cyrillic "т"
 * becomes "ᴛ", "в" "ʙ", "м" "ʍ", "и" "ᴎ", "я" "ᴙ", "ь" "ƅ", Greek "κ" "ĸ", "ε" "ꞓ". And the small capitals that
 * confusables.txt does not list at all (ᴀ ʙ ᴅ ᴇ ꜰ ɢ ʜ ᴊ ʟ ɴ ᴘ ꞯ ʀ ᴛ).
 */
const READ_AS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ƅ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ꞓ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ĸ: 'k',
  ʟ: 'l',
  ʍ: 'm',
  ɴ: 'n',
  ᴎ: 'n',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ᴙ: 'r',
  ᴛ: 't',
};

const PROTOTYPES = new Map<string, string>([...Object.entries(confusables), ...Object.entries(READ_AS)]);

/**
 * Characters that take no room on screen: every default-ignorable code point (zero-width space and joiners, soft
 * hyphen, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation selectors, tags) and format characters.
 */
const BLANK = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}+/gu;

function toPrototypes(text: string): string {
  let out = '';
  for (const char of text) out += PROTOTYPES.get(char) ?? char;
  return out;
}

/**
 * The text as a reader takes it in, lower case, without accents. The skeleton runs before and after lower case:
 * before, for capitals whose lower case it does not list (Cherokee "Ꭰ" lowers to "ꭰ"); after, for the lower case
 * of capitals it maps. "l" and "i" end as one letter: the skeleton itself reads a capital I and a digit 1 as "l",
 * and in most fonts "I" and "l" cannot be told apart, so "KILL" and "kiII" are read the same.
 */
export function foldForMatching(text: string): string {
  const seen = toPrototypes(text.normalize('NFKD').replace(BLANK, ''));
  return toPrototypes(seen.toLowerCase())
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(BLANK, '')
    .replaceAll('l', 'i');
}
