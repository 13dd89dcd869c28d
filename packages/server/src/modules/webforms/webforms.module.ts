// The webforms feature: the public support and /delete forms behind a captcha, and the deletion requests support
// works through (lent as `deletionRequests`: `npm run admin -- deletions`) with the holder's confirmation link.
import { createCaptchaService } from '../../platform/captcha/captcha.service.ts';
import { createCaptchaSpentRepo } from '../../platform/captcha/captcha-spent.repo.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountDeletion } from '../account/account.public.ts';
import { DELETION_REQUEST_COMMANDS } from './deletion-requests.commands.ts';
import { createDeletionRequestsRepo } from './deletion-requests.repo.ts';
import { deletionRequestsActions } from './deletion-requests.routes.ts';
import { createDeletionRequestsService } from './deletion-requests.service.ts';
import { SUPPORT_REQUEST_COMMANDS } from './support-requests.commands.ts';
import { WEBFORMS_EXPORT } from './webforms.export.ts';
import { createWebformsRepo } from './webforms.repo.ts';
import { webformsActions } from './webforms.routes.ts';
import { createWebformsService } from './webforms.service.ts';

export function createWebformsModule(
  { db, config, mailer, log, limiters }: Platform,
  deps: { accounts: AccountDeletion },
) {
  const webforms = createWebformsService({
    repo: createWebformsRepo(db),
    mailer,
    captcha: createCaptchaService(config.captcha, createCaptchaSpentRepo(db)),
    supportEmail: config.supportEmail,
    product: config.brand.product,
    log,
    limiters,
  });
  const deletionRequests = createDeletionRequestsService({
    repo: createDeletionRequestsRepo(db),
    mailer,
    deleteAccount: (userId) => deps.accounts.deleteAccount(userId, 'request'),
    publicUrl: config.publicUrl,
    product: config.brand.product,
    supportEmail: config.supportEmail,
    log,
    limiters,
  });
  return defineFeature(
    {
      name: 'webforms',
      exportSections: WEBFORMS_EXPORT,
      actions: { ...webformsActions(webforms), ...deletionRequestsActions(deletionRequests) },
      adminCommands: [...DELETION_REQUEST_COMMANDS, ...SUPPORT_REQUEST_COMMANDS],
    },
    { deletionRequests },
  );
}
