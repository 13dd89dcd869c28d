// Statements planned once, the hot reads besides menudata and the matches list (menudata.bench.ts,
// matchlist.bench.ts): the profile view of a full match, one's own profile, a deck reload (cards already paid for)
// and a chat room's opening (the room, its latest page, the requests waiting, the reader's hidden words), each
// through the real repos, on one PGlite on the server's thread and one on its own thread (the default), with
// their variants interleaved in rounds so that a change in the machine's load hits every variant alike:
//   planned    each statement sent through drizzle's `db.execute` with its parameters, parsed and planned afresh on
//              every call (as these reads ran before; own profile was two statements then, and the hidden words a
//              query builder's select, so `planned` is a little kinder than before was);
//   prepared   the repos as the server builds them (platform/db/prepared.ts): parsed and planned once, then bind
//              and execute.
// The population: READS_BENCH_PEOPLE people around one point (default 300), so the deck deals a full deck.
// Env: READS_BENCH_CALLS (calls per variant per round, default 500), READS_BENCH_ROUNDS (default 5).
import { randomUUID } from 'node:crypto';
import { MONEY } from '@rookery/shared/limits.ts';
import { type SQL, sql } from 'drizzle-orm';
import { createChatRepo } from '../packages/server/src/modules/chat/chat.repo.ts';
import { chatMessages, matches } from '../packages/server/src/modules/chat/chat.schema.ts';
import { createChatMessagesRepo } from '../packages/server/src/modules/chat/chat-messages.repo.ts';
import { createRoomRepo } from '../packages/server/src/modules/chat/room.repo.ts';
import { pairOf } from '../packages/server/src/modules/deck/decisions.repo.ts';
import { createDeckRepo } from '../packages/server/src/modules/deck/deck.repo.ts';
import { CHILL_DAYS, dayOf, FLIPS_PERIOD_HOURS } from '../packages/server/src/modules/deck/deck.service.ts';
import { eastOf, northOf } from '../packages/server/src/modules/deck/grid.ts';
import { createProfileViewRepo } from '../packages/server/src/modules/deck/profile-view.repo.ts';
import { servedSinceAt } from '../packages/server/src/modules/deck/relation.service.ts';
import { createHiddenWordsRepo } from '../packages/server/src/modules/hidden-words/hidden-words.repo.ts';
import { createProfileRepo } from '../packages/server/src/modules/profile/profile.repo.ts';
import { userSettings } from '../packages/server/src/modules/settings/settings.schema.ts';
import { type Db, openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { HOME, make } from '../packages/server/src/testing/factories.ts';
import { interleaved } from './interleaved.ts';

const quick = process.env.BENCH_QUICK === '1';
const PEOPLE = Number(process.env.READS_BENCH_PEOPLE ?? 300);
const CALLS = Number(process.env.READS_BENCH_CALLS ?? (quick ? 100 : 500));
const ROUNDS = Number(process.env.READS_BENCH_ROUNDS ?? (quick ? 3 : 5));
const HOUR = 3_600_000;

/**
 * A Db whose prepared statements (prepared.ts takes any other client for a node-postgres pool) each go through
 * `db.execute` with drizzle's parameters: the same SQL and values, planned on every call.
 */
function plannedEveryTime(db: Db): Db {
  const execute = (text: string, values: unknown[]): SQL => {
    const chunks = text.split(/\$(\d+)/);
    return sql.join(
      chunks.map((chunk, i) => (i % 2 === 1 ? sql.param(values[Number(chunk) - 1]) : sql.raw(chunk))),
      sql.raw(''),
    );
  };
  const client = {
    query: ({ text, values }: { text: string; values: unknown[] }) => db.execute(execute(text, values)),
  };
  return { $client: client } as unknown as Db;
}

async function engine(thread: 'main' | 'worker') {
  const database = await openDatabase({ db: { kind: 'pglite', dir: null, thread } });
  await database.migrate();
  const { db } = database;
  // Everyone within a few km of one point: women looking for men and men looking for women, so each deals a deck.
  const specs = Array.from({ length: PEOPLE }, (_, i) => ({
    gender: i % 2 ? ('Male' as const) : ('Female' as const),
    preference: i % 2 ? ('Woman' as const) : ('Man' as const),
    at: northOf(eastOf(HOME, (i % 17) * 0.3), Math.floor(i / 17) * 0.3),
  }));
  const [me, other] = await make.people(db, specs);
  if (!me || !other) throw new Error('no people');
  const [userA, userB] = pairOf(me.id, other.id);
  const [match] = await db
    .insert(matches)
    .values({ userA, userB, fullMatch: true })
    .returning({ id: matches.id });
  const room = match?.id as string;
  await db.insert(chatMessages).values(
    Array.from({ length: 60 }, (_, i) => ({
      roomId: room,
      fromId: i % 2 ? me.id : other.id,
      type: 'text' as const,
      chattext: `Message number ${i}`,
      clientId: randomUUID(),
    })),
  );
  await db.insert(userSettings).values({ userId: me.id, hiddenWords: ['pineapple'] });
  await db.execute(sql`vacuum analyze`);

  const repos = (on: Db) => {
    const messages = createChatMessagesRepo(on);
    return {
      view: createProfileViewRepo(on),
      profile: createProfileRepo(on),
      deck: createDeckRepo(on),
      rooms: createRoomRepo(on),
      chat: createChatRepo(on, messages),
      words: createHiddenWordsRepo(on),
    };
  };
  const deal = (r: ReturnType<typeof repos>) => {
    const now = new Date();
    return r.deck.deal(
      me.id,
      {
        today: dayOf(now),
        now,
        chilledSince: new Date(now.getTime() - CHILL_DAYS * 24 * HOUR),
        limit: MONEY.deckSize,
      },
      {
        now,
        periodEndsBefore: new Date(now.getTime() - FLIPS_PERIOD_HOURS * HOUR),
        perDay: MONEY.flipsPerDay,
      },
    );
  };
  const reads = (r: ReturnType<typeof repos>) => ({
    'profile view (a full match)': () => r.view.read(me.id, other.id, servedSinceAt(new Date()), true),
    'own profile': () => r.profile.own(me.id),
    'deck reload': () => deal(r),
    'chat room opened': () =>
      Promise.all([
        r.rooms.find(room),
        r.chat.page(room, undefined, 50),
        r.chat.pendingRequests(room),
        r.words.read(me.id),
      ]),
  });
  const planned = reads(repos(plannedEveryTime(db)));
  const prepared = reads(repos(db));
  // The first deal pays for the cards; every call after is a free reload of them.
  const first = await deal(repos(db));
  if (first.rows.length < MONEY.deckSize) throw new Error(`a deck of ${first.rows.length} cards`);
  // Both answer the same.
  for (const name of Object.keys(planned) as (keyof typeof planned)[]) {
    const [a, b] = [await planned[name](), await prepared[name]()];
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${name}: the variants answer differently`);
  }
  return { database, planned, prepared };
}

const engines = { "server's thread": await engine('main'), 'own thread': await engine('worker') };
for (const read of Object.keys(
  engines["server's thread"].planned,
) as (keyof (typeof engines)['own thread']['planned'])[]) {
  const variants: Record<string, () => Promise<unknown>> = {};
  for (const [where, { planned, prepared }] of Object.entries(engines)) {
    variants[`planned, ${where}`] = planned[read];
    variants[`prepared, ${where}`] = prepared[read];
  }
  await interleaved(`${read} on PGlite`, variants, { calls: CALLS, rounds: ROUNDS });
}
await Promise.all(Object.values(engines).map(({ database }) => database.close()));
