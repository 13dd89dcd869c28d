// The jobs table counted for /metrics: jobs by kind and state, and how long the oldest due job has waited.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { jobs } from '../db/platform.schema.ts';

export interface JobCensusRow {
  kind: string;
  status: string;
  count: number;
  /** Seconds since the oldest due queued job of this kind became due; 0 when none waits. */
  oldestDueSeconds: number;
}

export function createJobCensusRepo(db: Db) {
  return {
    /** Done jobs are left out of the ages but counted, so that every state the table holds shows up. */
    async census(): Promise<JobCensusRow[]> {
      const rows = await db
        .select({
          kind: jobs.kind,
          status: jobs.status,
          count: sql<number>`count(*)::int`,
          oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAfter}) filter (where ${jobs.status} = 'queued' and ${jobs.runAfter} <= now())), 0)::float8`,
        })
        .from(jobs)
        .groupBy(jobs.kind, jobs.status);
      return rows.map((r) => ({
        ...r,
        count: Number(r.count),
        oldestDueSeconds: Number(r.oldestDueSeconds),
      }));
    },
  };
}

export type JobCensusRepo = ReturnType<typeof createJobCensusRepo>;
