// The chat's own SQL: pages of history, read positions (chat_reads), the full-profile answer and its taking back,
// what the offline notification needs. Messages are written through chat-messages.repo.ts, which the room port
// (room-port.repo.ts) offers the other features too.
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { type ChatMessagesRepo, COLUMN_LIST, toChatMessage } from './chat-messages.repo.ts';
import { shownName } from './room-port.repo.ts';

type MessageRow = Parameters<typeof toChatMessage>[0];

export interface FullProfileAnswer {
  request: ChatMessage;
  /** The 'Full Profile request was accepted' message, when accepted. */
  accepted: ChatMessage | null;
}

// The room's history, read on every join and every page: prepared once (platform/db/prepared.ts), one statement for
// each shape of page so that each keeps a plan of its own on chat_messages_room_idx. $1 the room; $2 the page's
// size plus one (the latest), or the id to read before or after, and then $3 the size plus one.
export const PAGE_LATEST_SQL = `select ${COLUMN_LIST} from chat_messages where room_id = $1::uuid
  order by id desc limit $2::int`;
export const PAGE_BEFORE_SQL = `select ${COLUMN_LIST} from chat_messages where room_id = $1::uuid and id < $2::bigint
  order by id desc limit $3::int`;
export const PAGE_AFTER_SQL = `select ${COLUMN_LIST} from chat_messages where room_id = $1::uuid and id > $2::bigint
  order by id limit $3::int`;

export function createChatRepo(db: Db, messages: ChatMessagesRepo) {
  const latest = preparedStatement<MessageRow>(db, 'chat_page_latest', PAGE_LATEST_SQL);
  const older = preparedStatement<MessageRow>(db, 'chat_page_before', PAGE_BEFORE_SQL);
  const newer = preparedStatement<MessageRow>(db, 'chat_page_after', PAGE_AFTER_SQL);
  return {
    /** Up to `limit` messages before `before` (or the latest), oldest first, and whether older ones exist. */
    async page(roomId: string, before: number | undefined, limit: number) {
      const rows =
        before === undefined ? await latest([roomId, limit + 1]) : await older([roomId, before, limit + 1]);
      const more = rows.length > limit;
      return { chats: rows.slice(0, limit).reverse().map(toChatMessage), more };
    },

    /** Up to `limit` messages after `after`, oldest first, and whether newer ones remain (a catch-up). */
    async pageAfter(roomId: string, after: number, limit: number) {
      const rows = await newer([roomId, after, limit + 1]);
      return { chats: rows.slice(0, limit).map(toChatMessage), more: rows.length > limit };
    },

    /** Moves the read position forward only, and never past the room's last message. */
    async markRead(roomId: string, userId: string, upTo: number): Promise<number> {
      const rows = rowsOf<{ last_read: string | number }>(
        await db.execute(sql`
          insert into chat_reads (room_id, user_id, last_read, updated_at)
          values (${roomId}, ${userId},
                  least(${upTo}::bigint, (select coalesce(max(id), 0) from chat_messages where room_id = ${roomId})),
                  now())
          on conflict (room_id, user_id) do update
            set last_read = greatest(chat_reads.last_read, excluded.last_read), updated_at = now()
          returning last_read`),
      );
      return Number(rows[0]?.last_read ?? 0);
    },

    /** The room's requests waiting for an answer (chat-messages.repo.ts, shared with calls). */
    pendingRequests: messages.pendingRequests,

    /**
     * Stores a request as a pending notification message, with the match row locked so that it cannot race the
     * end of the match or another request. Null when the match is no longer open (or not basic, for a
     * full-profile request); 'pending' when a full-profile request is already waiting. An older pending call
     * request of the same sender expires: only the latest can be answered.
     */
    /** The caller's ringing or open call request in the room with this marker (stored by joinavchat), if any. */
    async currentCall(roomId: string, fromId: string, marker: string): Promise<ChatMessage | null> {
      const found = rowsOf<{ id: string | number }>(
        await db.execute(sql`
          select id from chat_messages
          where room_id = ${roomId} and from_id = ${fromId} and type = 'notification' and chattext = ${marker}
            and (status = 'pending' or (status = 'accepted' and reference = 'in-call'))
          order by id desc limit 1`),
      )[0];
      return found ? messages.byId(roomId, Number(found.id)) : null;
    },

    async request(roomId: string, fromId: string, marker: string): Promise<ChatMessage | 'pending' | null> {
      return db.transaction(async (tx) => {
        const room = rowsOf<{ full_match: boolean }>(
          await tx.execute(
            sql`select full_match from matches where id = ${roomId} and ended_at is null for update`,
          ),
        )[0];
        if (!room) return null;
        if (room.full_match) return null;
        const waiting = await tx.execute(sql`
          select 1 from chat_messages
          where room_id = ${roomId} and type = 'notification' and status = 'pending'
            and chattext = ${CHAT_MARKERS.fullProfileRequest} limit 1`);
        if (rowsOf(waiting).length > 0) return 'pending';
        const { chat } = await messages.insert(
          { roomId, fromId, type: 'notification', chattext: marker, status: 'pending' },
          tx,
        );
        return chat;
      });
    },

    /**
     * Answers the pending full-profile request `fromId` sent in the room. Accepting makes the match full and
     * writes the acceptance message in the same transaction. Null when no such request is pending (or the match
     * has ended).
     */
    async answerFullProfile(
      roomId: string,
      fromId: string,
      answererId: string,
      accept: boolean,
    ): Promise<FullProfileAnswer | null> {
      return db.transaction(async (tx) => {
        const open = await tx.execute(
          sql`select 1 from matches where id = ${roomId} and ended_at is null for update`,
        );
        if (rowsOf(open).length === 0) return null;
        const pending = rowsOf<{ id: string | number }>(
          await tx.execute(sql`
            select id from chat_messages
            where room_id = ${roomId} and from_id = ${fromId} and type = 'notification' and status = 'pending'
              and chattext = ${CHAT_MARKERS.fullProfileRequest}
            order by id desc limit 1`),
        )[0];
        if (!pending) return null;
        const request = await messages.answer(
          roomId,
          Number(pending.id),
          'pending',
          accept ? 'accepted' : 'declined',
          tx,
        );
        if (!request) return null;
        if (!accept) return { request, accepted: null };
        await tx.execute(sql`update matches set full_match = true where id = ${roomId}`);
        const { chat } = await messages.insert(
          { roomId, fromId: answererId, type: 'text', chattext: CHAT_MARKERS.fullProfileAccepted },
          tx,
        );
        return { request, accepted: chat };
      });
    },

    /**
     * A full match back to basic, with the message that says so, in one transaction. Null when the match
     * is not a full one that is still open (basic already, ended, or not this person's).
     */
    async hideFullProfile(roomId: string, userId: string): Promise<ChatMessage | null> {
      return db.transaction(async (tx) => {
        const changed = await tx.execute(sql`
          update matches set full_match = false
          where id = ${roomId} and ended_at is null and full_match and (user_a = ${userId} or user_b = ${userId})
          returning id`);
        if (rowsOf(changed).length === 0) return null;
        const { chat } = await messages.insert(
          { roomId, fromId: userId, type: 'text', chattext: CHAT_MARKERS.fullProfileHidden },
          tx,
        );
        return chat;
      });
    },

    /**
     * True when `messageId` is the first message in the room the receiver has not read (nothing unread before
     * it): the offline notification is sent once per unread streak, not per message.
     */
    async firstUnread(roomId: string, receiverId: string, messageId: number): Promise<boolean> {
      const rows = await db.execute(sql`
        select 1 from chat_messages c
        where c.room_id = ${roomId} and c.id < ${messageId} and c.from_id is distinct from ${receiverId}
          and c.id > coalesce((select last_read from chat_reads r
                               where r.room_id = ${roomId} and r.user_id = ${receiverId}), 0)
        limit 1`);
      return rowsOf(rows).length === 0;
    },

    /** What the room calls a member (room-port.repo.ts shownName: one rule for chat, dates and gifts). */
    shownName: (userId: string): Promise<string> => shownName(db, userId),
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
