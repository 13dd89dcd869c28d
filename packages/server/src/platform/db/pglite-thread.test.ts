// The embedded database on its own thread: the same answers, errors and transaction order as on the server's thread,
// and the server's event loop free while a statement runs (on the server's thread it is held for the whole statement).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/app-error.ts';
import { type Database, openDatabase } from './db-client.ts';
import type { PgliteThread } from './pglite-thread.ts';
import { preparedStatement } from './prepared.ts';
import { rowsOf } from './rows.ts';

const opened: Database[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function open(thread: 'worker' | 'main', dir: string | null = null, pgliteSnapshot?: Blob) {
  const database = await openDatabase({ db: { kind: 'pglite', dir, thread } }, { pgliteSnapshot });
  opened.push(database);
  return database;
}

/** How many 10 ms timer beats the event loop gave while `run` ran. */
async function beatsDuring(run: () => Promise<unknown>) {
  let beats = 0;
  const timer = setInterval(() => {
    beats += 1;
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return beats;
}

// PGlite only: the PostgreSQL pass (DATABASE_URL) would run the same thing again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite on its own thread', () => {
  it('keeps the event loop free during a statement; on the server thread the loop waits for it', async () => {
    const threaded = await open('worker');
    const inline = await open('main');
    const onThread = await beatsDuring(() => threaded.db.execute(sql`select pg_sleep(0.6)`));
    const onLoop = await beatsDuring(() => inline.db.execute(sql`select pg_sleep(0.6)`));
    // 60 beats at most in 0.6 s; a loaded machine gives fewer, but never none while the thread works.
    expect(onThread).toBeGreaterThanOrEqual(15);
    expect(onLoop).toBeLessThanOrEqual(2);
  });

  it('holds other queries until a transaction ends, commits it, and rolls back one that throws', async () => {
    const { db } = await open('worker');
    await db.execute(sql`create table t (x int primary key)`);
    const seen: string[] = [];
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        inserted();
        // time passes: the transaction stays open long enough for the query to run inside it, were it let in
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen.push('transaction');
      }),
      (async () => {
        // Asked while the transaction is open: its insert is done, its commit not yet.
        await insertDone;
        const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from t`));
        seen.push(`query saw ${rows[0]?.n}`);
      })(),
    ]);
    expect(seen).toEqual(['transaction', 'query saw 1']);

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = rowsOf<{ x: number }>(await db.execute(sql`select x from t order by x`));
    expect(rows.map((r) => r.x)).toEqual([1]);
  });

  it("answers PostgreSQL's error with its code and constraint, and goes on answering", async () => {
    const { db } = await open('worker');
    await db.execute(sql`create table u (x int primary key)`);
    await db.execute(sql`insert into u values (1)`);
    const failed = await db.execute(sql`insert into u values (1)`).catch((err: Error) => err);
    const cause = (failed as Error & { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'u_pkey' });
    expect(rowsOf(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('runs prepared statements in the thread with the rows db.execute gives', async () => {
    const { db } = await open('worker');
    const text = 'select $1::int + 1 as next, $2::timestamptz as at, $3::text[] as words';
    const params = [41, new Date('2026-01-02T03:04:05.678Z'), ['a', 'b"c']];
    const statement = preparedStatement<Record<string, unknown>>(db, 'thread_test', text);
    const plain = await db.execute(
      sql.raw(
        text.replace('$1', '41').replace('$2', "'2026-01-02T03:04:05.678Z'").replace('$3', `'{a,"b\\"c"}'`),
      ),
    );
    expect(await statement(params)).toEqual(rowsOf(plain));
    expect(await statement([1, params[1], []])).toMatchObject([{ next: 2, words: [] }]);
  });

  it('reopens a fresh folder in a new thread after its migrations, and a dump starts another database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rookery-thread-'));
    folders.push(dir);
    const database = await open('worker', path.join(dir, 'db'));
    await database.migrate();
    const { db } = database;
    await db.execute(sql`create table kept (note text)`);
    await db.execute(sql`insert into kept values ('still here')`);
    expect(rowsOf(await db.execute(sql`select note from kept`))).toEqual([{ note: 'still here' }]);
    const copy = await open('worker', null, await database.dumpPglite());
    expect(rowsOf(await copy.db.execute(sql`select note from kept`))).toEqual([{ note: 'still here' }]);
  });

  it('answers a request that PGlite aborted under as a database that is away, then reopens the folder in a new thread', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rookery-thread-'));
    folders.push(dir);
    const database = await open('worker', path.join(dir, 'db'));
    await database.migrate();
    await database.db.execute(sql`create table kept (note text)`);
    await database.db.execute(sql`insert into kept values ('before the crash')`);
    const client = (database.db as unknown as { $client: PgliteThread }).$client;
    const [crash, inFlight] = await Promise.allSettled([
      client.crashForTest(),
      database.db.execute(sql`select pg_sleep(0.2)`),
    ]);
    expect(crash.status).toBe('rejected');
    expect(inFlight.status).toBe('rejected');
    expect(isDatabaseUnavailable((inFlight as PromiseRejectedResult).reason)).toBe(true);
    expect(rowsOf(await database.db.execute(sql`select note from kept`))).toEqual([
      { note: 'before the crash' },
    ]);
    expect(client.restarted).toBe(1);
  });

  it('refuses a value that cannot cross to the thread, and goes on answering', async () => {
    const database = await open('worker');
    const client = (database.db as unknown as { $client: PgliteThread }).$client;
    await expect(client.query('select $1::text as t', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    );
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    expect(database.wait.waiting()).toBe(0);
  });

  it('gives PGlite the shared_buffers PGLITE_SHARED_BUFFERS_MB names, on either thread', async () => {
    for (const thread of ['worker', 'main'] as const) {
      const database = await openDatabase({ db: { kind: 'pglite', dir: null, thread, sharedBuffersMb: 24 } });
      opened.push(database);
      const rows = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
      expect(rows).toEqual([{ shared_buffers: '24MB' }]);
    }
  });

  it('fails every request once closed, with the words of a database that is away', async () => {
    const database = await open('worker');
    await database.close();
    const failed = await database.db.execute(sql`select 1`).catch((err: Error) => err);
    expect(String((failed as Error & { cause?: Error }).cause ?? failed)).toMatch(/closed/);
  });
});
