// Chat messages (table chat_messages): written once, read by pages. Used by chat, dates, gifts and chat images,
// so every kind of message is stored and shaped for the wire (API.md 5 "Chat message") in one place.
import type { ChatMessage, ChatType } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export interface NewChatMessage {
  roomId: string;
  fromId: string;
  type: ChatType;
  chattext: string;
  reference?: string | null;
  /** The sender's own id for the message: a second insert with it returns the first message. */
  clientId?: string | null;
  status?: ChatMessage['status'] | null;
}

interface Row {
  id: string | number;
  room_id: string;
  from_id: string | null;
  type: ChatType;
  chattext: string;
  reference: string | null;
  client_id: string | null;
  status: ChatMessage['status'] | null;
  created_at: Date | string;
}

export function toChatMessage(row: Row): ChatMessage {
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
  return chat;
}

const COLUMNS = sql`id, room_id, from_id, type, chattext, reference, client_id, status, created_at`;

function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export function createChatMessagesRepo(db: Db) {
  return {
    /**
     * Stores a message; with a clientId already used by this sender in this room, returns the stored one and
     * `created: false` (a resend after a reconnect). Pass a transaction as `exec` to write inside it.
     */
    async insert(message: NewChatMessage, exec: Db = db): Promise<{ chat: ChatMessage; created: boolean }> {
      const inserted = rowsOf(
        await exec.execute(sql`
          insert into chat_messages (room_id, from_id, type, chattext, reference, client_id, status)
          values (${message.roomId}, ${message.fromId}, ${message.type}, ${message.chattext},
                  ${message.reference ?? null}, ${message.clientId ?? null}, ${message.status ?? null})
          on conflict (room_id, from_id, client_id) do nothing
          returning ${COLUMNS}`),
      );
      if (inserted[0]) return { chat: toChatMessage(inserted[0]), created: true };
      const existing = rowsOf(
        await exec.execute(sql`
          select ${COLUMNS} from chat_messages
          where room_id = ${message.roomId} and from_id = ${message.fromId} and client_id = ${message.clientId ?? null}`),
      );
      const row = existing[0];
      if (!row) throw new Error('chat message neither inserted nor found');
      return { chat: toChatMessage(row), created: false };
    },

    /**
     * A text message from a member of the open room: the membership check and the write in one statement, so a
     * message costs one round trip and nothing slips in between an unmatch and the write. Null when the sender is
     * not a member of that open room, or is muted (modules/moderation); `other` is the other member (null once
     * they deleted their account).
     */
    async insertFromMember(
      roomId: string,
      fromId: string,
      chattext: string,
      clientId: string | null,
    ): Promise<{ chat: ChatMessage; created: boolean; other: string | null } | null> {
      const rows = rowsOf(
        await db.execute(sql`
          with room as (
            select case when user_a = ${fromId}::uuid then user_b else user_a end as other
            from matches
            where id = ${roomId}::uuid and ended_at is null and (user_a = ${fromId}::uuid or user_b = ${fromId}::uuid)
              and not exists (select 1 from users where id = ${fromId}::uuid and muted_until > now())
          ), ins as (
            insert into chat_messages (room_id, from_id, type, chattext, client_id)
            select ${roomId}::uuid, ${fromId}::uuid, 'text', ${chattext}::text, ${clientId}::text from room
            on conflict (room_id, from_id, client_id) do nothing
            returning ${COLUMNS}
          )
          select ins.*, room.other, true as created from ins, room
          union all
          select c.id, c.room_id, c.from_id, c.type, c.chattext, c.reference, c.client_id, c.status, c.created_at,
                 room.other, false as created
          from chat_messages c, room
          where not exists (select 1 from ins) and c.room_id = ${roomId}::uuid and c.from_id = ${fromId}::uuid
            and c.client_id = ${clientId}::text`),
      ) as (Row & { other: string | null; created: boolean })[];
      const row = rows[0];
      if (!row) return null;
      return { chat: toChatMessage(row), created: row.created, other: row.other };
    },

    async byId(roomId: string, id: number, exec: Db = db): Promise<ChatMessage | null> {
      const rows = rowsOf(
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
      const rows = rowsOf(
        await exec.execute(sql`
          update chat_messages set status = ${to ?? null}
          where room_id = ${roomId} and id = ${id} and status = ${from ?? null}
          returning ${COLUMNS}`),
      );
      return rows[0] ? toChatMessage(rows[0]) : null;
    },
  };
}

export type ChatMessagesRepo = ReturnType<typeof createChatMessagesRepo>;
