// The in-app Contact Us action (RULES.md "Reads and writes" `feedback`; RULES.md "Validation"). Signed in, verified
// and terms accepted, like the other app screens; the server stores it and mails it to the support mailbox.
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
