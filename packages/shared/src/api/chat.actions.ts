// [defined here] The chat's own action: taking back a full profile from a match. RULES.md "Who may see what": only a
// match the caller is a member of. The chat's messages, reads and requests travel on the socket (events.ts).
import { z } from 'zod';
import { UUID_REGEX } from '../domain/uuid.ts';
import { defineAction } from './action.ts';

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

export const CHAT_ACTIONS = {
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
