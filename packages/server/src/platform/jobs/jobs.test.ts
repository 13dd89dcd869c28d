// The jobs queue: each job runs once however many workers share the database, outcomes are recorded with the
// job's own writes, a failure's side effect (a refund) happens once, jobs lost in a crash are recovered, and
// stopping puts a running job back in the queue.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../modules/deck/testing/statements.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { Db } from '../db/db-client.ts';
import { currentRole } from '../db/db-role.ts';
import { jobs } from '../db/platform.schema.ts';
import { JobFailure, type JobHandler } from './job-handler.ts';
import { createJobQueue } from './job-queue.ts';
import { createJobWorker, type JobWorker } from './job-worker.ts';
import { createJobsRepo, type JobsRepo } from './jobs.repo.ts';

let server: TestServer;
let repo: JobsRepo;
const quiet = { error: () => {}, warn: () => {}, info: () => {} };
const workers: JobWorker[] = [];

beforeAll(async () => {
  server = await startTestServer();
  repo = createJobsRepo(server.database.db);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await server.close();
});

/** A kind no other worker (the app's own) handles, so each test owns its jobs. */
const kindFor = (name: string) => `test.${name}.${randomUUID().slice(0, 6)}`;

function worker(handlers: Record<string, JobHandler>, options: { pollMs?: number; graceMs?: number } = {}) {
  const w = createJobWorker({
    repo,
    log: quiet,
    concurrency: 2,
    pollMs: options.pollMs ?? 20,
    staleMs: 60_000,
    graceMs: options.graceMs,
  });
  for (const [kind, handler] of Object.entries(handlers)) w.register(kind, handler);
  workers.push(w);
  return w;
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const statusOf = async (id: string) => (await repo.get(id))?.status;

describe('jobs', () => {
  it('runs a job, records its progress and result, and commits its writes with the outcome', async () => {
    const kind = kindFor('ok');
    const seen: number[] = [];
    const w = worker({
      [kind]: {
        failureMessage: 'nope',
        async run(job, ctx) {
          await ctx.progress(40);
          seen.push((await repo.get(job.id))?.progress ?? -1);
          return {
            result: { answer: 42 },
            commit: async (tx: Db) => {
              // A write of the job's own, in the finishing transaction.
              await tx.update(jobs).set({ error: 'committed' }).where(eq(jobs.id, job.id));
            },
          };
        },
      },
    });
    w.start();
    const queue = createJobQueue(repo, w.wake);
    const id = await queue.enqueue(kind, null, { n: 1 });
    await until(async () => (await statusOf(id)) === 'done');
    const job = await repo.get(id);
    expect(seen).toEqual([40]);
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { answer: 42 }, attempts: 1 });
    expect(job?.error).toBe('committed');
    await w.stop();
  });

  it("runs a job's statements, its handler's and its finish's, in the background role (db-role.ts)", async () => {
    const kind = kindFor('role');
    const roles: string[] = [];
    const w = worker({
      [kind]: {
        failureMessage: 'nope',
        async run() {
          roles.push(currentRole());
          // time passes: the handler works a while, across an await
          await new Promise((resolve) => setTimeout(resolve, 5));
          roles.push(currentRole());
          return { result: {}, commit: async () => void roles.push(currentRole()) };
        },
      },
    });
    w.start();
    const id = await createJobQueue(repo, w.wake).enqueue(kind, null, {});
    await until(async () => (await statusOf(id)) === 'done');
    expect(roles).toEqual(['background', 'background', 'background']);
    // The test itself, like a request, is not.
    expect(currentRole()).toBe('request');
    await w.stop();
  });

  it('runs each job exactly once when two workers share the database', async () => {
    const kind = kindFor('once');
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      failureMessage: 'nope',
      async run(job) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        // time passes: handlers take a little time each, so the workers overlap
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        return { result: {} };
      },
    };
    const a = worker({ [kind]: handler });
    const b = worker({ [kind]: handler });
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => repo.enqueue({ kind, userId: null, payload: { n } })),
    );
    a.start();
    b.start();
    await until(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === 'done'));
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const byWorker = await server.database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.kind, kind));
    expect(byWorker.every((j) => j.attempts === 1)).toBe(true);
  });

  it('fails a job with the message meant for the person, runs onFailed once, and hides unexpected errors', async () => {
    const kind = kindFor('fail');
    const refunds: string[] = [];
    const w = worker({
      [kind]: {
        failureMessage: 'Something went wrong with this job.',
        async run(job) {
          if ((job.payload as { clear?: boolean }).clear) throw new JobFailure('The generator said no.');
          throw new Error('connect ECONNREFUSED 10.0.0.1:443');
        },
        async onFailed(job) {
          refunds.push(job.id);
        },
      },
    });
    const clear = await repo.enqueue({ kind, userId: null, payload: { clear: true } });
    const hidden = await repo.enqueue({ kind, userId: null, payload: {} });
    w.start();
    await until(async () => (await statusOf(clear)) === 'failed' && (await statusOf(hidden)) === 'failed');
    await w.stop();
    expect((await repo.get(clear))?.error).toBe('The generator said no.');
    expect((await repo.get(hidden))?.error).toBe('Something went wrong with this job.');
    expect(refunds.sort()).toEqual([clear, hidden].sort());
    // Failing again (a second worker, a late recovery) changes nothing and refunds nothing.
    expect(await repo.fail(clear, 'again', async () => void refunds.push('again'), { staleMs: 0 })).toBe(
      false,
    );
    expect(refunds).toHaveLength(2);
  });

  it('does not run a job before its run_after time', async () => {
    const kind = kindFor('later');
    const w = worker({ [kind]: { failureMessage: 'nope', run: async () => ({ result: {} }) } });
    const id = await repo.enqueue({
      kind,
      userId: null,
      payload: {},
      runAfter: new Date(Date.now() + 3_600_000),
    });
    w.start();
    // time passes: the worker polls within this and must leave a job due in an hour
    await new Promise((r) => setTimeout(r, 150));
    await w.stop();
    expect(await statusOf(id)).toBe('queued');
  });

  it('queues a job lost in a crash again, and fails it (refunding once) when its attempts are spent', async () => {
    const kind = kindFor('lost');
    const refunds: string[] = [];
    const handler: JobHandler = {
      failureMessage: 'The job was lost, please try again.',
      maxAttempts: 2,
      run: async () => ({ result: { ok: true } }),
      onFailed: async (job) => void refunds.push(job.id),
    };
    const id = await repo.enqueue({ kind, userId: null, payload: {} });
    const age = () =>
      server.database.db
        .update(jobs)
        .set({ lockedAt: sql`now() - interval '1 hour'` })
        .where(eq(jobs.id, id));

    // A worker that died after claiming it: still running, not heard from for an hour.
    expect((await repo.claim('dead-worker', [kind]))?.id).toBe(id);
    await age();
    const w = worker({ [kind]: handler });
    expect(await w.sweep()).toBe(1);
    expect(await repo.get(id)).toMatchObject({ status: 'queued', attempts: 1, lockedBy: null });

    // Claimed again by another dead worker: the second attempt is the last, so the job fails with a refund.
    expect((await repo.claim('dead-worker-2', [kind]))?.attempts).toBe(2);
    await age();
    expect(await w.sweep()).toBe(1);
    expect(await w.sweep()).toBe(0);
    expect(await repo.get(id)).toMatchObject({
      status: 'failed',
      error: 'The job was lost, please try again.',
    });
    expect(refunds).toEqual([id]);
    // The dead worker coming back cannot finish it.
    expect(await repo.finish(id, 'dead-worker-2', {})).toBe(false);
  });

  it('on stop, lets a running job finish within the grace period, else puts it back in the queue', async () => {
    const kind = kindFor('stop');
    const w = worker(
      {
        [kind]: {
          failureMessage: 'nope',
          run: (_job, ctx) =>
            new Promise((_resolve, reject) => {
              ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
            }),
        },
      },
      { graceMs: 50 },
    );
    const id = await repo.enqueue({ kind, userId: null, payload: {} });
    w.start();
    await until(async () => (await statusOf(id)) === 'running');
    await w.stop();
    expect(await repo.get(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it("on stop, aborts each kind's try after that kind's own grace (mail's second), not the worker's", async () => {
    const hangs: JobHandler['run'] = (_job, ctx) =>
      new Promise((_resolve, reject) => {
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
      });
    const quick = kindFor('quick-grace');
    const w = worker(
      { [quick]: { failureMessage: 'nope', run: hangs, stopGraceMs: 100 } },
      { graceMs: 10_000 },
    );
    const id = await repo.enqueue({ kind: quick, userId: null, payload: {} });
    w.start();
    await until(async () => (await statusOf(id)) === 'running');
    const began = performance.now();
    await w.stop();
    // Before: the worker's 10 s.
    expect(performance.now() - began).toBeLessThan(2_000);
    expect(await repo.get(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    // A stopped worker makes no first try: the job stays queued for another.
    const later = await repo.enqueue({ kind: quick, userId: null, payload: {} });
    expect(await w.runNow(later)).toBe(false);
    expect(await statusOf(later)).toBe('queued');
  });

  it('wakes at once for a job this process queues, without waiting for the poll', async () => {
    const kind = kindFor('wake');
    const w = worker(
      { [kind]: { failureMessage: 'nope', run: async () => ({ result: {} }) } },
      { pollMs: 60_000 },
    );
    w.start();
    // time passes: both slots find the queue empty and settle into their minute's wait (the worker shows no sign of
    // it), so only the wake can find the job below.
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const id = await createJobQueue(repo, w.wake).enqueue(kind, null, {});
    // Done long before the minute's poll would have found it: the wake did it (a third of the poll, for a loaded
    // machine).
    await until(async () => (await statusOf(id)) === 'done', 20_000);
    expect(Date.now() - started).toBeLessThan(20_000);
    await w.stop();
  });
});

describe("the idle poll's claim", () => {
  it('is planned once, and claims the oldest due job of the kinds asked for', async () => {
    const kind = kindFor('claim');
    const counter = statementCounter(server.database.db);
    await repo.claim('poller', [kind]);
    const idle = await counter.withPlans(() => repo.claim('poller', [kind]));
    expect(idle).toMatchObject({ result: null, statements: 1, planned: 0 });
    const first = await repo.enqueue({ kind, userId: null, payload: { n: 1 } });
    await repo.enqueue({ kind, userId: null, payload: { n: 2 } });
    const claimed = await counter.withPlans(() => repo.claim('poller', [kind, kindFor('other')]));
    expect(claimed.planned).toBe(0);
    expect(claimed.result).toMatchObject({
      id: first,
      kind,
      payload: { n: 1 },
      status: 'running',
      attempts: 1,
      lockedBy: 'poller',
    });
    expect(claimed.result?.lockedAt).toBeInstanceOf(Date);
    expect(claimed.result?.runAfter).toBeInstanceOf(Date);
  });
});
