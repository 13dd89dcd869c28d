// Chat's room port: the only place other features' message writes go through (dates, gifts, chat images, calls).
// It holds a room while they write, stores and moves their messages, finds them again, and says what the room calls a
// member (shownName); the SQL is here.
import type { ChatMessage, ChatType } from '@rookery/shared/events.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { chatMessages } from './chat.schema.ts';
import { type ChatMessageRow, COLUMNS, createChatMessagesRepo, toChatMessage } from './chat-messages.repo.ts';

/** The open room's match row, as held: its two people (null for a deleted account) and whether it is full. */
export interface LockedRoom {
  user_a: string | null;
  user_b: string | null;
  full_match: boolean;
}

/** A message's state: its status and reference (a call's 'in-call' or 'ended'). */
export interface MessageState {
  status: ChatMessage['status'];
  reference: string | null;
}

/** What a room calls a member in its messages and notifications: their display name, 'Your match' without one. */
export async function shownName(db: Db, userId: string): Promise<string> {
  const rows = rowsOf<{ display_name: string | null }>(
    await db.execute(sql`select display_name from profiles where user_id = ${userId}`),
  );
  return rows[0]?.display_name ?? 'Your match';
}

/** `messages` is the chat's own message store when the chat builds its port (one store per server). */
export function createRoomPort(db: Db, messages = createChatMessagesRepo(db)) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** What the room calls a member (shownName): dates and gifts name the sender with it. */
    shownName: (userId: string): Promise<string> => shownName(db, userId),

    /**
     * Holds the open room's match row until the transaction ends: 'update' lets one writer at a time in (a count
     * or a call's state is read and then written), 'share' only keeps the match from ending meanwhile. Null when
     * the match has ended (unmatch, report, block, a deleted account) or never was.
     */
    async lockOpenRoom(tx: Db, roomId: string, hold: 'update' | 'share'): Promise<LockedRoom | null> {
      const rows = rowsOf<LockedRoom>(
        await tx.execute(sql`
          select user_a, user_b, full_match from matches
          where id = ${roomId} and ended_at is null ${hold === 'update' ? sql`for update` : sql`for share`}`),
      );
      return rows[0] ?? null;
    },

    /** Stores a message (chat-messages.repo.ts's insert: a clientId already used returns the first one). */
    insert: messages.insert,
    byId: messages.byId,
    /** Sets a notification-type message's status; null when it was not in `from` (already answered). */
    answer: messages.answer,

    /**
     * Moves a message's state on, only from the state the caller saw (null when someone else moved it first);
     * `stamp` times the answer or the end (a call's `duration`).
     */
    async move(
      roomId: string,
      id: number,
      from: MessageState,
      to: MessageState,
      stamp: 'answered' | 'ended' | null,
      exec: Db = db,
    ): Promise<ChatMessage | null> {
      const rows = rowsOf<ChatMessageRow>(
        await exec.execute(sql`
          update chat_messages set status = ${to.status ?? null}, reference = ${to.reference},
            answered_at = case when ${stamp === 'answered'} then now() else answered_at end,
            ended_at = case when ${stamp === 'ended'} then now() else ended_at end
          where room_id = ${roomId} and id = ${id} and status = ${from.status ?? null}
            and reference is not distinct from ${from.reference}
          returning ${COLUMNS}`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    /** The id of the room's message of `type` that carries `reference` (a date's message carries the date's id). */
    async idByReference(tx: Db, roomId: string, type: ChatType, reference: string): Promise<number | null> {
      const rows = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            eq(chatMessages.type, type),
            eq(chatMessages.reference, reference),
          ),
        )
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /** The room's latest notification-type message whose text is one of `markers` (a call's join request). */
    async latestNotification(
      roomId: string,
      markers: readonly string[],
      exec: Db = db,
    ): Promise<ChatMessage | null> {
      const rows = rowsOf<ChatMessageRow>(
        await exec.execute(sql`
          select ${COLUMNS} from chat_messages
          where room_id = ${roomId} and type = 'notification'
            and chattext in (${sql.join(
              markers.map((marker) => sql`${marker}`),
              sql`, `,
            )})
          order by id desc limit 1`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    /** The room's requests waiting for an answer (getchatnotifications), as the chat sends them. */
    pendingRequests: messages.pendingRequests,

    /** Who sent the room's image message of this stored file name, and whether the shield flagged it (downloads). */
    async imageMessage(
      roomId: string,
      filename: string,
    ): Promise<{ fromId: string | null; flagged: boolean } | null> {
      const rows = await db
        .select({ fromId: chatMessages.fromId, flagged: chatMessages.flagged })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            eq(chatMessages.type, 'image'),
            eq(chatMessages.chattext, filename),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type RoomPort = ReturnType<typeof createRoomPort>;
