// The in-app contact form's call (RULES.md "Reads and writes" `feedback`, source 'App').
import type { FeedbackForm } from '@rookery/shared/schemas/feedback.ts';
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const sendFeedback = (values: FeedbackForm) =>
  apiPost('feedback', { source: 'App', ...values }).then(unwrap);
