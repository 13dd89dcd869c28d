// The job that ends a suspension on its date (queued by the suspension itself, moderation.service.ts).
import type { Db } from '../../platform/db/db-client.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import { NOTICE } from './moderation-text.ts';

/** A suspension's end queues this job for its date: the person is told, and the account is active again. */
export const SUSPENSION_END_JOB = 'moderation.suspension-end';

/**
 * The end of a suspension, on its date: the account is active again and the person is told, in the transaction
 * that marks the job done. A suspension lifted, replaced or turned into a ban meanwhile ends nothing here.
 */
export function createSuspensionEndHandler(
  repo: ModerationRepo,
  clock: () => Date = () => new Date(),
): JobHandler {
  return {
    failureMessage: 'The end of a suspension could not be recorded.',
    async run(job: JobRow) {
      const payload = job.payload as { until?: unknown; reason?: unknown };
      const until = typeof payload.until === 'string' ? new Date(payload.until) : null;
      const reason = typeof payload.reason === 'string' ? payload.reason : '';
      if (!job.userId || !until || Number.isNaN(until.getTime())) return { result: { ended: false } };
      const userId = job.userId;
      return {
        result: { until: until.toISOString() },
        commit: async (tx: Db) => {
          if (!(await repo.endSuspension(tx, userId, until))) return;
          await repo.addNotification(
            tx,
            userId,
            NOTICE.suspensionEnded.title,
            NOTICE.suspensionEnded.text(until, reason),
            clock(),
          );
        },
      };
    },
  };
}
