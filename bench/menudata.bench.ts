// Statements planned once, at the statement: menudata's one select (modules/account/menu.repo.ts, six
// tables) as each request paid for it before, and as it runs now, on one PGlite in this process, interleaved in
// rounds so that a change in the machine's load hits every variant alike:
//   before     drizzle's `db.execute` on a plain PGlite client: planned afresh each time, and PGlite copies its whole
//              type-parser table for drizzle's per-query `parsers` option;
//   parsers    the same statement through openDatabase's client (platform/db/pglite-parsers.ts): parsers set once;
//   prepared   createMenuRepo's statement (platform/db/prepared.ts): parsed and planned once, then bind and execute.
// The person asked about has rows in none of the six tables, so the figures are planning and round trips, the part
// this change is about. Then the badge counts, recounted as now or kept current (below). Env: MENUDATA_BENCH_CALLS
// (calls per variant per round, default 2000), MENUDATA_BENCH_ROUNDS (default 7).
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createMenuRepo } from '../packages/server/src/modules/account/menu.repo.ts';
import { createChatRepo } from '../packages/server/src/modules/chat/chat.repo.ts';
import { chatMessages, chatReads, matches } from '../packages/server/src/modules/chat/chat.schema.ts';
import { createMemberWritesRepo } from '../packages/server/src/modules/chat/chat-member-writes.repo.ts';
import { createChatMessagesRepo } from '../packages/server/src/modules/chat/chat-messages.repo.ts';
import { notifications } from '../packages/server/src/modules/notifications/notifications.schema.ts';
import { openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { preparedStatement } from '../packages/server/src/platform/db/prepared.ts';
import { migrationsFolder } from '../packages/server/src/server-paths.ts';
import { make } from '../packages/server/src/testing/factories.ts';
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

// The badge counts, recounted or kept current (issue 34): menudata counts the rooms with unread messages and the
// unread notifications on every call. Kept current, each would be one column of a row read by its key, written by
// every message, read position, match end, account deletion and notification. Measured here is what keeping them
// would save menudata, for people with few and with many matches and notifications, on PGlite on the server's
// thread (the database's own time, without the thread's hop):
//   recounted  createMenuRepo's statement (prepared once), as it is;
//   kept       the same statement with both counts read from a row by the person's key (a table of the bench's);
//   no counts  the statement before the counts were added (commit 5ebaaee): the floor.
const counted = await openDatabase({ db: { kind: 'pglite', dir: null, thread: 'main' } });
await counted.migrate();
const cdb = counted.db;
await cdb.execute(
  sql.raw(
    'create table bench_menu_counts (user_id uuid primary key, unread int not null, notifications int not null)',
  ),
);
const withoutCounts = `
  select coalesce((select u.pebbles from users u where u.id = $1::uuid), 0) as pebbles,
         (select i.id from ai_images i where i.user_id = $1::uuid and i.is_profile) as aiimage,
         (select p.filename from private_photos p where p.user_id = $1::uuid and p.is_profile) as profileimage`;
const keptCounts = `${withoutCounts},
         c.unread, c.notifications
  from (select 1) one left join bench_menu_counts c on c.user_id = $1::uuid`;
const countedMenu = createMenuRepo(cdb);
const kept = preparedStatement(cdb, 'bench_menudata_kept', keptCounts);
const floor = preparedStatement(cdb, 'bench_menudata_floor', withoutCounts);

/** A person with `rooms` matches of 6 messages each (half of them read) and `notes` notifications (half read). */
async function personWith(rooms: number, notes: number): Promise<string> {
  const [me, ...others] = await make.people(
    cdb,
    Array.from({ length: rooms + 1 }, () => ({ at: null })),
  );
  if (!me) throw new Error('no person');
  for (const [i, other] of others.entries()) {
    const [userA, userB] = [me.id, other.id].sort() as [string, string];
    const [match] = await cdb.insert(matches).values({ userA, userB }).returning({ id: matches.id });
    const roomId = match?.id as string;
    const said = await cdb
      .insert(chatMessages)
      .values(
        Array.from({ length: 6 }, (_, k) => ({
          roomId,
          fromId: k % 2 ? me.id : other.id,
          type: 'text' as const,
          chattext: `Message ${k}`,
        })),
      )
      .returning({ id: chatMessages.id });
    const last = Math.max(...said.map((row) => Number(row.id)));
    if (i % 2 === 0) await cdb.insert(chatReads).values({ roomId, userId: me.id, lastRead: last });
  }
  if (notes > 0) {
    await cdb.insert(notifications).values(
      Array.from({ length: notes }, (_, k) => ({
        userId: me.id,
        title: 'Hello',
        notification: `Notification ${k}`,
        readAt: k % 2 ? new Date() : null,
      })),
    );
  }
  const row = await countedMenu.menuOf(me.id);
  await cdb.execute(
    sql`insert into bench_menu_counts values (${me.id}, ${row.unread}, ${row.notifications})`,
  );
  return me.id;
}

for (const [rooms, notes] of [
  [5, 20],
  [30, 200],
  [200, 2000],
] as const) {
  const person = await personWith(rooms, notes);
  await cdb.execute(sql`vacuum analyze`);
  const recounted = await countedMenu.menuOf(person);
  const [keptRow] = (await kept([person])) as { unread: number; notifications: number }[];
  if (recounted.unread !== keptRow?.unread || recounted.notifications !== keptRow?.notifications) {
    throw new Error('the kept counts differ from the recounted ones');
  }
  await interleaved(
    `menudata's counts, ${rooms} matches (${recounted.unread} unread) and ${notes} notifications (${recounted.notifications} unread), PGlite on the server's thread`,
    {
      recounted: () => countedMenu.menuOf(person),
      kept: () => kept([person]),
      'no counts': () => floor([person]),
    },
    { calls: CALLS, rounds: ROUNDS },
  );
}
await counted.close();

// The other side of keeping the room count current: every message and every read position would have to keep it.
// The least a trigger could do (no guard against a message committed after a read that passed its id): on a
// message, the room is unread for the other member (a set of unread rooms and a counter per person); on a read,
// the room leaves the set once nothing newer from the other remains. Measured: one member's message (the chat's
// own batched insert, chat-member-writes.repo.ts) and the other's read of it (chat.repo.ts markRead), as on an open
// chat screen, on a database without and one with those triggers, each on PGlite on the server's thread.
const KEEP_ROOMS = `
  create table bench_badges (user_id uuid primary key, unread_rooms int not null default 0);
  create table bench_unread (user_id uuid, room_id uuid, primary key (user_id, room_id));
  create function bench_message_in() returns trigger language plpgsql as $$
  declare m record; reader uuid;
  begin
    select user_a, user_b into m from matches where id = new.room_id;
    foreach reader in array array[m.user_a, m.user_b] loop
      continue when reader is null or reader is not distinct from new.from_id;
      insert into bench_unread values (reader, new.room_id) on conflict do nothing;
      if found then
        insert into bench_badges (user_id, unread_rooms) values (reader, 1)
        on conflict (user_id) do update set unread_rooms = bench_badges.unread_rooms + 1;
      end if;
    end loop;
    return null;
  end $$;
  create trigger bench_message_in after insert on chat_messages for each row execute function bench_message_in();
  create function bench_read() returns trigger language plpgsql as $$
  begin
    if not exists (select 1 from chat_messages c where c.room_id = new.room_id
                   and c.from_id is distinct from new.user_id and c.id > new.last_read) then
      delete from bench_unread where user_id = new.user_id and room_id = new.room_id;
      if found then update bench_badges set unread_rooms = unread_rooms - 1 where user_id = new.user_id; end if;
    end if;
    return null;
  end $$;
  create trigger bench_read after insert or update on chat_reads for each row execute function bench_read();`;

async function chatting(keep: boolean) {
  const database = await openDatabase({ db: { kind: 'pglite', dir: null, thread: 'main' } });
  await database.migrate();
  if (keep) await (database.db as unknown as { $client: PGlite }).$client.exec(KEEP_ROOMS);
  const [one, two] = await make.people(database.db, [{ at: null }, { at: null }]);
  if (!one || !two) throw new Error('no people');
  const [userA, userB] = [one.id, two.id].sort() as [string, string];
  const [match] = await database.db.insert(matches).values({ userA, userB }).returning({ id: matches.id });
  const roomId = match?.id as string;
  const writes = createMemberWritesRepo(database.db, { engine: 'pglite' });
  const chat = createChatRepo(database.db, createChatMessagesRepo(database.db));
  let n = 0;
  const sendAndRead = async () => {
    n += 1;
    const [stored] = await writes.insertFromMembers([
      { roomId, fromId: one.id, chattext: `Message ${n}`, clientId: `c${n}` },
    ]);
    if (stored?.outcome !== 'created') throw new Error('not stored');
    await chat.markRead(roomId, two.id, stored.chat.id);
  };
  await sendAndRead();
  if (keep) {
    const left = await database.db.execute(sql`select count(*)::int as n from bench_unread`);
    const [row] = (left as unknown as { rows: { n: number }[] }).rows;
    if (row?.n !== 0) throw new Error('the kept set still holds the room after its read');
  }
  return { database, sendAndRead };
}

const [plainChat, keptChat] = [await chatting(false), await chatting(true)];
await interleaved(
  "a message and its read, PGlite on the server's thread",
  { recounted: plainChat.sendAndRead, 'kept (triggers)': keptChat.sendAndRead },
  { calls: Math.ceil(CALLS / 4), rounds: ROUNDS },
);
await Promise.all([plainChat.database.close(), keptChat.database.close()]);
