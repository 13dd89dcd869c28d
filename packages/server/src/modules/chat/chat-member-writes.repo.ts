// The chat's text messages from members, stored many at once (chat-write-batcher.ts collects them): one statement
// for a whole batch, with the rules a single message has always had — the sender is a member of that open room and
// not muted (modules/moderation), and a client id this sender already used in this room answers the stored message.
import type { ChatMessage } from '@rookery/shared/events.ts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { type RoomSender, senderColumns, senderOf } from '../alerts/alerts.public.ts';
import { type ChatMessageRow, COLUMNS, toChatMessage } from './chat-messages.repo.ts';

/** A text message from a member (ChatService.send), as the write batcher collects them. */
export interface MemberWrite {
  roomId: string;
  fromId: string;
  chattext: string;
  clientId: string | null;
}

/**
 * What became of one write: stored now, or the message already stored under its client id (`other`: the room's
 * other member, null once they deleted their account); refused (not a member of that open room, or muted); retry
 * (see insertFromMembers). A message stored now comes with its sender as the other member's alert shows them.
 */
export type MemberWriteOutcome =
  | ({ outcome: 'created'; sender: RoomSender } & StoredMessage)
  | ({ outcome: 'existing' } & StoredMessage)
  | { outcome: 'refused' }
  | { outcome: 'retry' };

interface StoredMessage {
  chat: ChatMessage;
  other: string | null;
  /** The other member's hidden words, read in the same statement: empty without a list. */
  otherHidden: string[];
}

type OutcomeRow = ChatMessageRow & {
  n: number;
  outcome: MemberWriteOutcome['outcome'];
  other: string | null;
  other_hidden: string[] | null;
  full_match: boolean | null;
  unread: number | null;
  display_name: string | null;
  real_name: string | null;
  imageid: string | null;
  hidden: boolean | null;
};

/**
 * The statement over four arrays (room, sender, text, client id), one element per write. Ids are drawn in input
 * order before the insert and name each write's row, so the messages of a batch keep the order they were sent in
 * and each outcome finds its row. A client id stored before, or by an earlier write of the same batch, is skipped by
 * the insert and found by the lateral look-up (the statement's snapshot holds the earlier rows, `ins` this batch's).
 * Each message stored now also reads what its alert needs (modules/alerts senderColumns): the sender as the other
 * member sees them, and the other member's unread count with it, counting this batch's messages of the room up to it
 * (the snapshot has not got them).
 */
function batchStatement(rooms: SQL, froms: SQL, texts: SQL, cids: SQL): SQL {
  return sql`
    with input as (
      select i.room_id, i.from_id, i.chattext, i.client_id, i.n::int as n
      from unnest(${rooms}::uuid[], ${froms}::uuid[], ${texts}::text[], ${cids}::text[])
           with ordinality as i(room_id, from_id, chattext, client_id, n)
    ), allowed as (
      select a.*, nextval(pg_get_serial_sequence('chat_messages', 'id')) as id
      from (select input.*, case when m.user_a = input.from_id then m.user_b else m.user_a end as other,
                   m.user_a, m.user_b, m.full_match
            from input
            join matches m on m.id = input.room_id and m.ended_at is null
              and (m.user_a = input.from_id or m.user_b = input.from_id)
            where not exists (select 1 from users u where u.id = input.from_id and u.muted_until > now())
            order by input.n) a
    ), ins as (
      insert into chat_messages (id, room_id, from_id, type, chattext, client_id)
      select id, room_id, from_id, 'text', chattext, client_id from allowed
      on conflict (room_id, from_id, client_id) do nothing
      returning ${COLUMNS}
    )
    select input.n,
           case when allowed.n is null then 'refused'
                when ins.id is not null then 'created'
                when stored.id is not null then 'existing'
                else 'retry' end as outcome,
           allowed.other,
           (select s.hidden_words from user_settings s where s.user_id = allowed.other) as other_hidden,
           coalesce(ins.id, stored.id) as id,
           coalesce(ins.room_id, stored.room_id) as room_id,
           coalesce(ins.from_id, stored.from_id) as from_id,
           coalesce(ins.type, stored.type) as type,
           coalesce(ins.chattext, stored.chattext) as chattext,
           coalesce(ins.reference, stored.reference) as reference,
           coalesce(ins.client_id, stored.client_id) as client_id,
           coalesce(ins.status, stored.status) as status,
           coalesce(ins.created_at, stored.created_at) as created_at,
           alert.full_match, alert.unread, alert.display_name, alert.real_name, alert.imageid, alert.hidden
    from input
    left join allowed on allowed.n = input.n
    left join ins on ins.id = allowed.id
    left join lateral (
      select ${COLUMNS} from chat_messages c
      where c.room_id = allowed.room_id and c.from_id = allowed.from_id and c.client_id = allowed.client_id
      union all
      select ${COLUMNS} from ins i
      where i.room_id = allowed.room_id and i.from_id = allowed.from_id and i.client_id = allowed.client_id
    ) stored on ins.id is null
    left join lateral (
      select allowed.full_match,
             (select count(*)::int from (
                select c.id, c.from_id from chat_messages c where c.room_id = allowed.room_id
                union all
                select i.id, i.from_id from ins i where i.room_id = allowed.room_id and i.id <= allowed.id
              ) u
              where u.from_id is distinct from allowed.other
                and u.id > coalesce((select r.last_read from chat_reads r
                                     where r.room_id = allowed.room_id and r.user_id = allowed.other), 0)) as unread,
             ${senderColumns({ userA: sql`allowed.user_a`, userB: sql`allowed.user_b` }, sql`allowed.from_id`)}
      where ins.id is not null
    ) alert on true
    order by input.n`;
}

/** The statement with its arrays as $1–$4, for the two ways below of keeping its plan. */
const statementText = new PgDialect().sqlToQuery(
  batchStatement(sql.raw('$1'), sql.raw('$2'), sql.raw('$3'), sql.raw('$4')),
).sql;

/**
 * Parsing and planning this statement cost about as much as running it, so it is planned once per database session
 * rather than per batch. On PostgreSQL, a named prepared statement (node-postgres prepares it once on each pooled
 * connection). On PGlite, a PL/pgSQL function, which keeps its plan for the session (PGlite has one); pg_temp makes
 * it the session's own, nothing in the schema. Its plan is the generic one, always: left to choose, PostgreSQL
 * plans a statement over parameter arrays afresh on every call (the arrays' lengths make each custom plan look
 * cheaper than the generic one), which doubled the cost of a batch of one on PGlite. The function is called through
 * a prepared statement (platform/db/prepared.ts), so the call is not planned each time either.
 */
const PREPARED = 'chat_insert_from_members';
const CACHED = 'pg_temp.chat_insert_from_members';
const createCached = sql.raw(`
  create or replace function ${CACHED}(uuid[], uuid[], text[], text[])
  returns table (n int, outcome text, other uuid, other_hidden text[], id bigint, room_id uuid, from_id uuid, type text, chattext text,
                 reference text, client_id text, status text, created_at timestamptz, full_match boolean, unread int,
                 display_name text, real_name text, imageid uuid, hidden boolean)
  language plpgsql
  set plan_cache_mode = force_generic_plan
  as $body$
  #variable_conflict use_column
  begin
    return query ${statementText};
  end
  $body$`);
const callCached = `select * from ${CACHED}($1::uuid[], $2::uuid[], $3::text[], $4::text[])`;
/**
 * A new session (the database's thread started again) has no pg_temp function: undefined_function, or
 * invalid_schema_name while it has no temporary schema at all.
 */
const NO_FUNCTION = new Set(['42883', '3F000']);

/** The node-postgres pool behind a drizzle database (drizzle keeps it as `$client`). */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

export interface MemberWritesOptions {
  /** Which engine `db` is (see above). */
  engine?: 'pg' | 'pglite';
}

export function createMemberWritesRepo(db: Db, { engine = 'pg' }: MemberWritesOptions = {}) {
  let cached: Promise<unknown> | null = null;
  const call = engine === 'pglite' ? preparedStatement<OutcomeRow>(db, PREPARED, callCached) : null;

  /** Set once the function exists in this session: a batch then goes to the database at once, with no await first. */
  let created = false;
  function createFunction(): Promise<unknown> {
    cached ??= db.execute(createCached).then(
      () => {
        created = true;
      },
      (err: unknown) => {
        cached = null;
        throw err;
      },
    );
    return cached;
  }

  async function run(writes: readonly MemberWrite[]): Promise<OutcomeRow[]> {
    const values = [
      writes.map((w) => w.roomId),
      writes.map((w) => w.fromId),
      writes.map((w) => w.chattext),
      writes.map((w) => w.clientId),
    ];
    if (!call) {
      const pool = (db as unknown as { $client: PgPool }).$client;
      return rowsOf<OutcomeRow>(await pool.query({ name: PREPARED, text: statementText, values }));
    }
    if (!created) await createFunction();
    try {
      return await call(values);
    } catch (err) {
      if (!isWithoutFunction(err)) throw err;
      // The session that had the function is gone (PGlite's thread was started again): made anew, once.
      created = false;
      cached = null;
      await createFunction();
      return call(values);
    }
  }

  return {
    /**
     * Stores text messages in one statement and answers one outcome per write, in input order. `retry`: a resend
     * raced the same client id written by another server after this statement began, so neither the insert nor this
     * statement's snapshot has it; the next statement will.
     */
    async insertFromMembers(writes: readonly MemberWrite[]): Promise<MemberWriteOutcome[]> {
      if (writes.length === 0) return [];
      const rows = await run(writes);
      if (rows.length !== writes.length) {
        throw new Error(`chat batch answered ${rows.length} rows for ${writes.length} messages`);
      }
      return rows.map((row): MemberWriteOutcome => {
        if (row.outcome === 'refused' || row.outcome === 'retry') return { outcome: row.outcome };
        const stored = { chat: toChatMessage(row), other: row.other, otherHidden: row.other_hidden ?? [] };
        if (row.outcome === 'existing') return { outcome: 'existing', ...stored };
        const room = {
          to: row.other,
          open: true,
          fullMatch: Boolean(row.full_match),
          unread: Number(row.unread),
          toHidden: stored.otherHidden,
        };
        return { outcome: 'created', ...stored, sender: senderOf(row, room) };
      });
    },
  };
}

function isWithoutFunction(err: unknown): boolean {
  let cause = err;
  while (cause instanceof Error) {
    if (NO_FUNCTION.has((cause as { code?: string }).code ?? '')) return true;
    cause = cause.cause;
  }
  return false;
}

export type MemberWritesRepo = ReturnType<typeof createMemberWritesRepo>;
