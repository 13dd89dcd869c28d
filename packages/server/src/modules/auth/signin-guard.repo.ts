// The signin_guard table's SQL (modules/auth/signin-guard.ts has the rules): one row per email address that has
// wrong passwords against it, updated in single statements so that every server counts into the same row.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { signinGuard } from './auth.schema.ts';

export interface GuardRow {
  attempts: number;
  locks: number;
  lockedUntil: Date | null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The last time anything happened to the row: its last attempt, or the end of its pause. */
const lastEvent = sql`greatest(${signinGuard.updatedAt}, coalesce(${signinGuard.lockedUntil}, ${signinGuard.updatedAt}))`;

/**
 * One attempt counted (the row made, or its streak started afresh when stale: nothing since $3), unless a pause runs
 * (locked_until after $2): then the row is answered as it is, uncounted. One statement either way; the second branch
 * reads the statement's snapshot, the row as it was before it.
 */
const TAKE = `
  with took as (
    insert into signin_guard as g (key, attempts, locks, locked_until, updated_at)
    values ($1::text, 1, 0, null, $2::timestamptz)
    on conflict (key) do update set
      attempts = case when ${stale('g')} then 1 else g.attempts + 1 end,
      locks = case when ${stale('g')} then 0 else g.locks end,
      locked_until = case when ${stale('g')} then null else g.locked_until end,
      updated_at = $2::timestamptz
    where g.locked_until is null or g.locked_until <= $2::timestamptz
    returning attempts, locks, locked_until
  )
  select true as counted, attempts, locks, locked_until from took
  union all
  select false, attempts, locks, locked_until from signin_guard
  where key = $1::text and not exists (select 1 from took)`;

/** The last time anything happened to the row (its last attempt, or the end of its pause) is before $3. */
function stale(row: string): string {
  return `greatest(${row}.updated_at, coalesce(${row}.locked_until, ${row}.updated_at)) < $3::timestamptz`;
}

interface TakeRow {
  counted: boolean;
  attempts: number;
  locks: number;
  locked_until: string | Date | null;
}

export function createSigninGuardRepo(db: Db) {
  // Every password sign-in takes one before its password is checked: prepared once (platform/db/prepared.ts).
  const took = preparedStatement<TakeRow>(db, 'signin_guard_take', TAKE);
  return {
    /**
     * Counts one attempt, unless a pause is running (then answers the row as it is, uncounted). A streak with
     * nothing in it since `staleBefore` starts again from nothing.
     */
    async take(key: string, now: Date, staleBefore: Date): Promise<GuardRow & { counted: boolean }> {
      const [row] = await took([key, now, staleBefore]);
      if (!row) return { attempts: 0, locks: 0, lockedUntil: null, counted: false };
      return {
        counted: row.counted,
        attempts: Number(row.attempts),
        locks: Number(row.locks),
        lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
      };
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
