// Date safety's own kind of mail job: run in the urgent lane (platform.ts), retried within seconds and for
// twelve hours, never silently given up: a safety mail still waiting after two minutes pages the operator
// (docs/OPERATIONS.md, RookerySafetyMailWaiting), and one that outlives its tries is a dead letter that pages too.
// Marking an alert sent happens in the transaction that marks its job done.
import type { Db } from '../../platform/db/db-client.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobsRepo } from '../../platform/jobs/jobs.repo.ts';
import type { MailRetry } from '../../platform/mail/mail-config.ts';
import { createMailJobHandler } from '../../platform/mail/mail-jobs.ts';
import type { MailTransport } from '../../platform/mail/mailer.ts';
import type { Mail } from './date-safety.mail.ts';

export const SAFETY_MAIL_JOB = 'safety-mail';

/** 2 s, 4 s, … up to a try a minute, for about twelve hours. */
export const SAFETY_MAIL_RETRY: MailRetry = { baseMs: 2000, maxMs: 60_000, attempts: 730 };

export interface SafetyMailQueue {
  /** Queues a mail to `to` inside the caller's transaction; answers the job's id. Call `wake()` after the commit. */
  queueIn(tx: Db, to: string, mail: Mail): Promise<string>;
  wake(): void;
}

export function createSafetyMailQueue(queue: Pick<JobQueue, 'enqueueIn' | 'wake'>): SafetyMailQueue {
  return {
    queueIn: (tx, to, mail) =>
      queue.enqueueIn(tx, { kind: SAFETY_MAIL_JOB, userId: null, payload: { to, ...mail } }),
    wake: () => queue.wake(),
  };
}

export function createSafetyMailHandler(
  transport: MailTransport,
  jobsRepo: JobsRepo,
  onSent: (jobId: string, tx: Db) => Promise<void>,
): JobHandler {
  return createMailJobHandler(transport, jobsRepo, SAFETY_MAIL_RETRY, {
    onSent,
    failureMessage: 'A date safety mail was lost by its worker too often.',
  });
}
