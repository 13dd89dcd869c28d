// How many rows a `delete … returning 1` removed, counted in the database in one statement (retention's sweeps).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './db-client.ts';

export async function deletedCount(exec: Db, statement: SQL): Promise<number> {
  const result = (await exec.execute(
    sql`with gone as (${statement}) select count(*)::int as n from gone`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** `now()` less `n` days or months, in the database's clock (servers' clocks may differ). */
export const daysAgo = (n: number) => sql`(now() - ${n} * interval '1 day')`;
export const monthsAgo = (n: number) => sql`(now() - ${n} * interval '1 month')`;
