// The match list (RULES.md "Reads and writes" `matches`): the caller's open matches, the latest conversation
// first, with what the list shows of each chat. Flags travel as 0/1 numbers, as the mobile app reads them.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

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

// The answer as data (the contract files and the test-time check), built to the interface above.
const flag = z.literal([0, 1]);

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

export const MATCHES_ACTIONS = {
  /** [defined here] The latest conversation first: the newest of the match and its last message. */
  matches: defineAction<typeof NoInput, { matches: MatchListItem[]; notifications: number }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ matches: z.array(ZMatchListItem), notifications: z.number().int() }),
  }),
};
