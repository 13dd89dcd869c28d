// A person's private photos as the face check reads them: ids and bytes, in the order the person sees them. Read
// here (media's table and files, read only) so the check needs nothing but the database and the storage.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { privatePhotos } from '../media/media.schema.ts';

export function createPhotoReader(
  db: Db,
  storage: Storage,
  keyOf: (userId: string, filename: string) => string,
) {
  return async (userId: string): Promise<{ id: string; bytes: Buffer }[]> => {
    const rows = await db
      .select({
        id: privatePhotos.id,
        filename: privatePhotos.filename,
        storageKey: privatePhotos.storageKey,
      })
      .from(privatePhotos)
      .where(eq(privatePhotos.userId, userId))
      .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id));
    const photos: { id: string; bytes: Buffer }[] = [];
    for (const row of rows) {
      const file = await storage.get(row.storageKey ?? keyOf(userId, row.filename));
      // A photo whose file is missing counts as one without a face (the rules say which).
      photos.push({ id: row.id, bytes: file?.bytes ?? Buffer.alloc(0) });
    }
    return photos;
  };
}
