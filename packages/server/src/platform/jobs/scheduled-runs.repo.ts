// The scheduled_runs table's SQL: one row per task and period. The primary key decides which server runs a period:
// the one whose insert goes in; the others' inserts do nothing, however close together they come.
import { RETENTION } from '@rookery/shared/retention.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { daysAgo, deletedCount } from '../db/deleted-count.ts';
import { scheduledRuns } from '../db/platform.schema.ts';

export interface ScheduledRunRow {
  task: string;
  period: string;
  worker: string;
  startedAt: Date;
  finishedAt: Date | null;
  result: unknown;
}

const row = {
  task: scheduledRuns.task,
  period: scheduledRuns.period,
  worker: scheduledRuns.worker,
  startedAt: scheduledRuns.startedAt,
  finishedAt: scheduledRuns.finishedAt,
  result: scheduledRuns.result,
};

export function createScheduledRunsRepo(db: Db) {
  return {
    /** Takes (task, period) for this worker; false when another worker (or an earlier tick) has it. */
    async claim(task: string, period: string, worker: string): Promise<boolean> {
      const inserted = await db
        .insert(scheduledRuns)
        .values({ task, period, worker })
        .onConflictDoNothing()
        .returning({ task: scheduledRuns.task });
      return inserted.length === 1;
    },

    async finish(task: string, period: string, worker: string, result: Record<string, unknown>) {
      await db
        .update(scheduledRuns)
        .set({ finishedAt: sql`now()`, result })
        .where(
          and(
            eq(scheduledRuns.task, task),
            eq(scheduledRuns.period, period),
            eq(scheduledRuns.worker, worker),
          ),
        );
    },

    /** The latest runs, newest first; of one task when `task` is given. */
    async recent(limit: number, task?: string): Promise<ScheduledRunRow[]> {
      return db
        .select(row)
        .from(scheduledRuns)
        .where(task ? eq(scheduledRuns.task, task) : undefined)
        .orderBy(desc(scheduledRuns.startedAt))
        .limit(limit);
    },
  };
}

export type ScheduledRunsRepo = ReturnType<typeof createScheduledRunsRepo>;

/** Runs older than RETENTION.scheduledRunDays (the account's expire task). */
export const expireScheduledRuns = (db: Db) =>
  deletedCount(
    db,
    sql`delete from scheduled_runs where started_at < ${daysAgo(RETENTION.scheduledRunDays)} returning 1`,
  );
