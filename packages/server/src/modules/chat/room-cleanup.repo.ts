// Chat's rows when a room or a person goes (account deletion, retention): the message and read-position SQL those
// account tasks run inside their own transaction, through chat.public.ts (the room's match row is theirs to lock).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { chatMessages, chatReads } from '../../platform/db/schema.ts';

/** An image message's file: its text is the file's name in the room (chat-images, gifts). */
export interface SentImage {
  roomId: string;
  filename: string;
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
