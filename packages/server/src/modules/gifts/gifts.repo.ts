// Gifts: the only SQL of the gifts module (the sender's AI image, the room's lock, the sender's name). The pebble
// and the chat message are written by their own repos inside the transaction this one opens.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { aiImages, profiles } from '../../platform/db/schema.ts';

export function createGiftsRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** The storage key of the person's own AI image, or null when it is not theirs (or does not exist). */
    async ownImageKey(userId: string, imageId: string): Promise<string | null> {
      const rows = await db
        .select({ key: aiImages.storageKey })
        .from(aiImages)
        .where(and(eq(aiImages.id, imageId), eq(aiImages.userId, userId)));
      return rows[0]?.key ?? null;
    },

    /** Holds the room's match row while the gift is written, so it cannot land in a match ending meanwhile. */
    async lockOpenRoom(tx: Db, roomId: string): Promise<boolean> {
      const result = await tx.execute(
        sql`select id from matches where id = ${roomId} and ended_at is null for share`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async displayName(userId: string): Promise<string | null> {
      const rows = await db
        .select({ name: profiles.displayName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return rows[0]?.name ?? null;
    },
  };
}

export type GiftsRepo = ReturnType<typeof createGiftsRepo>;
