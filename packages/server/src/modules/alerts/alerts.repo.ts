// What an alert between the members of a room needs, in one statement: who the other member is, whether the
// room is still open between them, the sender as the match level shows them, and the recipient's unread count.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export interface RoomSender {
  /** The other member (null: a deleted account). */
  to: string | null;
  open: boolean;
  /** A hidden pair (unmatch, report, block) between them, whoever wrote it. */
  hidden: boolean;
  fullMatch: boolean;
  displayName: string | null;
  realName: string | null;
  imageid: string | null;
  /** Messages in the room not from `to` after `to`'s read position. */
  unread: number;
  /** `to`'s hidden words (the sender's name is folded for them); empty without a list. */
  toHidden: string[];
}

interface Row {
  to_id: string | null;
  open: boolean;
  hidden: boolean;
  full_match: boolean;
  display_name: string | null;
  real_name: string | null;
  imageid: string | null;
  unread: number;
  to_hidden: string[] | null;
}

/**
 * The sender as an alert shows them, as columns of a statement that already has the room's pair (`user_a`, `user_b`)
 * and the sender's id: display_name, real_name, imageid (their profile image) and hidden (a hidden pair between
 * them). senderIn reads them so; the chat's batched write reads them beside each message it stores, so that a
 * message's alert needs no statement of its own (RoomSender and fromMemberWith).
 */
export function senderColumns(pair: { userA: SQL; userB: SQL }, from: SQL): SQL {
  return sql`
    (select p.display_name from profiles p where p.user_id = ${from}) as display_name,
    (select p.real_name from profiles p where p.user_id = ${from}) as real_name,
    (select i.id from ai_images i where i.user_id = ${from} and i.is_profile) as imageid,
    exists (select 1 from hidden_pairs h where h.user_a = ${pair.userA} and h.user_b = ${pair.userB}) as hidden`;
}

/** RoomSender from senderColumns' columns and what the caller read beside them. */
export function senderOf(
  row: {
    display_name: string | null;
    real_name: string | null;
    imageid: string | null;
    hidden: boolean | null;
  },
  room: Pick<RoomSender, 'to' | 'open' | 'fullMatch' | 'unread' | 'toHidden'>,
): RoomSender {
  return {
    ...room,
    hidden: Boolean(row.hidden),
    displayName: row.display_name,
    realName: row.real_name,
    imageid: row.imageid,
  };
}

export function createAlertsRepo(db: Db) {
  return {
    /** Null when `fromId` is not a member of the room. */
    async senderIn(roomId: string, fromId: string): Promise<RoomSender | null> {
      const from = sql`${fromId}::uuid`;
      const result = await db.execute(sql`
        select o.to_id, m.ended_at is null as open, m.full_match,
               ${senderColumns({ userA: sql`m.user_a`, userB: sql`m.user_b` }, from)},
               (select count(*)::int from chat_messages c
                 where c.room_id = m.id and c.from_id is distinct from o.to_id
                   and c.id > coalesce((select r.last_read from chat_reads r
                                        where r.room_id = m.id and r.user_id = o.to_id), 0)) as unread,
               (select s.hidden_words from user_settings s where s.user_id = o.to_id) as to_hidden
        from matches m
        cross join lateral (select case when m.user_a = ${from} then m.user_b else m.user_a end as to_id) o
        where m.id = ${roomId}::uuid and (m.user_a = ${from} or m.user_b = ${from})`);
      const row = (result as unknown as { rows: Row[] }).rows[0];
      if (!row) return null;
      return senderOf(row, {
        to: row.to_id,
        open: Boolean(row.open),
        fullMatch: Boolean(row.full_match),
        unread: Number(row.unread),
        toHidden: row.to_hidden ?? [],
      });
    },

    /** The person's unread count in a room (after they read on one device, for their others). */
    async unreadIn(roomId: string, userId: string): Promise<number> {
      const me = sql`${userId}::uuid`;
      const result = await db.execute(sql`
        select count(*)::int as unread from chat_messages c
        where c.room_id = ${roomId}::uuid and c.from_id is distinct from ${me}
          and c.id > coalesce((select r.last_read from chat_reads r
                               where r.room_id = ${roomId}::uuid and r.user_id = ${me}), 0)`);
      return Number((result as unknown as { rows: { unread: number }[] }).rows[0]?.unread ?? 0);
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
