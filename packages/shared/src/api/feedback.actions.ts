// The in-app Contact Us action (API.md 3 `feedback`; SPEC.md 5 "Settings and feedback"). Signed in, verified and
// terms accepted, like the other app screens; the server stores it and mails it to the support mailbox.
import { z } from 'zod';
import { ZFeedback } from '../schemas/feedback.ts';
import { defineAction } from './action.ts';

export const FEEDBACK_ACTIONS = {
  feedback: defineAction<typeof ZFeedback, object>({
    method: 'POST',
    gate: 'member',
    input: ZFeedback,
    outputSchema: z.object({}),
  }),
};
