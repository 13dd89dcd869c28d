// The scheduler: periods named the same way by every server, one run per task and period however many servers
// tick at once, outcomes (and failures) recorded, runs by hand, and a stop that ends a run between batches.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { currentRole } from '../db/db-role.ts';
import { scheduledRuns } from '../db/platform.schema.ts';
import { createScheduledRunsRepo } from './scheduled-runs.repo.ts';
import { createScheduler, periodOf, type ScheduledTask } from './scheduler.ts';

let server: TestServer;
const quiet = { error: () => {}, warn: () => {}, info: () => {} };
let taskNumber = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function scheduler(workerId: string, clock: () => Date) {
  return createScheduler({
    runs: createScheduledRunsRepo(server.database.db),
    log: quiet,
    workerId,
    tickMs: 60_000,
    clock,
  });
}

/** A task of its own per test (the table is shared), counting its runs. */
function countingTask(schedule: ScheduledTask['schedule'], body?: ScheduledTask['run']) {
  taskNumber += 1;
  const calls: string[] = [];
  const task: ScheduledTask = {
    name: `test-task-${taskNumber}-${Date.now()}`,
    summary: 'counts its runs',
    schedule,
    async run(ctx) {
      calls.push('run');
      // time passes: long enough that a second server's tick lands while the first run is still going.
      await new Promise((r) => setTimeout(r, 20));
      return body ? body(ctx) : { done: calls.length };
    },
  };
  return { task, calls };
}

const rowsOf = (task: string) =>
  server.database.db.select().from(scheduledRuns).where(eq(scheduledRuns.task, task));

describe('periodOf', () => {
  it('names a daily period by the UTC date of its last hour that has passed, the same on every server', () => {
    const daily = { dailyAtUtcHour: 3 };
    expect(periodOf(daily, new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(periodOf(daily, new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
    // Before the hour, yesterday's run is the one due (a server that was down then catches up once).
    expect(periodOf(daily, new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(periodOf(daily, new Date('2026-03-01T00:10:00Z'))).toBe('2026-02-28');
  });

  it('names an every-N-minutes period by its start, counted from midnight UTC', () => {
    expect(periodOf({ everyMinutes: 60 }, new Date('2026-03-10T04:59:59Z'))).toBe('2026-03-10T04:00Z');
    expect(periodOf({ everyMinutes: 15 }, new Date('2026-03-10T04:31:00Z'))).toBe('2026-03-10T04:30Z');
    expect(periodOf({ everyMinutes: 15 }, new Date('2026-03-10T04:44:59.999Z'))).toBe('2026-03-10T04:30Z');
  });
});

describe('scheduler', () => {
  it('runs a task once per period, records who ran it, when it finished and what it did', async () => {
    let now = new Date('2026-03-10T05:00:00Z');
    const s = scheduler('server-a', () => now);
    const { task, calls } = countingTask({ dailyAtUtcHour: 4 });
    s.register(task);
    const first = await s.tick();
    expect(first).toEqual([
      { task: task.name, period: '2026-03-10', result: expect.objectContaining({ done: 1 }) },
    ]);
    // Later the same day: the period is taken.
    now = new Date('2026-03-10T23:00:00Z');
    expect(await s.tick()).toEqual([]);
    // The next day's hour has not come yet at 03:59, then it has.
    now = new Date('2026-03-11T03:59:00Z');
    expect(await s.tick()).toEqual([]);
    now = new Date('2026-03-11T04:00:00Z');
    expect((await s.tick()).map((r) => r.period)).toEqual(['2026-03-11']);
    expect(calls).toHaveLength(2);
    const rows = await rowsOf(task.name);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.worker).toBe('server-a');
      expect(row.finishedAt).toBeInstanceOf(Date);
      expect(row.result).toMatchObject({ done: expect.any(Number), ms: expect.any(Number) });
    }
  });

  it('runs a task once when two servers tick the same period at the same moment', async () => {
    const now = () => new Date('2026-03-10T06:30:00Z');
    const servers = ['server-a', 'server-b', 'server-c'].map((id) => scheduler(id, now));
    const { task, calls } = countingTask({ everyMinutes: 60 });
    for (const s of servers) s.register(task);
    const outcomes = await Promise.all(servers.map((s) => s.tick()));
    expect(outcomes.flat()).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const rows = await rowsOf(task.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.period).toBe('2026-03-10T06:00Z');
    // The winner is the one that reported the run.
    const winner = servers[outcomes.findIndex((o) => o.length === 1)];
    expect(rows[0]?.worker).toBe(winner?.workerId);
  });

  it("runs a task's statements in the background role (db-role.ts)", async () => {
    const s = scheduler('server-a', () => new Date('2026-03-10T05:00:00Z'));
    const { task } = countingTask({ dailyAtUtcHour: 4 }, async () => ({ role: currentRole() }));
    s.register(task);
    expect((await s.tick()).map((run) => run.result)).toEqual([
      expect.objectContaining({ role: 'background' }),
    ]);
    expect(currentRole()).toBe('request');
  });

  it('records a failure as the run result and runs the task again in the next period', async () => {
    let now = new Date('2026-03-10T07:00:00Z');
    const s = scheduler('server-a', () => now);
    let fail = true;
    const { task } = countingTask({ everyMinutes: 30 }, async () => {
      if (fail) throw new Error('the database went away');
      return { fine: true };
    });
    s.register(task);
    const [failed] = await s.tick();
    expect(failed?.result).toMatchObject({ error: 'the database went away' });
    fail = false;
    now = new Date('2026-03-10T07:30:00Z');
    const [next] = await s.tick();
    expect(next?.result).toMatchObject({ fine: true });
    const runs = await s.recentRuns(10, task.name);
    expect(runs.map((r) => r.result)).toEqual([
      expect.objectContaining({ fine: true }),
      expect.objectContaining({ error: 'the database went away' }),
    ]);
  });

  it('runs a task by hand under a period of its own, beside the scheduled one, and refuses unknown names', async () => {
    const now = () => new Date('2026-03-10T08:00:00Z');
    const s = scheduler('server-a', now);
    const { task, calls } = countingTask({ dailyAtUtcHour: 8 });
    s.register(task);
    await s.tick();
    const manual = await s.runNow(task.name);
    expect(manual?.period).toBe('manual 2026-03-10T08:00:00.000Z');
    expect(calls).toHaveLength(2);
    expect(await s.runNow('no-such-task')).toBeUndefined();
    expect(() => s.register(task)).toThrow(/registered twice/);
  });

  it('stop asks a running task to stop between batches and records what it did so far', async () => {
    const s = scheduler('server-a', () => new Date('2026-03-10T09:00:00Z'));
    let batches = 0;
    const { task } = countingTask({ everyMinutes: 60 }, async ({ signal }) => {
      while (!signal.aborted) {
        batches += 1;
        await new Promise((r) => setTimeout(r, 5));
      }
      return { batches };
    });
    s.register(task);
    s.start();
    // Let the first tick claim and run a few batches, then stop.
    const started = Date.now();
    while (batches < 3 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 5));
    await s.stop();
    const [row] = await rowsOf(task.name);
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(row?.result).toMatchObject({ batches: expect.any(Number), stopped: true });
    expect((row?.result as { batches?: number } | undefined)?.batches).toBeGreaterThanOrEqual(3);
    // A stopped scheduler claims nothing more.
    expect(await s.tick()).toEqual([]);
  });
});

describe('the server and its configuration', () => {
  it('switches the scheduler on by default, off under tests and with JOBS_SCHEDULE=0, and refuses a bad value', () => {
    expect(
      loadConfig({}, { NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:25', CAPTCHA_PROVIDER: 'none' })
        .jobs.schedule,
    ).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'development' }).jobs).toMatchObject({
      schedule: true,
      scheduleTickMs: 60_000,
    });
    expect(loadConfig({}, { NODE_ENV: 'test' }).jobs.schedule).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'test', JOBS_SCHEDULE: '1' }).jobs.schedule).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'development', JOBS_SCHEDULE: '0' }).jobs.schedule).toBe(false);
    expect(() => loadConfig({ JOBS_SCHEDULE: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { JOBS_SCHEDULE_TICK_MS: '5' })).toThrow(/JOBS_SCHEDULE_TICK_MS/);
  });

  it('a server with the scheduler on runs every registered task once when it starts, and stops it on close', async () => {
    const own = await startTestServer({ JOBS_SCHEDULE: '1', JOBS_SCHEDULE_TICK_MS: '50' });
    try {
      const names = own.app.services.scheduler.list().map((t) => t.name);
      expect(names).toEqual([
        'inactivity-warning',
        'inactivity-deletion',
        'expire',
        'retention',
        'signin-guard-expire',
        'code-budget-expire',
        'face-check-retention',
        'date-checkins',
      ]);
      const started = Date.now();
      let finished: string[] = [];
      while (finished.length < names.length && Date.now() - started < 20_000) {
        await new Promise((r) => setTimeout(r, 50));
        finished = (await own.app.services.scheduler.recentRuns(20))
          .filter((r) => r.finishedAt && !r.period.startsWith('manual'))
          .map((r) => r.task);
      }
      expect(finished.sort()).toEqual([...names].sort());
      // time passes: further ticks in the same periods come within this, and must run nothing again.
      await new Promise((r) => setTimeout(r, 200));
      expect(await own.app.services.scheduler.recentRuns(20)).toHaveLength(names.length);
    } finally {
      await own.close();
    }
  });
});
