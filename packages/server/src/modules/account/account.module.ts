// The account feature: deleting an account (deleteaccount, the inactivity task, the /delete requests, lent
// as `accounts`), menudata, the data export, and the scheduled inactivity and retention tasks.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { SessionService } from '../auth/auth.public.ts';
import type { BanList } from '../moderation/moderation.public.ts';
import { accountActions } from './account.routes.ts';
import { accountDeletionActions } from './account-deletion.routes.ts';
import { type AccountDeletionDeps, createAccountDeletion } from './account-deletion.service.ts';
import { createDataExportRepo } from './data-export.repo.ts';
import { dataExportActions } from './data-export.routes.ts';
import { createDataExportService } from './data-export.service.ts';
import { createMenuRepo } from './menu.repo.ts';
import { RETENTION_COMMANDS } from './retention.commands.ts';
import { createRetentionTasks } from './retention.jobs.ts';
import { createRetentionRepo } from './retention.repo.ts';

export interface AccountModuleDeps {
  sessions: SessionService;
  bans: BanList;
  /** Ends a room's call for the person left in it (modules/calls endForCause). */
  endCall: NonNullable<AccountDeletionDeps['endCall']>;
  /** Alerts to the person (modules/alerts). */
  tell: NonNullable<AccountDeletionDeps['tell']>;
  /** The face check's kept face at deletion (modules/face-check). */
  faces: NonNullable<AccountDeletionDeps['faces']>;
}

export function createAccountModule(
  { db, config, storage, mailer, realtime, log, limiters, exportSections }: Platform,
  deps: AccountModuleDeps,
) {
  const brand = { product: config.brand.product, supportEmail: config.supportEmail };
  const accounts = createAccountDeletion(db, {
    bans: deps.bans,
    storage,
    mailer,
    sessions: deps.sessions,
    realtime: realtime.hub,
    endCall: deps.endCall,
    tell: deps.tell,
    faces: deps.faces,
    brand,
    log,
  });
  const deletion = accountDeletionActions(accounts);
  // The document is every feature's sections (each its own modules/<f>/<f>.export.ts), registered with the features.
  const exports = createDataExportService({
    repo: createDataExportRepo(db),
    sections: exportSections,
    storage,
    log,
    limiters,
  });
  return defineFeature(
    {
      name: 'account',
      actions: { ...accountActions(createMenuRepo(db)), ...dataExportActions(exports), ...deletion.actions },
      // The hook that signs out the person who just deleted their account: after the viewer's (register-features.ts).
      routes: (app) => deletion.registerSignOut(app),
      // Inactivity warning and deletion, expiry and the retention periods (retention.jobs.ts).
      tasks: createRetentionTasks({
        repo: createRetentionRepo(db),
        mailer,
        storage,
        purgeSessions: () => deps.sessions.purgeExpired(),
        deleteAccount: (userId, reason) => accounts.deleteAccount(userId, reason),
        brand,
        log,
      }),
      // `retention` and `retention run` (retention.commands.ts).
      adminCommands: RETENTION_COMMANDS,
    },
    { accounts },
  );
}
