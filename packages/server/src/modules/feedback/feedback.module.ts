// The feedback feature (in-app Contact Us, RULES.md "Reads and writes" `feedback`): the stored message and its mail
// to support.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createFeedbackRepo } from './feedback.repo.ts';
import { feedbackActions } from './feedback.routes.ts';
import { createFeedbackService } from './feedback.service.ts';

export function createFeedbackModule({ db, config, mailer, limiters }: Platform) {
  const service = createFeedbackService({
    repo: createFeedbackRepo(db),
    mailer,
    supportEmail: config.supportEmail,
    product: config.brand.product,
    limiters,
  });
  return defineFeature({ name: 'feedback', actions: feedbackActions(service) });
}
