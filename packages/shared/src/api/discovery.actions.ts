// Discovery (RULES.md "Reads and writes", "Who may see what", "Matching", "Money and limits", "Location privacy"):
// the deck and its flips, decisions, the profile view, matches, notifications and settings.
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
import { type SettingsInput, ZNewName } from '../schemas/settings.ts';
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
/**
 * `settings` is read by GET and written by POST under one name (RULES.md "Reads and writes"): the dispatcher lets any
 * object through, and the server checks a write against ZSettings, so a bad write can never pass for a read.
 */
const ZSettingsCall = z.custom<SettingsInput | Record<string, never>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: 'Settings must be an object' },
);

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

/** A match list item (RULES.md "Reads and writes"); chat fields are filled once chat exists. */
export interface MatchListItem {
  match_id: string;
  user_id: string;
  imageid: string | null;
  full_match: 0 | 1;
  /** Only for full matches. */
  real_name?: string;
  display_name: string;
  /** 1 when the caller has read up to the last message. */
  chatsread: 0 | 1;
  /** Upcoming requested or accepted dates. */
  dates: number;
  /** Id of the last message, or null. */
  lastchat: number | null;
  lastchattext: string | null;
  lastchattype: 'text' | 'image' | 'date' | 'notification' | null;
  /**
   * [defined here] 1 when the other person deleted their account: user_id is '', display_name is
   * DELETED_USER_NAME, imageid null, and the chat opens read-only.
   */
  deleted?: 1;
  /** [defined here] Messages from the other person the caller has not read. */
  unread?: number;
  /** [defined here] 1 while the other person has the app open and shows their activity. */
  online?: 0 | 1;
  /** [defined here] When the last message was sent (ISO 8601, UTC); absent without messages. */
  lastchatat?: string;
  /** [defined here] 1 when the last message is the caller's own, 0 when the other person's. */
  lastchatmine?: 0 | 1;
  /** [defined here] When the match was made (ISO 8601, UTC). */
  matched_at?: string;
  /**
   * [defined here] When the last message is a join-call request: how that call went, as the chat
   * message says it (its `status`, `reference` and, once an answered call ended, `duration` in seconds).
   */
  lastcall?: {
    status: 'pending' | 'accepted' | 'declined' | 'expired';
    reference: string | null;
    duration?: number;
  };
  /**
   * [defined here] 1 when the last message contains one of the caller's hidden words: lastchattext is
   * then HIDDEN_WORDS.folded instead of the message.
   */
  lastchathidden?: 1;
  /**
   * [defined here] 1 when this person passed the face check (api/face-check.actions.ts) and their private
   * photos still show that face; absent otherwise. Their photos stay hidden as before.
   */
  verified?: 1;
}

export interface NotificationItem {
  id: string;
  title: string;
  notification: string;
  /** ISO 8601, UTC. */
  created: string;
  read: 0 | 1;
  /**
   * Where a tap leads (additive, absent on older rows and on notices about the account): the chat of
   * `match_id`, for a message or a gift ('chat'), a new match ('match') or a date ('date'). Gone with the match.
   */
  target?: { kind: 'chat' | 'match' | 'date'; match_id: string };
  /**
   * [defined here] A date notification: `notification` ends with the date's time in UTC (as before);
   * `text` is the same words without it and `at` the time (ISO 8601), for the client to write in the reader's own
   * zone and locale after `text` and a comma. Absent on other notifications and on older rows.
   */
  date?: { at: string; text: string };
}

export interface SettingsData {
  name: string;
  email: string;
  source: string;
  /** Kilometres. */
  gps_distance: number;
  gps_in_miles: 0 | 1;
  listed: 0 | 1;
  device_country: string | null;
  country: string | null;
  /** [defined here] 1: the deck shows only people who passed the face check. */
  verified_only: 0 | 1;
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

const ZMatchListItem = z.object({
  match_id: z.string(),
  user_id: z.string(),
  imageid: z.string().nullable(),
  full_match: flag,
  real_name: z.string().optional(),
  display_name: z.string(),
  chatsread: flag,
  dates: z.number().int(),
  lastchat: z.number().nullable(),
  lastchattext: z.string().nullable(),
  lastchattype: z.enum(['text', 'image', 'date', 'notification']).nullable(),
  deleted: z.literal(1).optional(),
  unread: z.number().int().optional(),
  online: flag.optional(),
  lastchatat: z.string().optional(),
  lastchatmine: flag.optional(),
  matched_at: z.string().optional(),
  lastcall: z
    .object({
      status: z.enum(['pending', 'accepted', 'declined', 'expired']),
      reference: z.string().nullable(),
      duration: z.number().optional(),
    })
    .optional(),
  lastchathidden: z.literal(1).optional(),
  verified: z.literal(1).optional(),
}) satisfies z.ZodType<MatchListItem>;

const ZNotificationItem = z.object({
  id: z.string(),
  title: z.string(),
  notification: z.string(),
  created: z.string(),
  read: flag,
  target: z.object({ kind: z.enum(['chat', 'match', 'date']), match_id: z.string() }).optional(),
  date: z.object({ at: z.string(), text: z.string() }).optional(),
}) satisfies z.ZodType<NotificationItem>;

const ZSettingsData = z.object({
  name: z.string(),
  email: z.string(),
  source: z.string(),
  gps_distance: z.number(),
  gps_in_miles: flag,
  listed: flag,
  device_country: z.string().nullable(),
  country: z.string().nullable(),
  verified_only: flag,
}) satisfies z.ZodType<SettingsData>;

export const DISCOVERY_ACTIONS = {
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
  /** [defined here] The latest conversation first: the newest of the match and its last message. */
  matches: defineAction<typeof NoInput, { matches: MatchListItem[]; notifications: number }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ matches: z.array(ZMatchListItem), notifications: z.number().int() }),
  }),
  notifications: defineAction<typeof NoInput, { notifications: NotificationItem[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ notifications: z.array(ZNotificationItem) }),
  }),
  readnotifications: defineAction<typeof NoInput, object>({
    method: 'POST',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({}),
  }),
  deletenotifications: defineAction<typeof NoInput, object>({
    method: 'POST',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({}),
  }),
  settings: defineAction<typeof ZSettingsCall, { data?: SettingsData }>({
    method: 'GET',
    gate: 'member',
    input: ZSettingsCall,
    // A read answers `data`; a write answers nothing more.
    outputSchema: z.object({ data: ZSettingsData.optional() }),
  }),
  newname: defineAction<typeof ZNewName, object>({
    method: 'POST',
    gate: 'member',
    input: ZNewName,
    outputSchema: z.object({}),
  }),
};
