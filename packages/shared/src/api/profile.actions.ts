// The profile editor's write (RULES.md "Reads and writes" `updateprofile`); the read `profile` lives with the account
// actions.
import { z } from 'zod';
import { ZProfile } from '../schemas/profile.ts';
import { defineAction } from './action.ts';

const ZUpdateProfile = z.object({ profile: ZProfile });

export const PROFILE_ACTIONS = {
  updateprofile: defineAction<typeof ZUpdateProfile, object>({
    method: 'POST',
    gate: 'member',
    input: ZUpdateProfile,
    outputSchema: z.object({}),
  }),
};
