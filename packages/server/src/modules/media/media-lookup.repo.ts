// Reads of the AI image table that downloads and the menu need (the AI image module writes it).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { aiImages } from '../../platform/db/schema.ts';

export function createMediaLookupRepo(db: Db) {
  return {
    /** `imageId` must be a uuid (the column's type). */
    async aiImageOwner(imageId: string): Promise<string | undefined> {
      const rows = await db
        .select({ userId: aiImages.userId })
        .from(aiImages)
        .where(eq(aiImages.id, imageId));
      return rows[0]?.userId;
    },

    async selectedAiImage(userId: string): Promise<string | null> {
      const rows = await db
        .select({ id: aiImages.id })
        .from(aiImages)
        .where(and(eq(aiImages.userId, userId), eq(aiImages.isProfile, true)));
      return rows[0]?.id ?? null;
    },
  };
}

export type MediaLookupRepo = ReturnType<typeof createMediaLookupRepo>;
