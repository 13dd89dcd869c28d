// Chat's rows when a person or a room goes (account deletion, retention): the rooms (matches rows), messages and
// read positions those account tasks remove or close inside their own transaction, through chat.public.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { chatMessages, chatReads, matches } from './chat.schema.ts';

/** An image message's file: its text is the file's name in the room (chat-images, gifts). */
export interface SentImage {
  roomId: string;
  filename: string;
}

/** `(id1, id2, …)` as parameters. */
function idList(ids: string[]) {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * The rooms a person being deleted is in, locked. Open ones end with reason `deleted`; a room whose other member is
 * already gone has nobody left to read it and is deleted with its messages. Answers the rooms left behind for
 * someone (open or not), whose sockets are told (`rooms`), and those open until now with the member left (`ended`).
 */
export async function closeRoomsOfPersonWithin(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ rooms: string[]; ended: { room: string; survivor: string }[] }> {
  const rooms = rowsOf<{ id: string; user_a: string | null; user_b: string | null; ended_at: unknown }>(
    await tx.execute(sql`
      select id, user_a, user_b, ended_at from matches
      where user_a = ${userId} or user_b = ${userId}
      order by id
      for update`),
  );
  const orphaned = rooms.filter((room) => room.user_a === null || room.user_b === null).map((r) => r.id);
  const open = rooms.filter((room) => room.ended_at === null && !orphaned.includes(room.id));
  if (orphaned.length > 0) {
    await tx.execute(sql`delete from matches where id in ${idList(orphaned)}`);
  }
  if (open.length > 0) {
    await tx.execute(sql`
      update matches set ended_at = ${now.toISOString()}::timestamptz, ended_reason = 'deleted'
      where id in ${idList(open.map((room) => room.id))} and ended_at is null`);
    // Full-profile and call requests either way can no longer be answered.
    await expirePendingWithin(
      tx,
      open.map((room) => room.id),
    );
  }
  return {
    rooms: rooms.filter((room) => !orphaned.includes(room.id)).map((room) => room.id),
    ended: open.map((room) => ({
      room: room.id,
      survivor: (room.user_a === userId ? room.user_b : room.user_a) as string,
    })),
  };
}

/** Deletes the match rows of `roomIds` (retention's stale rooms, after their messages, reads and dates). */
export async function deleteRoomRowsWithin(tx: Db, roomIds: readonly string[]): Promise<void> {
  if (roomIds.length === 0) return;
  await tx.delete(matches).where(inArray(matches.id, [...roomIds]));
}

/** Full-profile and call requests still pending in `roomIds` can no longer be answered: they expire. */
export async function expirePendingWithin(tx: Db, roomIds: readonly string[]): Promise<void> {
  if (roomIds.length === 0) return;
  await tx
    .update(chatMessages)
    .set({ status: 'expired' })
    .where(and(inArray(chatMessages.roomId, [...roomIds]), eq(chatMessages.status, 'pending')));
}

/** Deletes the image messages (chat images and gifts) `userId` sent, in any room; answers their files. */
export async function deleteSentImagesWithin(tx: Db, userId: string): Promise<SentImage[]> {
  const rows = await tx
    .delete(chatMessages)
    .where(and(eq(chatMessages.fromId, userId), eq(chatMessages.type, 'image')))
    .returning({ roomId: chatMessages.roomId, filename: chatMessages.chattext });
  return rows.map((row) => ({ roomId: row.roomId, filename: row.filename }));
}

/** Deletes every message and read position of `roomIds`; answers how many messages (images among them) and reads. */
export async function deleteRoomsChatWithin(
  tx: Db,
  roomIds: readonly string[],
): Promise<{ messages: number; images: number; reads: number }> {
  if (roomIds.length === 0) return { messages: 0, images: 0, reads: 0 };
  const messages = await tx
    .delete(chatMessages)
    .where(inArray(chatMessages.roomId, [...roomIds]))
    .returning({ type: chatMessages.type });
  const reads = await tx
    .delete(chatReads)
    .where(inArray(chatReads.roomId, [...roomIds]))
    .returning({ roomId: chatReads.roomId });
  return {
    messages: messages.length,
    images: messages.filter((m) => m.type === 'image').length,
    reads: reads.length,
  };
}
