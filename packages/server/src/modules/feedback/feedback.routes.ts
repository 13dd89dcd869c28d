// The `feedback` action of RULES.md "Reads and writes": a thin handler over the feedback service.
import type { FEEDBACK_ACTIONS } from '@rookery/shared/api/feedback.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { FeedbackService } from './feedback.service.ts';

export function feedbackActions(feedback: FeedbackService): Handlers<typeof FEEDBACK_ACTIONS> {
  return {
    feedback: async ({ viewer, input }) => {
      await feedback.send(viewer.userId, input);
      return {};
    },
  };
}
