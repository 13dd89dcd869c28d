// The background role on PostgreSQL (db-role.ts): jobs and scheduled tasks run on connections of their own with
// their own time limits. A statement a request's limit would cancel finishes as background work; background work
// filling its connections never makes a request wait; and each role's connections carry its own settings, inside
// transactions too. Needs DATABASE_URL (PGlite has one connection and no roles).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { inBackground } from './db-role.ts';
import { rowsOf } from './rows.ts';

const skipReason = process.env.DATABASE_URL
  ? null
  : 'needs DATABASE_URL: PGlite has one connection and no roles';

let server: TestServer;

beforeAll(async () => {
  if (skipReason) return;
  server = await startTestServer({
    DATABASE_POOL_SIZE: '2',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_LOCK_TIMEOUT_MS: '500',
    DATABASE_JOB_POOL_SIZE: '2',
    DATABASE_JOB_STATEMENT_TIMEOUT_MS: '20000',
    DATABASE_JOB_LOCK_TIMEOUT_MS: '4000',
  });
});
afterAll(async () => {
  await server?.close();
});

const settings = async () =>
  rowsOf<{ statement: string; lock: string }>(
    await server.database.db.execute(
      sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`,
    ),
  )[0];

describe.skipIf(skipReason !== null)(`the background role (${skipReason ?? 'PostgreSQL'})`, () => {
  it("gives each role's connections its own limits, inside transactions too", async () => {
    expect(await settings()).toEqual({ statement: '1s', lock: '500ms' });
    expect(await inBackground(settings)).toEqual({ statement: '20s', lock: '4s' });
    const inTransaction = await inBackground(() =>
      server.database.db.transaction(async (tx) =>
        rowsOf<{ statement: string }>(
          await tx.execute(sql`select current_setting('statement_timeout') as statement`),
        ),
      ),
    );
    expect(inTransaction).toEqual([{ statement: '20s' }]);
  });

  it("lets background work run past a request's statement limit, which still holds for requests", async () => {
    const sleep = sql`select pg_sleep(1.5)`;
    await expect(server.database.db.execute(sleep)).rejects.toMatchObject({ cause: { code: '57014' } });
    await expect(inBackground(() => server.database.db.execute(sleep))).resolves.toBeDefined();
  });

  it('never makes a request wait for a connection background work holds', { timeout: 30_000 }, async () => {
    // Twice as many slow background statements as it has connections: they queue among themselves.
    const slow = Array.from({ length: 4 }, () =>
      inBackground(() => server.database.db.execute(sql`select pg_sleep(2)`)),
    );
    // Both of its connections are taken: two of them are under way.
    const sleeping = async () =>
      rowsOf<{ n: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(2)' and state = 'active'`,
        ),
      )[0]?.n ?? 0;
    await expect.poll(sleeping, { timeout: 10_000, interval: 20 }).toBe(2);
    const started = performance.now();
    await server.database.db.execute(sql`select 1`);
    const waited = performance.now() - started;
    await Promise.all(slow);
    expect(waited).toBeLessThan(1000);
  });
});
