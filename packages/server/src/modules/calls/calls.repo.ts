// The SQL of calls. A call is its join-call request in the chat (chat_messages, CHAT_MARKERS.joinCall*), so the
// state lives in the database and every server sees the same calls: status pending = ringing, status accepted
// with reference 'in-call' = open, reference 'ended' = over; declined/expired = never answered. The request is
// written, moved and read back through the chat's room port (chat.public.ts); the queries over rooms are here.
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import type { LockedRoom, MessageState, RoomPort } from '../chat/chat.public.ts';

export const CALL_REFERENCE = { open: 'in-call', ended: 'ended' } as const;

const CALL_MARKER_TEXTS = [CHAT_MARKERS.joinCallAudio, CHAT_MARKERS.joinCallVideo];
const CALL_MARKERS = sql`(${CHAT_MARKERS.joinCallAudio}, ${CHAT_MARKERS.joinCallVideo})`;

export type { LockedRoom };

export function createCallsRepo(db: Db, rooms: RoomPort) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(tx as unknown as Db));
    },

    /** The open match, locked until the transaction ends, so two joins of one room run one after the other. */
    lockOpenRoom: (roomId: string, exec: Db): Promise<LockedRoom | null> =>
      rooms.lockOpenRoom(exec, roomId, 'update'),

    /** The room's latest join-call request: the only one that can be ringing or open. */
    latestCall: (roomId: string, exec: Db = db): Promise<ChatMessage | null> =>
      rooms.latestNotification(roomId, CALL_MARKER_TEXTS, exec),

    async insertRequest(roomId: string, fromId: string, marker: string, exec: Db): Promise<ChatMessage> {
      const { chat } = await rooms.insert(
        { roomId, fromId, type: 'notification', chattext: marker, status: 'pending' },
        exec,
      );
      return chat;
    },

    /**
     * Moves a call on, only from the state the caller saw (null when someone else moved it first); the answer and
     * the end of an answered call are timed here (the message's `duration`).
     */
    setCall(
      roomId: string,
      id: number,
      from: MessageState,
      to: MessageState,
      exec: Db = db,
    ): Promise<ChatMessage | null> {
      const stamp =
        to.reference === CALL_REFERENCE.open
          ? 'answered'
          : to.reference === CALL_REFERENCE.ended
            ? 'ended'
            : null;
      return rooms.move(roomId, id, from, to, stamp, exec);
    },

    /** The room's requests waiting for an answer (getchatnotifications), as the chat sends them. */
    pendingRequests: (roomId: string): Promise<ChatMessage[]> => rooms.pendingRequests(roomId),

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
