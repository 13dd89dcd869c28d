// Chat messages (table chat_messages): written once, read by pages. The chat uses it directly and the other features
// through room-port.repo.ts, so every kind of message is stored and shaped for the wire (RULES.md "Realtime") once.
import type { ChatMessage, ChatType } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { rowsOf } from '../../platform/db/rows.ts';

export interface NewChatMessage {
  roomId: string;
  fromId: string;
  type: ChatType;
  chattext: string;
  reference?: string | null;
  /** The sender's own id for the message: a second insert with it returns the first message. */
  clientId?: string | null;
  status?: ChatMessage['status'] | null;
  /** The explicit-image shield's verdict on an uploaded image (modules/chat-images); false otherwise. */
  flagged?: boolean;
}

export interface ChatMessageRow {
  id: string | number;
  room_id: string;
  from_id: string | null;
  type: ChatType;
  chattext: string;
  reference: string | null;
  client_id: string | null;
  status: ChatMessage['status'] | null;
  flagged: boolean;
  created_at: Date | string;
  answered_at?: Date | string | null;
  ended_at?: Date | string | null;
}

/** Whole seconds between a call's answer and its end; null unless both happened (the matches list uses it too). */
export function durationOf(row: Pick<ChatMessageRow, 'answered_at' | 'ended_at'>): number | null {
  if (!row.answered_at || !row.ended_at) return null;
  const ms = new Date(row.ended_at).getTime() - new Date(row.answered_at).getTime();
  return Math.max(0, Math.round(ms / 1000));
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  const chat: ChatMessage = {
    id: Number(row.id),
    type: row.type,
    chattext: row.chattext,
    from_id: row.from_id,
    room_id: row.room_id,
    reference: row.reference,
    created: new Date(row.created_at).toISOString(),
    cid: row.client_id,
  };
  if (row.status) chat.status = row.status;
  const duration = durationOf(row);
  if (duration !== null) chat.duration = duration;
  // Only on flagged images, so every other message keeps the shape the mobile app already reads.
  if (row.flagged) chat.flagged = true;
  return chat;
}

/** Every column of a stored message, as toChatMessage reads them (text, for the prepared statements). */
export const COLUMN_LIST = `id, room_id, from_id, type, chattext, reference, client_id, status, flagged, created_at,
  answered_at, ended_at`;
export const COLUMNS = sql.raw(COLUMN_LIST);

export function createChatMessagesRepo(db: Db) {
  // Read with every room a member opens: prepared once (platform/db/prepared.ts).
  const pendingOf = preparedStatement<ChatMessageRow>(
    db,
    'chat_pending_requests',
    `select ${COLUMN_LIST} from chat_messages
     where room_id = $1::uuid and type = 'notification' and status = 'pending'
     order by id`,
  );
  return {
    /**
     * Stores a message; with a clientId already used by this sender in this room, returns the stored one and
     * `created: false` (a resend after a reconnect). Pass a transaction as `exec` to write inside it.
     */
    async insert(message: NewChatMessage, exec: Db = db): Promise<{ chat: ChatMessage; created: boolean }> {
      const inserted = rowsOf<ChatMessageRow>(
        await exec.execute(sql`
          insert into chat_messages (room_id, from_id, type, chattext, reference, client_id, status, flagged)
          values (${message.roomId}, ${message.fromId}, ${message.type}, ${message.chattext},
                  ${message.reference ?? null}, ${message.clientId ?? null}, ${message.status ?? null},
                  ${message.flagged ?? false})
          on conflict (room_id, from_id, client_id) do nothing
          returning ${COLUMNS}`),
      );
      if (inserted[0]) return { chat: toChatMessage(inserted[0]), created: true };
      const existing = rowsOf<ChatMessageRow>(
        await exec.execute(sql`
          select ${COLUMNS} from chat_messages
          where room_id = ${message.roomId} and from_id = ${message.fromId} and client_id = ${message.clientId ?? null}`),
      );
      const row = existing[0];
      if (!row) throw new Error('chat message neither inserted nor found');
      return { chat: toChatMessage(row), created: false };
    },

    async byId(roomId: string, id: number, exec: Db = db): Promise<ChatMessage | null> {
      const rows = rowsOf<ChatMessageRow>(
        await exec.execute(
          sql`select ${COLUMNS} from chat_messages where room_id = ${roomId} and id = ${id}`,
        ),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    /** Sets a notification-type message's status; null when it was not in `from` (already answered). */
    async answer(
      roomId: string,
      id: number,
      from: ChatMessage['status'],
      to: ChatMessage['status'],
      exec: Db = db,
    ): Promise<ChatMessage | null> {
      const rows = rowsOf<ChatMessageRow>(
        await exec.execute(sql`
          update chat_messages set status = ${to ?? null}
          where room_id = ${roomId} and id = ${id} and status = ${from ?? null}
          returning ${COLUMNS}`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },

    /** The room's requests waiting for an answer (getchatnotifications), as the chat sends them. */
    async pendingRequests(roomId: string): Promise<ChatMessage[]> {
      return (await pendingOf([roomId])).map(toChatMessage);
    },
  };
}

export type ChatMessagesRepo = ReturnType<typeof createChatMessagesRepo>;
