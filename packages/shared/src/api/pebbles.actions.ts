// Pebble actions (RULES.md "Reads and writes", "Money and limits", "Ads").
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

/** The message a person sees when the token of a finished ad is missing or not one the server issued. */
export const AD_TEXT = {
  invalid: 'This ad could not be checked. Please watch another one.',
  tooSoon: 'Please watch the whole ad to earn your pebble.',
  used: 'This ad has already earned its pebble.',
  expired: 'This ad has expired. Please watch another one.',
  daily: "You've watched all of today's ads. Come back tomorrow for more pebbles.",
} as const;

const ZAdToken = z
  .object({ token: z.string({ error: AD_TEXT.invalid }).min(1, AD_TEXT.invalid).max(200, AD_TEXT.invalid) })
  .strip();

export const PEBBLES_ACTIONS = {
  pebbles: defineAction<typeof NoInput, { pebbles: number }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ pebbles: z.number().int() }),
  }),
  /** Starts a rewarded ad: a signed token to hand back after `seconds`. */
  adstart: defineAction<typeof NoInput, { token: string; seconds: number }>({
    method: 'POST',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ token: z.string(), seconds: z.number() }),
  }),
  /** Finishes it: one pebble, once per token, no sooner than `seconds` after the start. */
  adcomplete: defineAction<typeof ZAdToken, { pebbles: number }>({
    method: 'POST',
    gate: 'member',
    input: ZAdToken,
    outputSchema: z.object({ pebbles: z.number().int() }),
  }),
};
