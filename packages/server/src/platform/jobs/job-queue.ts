// Queueing background jobs for any feature: a row in the jobs table, and a wake-up for this process's worker.
import type { Db } from '../db/db-client.ts';
import type { JobsRepo, NewJob } from './jobs.repo.ts';

export function createJobQueue(repo: JobsRepo, wake: () => void) {
  return {
    /** Queues a job and wakes the worker. */
    async enqueue(kind: string, userId: string | null, payload: Record<string, unknown>, runAfter?: Date) {
      const id = await repo.enqueue({ kind, userId, payload, runAfter });
      wake();
      return id;
    },

    /** Queues a job inside the caller's transaction; call wake() once it has committed. */
    enqueueIn(tx: Db, job: NewJob): Promise<string> {
      return repo.enqueue(job, tx);
    },

    wake,
    get: (id: string) => repo.get(id),
    /** For `jobs list`: the newest jobs (of a status, of a kind), and how many there are of each. */
    list: (filter: { status?: string; kind?: string; limit: number }) => repo.list(filter),
    counts: () => repo.counts(),
    /** Queues a dead job again with its tries counted afresh (`jobs retry <id>`); false when it is not dead. */
    async retryDead(id: string): Promise<boolean> {
      const queued = await repo.requeueDead(id);
      if (queued) wake();
      return queued;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
