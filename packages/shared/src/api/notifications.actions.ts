// The notifications list (RULES.md "Reads and writes" `notifications`, `readnotifications`, `deletenotifications`):
// the caller's own notices, newest first, marked read or deleted all at once.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

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

// The answer as data (the contract files and the test-time check), built to the interface above.
const flag = z.literal([0, 1]);

const ZNotificationItem = z.object({
  id: z.string(),
  title: z.string(),
  notification: z.string(),
  created: z.string(),
  read: flag,
  target: z.object({ kind: z.enum(['chat', 'match', 'date']), match_id: z.string() }).optional(),
  date: z.object({ at: z.string(), text: z.string() }).optional(),
}) satisfies z.ZodType<NotificationItem>;

export const NOTIFICATIONS_ACTIONS = {
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
};
