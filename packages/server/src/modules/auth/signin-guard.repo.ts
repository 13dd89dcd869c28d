// The signin_guard table's SQL (modules/auth/signin-guard.ts has the rules): one row per email address that has
// wrong passwords against it, updated in single statements so that every server counts into the same row.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { signinGuard } from './auth.schema.ts';

export interface GuardRow {
  attempts: number;
  locks: number;
  lockedUntil: Date | null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The last time anything happened to the row: its last attempt, or the end of its pause. */
const lastEvent = sql`greatest(${signinGuard.updatedAt}, coalesce(${signinGuard.lockedUntil}, ${signinGuard.updatedAt}))`;

export function createSigninGuardRepo(db: Db) {
  return {
    /**
     * Counts one attempt, unless a pause is running (then answers the row as it is, uncounted). A streak with
     * nothing in it since `staleBefore` starts again from nothing.
     */
    async take(key: string, now: Date, staleBefore: Date): Promise<GuardRow & { counted: boolean }> {
      const stale = sql`${lastEvent} < ${at(staleBefore)}`;
      const rows = await db
        .insert(signinGuard)
        .values({ key, attempts: 1, locks: 0, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: signinGuard.key,
          set: {
            attempts: sql`CASE WHEN ${stale} THEN 1 ELSE ${signinGuard.attempts} + 1 END`,
            locks: sql`CASE WHEN ${stale} THEN 0 ELSE ${signinGuard.locks} END`,
            lockedUntil: sql`CASE WHEN ${stale} THEN NULL ELSE ${signinGuard.lockedUntil} END`,
            updatedAt: now,
          },
          setWhere: sql`${signinGuard.lockedUntil} IS NULL OR ${signinGuard.lockedUntil} <= ${at(now)}`,
        })
        .returning({
          attempts: signinGuard.attempts,
          locks: signinGuard.locks,
          lockedUntil: signinGuard.lockedUntil,
        });
      if (rows[0]) return { ...rows[0], counted: true };
      const paused = await db
        .select({
          attempts: signinGuard.attempts,
          locks: signinGuard.locks,
          lockedUntil: signinGuard.lockedUntil,
        })
        .from(signinGuard)
        .where(eq(signinGuard.key, key));
      return { ...(paused[0] ?? { attempts: 0, locks: 0, lockedUntil: null }), counted: false };
    },

    /** Starts a pause: the batch's attempts are spent, and the streak has one more pause. */
    async lock(key: string, until: Date): Promise<void> {
      await db
        .update(signinGuard)
        .set({ lockedUntil: until, locks: sql`${signinGuard.locks} + 1`, attempts: 0 })
        .where(eq(signinGuard.key, key));
    },

    /** Forgets the address's failures (the right password, or a password reset). */
    async clear(key: string): Promise<void> {
      await db.delete(signinGuard).where(eq(signinGuard.key, key));
    },

    /** Deletes rows quiet since `before`: their streak would start again anyway. Answers how many. */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(signinGuard)
        .where(sql`${lastEvent} < ${at(before)}`)
        .returning({ key: signinGuard.key });
      return rows.length;
    },
  };
}

export type SigninGuardRepo = ReturnType<typeof createSigninGuardRepo>;
