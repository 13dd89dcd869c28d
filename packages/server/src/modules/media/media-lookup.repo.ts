// Reads of the AI image table that downloads need (the AI image module writes it).
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { aiImages } from '../images/images.schema.ts';

export function createMediaLookupRepo(db: Db) {
  return {
    /** `imageId` must be a uuid (the column's type). */
    async aiImage(imageId: string): Promise<{ userId: string; storageKey: string } | undefined> {
      const rows = await db
        .select({ userId: aiImages.userId, storageKey: aiImages.storageKey })
        .from(aiImages)
        .where(eq(aiImages.id, imageId));
      return rows[0];
    },
  };
}

export type MediaLookupRepo = ReturnType<typeof createMediaLookupRepo>;
