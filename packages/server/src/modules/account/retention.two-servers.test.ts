// A job run on two servers at once handles each account once: two servers over one database (one
// PGlite shared by both, or on PostgreSQL a pool each). First both schedulers tick the same period, then the task
// bodies run at once on both, in small batches so that their claims interleave: every inactive person gets exactly
// one warning mail and is deleted exactly once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import type { Database } from '../../platform/db/db-client.ts';
import { openDatabase } from '../../platform/db/db-client.ts';
import type { TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createRetentionTasks, RETENTION_TASKS } from './retention.jobs.ts';
import { createRetentionRepo } from './retention.repo.ts';
import { exists, inactivePerson, mailsTo } from './testing/retention-seed.ts';

let server: TestServer;
let second: FastifyInstance;
let secondDatabase: Database;
const PEOPLE = 24;

beforeAll(async () => {
  server = await startTestServer();
  secondDatabase = server.database.kind === 'pg' ? await openDatabase(server.config) : server.database;
  second = await buildServer(server.config, { database: secondDatabase, migrated: true });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== server.database) await secondDatabase.close();
  await server.close();
});

const db = () => server.database.db;

async function seedInactive(count: number): Promise<TestUser[]> {
  const people: TestUser[] = [];
  for (let n = 0; n < count; n++) people.push(await inactivePerson(server, { inactiveDays: 200 + n }));
  return people;
}

async function mailCounts(people: TestUser[]): Promise<number[]> {
  return Promise.all(people.map(async (p) => (await mailsTo(server, p.email)).length));
}

async function warnedCount(people: TestUser[]): Promise<number> {
  const result = (await db().execute(sql`select count(*)::int as n from users
    where id in (${sql.join(
      people.map((p) => sql`${p.id}::uuid`),
      sql`, `,
    )}) and inactivity_warned_at is not null`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function inactiveDeletions(): Promise<number> {
  const result = (await db().execute(
    sql`select count(*)::int as n from deleted_accounts where reason = 'inactive'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Fourteen days on for these people's warnings. */
async function fifteenDaysLater(people: TestUser[]) {
  await db().execute(sql`update users set inactivity_warned_at = inactivity_warned_at - interval '15 days'
    where id in (${sql.join(
      people.map((p) => sql`${p.id}::uuid`),
      sql`, `,
    )})`);
}

/** The two servers' tasks as their schedulers run them, but in batches of 3 so that the claims interleave. */
function tasksOf(app: FastifyInstance) {
  const tasks = createRetentionTasks({
    repo: createRetentionRepo(app.services.database.db),
    mailer: app.services.mailer,
    storage: app.services.storage,
    purgeSessions: () => app.services.sessions.purgeExpired(),
    deleteAccount: (id, reason) => app.services.accounts.deleteAccount(id, reason),
    brand: { product: 'Rookery', supportEmail: 'support@example.test' },
    log: { error: () => {}, warn: () => {} },
    batchSize: 3,
  });
  const byName = (name: string) => {
    const task = tasks.find((t) => t.name === name);
    if (!task) throw new Error(`no task ${name}`);
    return (signal = new AbortController().signal) => task.run({ signal });
  };
  return { warn: byName(RETENTION_TASKS.warning), remove: byName(RETENTION_TASKS.deletion) };
}

describe('two servers at once', () => {
  it('both schedulers tick the same period: each task runs on one server, each person warned and deleted once', async () => {
    const people = await seedInactive(PEOPLE);
    await db().execute(sql`delete from scheduled_runs`);
    const before = await inactiveDeletions();

    const first = await Promise.all([server.app.services.scheduler.tick(), second.services.scheduler.tick()]);
    const warningRuns = first.flat().filter((r) => r.task === RETENTION_TASKS.warning);
    expect(warningRuns).toHaveLength(1);
    expect(first.flat()).toHaveLength(8); // each of the eight tasks once, between the two servers
    expect(await mailCounts(people)).toEqual(people.map(() => 1));
    expect(await warnedCount(people)).toBe(PEOPLE);

    // Fifteen days later (the scheduled_runs rows of the day stand for "today"; clear them for the next day).
    await fifteenDaysLater(people);
    await db().execute(sql`delete from scheduled_runs`);
    const later = await Promise.all([server.app.services.scheduler.tick(), second.services.scheduler.tick()]);
    const deletionRuns = later.flat().filter((r) => r.task === RETENTION_TASKS.deletion);
    expect(deletionRuns).toHaveLength(1);
    expect(deletionRuns[0]?.result).toMatchObject({ deleted: PEOPLE, failed: 0 });
    for (const person of people) expect(await exists(server, person.id)).toBe(false);
    expect(await inactiveDeletions()).toBe(before + PEOPLE);
    const rows = (await db().execute(
      sql`select task, worker from scheduled_runs where finished_at is not null`,
    )) as unknown as { rows: { task: string; worker: string }[] };
    expect(rows.rows).toHaveLength(8); // each task once on the later day too
  });

  it('the task bodies run at once on both servers: each person gets one warning mail and one deletion', async () => {
    const people = await seedInactive(PEOPLE);
    const before = await inactiveDeletions();
    const a = tasksOf(server.app);
    const b = tasksOf(second);

    const warned = await Promise.all([a.warn(), b.warn(), a.warn(), b.warn()]);
    expect(warned.reduce((sum, r) => sum + Number(r.warned), 0)).toBe(PEOPLE);
    expect(warned.every((r) => r.failed === 0)).toBe(true);
    expect(await mailCounts(people)).toEqual(people.map(() => 1));

    await fifteenDaysLater(people);
    const removed = await Promise.all([a.remove(), b.remove(), a.remove(), b.remove()]);
    expect(removed.reduce((sum, r) => sum + Number(r.deleted), 0)).toBe(PEOPLE);
    // Nobody was even handed to the deletion twice (the claim consumed the warning).
    expect(removed.reduce((sum, r) => sum + Number(r.alreadyGone), 0)).toBe(0);
    expect(removed.every((r) => r.failed === 0)).toBe(true);
    expect(await inactiveDeletions()).toBe(before + PEOPLE);
    for (const person of people) expect(await exists(server, person.id)).toBe(false);
    // What is left at each address is the one goodbye the deletion sends (the warning went with the account).
    expect(await mailCounts(people)).toEqual(people.map(() => 1));
  });
});
