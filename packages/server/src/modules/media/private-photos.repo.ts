// The private_photos table: the only SQL of private photos. Changes that depend on a count or on which photo is
// the profile photo run in a transaction holding the owner's users row, so parallel requests of one person queue.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { privatePhotos } from './media.schema.ts';

export interface PhotoRow {
  id: string;
  userId: string;
  filename: string;
  isProfile: boolean;
  /** Null unless the file is shared (see media.schema.ts). */
  storageKey: string | null;
}

const columns = {
  id: privatePhotos.id,
  userId: privatePhotos.userId,
  filename: privatePhotos.filename,
  isProfile: privatePhotos.isProfile,
  storageKey: privatePhotos.storageKey,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Holds the person's row until the transaction ends: the lock that makes "at most 3" hold under concurrency. */
async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function createPrivatePhotosRepo(db: Db) {
  return {
    list(userId: string): Promise<PhotoRow[]> {
      return db
        .select(columns)
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, userId))
        .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id));
    },

    async count(userId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, userId));
      return rows[0]?.n ?? 0;
    },

    async byFilename(filename: string): Promise<PhotoRow | undefined> {
      const rows = await db.select(columns).from(privatePhotos).where(eq(privatePhotos.filename, filename));
      return rows[0];
    },

    /** `id` must be a uuid (the column's type). */
    async byId(id: string): Promise<PhotoRow | undefined> {
      const rows = await db.select(columns).from(privatePhotos).where(eq(privatePhotos.id, id));
      return rows[0];
    },

    /** Adds a photo unless the person has `max` already (then null); the first one becomes the profile photo. */
    insertWithinLimit(userId: string, filename: string, max: number): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const existing = await tx
          .select({ isProfile: privatePhotos.isProfile })
          .from(privatePhotos)
          .where(eq(privatePhotos.userId, userId));
        if (existing.length >= max) return null;
        const isProfile = !existing.some((row) => row.isProfile);
        const inserted = await tx
          .insert(privatePhotos)
          .values({ userId, filename, isProfile })
          .returning(columns);
        return inserted[0] ?? null;
      });
    },

    /** Makes `id` the person's only profile photo. */
    setProfile(userId: string, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        // Cleared first: the partial unique index allows one profile photo per person at any moment.
        await tx
          .update(privatePhotos)
          .set({ isProfile: false })
          .where(and(eq(privatePhotos.userId, userId), eq(privatePhotos.isProfile, true)));
        await tx
          .update(privatePhotos)
          .set({ isProfile: true })
          .where(and(eq(privatePhotos.userId, userId), eq(privatePhotos.id, id)));
      });
    },

    /** Deletes a photo; when it was the profile photo, the oldest remaining one takes its place. */
    remove(userId: string, id: string): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const deleted = await tx
          .delete(privatePhotos)
          .where(and(eq(privatePhotos.userId, userId), eq(privatePhotos.id, id)))
          .returning(columns);
        const row = deleted[0];
        if (!row) return null;
        if (row.isProfile) {
          const next = await tx
            .select({ id: privatePhotos.id })
            .from(privatePhotos)
            .where(and(eq(privatePhotos.userId, userId), ne(privatePhotos.id, id)))
            .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id))
            .limit(1);
          if (next[0]) {
            await tx.update(privatePhotos).set({ isProfile: true }).where(eq(privatePhotos.id, next[0].id));
          }
        }
        return row;
      });
    },
  };
}

export type PrivatePhotosRepo = ReturnType<typeof createPrivatePhotosRepo>;
