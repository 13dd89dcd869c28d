// [defined here] A person's hidden words: words and phrases they would rather not read from their matches.
// RULES.md "Who may see what": each action reads or changes only the caller's own list.
import { z } from 'zod';
import { HIDDEN_WORDS, HIDDEN_WORDS_TEXT, normalizeWords, tidyHiddenWords } from '../domain/hidden-words.ts';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

/**
 * The list as sent: entries trimmed (blank ones dropped), duplicates merged (case, accents and spacing aside), at
 * most HIDDEN_WORDS.max of at most HIDDEN_WORDS.maxLength characters, each with a letter or digit.
 */
export const ZHiddenWords = z
  .array(
    z
      .string({ error: HIDDEN_WORDS_TEXT.notAList })
      .transform((word) => word.replace(/\s+/g, ' ').trim())
      .refine((word) => word.length <= HIDDEN_WORDS.maxLength, HIDDEN_WORDS_TEXT.tooLong)
      .refine((word) => word === '' || normalizeWords(word) !== '', HIDDEN_WORDS_TEXT.empty),
    { error: HIDDEN_WORDS_TEXT.notAList },
  )
  // Room for duplicates and blanks before they are merged; never an unbounded list to read.
  .max(HIDDEN_WORDS.max * 4, HIDDEN_WORDS_TEXT.tooMany)
  .transform((words) => tidyHiddenWords(words))
  .refine((words) => words.length <= HIDDEN_WORDS.max, HIDDEN_WORDS_TEXT.tooMany);

export const ZSetHiddenWords = z.object({ words: ZHiddenWords }).strip();

export const HIDDEN_WORDS_ACTIONS = {
  /** The caller's hidden words, as stored (tidied). */
  hiddenwords: defineAction<typeof NoInput, { words: string[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ words: z.array(z.string()) }),
  }),
  /** Replaces the caller's list and answers it as stored; 400 with HIDDEN_WORDS_TEXT for a bad list. */
  sethiddenwords: defineAction<typeof ZSetHiddenWords, { words: string[] }>({
    method: 'POST',
    gate: 'member',
    input: ZSetHiddenWords,
    outputSchema: z.object({ words: z.array(z.string()) }),
  }),
};
