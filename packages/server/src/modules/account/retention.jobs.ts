// The account lifecycle's scheduled tasks: the inactivity warning and deletion (RULES.md "Money and limits"), the
// expiry of codes, sessions and other short-lived rows, and the retention periods of RULES.md "Constants and limits".
// Each is safe to run on two servers at once: people and matches are taken by a conditional update or a row lock, and
// everything else is a plain delete that finds nothing the second time.
import { RETENTION } from '@rookery/shared/retention.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import { type InactivityMailBrand, inactivityWarningMail } from './inactivity.mail.ts';
import type { RetentionRepo } from './retention.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
/** People or matches per statement: short transactions, and a stop waits for one batch at most. */
const BATCH_SIZE = 100;

export type DeleteAccount = (
  userId: string,
  reason: 'self' | 'inactive' | 'request',
) => Promise<{ deleted: boolean }>;

export interface RetentionDeps {
  repo: RetentionRepo;
  mailer: Mailer;
  storage: Storage;
  /** The session service's purgeExpired. */
  purgeSessions: () => Promise<number>;
  /** The account module's deletion (safe to call twice). */
  deleteAccount: DeleteAccount;
  brand: InactivityMailBrand;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** People or matches per statement (tests make it small to run many batches); default 100. */
  batchSize?: number;
}

/** The task names, as `npm run admin -- jobs run <name>` takes them. */
export const RETENTION_TASKS = {
  warning: 'inactivity-warning',
  deletion: 'inactivity-deletion',
  expire: 'expire',
  retention: 'retention',
} as const;

export function createRetentionTasks(deps: RetentionDeps): ScheduledTask[] {
  const { repo, mailer, storage, log, brand } = deps;
  const batch = deps.batchSize ?? BATCH_SIZE;

  const warning: ScheduledTask = {
    name: RETENTION_TASKS.warning,
    summary: `mail people inactive for ${RETENTION.inactiveMonths} months less ${RETENTION.warningDays} days, once`,
    schedule: { dailyAtUtcHour: 3 },
    async run({ signal }) {
      let warned = 0;
      let failed = 0;
      const skip: string[] = [];
      while (!signal.aborted) {
        const people = await repo.claimWarnings(batch, skip);
        if (people.length === 0) break;
        for (const person of people) {
          // The deletion task needs 14 days from the warning: the date said is the first day it can happen.
          const deleteOn = new Date(person.warnedAt.getTime() + RETENTION.warningDays * DAY);
          try {
            await mailer.send(inactivityWarningMail(person.email, { name: person.name, deleteOn }, brand));
            warned += 1;
          } catch (err) {
            // Not warned means not deleted: undo the mark, so the next run tries this person again.
            log.warn({ err, userId: person.id }, 'inactivity warning could not be sent');
            await repo.forgetWarning(person.id, person.warnedAt);
            skip.push(person.id);
            failed += 1;
          }
        }
      }
      return { warned, failed };
    },
  };

  const deletion: ScheduledTask = {
    name: RETENTION_TASKS.deletion,
    summary: `delete accounts inactive for ${RETENTION.inactiveMonths} months and warned ${RETENTION.warningDays} days ago`,
    // An hour after the warnings, so a person warned at this hour is deleted on the day the mail named.
    schedule: { dailyAtUtcHour: 4 },
    async run({ signal }) {
      let deleted = 0;
      let alreadyGone = 0;
      let failed = 0;
      const skip: string[] = [];
      while (!signal.aborted) {
        const people = await repo.claimDeletions(batch, skip);
        if (people.length === 0) break;
        for (const person of people) {
          try {
            const outcome = await deps.deleteAccount(person.id, 'inactive');
            if (outcome.deleted) deleted += 1;
            else alreadyGone += 1;
          } catch (err) {
            log.error({ err, userId: person.id }, 'inactive account could not be deleted');
            await repo.restoreWarning(person.id, person.warnedAt);
            skip.push(person.id);
            failed += 1;
          }
        }
      }
      return { deleted, alreadyGone, failed };
    },
  };

  const expire: ScheduledTask = {
    name: RETENTION_TASKS.expire,
    summary:
      'remove expired codes, sessions, captcha answers, finished jobs, old scheduled runs and moderators’ report views',
    schedule: { everyMinutes: 60 },
    async run() {
      return {
        codes: await repo.expireCodes(),
        sessions: await deps.purgeSessions(),
        captchaSpent: await repo.expireCaptchaSpent(),
        jobs: await repo.expireJobs(),
        scheduledRuns: await repo.expireScheduledRuns(),
        moderationViews: await repo.expireModerationViews(),
      };
    },
  };

  const retention: ScheduledTask = {
    name: RETENTION_TASKS.retention,
    summary: `delete chats idle ${RETENTION.chatMonths} months, resolved contact requests after ${RETENTION.contactMonths}, deletion forms after ${RETENTION.deletionFormMonths}`,
    schedule: { dailyAtUtcHour: 5 },
    async run({ signal }) {
      const totals = { matches: 0, messages: 0, chatImages: 0, dates: 0, reads: 0 };
      while (!signal.aborted) {
        const gone = await repo.deleteStaleMatches(batch);
        if (gone.rooms.length === 0) break;
        // Files after their rows, so a listed chat image always has its file.
        for (const room of gone.rooms) await storage.deletePrefix(storageKeys.chatImage(room, ''));
        totals.matches += gone.rooms.length;
        totals.messages += gone.messages;
        totals.chatImages += gone.images;
        totals.dates += gone.dates;
        totals.reads += gone.reads;
      }
      return {
        ...totals,
        contactRequests: await repo.deleteResolvedContacts(),
        deletionForms: await repo.deleteOldDeletionForms(),
      };
    },
  };

  return [warning, deletion, expire, retention];
}
