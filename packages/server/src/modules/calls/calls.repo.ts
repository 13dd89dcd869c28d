// The SQL of calls. A call is its join-call request in the chat (chat_messages, CHAT_MARKERS.joinCall*), so the
// state lives in the database and every server sees the same calls: status pending = ringing, status accepted
// with reference 'in-call' = open, reference 'ended' = over; declined/expired = never answered.
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { type ChatMessagesRepo, COLUMNS, toChatMessage } from '../chat/chat-messages.repo.ts';

export const CALL_REFERENCE = { open: 'in-call', ended: 'ended' } as const;

type MessageRow = Parameters<typeof toChatMessage>[0];

const CALL_MARKERS = sql`(${CHAT_MARKERS.joinCallAudio}, ${CHAT_MARKERS.joinCallVideo})`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface LockedRoom {
  user_a: string | null;
  user_b: string | null;
  full_match: boolean;
}

/** `messages` is the chat's message store (modules/chat), where a call's join-call request lives. */
export function createCallsRepo(db: Db, messages: ChatMessagesRepo) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(tx as unknown as Db));
    },

    /** The open match, locked until the transaction ends, so two joins of one room run one after the other. */
    async lockOpenRoom(roomId: string, exec: Db): Promise<LockedRoom | null> {
      const rows = rowsOf<LockedRoom>(
        await exec.execute(sql`
          select user_a, user_b, full_match from matches
          where id = ${roomId} and ended_at is null for update`),
      );
      return rows[0] ?? null;
    },

    /** The room's latest join-call request: the only one that can be ringing or open. */
    async latestCall(roomId: string, exec: Db = db): Promise<ChatMessage | null> {
      const rows = rowsOf<MessageRow>(
        await exec.execute(sql`
          select ${COLUMNS} from chat_messages
          where room_id = ${roomId} and type = 'notification' and chattext in ${CALL_MARKERS}
          order by id desc limit 1`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    async insertRequest(roomId: string, fromId: string, marker: string, exec: Db): Promise<ChatMessage> {
      const { chat } = await messages.insert(
        { roomId, fromId, type: 'notification', chattext: marker, status: 'pending' },
        exec,
      );
      return chat;
    },

    /**
     * Moves a call on, only from the state the caller saw (null when someone else moved it first); the answer and
     * the end of an answered call are timed here (the message's `duration`).
     */
    async setCall(
      roomId: string,
      id: number,
      from: { status: ChatMessage['status']; reference: string | null },
      to: { status: ChatMessage['status']; reference: string | null },
      exec: Db = db,
    ): Promise<ChatMessage | null> {
      const rows = rowsOf<MessageRow>(
        await exec.execute(sql`
          update chat_messages set status = ${to.status ?? null}, reference = ${to.reference},
            answered_at = case when ${to.reference}::text = ${CALL_REFERENCE.open} then now() else answered_at end,
            ended_at = case when ${to.reference}::text = ${CALL_REFERENCE.ended} then now() else ended_at end
          where room_id = ${roomId} and id = ${id} and status = ${from.status ?? null}
            and reference is not distinct from ${from.reference}
          returning ${COLUMNS}`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    /** The room's requests waiting for an answer (getchatnotifications), as the chat sends them. */
    async pendingRequests(roomId: string): Promise<ChatMessage[]> {
      const rows = rowsOf<MessageRow>(
        await db.execute(sql`
          select ${COLUMNS} from chat_messages
          where room_id = ${roomId} and type = 'notification' and status = 'pending'
          order by id`),
      );
      return rows.map(toChatMessage);
    },

    /** The room's two people, whether or not the match has ended (null: none, or a deleted account). */
    async membersOf(roomId: string): Promise<LockedRoom | null> {
      const rows = rowsOf<LockedRoom>(
        await db.execute(sql`select user_a, user_b, full_match from matches where id = ${roomId}`),
      );
      return rows[0] ?? null;
    },

    /** The person's rooms whose latest call is ringing or open (to end them when the person is banned). */
    async roomsWithCalls(userId: string): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select m.id from matches m
          where (m.user_a = ${userId} or m.user_b = ${userId})
            and exists (
              select 1 from chat_messages c
              where c.room_id = m.id and c.type = 'notification' and c.chattext in ${CALL_MARKERS}
                and (c.status = 'pending' or (c.status = 'accepted' and c.reference = ${CALL_REFERENCE.open})))`),
      );
      return rows.map((row) => row.id);
    },

    /**
     * Whether the room's call may be relayed: its latest call is open, the match is live (not unmatched, reported,
     * blocked or left by a deleted account) and neither person is banned or suspended.
     */
    async isCallLive(roomId: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`
          select 1 from matches m
          where m.id = ${roomId} and m.ended_at is null and m.user_a is not null and m.user_b is not null
            and not exists (
              select 1 from users u
              where u.id in (m.user_a, m.user_b)
                and (u.status = 'banned'
                  or (u.status = 'suspended' and (u.suspended_until is null or u.suspended_until > now()))))
            and (
              select c.status = 'accepted' and c.reference = ${CALL_REFERENCE.open} from chat_messages c
              where c.room_id = m.id and c.type = 'notification' and c.chattext in ${CALL_MARKERS}
              order by c.id desc limit 1)`),
      );
      return rows.length > 0;
    },

    /** Whether the person has a match they could call (iceservers). */
    async hasOpenMatch(userId: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`
          select 1 from matches
          where ended_at is null and user_a is not null and user_b is not null
            and (user_a = ${userId} or user_b = ${userId})
          limit 1`),
      );
      return rows.length > 0;
    },
  };
}

export type CallsRepo = ReturnType<typeof createCallsRepo>;
