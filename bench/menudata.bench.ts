// Statements planned once, at the statement: menudata's one select (modules/account/menu.repo.ts, six
// tables) as each request paid for it before, and as it runs now, on one PGlite in this process, interleaved in
// rounds so that a change in the machine's load hits every variant alike:
//   before     drizzle's `db.execute` on a plain PGlite client: planned afresh each time, and PGlite copies its whole
//              type-parser table for drizzle's per-query `parsers` option;
//   parsers    the same statement through openDatabase's client (platform/db/pglite-parsers.ts): parsers set once;
//   prepared   createMenuRepo's statement (platform/db/prepared.ts): parsed and planned once, then bind and execute.
// The person asked about has rows in none of the six tables, so the figures are planning and round trips, the part
// this change is about. Env: MENUDATA_BENCH_CALLS (calls per variant per round, default 2000), MENUDATA_BENCH_ROUNDS
// (default 7).
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createMenuRepo } from '../packages/server/src/modules/account/menu.repo.ts';
import { openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { migrationsFolder } from '../packages/server/src/server-paths.ts';
import { interleaved } from './interleaved.ts';

const quick = process.env.BENCH_QUICK === '1';
const CALLS = Number(process.env.MENUDATA_BENCH_CALLS ?? (quick ? 300 : 2000));
const ROUNDS = Number(process.env.MENUDATA_BENCH_ROUNDS ?? (quick ? 3 : 7));

/** menudata's statement as drizzle sent it before it was prepared (one parameter per use of the id). */
const drizzleMenu = (userId: string) => sql`
  select coalesce((select u.pebbles from users u where u.id = ${userId}), 0) as pebbles,
         (select i.id from ai_images i where i.user_id = ${userId} and i.is_profile) as aiimage,
         (select p.filename from private_photos p where p.user_id = ${userId} and p.is_profile) as profileimage,
         (select count(*)::int from matches m
           where (m.user_a = ${userId} or m.user_b = ${userId})
             and (m.ended_at is null or (m.ended_reason = 'deleted' and (m.user_a is null or m.user_b is null)))
             and exists (
               select 1 from chat_messages c
               where c.room_id = m.id and c.from_id is distinct from ${userId}::uuid
                 and c.id > coalesce((select r.last_read from chat_reads r
                                      where r.room_id = m.id and r.user_id = ${userId}), 0))) as unread,
         (select count(*)::int from notifications n
           where n.user_id = ${userId} and n.deleted_at is null and n.read_at is null) as notifications`;

const plain = new PGlite();
await plain.waitReady;
const before = drizzle(plain);
await migrate(before, { migrationsFolder });
const database = await openDatabase({ db: { kind: 'pglite', dir: null } });
await database.migrate();
const menu = createMenuRepo(database.db);
const userId = randomUUID();

const variants: Record<string, () => Promise<unknown>> = {
  before: () => before.execute(drizzleMenu(userId)),
  parsers: () => database.db.execute(drizzleMenu(userId)),
  prepared: () => menu.menuOf(userId),
};
// Each answers the same row.
const [plainRows, parsersRows, preparedRow] = await Promise.all(
  Object.values(variants).map((call) => call()),
);
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
if (JSON.stringify(rowsOf(plainRows)) !== JSON.stringify(rowsOf(parsersRows)))
  throw new Error('the parsers variant answered another row');
if (JSON.stringify(rowsOf(plainRows)[0]) !== JSON.stringify(preparedRow))
  throw new Error(
    `prepared menudata answered ${JSON.stringify(preparedRow)}, before ${JSON.stringify(rowsOf(plainRows))}`,
  );

await interleaved("menudata's statement on PGlite", variants, { calls: CALLS, rounds: ROUNDS });
await Promise.all([plain.close(), database.close()]);
