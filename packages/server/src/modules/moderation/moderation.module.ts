// Wires moderation into the server: the job that ends a suspension on its date. The commands themselves are listed
// in admin/admin-commands.ts and build their service from app.services when they run.
import type { Db } from '../../platform/db/db-client.ts';
import type { JobWorker } from '../../platform/jobs/job-worker.ts';
import { createModerationRepo } from './moderation.repo.ts';
import { createSuspensionEndHandler, SUSPENSION_END_JOB } from './moderation.service.ts';

export function registerModerationJobs(db: Db, worker: Pick<JobWorker, 'register'>): void {
  worker.register(SUSPENSION_END_JOB, createSuspensionEndHandler(createModerationRepo(db)));
}
