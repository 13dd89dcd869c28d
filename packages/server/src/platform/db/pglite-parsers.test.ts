import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { bigint, date, interval, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOnceForDrizzle } from './pglite-parsers.ts';

// Every kind of value the schema stores or a statement computes, read through drizzle as it reads rows.
const EVERY_TYPE = sql`select
  timestamp '2026-01-02 03:04:05.678' as ts,
  timestamptz '2026-01-02 03:04:05.678+02' as tstz,
  date '2026-01-02' as d,
  interval '1 day 2 hours' as iv,
  '{"a":[1,2,{"b":null}]}'::json as j,
  '{"a":[1,2,{"b":null}]}'::jsonb as jb,
  9007199254740993::bigint as big,
  12::int as i,
  3::smallint as s,
  1.5::float8 as f,
  12.345::numeric as num,
  true as b,
  '6c4b7a0e-1c8b-4a39-9b7a-0f0e6a6d8e01'::uuid as u,
  array['x','y']::text[] as texts,
  array[1,2]::int[] as ints,
  array[1.5,2.5]::numeric[] as nums,
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as tss,
  array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as tstzs,
  array[date '2026-01-02']::date[] as ds,
  array[interval '1 hour']::interval[] as ivs,
  array['{"k":1}'::jsonb] as jbs,
  '\\x0102'::bytea as bytes,
  null::text as nothing`;

describe('parseOnceForDrizzle', () => {
  const plain = new PGlite();
  const once = new PGlite();
  const passed: Array<Record<string, unknown> | undefined> = [];

  beforeAll(async () => {
    await Promise.all([plain.waitReady, once.waitReady]);
    const query = once.query.bind(once);
    // What reaches PGlite's own query after the patch (it is what copies the parser table).
    (once as unknown as { query: typeof query }).query = ((
      text: string,
      params?: unknown[],
      options?: never,
    ) => {
      passed.push(options);
      return query(text, params, options);
    }) as typeof query;
    parseOnceForDrizzle(once);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), once.close()]);
  });

  it('reads every type exactly as drizzle did, outside and inside a transaction, and passes no parsers', async () => {
    const before = drizzle(plain);
    const after = drizzle(once);
    const expected = (await before.execute(EVERY_TYPE)).rows;
    passed.length = 0;
    expect((await after.execute(EVERY_TYPE)).rows).toEqual(expected);
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.every((options) => options?.parsers === undefined)).toBe(true);

    const inTx = await after.transaction(async (tx) => (await tx.execute(EVERY_TYPE)).rows);
    expect(inTx).toEqual(await before.transaction(async (tx) => (await tx.execute(EVERY_TYPE)).rows));

    // Dates stay the text drizzle's columns parse themselves; json arrives parsed.
    const row = expected[0] as Record<string, unknown>;
    expect(row.ts).toBe('2026-01-02 03:04:05.678');
    expect(row.d).toBe('2026-01-02');
    expect(row.jb).toEqual({ a: [1, 2, { b: null }] });
  });

  it('reads a table through the query builder as drizzle did (the mapped dates, bigints and json)', async () => {
    const rows = pgTable('kinds', {
      at: timestamp('at', { withTimezone: true, mode: 'date' }),
      plain: timestamp('plain'),
      day: date('day'),
      span: interval('span'),
      amount: numeric('amount'),
      big: bigint('big', { mode: 'bigint' }),
      doc: jsonb('doc'),
    });
    const create = `create table kinds (at timestamptz, plain timestamp, day date, span interval, amount numeric,
      big bigint, doc jsonb);
      insert into kinds values ('2026-01-02 03:04:05.678+02', '2026-01-02 03:04:05', '2026-01-02', '3 days',
        '12.50', 9007199254740993, '{"a":[1]}'), (null, null, null, null, null, null, null)`;
    await Promise.all([plain.exec(create), once.exec(create)]);
    const expected = await drizzle(plain).select().from(rows);
    expect(await drizzle(once).select().from(rows)).toEqual(expected);
    expect(expected[0]?.at).toEqual(new Date('2026-01-02T01:04:05.678Z'));
    expect(expected[0]?.big).toBe(9007199254740993n);
  });

  it('keeps its parsers after the array types are refreshed, and leaves other parsers options alone', async () => {
    await once.refreshArrayTypes();
    expect((await drizzle(once).execute(EVERY_TYPE)).rows).toEqual(
      (await drizzle(plain).execute(EVERY_TYPE)).rows,
    );
    const own = { parsers: { 25: (value: string) => `<${value}>` } };
    expect((await once.query<{ t: string }>(`select 'a'::text as t`, [], own)).rows[0]?.t).toBe('<a>');
  });
});
