// The jobs table's SQL (RULES.md "Defaults and scale-out"): enqueue, claim with FOR UPDATE SKIP LOCKED so that any
// number of workers on one database run each job once, progress (which also tells others the worker is alive), the
// outcome, and the recovery of jobs whose worker died. Every change of a running job is guarded by status and owner,
// so a job that another worker has recovered cannot be finished or failed twice.
import { RETENTION } from '@rookery/shared/retention.ts';
import { and, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { daysAgo, deletedCount } from '../db/deleted-count.ts';
import { jobs } from '../db/platform.schema.ts';
import { preparedStatement } from '../db/prepared.ts';

/** `dead`: a retrying kind's last try failed too (a dead letter; `jobs retry <id>` queues it again). */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'dead';

export interface JobRow {
  id: string;
  kind: string;
  userId: string | null;
  payload: unknown;
  status: string;
  progress: number;
  result: unknown;
  error: string | null;
  attempts: number;
  runAfter: Date;
  lockedBy: string | null;
  lockedAt: Date | null;
  createdAt: Date;
}

export interface NewJob {
  kind: string;
  userId: string | null;
  payload: Record<string, unknown>;
  /** Not before this time (scheduled jobs); now by default. */
  runAfter?: Date;
}

const row = {
  id: jobs.id,
  kind: jobs.kind,
  userId: jobs.userId,
  payload: jobs.payload,
  status: jobs.status,
  progress: jobs.progress,
  result: jobs.result,
  error: jobs.error,
  attempts: jobs.attempts,
  runAfter: jobs.runAfter,
  lockedBy: jobs.lockedBy,
  lockedAt: jobs.lockedAt,
  createdAt: jobs.createdAt,
};

/** `locked_at` older than `ms` milliseconds, measured by the database's clock (servers' clocks may differ). */
const lockedBefore = (ms: number) => sql`${jobs.lockedAt} < now() - (${ms} * interval '1 millisecond')`;

/** A jobs row as a raw statement answers it (timestamps as text). */
interface RawJob {
  id: string;
  kind: string;
  user_id: string | null;
  payload: unknown;
  status: string;
  progress: number;
  result: unknown;
  error: string | null;
  attempts: number;
  run_after: string | Date;
  locked_by: string | null;
  locked_at: string | Date | null;
  created_at: string | Date;
}

const toJob = (raw: RawJob): JobRow => ({
  id: raw.id,
  kind: raw.kind,
  userId: raw.user_id,
  payload: raw.payload,
  status: raw.status,
  progress: Number(raw.progress),
  result: raw.result,
  error: raw.error,
  attempts: Number(raw.attempts),
  runAfter: new Date(raw.run_after),
  lockedBy: raw.locked_by,
  lockedAt: raw.locked_at === null ? null : new Date(raw.locked_at),
  createdAt: new Date(raw.created_at),
});

/**
 * The idle poll's claim ($1 the worker, $2 its kinds): every worker sends it every JOBS_POLL_MS, so it is prepared
 * once (platform/db/prepared.ts). Planned afresh it cost 1.4-2.4 ms of CPU a poll on PGlite, and held PGlite's thread
 * that long every second; prepared, 0.3 ms.
 */
const CLAIM = `
  update jobs set status = 'running', attempts = attempts + 1, progress = 0, locked_by = $1::text,
                  locked_at = now(), updated_at = now()
  where id = (select id from jobs
              where status = 'queued' and run_after <= now() and kind = any($2::text[])
              order by created_at limit 1 for update skip locked)
  returning id, kind, user_id, payload, status, progress, result, error, attempts, run_after, locked_by, locked_at,
            created_at`;

export function createJobsRepo(db: Db) {
  const claimDue = preparedStatement<RawJob>(db, 'jobs_claim', CLAIM);
  const mine = (id: string, workerId: string) =>
    and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

  /** Marks the oldest job matching `where` as this worker's running try (skipping ones another claim holds). */
  async function claimFirst(workerId: string, where: SQL | undefined): Promise<JobRow | null> {
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(jobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        progress: 0,
        lockedBy: workerId,
        lockedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, sql`(${next})`))
      .returning(row);
    return claimed[0] ?? null;
  }

  return {
    /** Queues a job; pass a transaction as `exec` to queue it together with other writes. */
    async enqueue(job: NewJob, exec: Db = db): Promise<string> {
      const inserted = await exec
        .insert(jobs)
        .values({
          kind: job.kind,
          userId: job.userId,
          payload: job.payload,
          ...(job.runAfter ? { runAfter: job.runAfter } : {}),
        })
        .returning({ id: jobs.id });
      const id = inserted[0]?.id;
      if (!id) throw new Error('the job was not queued');
      return id;
    },

    async get(id: string): Promise<JobRow | undefined> {
      const rows = await db.select(row).from(jobs).where(eq(jobs.id, id)).limit(1);
      return rows[0];
    },

    /** Takes the oldest due job of these kinds for this worker, or null when there is none. */
    async claim(workerId: string, kinds: string[]): Promise<JobRow | null> {
      if (kinds.length === 0) return null;
      const [claimed] = await claimDue([workerId, kinds]);
      return claimed ? toJob(claimed) : null;
    },

    /** Takes this one job if it is queued and due (the process that queued it tries it at once), else null. */
    claimById: (id: string, workerId: string): Promise<JobRow | null> =>
      claimFirst(workerId, and(eq(jobs.id, id), eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`))),

    /** Queues this worker's failed try again after `delayMs` (the database's clock), keeping its error. */
    async retryLater(id: string, workerId: string, delayMs: number, error: string): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({
          status: 'queued',
          error,
          progress: 0,
          lockedBy: null,
          lockedAt: null,
          runAfter: sql`now() + (${delayMs} * interval '1 millisecond')`,
          updatedAt: sql`now()`,
        })
        .where(mine(id, workerId))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },

    /** Records progress (0–100) and that the worker is alive; false when the job is no longer this worker's. */
    async progress(id: string, workerId: string, progress: number): Promise<boolean> {
      const n = Math.max(0, Math.min(100, Math.round(progress)));
      const updated = await db
        .update(jobs)
        .set({ progress: n, lockedAt: sql`now()`, updatedAt: sql`now()` })
        .where(mine(id, workerId))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },

    async heartbeat(id: string, workerId: string): Promise<void> {
      await db.update(jobs).set({ lockedAt: sql`now()` }).where(mine(id, workerId));
    },

    /**
     * Marks the job done and runs `commit` (the job's own writes) in the same transaction, so its outcome and
     * its rows appear together; false (and nothing written) when the job is no longer this worker's.
     */
    async finish(
      id: string,
      workerId: string,
      result: Record<string, unknown>,
      commit?: (tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(jobs)
          .set({ status: 'done', progress: 100, result, lockedBy: null, updatedAt: sql`now()` })
          .where(mine(id, workerId))
          .returning({ id: jobs.id });
        if (updated.length === 0) return false;
        await commit?.(tx);
        return true;
      });
    },

    /**
     * Marks a running job failed with a message for the person and runs `onFailed` (e.g. a refund) in the same
     * transaction. Guarded by status, so it happens at most once whoever calls it. `workerId` null: any owner
     * (used by recovery, together with `staleMs`).
     */
    async fail(
      id: string,
      error: string,
      onFailed: ((job: JobRow, tx: Db) => Promise<void>) | undefined,
      guard: { workerId: string } | { staleMs: number },
      status: 'failed' | 'dead' = 'failed',
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owner = 'workerId' in guard ? eq(jobs.lockedBy, guard.workerId) : lockedBefore(guard.staleMs);
        const failed = await tx
          .update(jobs)
          .set({ status, error, lockedBy: null, updatedAt: sql`now()` })
          .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), owner))
          .returning(row);
        const job = failed[0];
        if (!job) return false;
        await onFailed?.(job, tx);
        return true;
      });
    },

    /** Puts this worker's job back in the queue (graceful shutdown); the attempt does not count. */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          progress: 0,
          lockedBy: null,
          lockedAt: null,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(mine(id, workerId));
    },

    /** Forgets a job's payload (a sent mail's body), in the caller's transaction. */
    async clearPayload(id: string, exec: Db = db): Promise<void> {
      await exec.update(jobs).set({ payload: {} }).where(eq(jobs.id, id));
    },

    /** Newest first, for `jobs list` (any of status and kind). */
    async list(filter: { status?: string; kind?: string; limit: number }): Promise<JobRow[]> {
      const where = and(
        filter.status ? eq(jobs.status, filter.status) : undefined,
        filter.kind ? eq(jobs.kind, filter.kind) : undefined,
      );
      return db.select(row).from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(filter.limit);
    },

    /** How many jobs there are of each kind and status. */
    async counts(): Promise<{ kind: string; status: string; n: number }[]> {
      return db
        .select({ kind: jobs.kind, status: jobs.status, n: count() })
        .from(jobs)
        .groupBy(jobs.kind, jobs.status)
        .orderBy(jobs.kind, jobs.status);
    },

    /** Queues a dead job again, due now, with its tries counted afresh; false when it is not dead. */
    async requeueDead(id: string): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAfter: sql`now()`, lockedBy: null, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },

    /** Running jobs of these kinds whose worker has not been heard from for `staleMs`. */
    async stale(kinds: string[], staleMs: number, limit = 50): Promise<JobRow[]> {
      if (kinds.length === 0) return [];
      return db
        .select(row)
        .from(jobs)
        .where(and(eq(jobs.status, 'running'), inArray(jobs.kind, kinds), lockedBefore(staleMs)))
        .orderBy(jobs.lockedAt)
        .limit(limit);
    },

    /** Queues a stale job again if it has attempts left; false when it has none or is no longer stale. */
    async requeueStale(id: string, staleMs: number, maxAttempts: number): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ status: 'queued', progress: 0, lockedBy: null, lockedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(jobs.id, id),
            eq(jobs.status, 'running'),
            lockedBefore(staleMs),
            sql`${jobs.attempts} < ${maxAttempts}`,
          ),
        )
        .returning({ id: jobs.id });
      return updated.length > 0;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;

/**
 * Finished jobs older than RETENTION.finishedJobDays, except each person's newest done job of each kind: that row is
 * the record that their free first image is used (images.repo.ts counts jobs that did not fail). The account's
 * expire task runs it.
 */
export const expireFinishedJobs = (db: Db) =>
  deletedCount(
    db,
    sql`delete from jobs j where j.status in ('done', 'failed', 'dead') and j.updated_at < ${daysAgo(RETENTION.finishedJobDays)}
      and not (j.status = 'done' and j.user_id is not null and not exists (
        select 1 from jobs k where k.user_id = j.user_id and k.kind = j.kind and k.status = 'done'
          and (k.created_at, k.id) > (j.created_at, j.id)))
      returning 1`,
  );
