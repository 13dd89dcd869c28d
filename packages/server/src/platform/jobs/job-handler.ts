// What a kind of job provides to the worker. The scheduled tasks' jobs use the same shape.
import type { Db } from '../db/db-client.ts';
import type { JobRow } from './jobs.repo.ts';

export interface JobContext {
  /** Reports progress (0–100); it also tells other workers that this one is alive. */
  progress(percent: number): Promise<void>;
  /** Aborted when the process stops; the job is then put back in the queue, not failed. */
  signal: AbortSignal;
}

export interface JobCompletion {
  /** Stored in jobs.result. */
  result: Record<string, unknown>;
  /** The job's own writes, in the transaction that marks it done (both or neither happen). */
  commit?: (tx: Db) => Promise<void>;
  /** Undoes work outside the database (a stored file) when the job could not be marked done. */
  discard?: () => Promise<void>;
}

export interface JobHandler {
  run(job: JobRow, ctx: JobContext): Promise<JobCompletion>;
  /** Runs in the transaction that marks the job failed, exactly once (e.g. a refund). */
  onFailed?(job: JobRow, tx: Db): Promise<void>;
  /** What the person is told when the job fails for an unexpected reason or is lost in a crash. */
  failureMessage: string;
  /** Runs, counting the first, before a job lost in a crash is failed instead of queued again. Default 2. */
  maxAttempts?: number;
  /**
   * Kinds that retry (mail): the wait before the next try after `attempts` tries, or undefined when that was the
   * last. An unexpected error then queues the job again at that time, and after the last try the job is `dead` (a
   * dead letter an operator can see and retry) instead of `failed`; jobs.error keeps the error's own message.
   */
  retryDelayMs?(attempts: number): number | undefined;
  /**
   * How long a try of this kind may go on once the worker stops before it is aborted and queued again; default the
   * worker's grace. Mail takes one second: a try repeated is the same mail (mail-jobs.ts), and a hung mail server must
   * never hold a shutdown.
   */
  stopGraceMs?: number;
}

/** A failure whose message is meant for the person (stored in jobs.error and shown by the app). */
export class JobFailure extends Error {}
