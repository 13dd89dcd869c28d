// The in-app Contact Us form (RULES.md "Validation", "Constants and limits"; RULES.md "Reads and writes" `feedback`):
// one schema for the /app/contact form and the server, with the words of RULES.md "Validation". The types are the
// public contact form's query types.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { QUERY_TYPES } from './web-form-rules.ts';

export const FEEDBACK_MESSAGES = {
  type: 'Please select a type',
  details: 'Please provide details',
  // RULES.md "Constants and limits" sets the limit without a sentence of its own.
  detailsTooLong: `Details must be ${LIMITS.feedbackDetails} characters or fewer.`,
  source: 'Please say where the feedback comes from.',
} as const;

export const FEEDBACK_TYPES = QUERY_TYPES;

const M = FEEDBACK_MESSAGES;

/** What the person fills in. An empty select ('') gets the type's message, not zod's own. */
export const ZFeedbackForm = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: M.type }),
  details: z
    .string({ error: M.details })
    .trim()
    .min(1, M.details)
    .max(LIMITS.feedbackDetails, M.detailsTooLong),
});
export type FeedbackFormInput = z.input<typeof ZFeedbackForm>;
export type FeedbackForm = z.output<typeof ZFeedbackForm>;

/** The wire payload: the form plus where it was sent from ('App' from the web app, as `deleteaccount`). */
export const ZFeedback = ZFeedbackForm.extend({
  source: z.string({ error: M.source }).trim().min(1, M.source).max(40, M.source).default('App'),
});
export type Feedback = z.output<typeof ZFeedback>;
