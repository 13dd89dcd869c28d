// [defined here] A person's own privacy controls: hidden words and taking back a full profile.
// RULES.md "Who may see what": each reads or changes only the caller's own list, or a match the caller is a member
// of.

import { z } from 'zod';
import { HIDDEN_WORDS, HIDDEN_WORDS_TEXT, normalizeWords, tidyHiddenWords } from '../domain/hidden-words.ts';
import { UUID_REGEX } from '../domain/uuid.ts';
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

const ZRoom = z.object({
  room: z
    .string({ error: 'Unknown match' })
    .trim()
    .regex(UUID_REGEX, 'Unknown match')
    .transform((value) => value.toLowerCase()),
});

/** Why `hidefullprofile` refuses (400); a room that is not the caller's open match is 403 like chat's. */
export const REVEAL_TEXT = {
  notFull: 'You are not sharing full profiles in this match.',
  /** What the confirmation dialog says before it is done. */
  confirm:
    'Your private photos and real name will be hidden from this match again, and theirs from you. Either of you can send a new full profile request later.',
  done: 'Your photos and name are hidden again.',
} as const;

export const PRIVACY_ACTIONS = {
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
  /**
   * "Hide my photos and name again": the caller's full match in `room` goes back to basic for both members at
   * once (each hears `matchupdated {full_match: 0}` in the room and a `fullprofile` alert with state `hidden`);
   * a new full-profile request is needed to share again. 400 REVEAL_TEXT.notFull for a basic match.
   */
  hidefullprofile: defineAction<typeof ZRoom, { full_match: 0 }>({
    method: 'POST',
    gate: 'member',
    input: ZRoom,
    outputSchema: z.object({ full_match: z.literal(0) }),
  }),
};
