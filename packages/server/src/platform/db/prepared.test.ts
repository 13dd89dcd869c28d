import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../testing/fresh-postgres.ts';
import { type Database, openDatabase } from './db-client.ts';
import { preparedStatement } from './prepared.ts';

// Values of every kind in and out: a prepared statement answers the rows db.execute answers for the same SQL.
const TEXT = `select $1::uuid as u, $2::int as i, $3::bigint as big, $4::timestamptz as at, $5::jsonb as doc,
  $6::text[] as texts, $7::date as day, $8::numeric as amount, $9::bool as yes, $10::text as nothing,
  now() - $4::timestamptz as span, array[$4::timestamptz] as ats`;
const VALUES = [
  '6c4b7a0e-1c8b-4a39-9b7a-0f0e6a6d8e01',
  12,
  '9007199254740993',
  new Date('2026-01-02T03:04:05.678Z'),
  { a: [1, { b: null }] },
  ['x', 'y"z'],
  '2026-01-02',
  '12.50',
  true,
  null,
];

describe('preparedStatement', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    const fresh = url ? await freshPostgres(url) : undefined;
    drop = fresh?.drop;
    database = await openDatabase({
      db: fresh ? { kind: 'pg', url: fresh.url } : { kind: 'pglite', dir: null },
    });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it('answers the rows db.execute answers, each time it runs', async () => {
    const { db } = database;
    const params = VALUES.map((value) => sql.param(value));
    // The same SQL with drizzle's own parameters, in the same order.
    const chunks = TEXT.split(/\$(\d+)/);
    const built = sql.join(
      chunks.map((chunk, i) =>
        i % 2 === 1 ? (params[Number(chunk) - 1] as ReturnType<typeof sql.param>) : sql.raw(chunk),
      ),
      sql.raw(''),
    );
    const expected = ((await db.execute(built)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ span: _span, ...rest }) => rest);
    const run = preparedStatement<Record<string, unknown>>(db, 'prepared_test_every_type', TEXT);
    for (let round = 0; round < 3; round += 1) {
      const rows = await run(VALUES);
      expect(strip(rows)).toEqual(strip(expected));
      expect(typeof rows[0]?.span).toBe(typeof expected[0]?.span);
    }
  });

  it('reports a statement error and runs again afterwards; waits for a transaction in progress', async () => {
    const { db } = database;
    const run = preparedStatement<{ n: number }>(db, 'prepared_test_divide', 'select 10 / $1::int as n');
    await expect(run([0])).rejects.toThrow(/division by zero/);
    expect(await run([5])).toEqual([{ n: 2 }]);
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Started while the transaction holds the database: it runs after the commit, never inside the transaction.
      outside = run([2]).then(() => order.push('prepared'));
      // time passes: the transaction stays open long enough for the prepared read to run inside it, were it let in
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await outside;
    if (database.kind === 'pglite') expect(order).toEqual(['transaction', 'prepared']);
  });
});
