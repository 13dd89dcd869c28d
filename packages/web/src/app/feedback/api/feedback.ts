// The in-app Contact Us (RULES.md "Reads and writes" `feedback`): a message from the app, which the server files and
// mails to support.
import type { FeedbackForm } from '@rookery/shared/schemas/feedback.ts';
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const useSendFeedback = () =>
  useMutation({
    mutationFn: (values: FeedbackForm) => apiPost('feedback', { source: 'App', ...values }).then(unwrap),
  });
