// Gifts: the only SQL of the gifts module (the sender's AI image). The room's lock and the chat message (the chat's
// room port, which also names the sender) and the pebble are written inside the transaction this one opens.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { aiImages } from '../images/images.schema.ts';

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
  };
}

export type GiftsRepo = ReturnType<typeof createGiftsRepo>;
