// Scheduled tasks: every server with a worker runs this small scheduler, and each task still runs once per
// period however many servers there are. On each tick a server inserts (task, period) into scheduled_runs for every
// due task; the primary key lets exactly one insert in, and only the server whose insert went in runs the task, then
// records when it finished and what it did. The tasks themselves are also written to be safe when two run at once
// (a manual run beside a scheduled one, a run that outlives its period), so the table is what keeps the work down,
// not what keeps it correct.
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../db/db-role.ts';
import type { ScheduledRunRow, ScheduledRunsRepo } from './scheduled-runs.repo.ts';

/** Daily at a UTC hour, or every N minutes counted from midnight UTC. */
export type Schedule = { dailyAtUtcHour: number } | { everyMinutes: number };

export interface ScheduledTaskContext {
  /** Aborted when the server stops: a task finishes the batch it is in and returns what it did so far. */
  signal: AbortSignal;
}

export interface ScheduledTask {
  /** Also the name the admin command takes (`jobs run <name>`). */
  name: string;
  summary: string;
  schedule: Schedule;
  /** Does the work and answers a summary (counts), stored in scheduled_runs.result. */
  run(ctx: ScheduledTaskContext): Promise<Record<string, unknown>>;
}

export interface RunOutcome {
  task: string;
  period: string;
  result: Record<string, unknown>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The period a task is due for at `now`: the latest scheduled moment that has passed, so a server that was down at
 * the hour catches up once when it comes back, and every server names the period the same way.
 */
export function periodOf(schedule: Schedule, now: Date): string {
  if ('dailyAtUtcHour' in schedule) {
    let at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.dailyAtUtcHour);
    if (at > now.getTime()) at -= DAY;
    return new Date(at).toISOString().slice(0, 10);
  }
  const every = schedule.everyMinutes * MINUTE;
  const at = Math.floor(now.getTime() / every) * every;
  return `${new Date(at).toISOString().slice(0, 16)}Z`;
}

export function describeSchedule(schedule: Schedule): string {
  if ('dailyAtUtcHour' in schedule)
    return `daily at ${String(schedule.dailyAtUtcHour).padStart(2, '0')}:00 UTC`;
  return `every ${schedule.everyMinutes} minutes`;
}

export interface SchedulerOptions {
  runs: ScheduledRunsRepo;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** Written into scheduled_runs.worker (the job worker's id). */
  workerId: string;
  tickMs: number;
  /** The scheduler's clock; tests move it. */
  clock?: () => Date;
}

export function createScheduler(options: SchedulerOptions) {
  const { runs, log, workerId, tickMs } = options;
  const clock = options.clock ?? (() => new Date());
  const tasks = new Map<string, ScheduledTask>();
  /** Tasks this process is running now, scheduled or by hand. */
  const inFlight = new Set<Promise<unknown>>();
  const runningScheduled = new Set<string>();
  let controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let claiming = false;

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  /** Runs a task whose (task, period) row this worker holds, and records the outcome (a failure as `error`). */
  async function execute(task: ScheduledTask, period: string): Promise<RunOutcome> {
    const signal = controller.signal;
    const began = Date.now();
    let result: Record<string, unknown>;
    try {
      // Every statement of the task on the background connections (db-role.ts).
      result = await inBackground(() => task.run({ signal }));
    } catch (err) {
      log.error({ err, task: task.name, period }, 'scheduled task failed');
      result = { error: err instanceof Error ? err.message : String(err) };
    }
    result = { ...result, ms: Date.now() - began, ...(signal.aborted ? { stopped: true } : {}) };
    await runs
      .finish(task.name, period, workerId, result)
      .catch((err: unknown) =>
        log.error({ err, task: task.name, period }, 'could not record a scheduled run'),
      );
    log.info({ task: task.name, period, result }, 'scheduled task finished');
    return { task: task.name, period, result };
  }

  /**
   * Claims every due task's current period and runs those this worker won. Resolves when they have finished
   * (the timer does not wait; tests and `tick()` callers do).
   */
  async function tick(): Promise<RunOutcome[]> {
    if (claiming) return [];
    claiming = true;
    const now = clock();
    const runsStarted: Promise<RunOutcome>[] = [];
    try {
      for (const task of tasks.values()) {
        // A long run is not joined by this process's next period; another server may take it (tasks allow that).
        if (runningScheduled.has(task.name) || controller.signal.aborted) continue;
        const period = periodOf(task.schedule, now);
        let won = false;
        try {
          won = await runs.claim(task.name, period, workerId);
        } catch (err) {
          log.error({ err, task: task.name, period }, 'could not claim a scheduled task');
          continue;
        }
        if (!won) continue;
        runningScheduled.add(task.name);
        runsStarted.push(track(execute(task, period).finally(() => runningScheduled.delete(task.name))));
      }
    } finally {
      claiming = false;
    }
    return Promise.all(runsStarted);
  }

  return {
    workerId,

    /** Adds a task; names are unique. */
    register(task: ScheduledTask): void {
      if (tasks.has(task.name)) throw new Error(`scheduled task ${task.name} is registered twice`);
      tasks.set(task.name, task);
    },

    /** The registered tasks, in the order they were registered. */
    list(): ScheduledTask[] {
      return [...tasks.values()];
    },

    tick,

    /**
     * Runs a task now, whatever its schedule (the admin command): recorded under a period of its own
     * (`manual <time>`), so it neither takes nor blocks a scheduled period. Undefined for an unknown task.
     */
    async runNow(name: string): Promise<RunOutcome | undefined> {
      const task = tasks.get(name);
      if (!task) return undefined;
      const period = `manual ${clock().toISOString()}`;
      if (!(await runs.claim(task.name, period, workerId))) {
        throw new Error(`the run ${period} of ${name} is already recorded`);
      }
      return track(execute(task, period));
    },

    /** The latest recorded runs, newest first. */
    recentRuns(limit = 20, task?: string): Promise<ScheduledRunRow[]> {
      return runs.recent(limit, task);
    },

    /** Ticks now and then every `tickMs`. */
    start(): void {
      if (started) return;
      started = true;
      controller = new AbortController();
      const tickSafely = () =>
        void tick().catch((err: unknown) => log.error({ err }, 'scheduled tasks could not run'));
      tickSafely();
      timer = setInterval(tickSafely, tickMs);
      timer.unref();
    },

    /** Stops ticking, asks running tasks to stop after their current batch, and waits for them. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      started = false;
      controller.abort(new Error('the server is stopping'));
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
