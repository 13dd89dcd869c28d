// The background worker (RULES.md "Defaults and scale-out"): a few slots that claim due jobs, run them with their
// kind's handler and record the outcome. It polls for jobs queued by other processes, wakes at once for jobs this
// process queues, sweeps for jobs whose worker died (queued again, or failed once their attempts are spent), and on
// stop lets running jobs finish for a grace period (their kind's, or the worker's) before putting them back in the
// queue. The tries a request runs here and now (runNow: a mail's first try) stop the same way, worker on or off, and
// once the worker stops runNow leaves the job to another server.

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../db/db-role.ts';
import { faultPoint } from '../faults/fault-point.ts';
import type { JobMetrics } from '../metrics/metrics.ts';
import { JobFailure, type JobHandler } from './job-handler.ts';
import type { JobRow, JobsRepo } from './jobs.repo.ts';

export interface WorkerOptions {
  repo: JobsRepo;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  concurrency: number;
  pollMs: number;
  staleMs: number;
  /** How often to look for jobs lost in a crash; default staleMs / 4. */
  sweepMs?: number;
  /** How long stop() lets running jobs finish before aborting them; default 5 s. */
  graceMs?: number;
  workerId?: string;
  /** Runs, failures and run time by kind (/metrics). */
  metrics?: JobMetrics;
}

export function createJobWorker(options: WorkerOptions) {
  const { repo, log, concurrency, pollMs, staleMs } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, { controller: AbortController; kind: string; timer?: NodeJS.Timeout }>();
  /** Tries started by runNow, to wait for at stop. */
  const direct = new Set<Promise<void>>();
  let slots: Promise<void>[] = [];
  let started = false;
  let stopping = false;
  let wakeUp = false;
  let pollerWaiting = false;
  let waiters: (() => void)[] = [];
  let sweepTimer: NodeJS.Timeout | undefined;

  /** Lets every waiting slot look for work, without leaving a wake-up for later. */
  function rouse() {
    const now = waiters;
    waiters = [];
    for (const resolve of now) resolve();
  }

  function wake() {
    wakeUp = true;
    rouse();
  }

  /**
   * Waits for a wake-up, the poll interval or stop, whichever comes first. Only one idle slot keeps the poll
   * interval; the others wait for a wake-up (a job queued here, or one their poller found). An idle claim costs
   * about 5 ms of CPU on PGlite, so this halves what an idle server spends at the default two slots.
   */
  function idle(): Promise<void> {
    if (wakeUp || stopping) {
      wakeUp = false;
      return Promise.resolve();
    }
    const polls = !pollerWaiting;
    if (polls) pollerWaiting = true;
    return new Promise((resolve) => {
      const timer = polls ? setTimeout(done, pollMs) : undefined;
      function done() {
        clearTimeout(timer);
        if (polls) pollerWaiting = false;
        waiters = waiters.filter((w) => w !== done);
        resolve();
      }
      waiters.push(done);
    });
  }

  /** A stopping worker's running try is aborted (and queued again) once its kind's grace is over. */
  function abortAfterGrace(entry: { controller: AbortController; kind: string; timer?: NodeJS.Timeout }) {
    if (entry.timer) return;
    const graceMs = handlers.get(entry.kind)?.stopGraceMs ?? options.graceMs ?? 5000;
    entry.timer = setTimeout(() => entry.controller.abort(new Error('the server is stopping')), graceMs);
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return; // claim only takes registered kinds
    const controller = new AbortController();
    const entry = { controller, kind: job.kind };
    running.set(job.id, entry);
    // Claimed as the worker stops: its grace starts now.
    if (stopping) abortAfterGrace(entry);
    const heartbeat = setInterval(
      () => void repo.heartbeat(job.id, workerId).catch(() => {}),
      Math.max(250, Math.floor(staleMs / 4)),
    );
    const startedAt = performance.now();
    let outcome: 'done' | 'failed' | 'released' = 'done';
    const ctx = {
      signal: controller.signal,
      progress: async (percent: number) => {
        await repo.progress(job.id, workerId, percent);
      },
    };
    try {
      const completion = await handler.run(job, ctx);
      faultPoint(`job:${job.kind}:ran`);
      let done = false;
      try {
        done = await repo.finish(job.id, workerId, completion.result, completion.commit);
      } finally {
        if (!done) await completion.discard?.().catch(() => {});
      }
      faultPoint(`job:${job.kind}:done`);
      if (!done) log.warn({ job: job.id }, 'job finished after it was taken from this worker');
    } catch (err) {
      outcome = 'failed';
      if (controller.signal.aborted && stopping) {
        outcome = 'released';
        await repo.release(job.id, workerId).catch(() => {});
        return;
      }
      const retries = handler.retryDelayMs !== undefined;
      // A retrying kind keeps the error's own message for the operator (its jobs are never shown to a person).
      const message =
        err instanceof JobFailure
          ? err.message
          : retries
            ? (err instanceof Error ? err.message : String(err)).slice(0, 500)
            : handler.failureMessage;
      const delay = err instanceof JobFailure ? undefined : handler.retryDelayMs?.(job.attempts);
      if (delay !== undefined) {
        log.warn(
          { job: job.id, kind: job.kind, attempts: job.attempts, error: message },
          'job will be tried again',
        );
        await repo.retryLater(job.id, workerId, delay, message).catch((retryErr: unknown) => {
          log.error({ err: retryErr, job: job.id }, 'could not queue a job again');
        });
        return;
      }
      if (!(err instanceof JobFailure)) log.error({ err, job: job.id, kind: job.kind }, 'job failed');
      const onFailed = handler.onFailed?.bind(handler);
      const status = retries ? 'dead' : 'failed';
      await repo.fail(job.id, message, onFailed, { workerId }, status).catch((failErr: unknown) => {
        log.error({ err: failErr, job: job.id }, 'could not record a failed job');
      });
    } finally {
      options.metrics?.observe(job.kind, outcome, (performance.now() - startedAt) / 1000);
      clearInterval(heartbeat);
      clearTimeout(running.get(job.id)?.timer);
      running.delete(job.id);
    }
  }

  async function slot(): Promise<void> {
    while (!stopping) {
      let job: JobRow | null = null;
      try {
        job = await inBackground(() => repo.claim(workerId, [...handlers.keys()]));
      } catch (err) {
        log.error({ err }, 'could not claim a job');
      }
      if (job) {
        // There may be more: the slots waiting without a timer look too.
        rouse();
        const claimed = job;
        // Every statement of the job, its handler's included, on the background connections (db-role.ts).
        await inBackground(() => runJob(claimed));
      } else await idle();
    }
  }

  /** Jobs lost in a crash: queued again while they have attempts left, otherwise failed (and refunded) once. */
  async function sweep(): Promise<number> {
    let recovered = 0;
    for (const job of await repo.stale([...handlers.keys()], staleMs)) {
      const handler = handlers.get(job.kind);
      if (!handler || running.has(job.id)) continue;
      if (await repo.requeueStale(job.id, staleMs, handler.maxAttempts ?? 2)) {
        log.warn({ job: job.id, kind: job.kind }, 'job lost by its worker was queued again');
        recovered += 1;
        continue;
      }
      const onFailed = handler.onFailed?.bind(handler);
      const status = handler.retryDelayMs ? 'dead' : 'failed';
      if (await repo.fail(job.id, handler.failureMessage, onFailed, { staleMs }, status)) {
        log.warn({ job: job.id, kind: job.kind }, 'job lost by its worker too often was failed');
        recovered += 1;
      }
    }
    if (recovered > 0) wake();
    return recovered;
  }

  return {
    workerId,

    /** Registers the handler of one kind of job; call before start(). */
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    start(): void {
      if (started) return;
      started = true;
      stopping = false;
      const sweepSafely = () =>
        void sweep().catch((err: unknown) => log.error({ err }, 'could not recover lost jobs'));
      sweepSafely();
      sweepTimer = setInterval(sweepSafely, options.sweepMs ?? Math.max(1000, Math.floor(staleMs / 4)));
      sweepTimer.unref();
      slots = Array.from({ length: concurrency }, () => slot());
    },

    /** Looks for work now (call after queueing a job, once its transaction has committed). */
    wake,

    /**
     * Runs one queued, due job here and now if no worker has taken it (the process that queued a mail tries it at
     * once, worker on or off); the outcome is recorded as a slot's would be. False when it was not this one's.
     */
    async runNow(id: string): Promise<boolean> {
      // A stopping process leaves the job queued for a worker that goes on.
      if (stopping) return false;
      const job = await repo.claimById(id, workerId);
      if (!job) return false;
      if (!handlers.has(job.kind) || stopping) {
        await repo.release(job.id, workerId);
        return false;
      }
      const run = runJob(job);
      direct.add(run);
      try {
        await run;
      } finally {
        direct.delete(run);
      }
      return true;
    },

    sweep,

    /**
     * Stops claiming (runNow too), lets running jobs and runNow's tries finish for their kind's grace period (the
     * worker's by default), then aborts them (they are queued again). Also for a worker never started: a process
     * without one still runs the first try of the mail it queues.
     */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(sweepTimer);
      wake();
      for (const entry of running.values()) abortAfterGrace(entry);
      await Promise.all([...slots, ...direct]);
      started = false;
      slots = [];
    },

    /** Jobs this worker is running now. */
    get busy(): number {
      return running.size;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
