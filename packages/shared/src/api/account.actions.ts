// Account actions every signed-in screen reads (RULES.md "Reads and writes"), and the account's own lifecycle
//: deleting it and downloading everything held about it.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

export interface MenuRow {
  accept_tc: number;
  verify: number;
  id: string;
  aiimage: string | null;
  profileimage: string | null;
  pebbles: number;
  /** [defined here] Matches with messages the person has not read (the Matches tab badge). */
  unread?: number;
  /** [defined here] Unread notifications (the Notifications badge). */
  notifications?: number;
}

/** A menudata row (MenuRow) as data: what the published contract promises a client. */
const ZMenuRow = z.object({
  accept_tc: z.number().int(),
  verify: z.number().int(),
  id: z.string(),
  aiimage: z.string().nullable(),
  profileimage: z.string().nullable(),
  pebbles: z.number().int(),
  unread: z.number().int().optional(),
  notifications: z.number().int().optional(),
});

/**
 * deleteaccount's argument: the mobile app sends the bare string "App" (RULES.md "Errors"), others `{source: "App"}`;
 * nothing at all is accepted too. The source is only logged.
 */
const ZDeleteAccount = z.union([
  z.string().max(40),
  z.object({ source: z.string().max(40).optional() }).strip(),
]);

/**
 * exportdata's format: `json` (RULES.md "Reads and writes", the default) is data.json alone; `zip` adds every media
 * file.
 */
const ZExportData = z.object({ format: z.enum(['json', 'zip']).optional() }).strip();

export const ACCOUNT_ACTIONS = {
  menudata: defineAction<typeof NoInput, { md: MenuRow[] }>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({ md: z.array(ZMenuRow) }),
  }),
  /**
   * Deletes the caller's account, rows and files (RULES.md "Safety and moderation"), ends every session and
   * socket; the other side of each conversation is left with "deleted user". Any session may, verified or not.
   */
  deleteaccount: defineAction<typeof ZDeleteAccount, object>({
    method: 'POST',
    gate: 'session',
    input: ZDeleteAccount,
    outputSchema: z.object({}),
  }),
  /**
   * [defined here] A download (Content-Disposition: attachment) of everything held about the caller: not an
   * envelope but data.json, or with format=zip a zip of data.json and media/ (AI images, private photos, voice
   * recordings, chat images they sent). Refusals are envelopes as for every action; an account whose address is
   * not verified is refused 403 with a sentence (anyone may register any address).
   */
  exportdata: defineAction<typeof ZExportData, object>({
    method: 'GET',
    gate: 'session',
    sideEffects: true,
    input: ZExportData,
    // Always a file (data.json, or a zip), sent as an attachment rather than an envelope: nothing to check.
    outputSchema: z
      .object({})
      .describe('A file download (Content-Disposition: attachment), not a JSON envelope'),
  }),
};

// Defined in domain/deleted-user.ts (no zod there, for the screens that show a match); kept importable from here.
export { DELETED_USER_NAME } from '../domain/deleted-user.ts';

/**
 * The refusal of every write in a room whose other member deleted their account (the chat module), and the words
 * the web app shows there; the chat screen also tells such a room by this text in `joinfailed`.
 */
export const ACCOUNT_DELETED_TEXT = 'This person deleted their account.';
