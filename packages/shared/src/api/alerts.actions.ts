// [defined here] The person's realtime and push preferences. The alerts themselves travel on the socket (events.ts
// `alert`) and as web pushes (push.actions.ts); these actions only say which.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();
const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value) => (value === true || value === 1 ? 1 : 0));

/** What Settings → Notifications holds. Every flag is on for a new account. */
export interface Preferences {
  /** Others see an "online now" marker while the person has the app open. */
  show_online: 0 | 1;
  /** A short sound for a new message while the app is open. */
  message_sound: 0 | 1;
  /** Web push per type (PUSH_TYPES in events.ts) when no tab is open. */
  push_messages: 0 | 1;
  push_matches: 0 | 1;
  push_calls: 0 | 1;
  push_dates: 0 | 1;
  push_gifts: 0 | 1;
}

const bit = z.union([z.literal(0), z.literal(1)]);
/** Preferences as data: what the published contract promises a client. */
const ZPreferences = z.object({
  show_online: bit,
  message_sound: bit,
  push_messages: bit,
  push_matches: bit,
  push_calls: bit,
  push_dates: bit,
  push_gifts: bit,
});

export const ZSetPreferences = z
  .object({
    show_online: flag.optional(),
    message_sound: flag.optional(),
    push_messages: flag.optional(),
    push_matches: flag.optional(),
    push_calls: flag.optional(),
    push_dates: flag.optional(),
    push_gifts: flag.optional(),
  })
  .strip();

export const ALERTS_ACTIONS = {
  preferences: defineAction<typeof NoInput, { preferences: Preferences }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ preferences: ZPreferences }),
  }),
  setpreferences: defineAction<typeof ZSetPreferences, { preferences: Preferences }>({
    method: 'POST',
    gate: 'member',
    input: ZSetPreferences,
    outputSchema: z.object({ preferences: ZPreferences }),
  }),
};
