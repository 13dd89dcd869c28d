// The deck (RULES.md "Reads and writes", "Who may see what", "Matching", "Money and limits", "Location privacy"): its
// cards and flips, the decisions on them and the profile view. The match list, notifications and settings have their
// own files.
//
// Defined here beyond the actions of RULES.md "Reads and writes":
// - matchlist charges one flip per card it returns that was not already charged in the current flips period, so
//   reloading the same deck is free; when flips are short it returns only the cards it could charge. `flips` is
//   what is left afterwards. With no flips left and no already-paid card to show: `out of flips` (200).
// - matchaccept, matchchill and matchdecline apply only to people the caller's deck served in the last 24 h
//   (else 403); they cost nothing and answer the flips left. A decline is final once its undo window is over.
// - matchundo {userid} takes back the caller's own last decision (one card, or one matchdecline of several
//   cards: all of it) within MONEY.deckUndoSeconds; `undone` lists the cards back in the deck. Refused (403 with
//   a sentence) for anyone not in that last decision, after the window, or for an accept that made a match.
// - Flags travel as 0/1 numbers, as the mobile app reads them.
import { z } from 'zod';
import type { DistanceUnit } from '../domain/units.ts';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();
const userId = z.string({ error: 'Choose a person' }).trim().min(1, 'Choose a person').max(100);
const ZUserId = z.object({ userid: userId });
const ZUserIds = z.object({
  userids: z
    .array(userId, { error: 'Choose the people to decline' })
    .min(1, 'Choose the people to decline')
    .max(50),
});
const ZProfileByIdInput = z.object({ id: userId, full: z.enum(['0', '1']).optional() });

/** A deck card (RULES.md "Reads and writes"): never coordinates, never a date of birth. */
export interface Candidate {
  id: string;
  user_id: string;
  display_name: string;
  age: number;
  /** Whole km or miles in the viewer's unit, at least 1. */
  distance: number;
  distance_unit: DistanceUnit;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  tagline: string;
  description: string;
  gender: string;
  starsign: string | null;
  /** The selected AI image (GET /download?type=AIImage&file={imageid}.png). */
  imageid: string;
  /**
   * [defined here] 1 when this person passed the face check (api/face-check.actions.ts) and their private
   * photos still show that face; absent otherwise. Their photos stay hidden as before.
   */
  verified?: 1;
}

/**
 * The profile view (RULES.md "Entities", "Who may see what"): the full-only fields are there only in the full view.
 */
export interface ProfileView {
  user_id: string;
  display_name: string;
  gender: string;
  tagline: string;
  description: string;
  ideal_partner: string;
  age: number | null;
  starsign: string | null;
  aiimage: string | null;
  /** Null for oneself or when either position is unknown. */
  distance: number | null;
  distance_unit: DistanceUnit;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  introvert: number;
  planner: number;
  explorer: number;
  earlybird: number;
  sweet: number;
  /** Full view only (oneself or a full match). */
  real_name?: string;
  DOB?: string;
  has_kids?: boolean;
  want_kids?: string;
  /**
   * [defined here] 1 when this person passed the face check (api/face-check.actions.ts) and their private
   * photos still show that face; absent otherwise. Their photos stay hidden as before.
   */
  verified?: 1;
}

export interface ProfileViewPhoto {
  id: string;
  filename: string;
  profile: 0 | 1;
  /**
   * [defined here] The photo's download link for this viewer: /download with `exp` and `sig`, which
   * expires within minutes (PRIVATE_LINK.ttlSeconds) and works for no one else. Another person's private photo is
   * served only through such a link, and only while the match is still full.
   */
  url: string;
}

export interface ProfileViewRecording {
  id: string;
  prompt: string;
  filename: string;
}

/**
 * A deck, or (with status 200, as RULES.md "Errors" expects) why there is none: `out of flips`, `GPS disabled`. With
 * `out of flips`, `refill_at` (ISO 8601) says when the day's flips come back ("refills in 14 h").
 */
type DeckAnswer =
  | { matches: Candidate[]; flips: number }
  | { success: false; error: string; flips?: number; refill_at?: string };

// The answers as data (the contract files and the test-time check), built to the interfaces above.
const flag = z.literal([0, 1]);
const distanceUnit = z.enum(['km', 'miles']);

const ZCandidate = z.object({
  id: z.string(),
  user_id: z.string(),
  display_name: z.string(),
  age: z.number(),
  distance: z.number(),
  distance_unit: distanceUnit,
  suburb: z.string().nullable(),
  town: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  tagline: z.string(),
  description: z.string(),
  gender: z.string(),
  starsign: z.string().nullable(),
  imageid: z.string(),
  verified: z.literal(1).optional(),
}) satisfies z.ZodType<Candidate>;

const ZDeckAnswer = z.union([
  z.object({ matches: z.array(ZCandidate), flips: z.number().int() }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    flips: z.number().int().optional(),
    refill_at: z.string().optional(),
  }),
]) satisfies z.ZodType<DeckAnswer>;

const ZProfileView = z.object({
  user_id: z.string(),
  display_name: z.string(),
  gender: z.string(),
  tagline: z.string(),
  description: z.string(),
  ideal_partner: z.string(),
  age: z.number().nullable(),
  starsign: z.string().nullable(),
  aiimage: z.string().nullable(),
  distance: z.number().nullable(),
  distance_unit: distanceUnit,
  suburb: z.string().nullable(),
  town: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  introvert: z.number(),
  planner: z.number(),
  explorer: z.number(),
  earlybird: z.number(),
  sweet: z.number(),
  real_name: z.string().optional(),
  DOB: z.string().optional(),
  has_kids: z.boolean().optional(),
  want_kids: z.string().optional(),
  verified: z.literal(1).optional(),
}) satisfies z.ZodType<ProfileView>;

const ZProfileById = z.object({
  profile: z.array(ZProfileView),
  images: z.array(
    z.object({
      id: z.string(),
      filename: z.string(),
      profile: flag,
      url: z.string(),
    }) satisfies z.ZodType<ProfileViewPhoto>,
  ),
  VRs: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      filename: z.string(),
    }) satisfies z.ZodType<ProfileViewRecording>,
  ),
  full: flag,
});

export const DECK_ACTIONS = {
  matchlist: defineAction<typeof NoInput, DeckAnswer>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    sideEffects: true,
    outputSchema: ZDeckAnswer,
  }),
  usepebble: defineAction<typeof NoInput, { pebbles: number; flips: number }>({
    method: 'POST',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ pebbles: z.number().int(), flips: z.number().int() }),
  }),
  matchaccept: defineAction<typeof ZUserId, { flips: number; match?: { match_id: string } }>({
    method: 'POST',
    gate: 'member',
    input: ZUserId,
    outputSchema: z.object({ flips: z.number().int(), match: z.object({ match_id: z.string() }).optional() }),
  }),
  matchchill: defineAction<typeof ZUserId, { flips: number }>({
    method: 'POST',
    gate: 'member',
    input: ZUserId,
    outputSchema: z.object({ flips: z.number().int() }),
  }),
  matchdecline: defineAction<typeof ZUserIds, { flips: number }>({
    method: 'POST',
    gate: 'member',
    input: ZUserIds,
    outputSchema: z.object({ flips: z.number().int() }),
  }),
  matchundo: defineAction<typeof ZUserId, { flips: number; undone: string[] }>({
    method: 'POST',
    gate: 'member',
    input: ZUserId,
    outputSchema: z.object({ flips: z.number().int(), undone: z.array(z.string()) }),
  }),
  profilebyid: defineAction<
    typeof ZProfileByIdInput,
    { profile: ProfileView[]; images: ProfileViewPhoto[]; VRs: ProfileViewRecording[]; full: 0 | 1 }
  >({ method: 'GET', gate: 'member', input: ZProfileByIdInput, outputSchema: ZProfileById }),
};
