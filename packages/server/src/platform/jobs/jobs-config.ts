// The background worker's part of the environment (RULES.md "Defaults and scale-out"): whether this process runs
// jobs, how many at once, and how often it looks for work another process queued. Spread into config.ts's schema.
import { z } from 'zod';

export const JOBS_ENV = {
  /** 0 turns this process's worker off (a web-only process beside a worker process). */
  JOBS_WORKER: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .transform((v) => v === '1' || v === 'true' || v === 'yes')
    .default(true),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /** Jobs queued by this process wake the worker at once; this interval finds those queued by others. */
  JOBS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** A running job whose worker has not been heard from for this long is taken to be lost in a crash. */
  JOBS_STALE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /**
   * 0 keeps this process's worker out of the scheduled tasks (scheduler.ts); the other servers still run them.
   * Default on, except under NODE_ENV=test, where a test switches it on when it wants it.
   */
  JOBS_SCHEDULE: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .transform((v) => v === '1' || v === 'true' || v === 'yes')
    .optional(),
  /** How often the scheduler looks for due tasks; the tasks' own periods are hours or days. */
  JOBS_SCHEDULE_TICK_MS: z.coerce.number().int().min(20).max(3_600_000).default(60_000),
};

const EnvShape = z.object(JOBS_ENV);
export type JobsEnv = z.infer<typeof EnvShape>;

export interface JobsConfig {
  worker: boolean;
  concurrency: number;
  pollMs: number;
  staleMs: number;
  /** Whether this process's worker also runs the scheduled tasks (only when `worker` is on). */
  schedule: boolean;
  scheduleTickMs: number;
}

export function jobsConfig(e: JobsEnv & { NODE_ENV?: string }): JobsConfig {
  return {
    worker: e.JOBS_WORKER,
    concurrency: e.JOBS_CONCURRENCY,
    pollMs: e.JOBS_POLL_MS,
    staleMs: e.JOBS_STALE_MS,
    schedule: e.JOBS_SCHEDULE ?? e.NODE_ENV !== 'test',
    scheduleTickMs: e.JOBS_SCHEDULE_TICK_MS,
  };
}
