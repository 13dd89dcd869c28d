// Statements planned once, the matches list (modules/matches/matches.repo.ts): its one statement of nine
// tables for a person with MATCHLIST_BENCH_MATCHES matches, each with a few messages, on one PGlite in this process:
//   planned    the statement sent as a plain parameterised query, planned afresh each time (as before);
//   prepared   createMatchesRepo's statement (platform/db/prepared.ts): parsed and planned once.
// Env: MATCHLIST_BENCH_MATCHES (default 8), MATCHLIST_BENCH_CALLS (per variant per round, default 1000),
// MATCHLIST_BENCH_ROUNDS (default 7).
import type { PGlite } from '@electric-sql/pglite';
import { chatMessages, matches } from '../packages/server/src/modules/chat/chat.schema.ts';
import { createMatchesRepo, MATCH_LIST_SQL } from '../packages/server/src/modules/matches/matches.repo.ts';
import { openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { make } from '../packages/server/src/testing/factories.ts';
import { interleaved } from './interleaved.ts';

const quick = process.env.BENCH_QUICK === '1';
const MATCHES = Number(process.env.MATCHLIST_BENCH_MATCHES ?? 8);
const CALLS = Number(process.env.MATCHLIST_BENCH_CALLS ?? (quick ? 200 : 1000));
const ROUNDS = Number(process.env.MATCHLIST_BENCH_ROUNDS ?? (quick ? 3 : 7));

const database = await openDatabase({ db: { kind: 'pglite', dir: null } });
await database.migrate();
const db = database.db;
const [me, ...others] = await make.people(
  db,
  Array.from({ length: MATCHES + 1 }, () => ({})),
);
if (!me) throw new Error('no person');
for (const other of others) {
  const [userA, userB] = [me.id, other.id].sort() as [string, string];
  const [match] = await db.insert(matches).values({ userA, userB }).returning({ id: matches.id });
  const roomId = match?.id as string;
  await db.insert(chatMessages).values(
    Array.from({ length: 5 }, (_, i) => ({
      roomId,
      fromId: i % 2 ? me.id : other.id,
      type: 'text' as const,
      chattext: `Message ${i}`,
    })),
  );
}
const client = (db as unknown as { $client: PGlite }).$client;
const repo = createMatchesRepo(db);
const now = () => new Date();

const planned = await client.query<{ match_id: string | null }>(MATCH_LIST_SQL, [me.id, now().toISOString()]);
const prepared = await repo.list(me.id, now());
if (prepared.matches.length !== MATCHES || planned.rows.filter((row) => row.match_id).length !== MATCHES) {
  throw new Error(`expected ${MATCHES} matches from both`);
}

await interleaved(
  `the matches list's statement on PGlite (${MATCHES} matches)`,
  {
    planned: () => client.query(MATCH_LIST_SQL, [me.id, now().toISOString()]),
    prepared: () => repo.list(me.id, now()),
  },
  { calls: CALLS, rounds: ROUNDS },
);
await database.close();
