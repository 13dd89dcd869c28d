// In-app Contact Us (RULES.md "Validation"; RULES.md "Reads and writes" `feedback`): a per-account limit, the stored
// message, and a mail to the support mailbox. Input arrives already parsed with the shared schema.
import type { Feedback } from '@rookery/shared/schemas/feedback.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { feedbackSupportMail } from './feedback.mail.ts';
import type { FeedbackRepo } from './feedback.repo.ts';

/** A person writes a few times; a script writes hundreds, and each one is a mail in support's inbox. */
export const FEEDBACK_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

export interface FeedbackDeps {
  repo: FeedbackRepo;
  mailer: Mailer;
  supportEmail: string;
  product: string;
  /** The server's limiters (shared between servers with REDIS_URL); in memory when not given. */
  limiters?: LimiterFactory;
}

export function createFeedbackService(deps: FeedbackDeps) {
  const sent = (deps.limiters ?? localLimiters)('feedback', FEEDBACK_LIMIT);
  return {
    async send(userId: string, feedback: Feedback): Promise<void> {
      await sent.consume(`feedback:${userId}`);
      const sender = await deps.repo.sender(userId);
      // A session outliving its account: nobody to answer.
      if (!sender) throw new AppError('UNAUTHORIZED');
      const stored = await deps.repo.insert({ ...feedback, userId }, sender.email);
      // Stored first: if support cannot be told, the request fails and the person may send it again.
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: sender.email,
        ...feedbackSupportMail(feedback, sender, {
          product: deps.product,
          userId,
          reference: stored.id,
          received: stored.createdAt,
        }),
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
