// AI images' SQL: the collection (ai_images), the one selected image, and what the rules need to know about a
// person's image jobs. Writes that must not race take the person's row lock first, so two requests of one
// person run one after the other on PostgreSQL as on PGlite.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { jobs } from '../../platform/db/platform.schema.ts';
import { users } from '../auth/auth.schema.ts';
import { aiImages } from './images.schema.ts';

export interface ImageRow {
  id: string;
  style: string;
  description: string;
  isProfile: boolean;
  createdAt: Date;
}

export interface NewImage {
  id: string;
  userId: string;
  style: string;
  description: string;
  storageKey: string;
  provider: string;
}

export interface ImageJobStats {
  /** Queued or running now. */
  active: number;
  /** Asked for in the last 24 hours, whatever became of them. */
  lastDay: number;
  /** The oldest of those, to say when the daily cap frees a place. */
  oldestInDay: Date | null;
  /** Ever asked for and not failed: zero means the next image is the free first one. */
  kept: number;
}

const columns = {
  id: aiImages.id,
  style: aiImages.style,
  description: aiImages.description,
  isProfile: aiImages.isProfile,
  createdAt: aiImages.createdAt,
};

const DAY = sql`now() - interval '24 hours'`;

/** Serialises one person's money and selection changes (SELECT ... FOR UPDATE on their row). */
async function lockPerson(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export function createImagesRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    lockPerson,

    async jobStats(tx: Db, userId: string, kind: string): Promise<ImageJobStats> {
      const rows = await tx
        .select({
          active: sql<number>`count(*) filter (where ${jobs.status} in ('queued', 'running'))::int`,
          lastDay: sql<number>`count(*) filter (where ${jobs.createdAt} > ${DAY})::int`,
          oldestInDay: sql<string | null>`min(${jobs.createdAt}) filter (where ${jobs.createdAt} > ${DAY})`,
          kept: sql<number>`count(*) filter (where ${jobs.status} <> 'failed')::int`,
        })
        .from(jobs)
        .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)));
      const row = rows[0];
      return {
        active: Number(row?.active ?? 0),
        lastDay: Number(row?.lastDay ?? 0),
        oldestInDay: row?.oldestInDay ? new Date(row.oldestInDay) : null,
        kept: Number(row?.kept ?? 0),
      };
    },

    /** Whether the person has ever asked for an image that did not fail (then the next one is not free). */
    async hasKeptJob(userId: string, kind: string): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind), ne(jobs.status, 'failed')))
        .limit(1);
      return rows.length > 0;
    },

    /** A job of this kind that belongs to this person. */
    async jobOf(jobId: string, userId: string, kind: string) {
      const rows = await db
        .select({ status: jobs.status, progress: jobs.progress, result: jobs.result, error: jobs.error })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.kind, kind)))
        .limit(1);
      return rows[0];
    },

    /** Adds an image; it becomes the selected one when the person has none selected. Returns whether it did. */
    async insert(tx: Db, image: NewImage): Promise<boolean> {
      await lockPerson(tx, image.userId);
      const selected = await tx
        .select({ id: aiImages.id })
        .from(aiImages)
        .where(and(eq(aiImages.userId, image.userId), eq(aiImages.isProfile, true)))
        .limit(1);
      const isProfile = selected.length === 0;
      await tx.insert(aiImages).values({ ...image, isProfile });
      return isProfile;
    },

    async list(userId: string, onlySelected: boolean): Promise<ImageRow[]> {
      const mine = eq(aiImages.userId, userId);
      return db
        .select(columns)
        .from(aiImages)
        .where(onlySelected ? and(mine, eq(aiImages.isProfile, true)) : mine)
        .orderBy(desc(aiImages.createdAt), desc(aiImages.id));
    },

    async page(userId: string, offset: number, limit: number): Promise<{ rows: ImageRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select(columns)
          .from(aiImages)
          .where(eq(aiImages.userId, userId))
          .orderBy(desc(aiImages.createdAt), desc(aiImages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(aiImages).where(eq(aiImages.userId, userId)),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },

    async owner(imageId: string): Promise<string | undefined> {
      const rows = await db
        .select({ userId: aiImages.userId })
        .from(aiImages)
        .where(eq(aiImages.id, imageId))
        .limit(1);
      return rows[0]?.userId;
    },

    /** Makes this image the person's only selected one; false when it is not theirs. */
    async select(userId: string, imageId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        // Two statements, not one: the partial unique index is checked row by row during an UPDATE.
        await tx
          .update(aiImages)
          .set({ isProfile: false })
          .where(and(eq(aiImages.userId, userId), eq(aiImages.isProfile, true), ne(aiImages.id, imageId)));
        const updated = await tx
          .update(aiImages)
          .set({ isProfile: true })
          .where(and(eq(aiImages.id, imageId), eq(aiImages.userId, userId)))
          .returning({ id: aiImages.id });
        return updated.length > 0;
      });
    },

    /**
     * Deletes the person's image and returns its storage key (undefined when it is not theirs). Deleting the
     * selected image selects the newest one left, so the person keeps a public image while they have any.
     */
    async remove(userId: string, imageId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        const deleted = await tx
          .delete(aiImages)
          .where(and(eq(aiImages.id, imageId), eq(aiImages.userId, userId)))
          .returning({ storageKey: aiImages.storageKey, isProfile: aiImages.isProfile });
        const row = deleted[0];
        if (!row) return undefined;
        if (row.isProfile) {
          const newest = tx
            .select({ id: aiImages.id })
            .from(aiImages)
            .where(eq(aiImages.userId, userId))
            .orderBy(desc(aiImages.createdAt), desc(aiImages.id))
            .limit(1);
          await tx
            .update(aiImages)
            .set({ isProfile: true })
            .where(eq(aiImages.id, sql`(${newest})`));
        }
        return row.storageKey;
      });
    },
  };
}

export type ImagesRepo = ReturnType<typeof createImagesRepo>;
