// The voice_recordings table: the only SQL of voice recordings. A row is registered first (uploadvrdata) and
// completed when its WAV arrives; counts run in a transaction holding the owner's users row.
import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { voiceRecordings } from './media.schema.ts';

export interface RecordingRow {
  id: string;
  userId: string;
  filename: string;
  prompt: string;
  uploadedAt: Date | null;
}

const columns = {
  id: voiceRecordings.id,
  userId: voiceRecordings.userId,
  filename: voiceRecordings.filename,
  prompt: voiceRecordings.prompt,
  uploadedAt: voiceRecordings.uploadedAt,
};

export type RegisterOutcome = 'registered' | 'full' | 'taken';

export function createVoiceRecordingsRepo(db: Db) {
  return {
    listUploaded(userId: string): Promise<RecordingRow[]> {
      return db
        .select(columns)
        .from(voiceRecordings)
        .where(and(eq(voiceRecordings.userId, userId), isNotNull(voiceRecordings.uploadedAt)))
        .orderBy(asc(voiceRecordings.createdAt), asc(voiceRecordings.id));
    },

    async byFilename(filename: string): Promise<RecordingRow | undefined> {
      const rows = await db
        .select(columns)
        .from(voiceRecordings)
        .where(eq(voiceRecordings.filename, filename));
      return rows[0];
    },

    /**
     * Registers a recording unless the person already has `max` that count: uploaded ones, and registered ones
     * newer than `pendingSince` (older rows without a file are abandoned attempts and are dropped here).
     */
    register(
      userId: string,
      filename: string,
      prompt: string,
      max: number,
      pendingSince: Date,
    ): Promise<RegisterOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await tx
          .delete(voiceRecordings)
          .where(
            and(
              eq(voiceRecordings.userId, userId),
              isNull(voiceRecordings.uploadedAt),
              lt(voiceRecordings.createdAt, pendingSince),
            ),
          );
        const counted = await tx
          .select({ id: voiceRecordings.id })
          .from(voiceRecordings)
          .where(
            and(
              eq(voiceRecordings.userId, userId),
              or(isNotNull(voiceRecordings.uploadedAt), gte(voiceRecordings.createdAt, pendingSince)),
            ),
          );
        if (counted.length >= max) return 'full';
        const inserted = await tx
          .insert(voiceRecordings)
          .values({ userId, filename, prompt })
          .onConflictDoNothing({ target: voiceRecordings.filename })
          .returning({ id: voiceRecordings.id });
        return inserted.length > 0 ? 'registered' : 'taken';
      });
    },

    /**
     * Marks a registered recording as uploaded, unless the person already has `max` uploaded ones (false then), so
     * rows registered long ago cannot lift the count past the limit.
     */
    markUploaded(userId: string, id: string, durationMs: number, max: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const others = await tx
          .select({ id: voiceRecordings.id })
          .from(voiceRecordings)
          .where(
            and(
              eq(voiceRecordings.userId, userId),
              ne(voiceRecordings.id, id),
              isNotNull(voiceRecordings.uploadedAt),
            ),
          );
        if (others.length >= max) return false;
        const updated = await tx
          .update(voiceRecordings)
          .set({ uploadedAt: new Date(), durationMs })
          .where(
            and(
              eq(voiceRecordings.id, id),
              eq(voiceRecordings.userId, userId),
              isNull(voiceRecordings.uploadedAt),
            ),
          )
          .returning({ id: voiceRecordings.id });
        return updated.length > 0;
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(voiceRecordings)
        .where(and(eq(voiceRecordings.id, id), eq(voiceRecordings.userId, userId)))
        .returning({ id: voiceRecordings.id });
      return deleted.length > 0;
    },
  };
}

export type VoiceRecordingsRepo = ReturnType<typeof createVoiceRecordingsRepo>;
