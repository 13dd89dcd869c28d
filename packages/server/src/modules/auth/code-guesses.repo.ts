// An account's code-guess budget in the database (survives restarts, holds across servers): one row per
// wrong guess, and a lock row while the code path is closed. Taking a guess locks the account's row first.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { authCodeLocks, authCodeMisses, users } from '../../platform/db/schema.ts';

export interface GuessBudget {
  perDay: number;
  per30Days: number;
}

export type TakenGuess =
  | { ok: true; id: string; today: number; month: number }
  | { ok: false; locked: boolean; oldestToday: Date | null };

const DAY = 24 * 60 * 60_000;

export function createCodeGuessesRepo(db: Db) {
  return {
    /**
     * Reserves one guess of the budget, counted as wrong until `giveBack`: refused while the account is locked
     * or either window is full. One transaction holding the account's row, so parallel guesses queue.
     */
    async take(
      userId: string,
      purpose: string,
      id: string,
      now: Date,
      budget: GuessBudget,
    ): Promise<TakenGuess> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [lock] = await tx
          .select({ at: authCodeLocks.closedAt })
          .from(authCodeLocks)
          .where(eq(authCodeLocks.userId, userId));
        const dayAgo = new Date(now.getTime() - DAY);
        const monthAgo = new Date(now.getTime() - 30 * DAY);
        const [counts] = await tx
          .select({
            today: sql<number>`count(*) filter (where ${authCodeMisses.createdAt} >= ${dayAgo})`.mapWith(
              Number,
            ),
            month: count(),
            oldestToday: sql<Date | null>`min(${authCodeMisses.createdAt}) filter (where ${authCodeMisses.createdAt} >= ${dayAgo})`,
          })
          .from(authCodeMisses)
          .where(and(eq(authCodeMisses.userId, userId), gte(authCodeMisses.createdAt, monthAgo)));
        const today = counts?.today ?? 0;
        const month = counts?.month ?? 0;
        if (lock || today >= budget.perDay || month >= budget.per30Days) {
          const oldest = counts?.oldestToday ? new Date(counts.oldestToday) : null;
          return { ok: false, locked: Boolean(lock), oldestToday: oldest };
        }
        await tx.insert(authCodeMisses).values({ id, userId, purpose, createdAt: now });
        return { ok: true, id, today: today + 1, month: month + 1 };
      });
    },

    /** A right guess costs nothing. */
    async giveBack(id: string): Promise<void> {
      await db.delete(authCodeMisses).where(eq(authCodeMisses.id, id));
    },

    /** Closes the code path; true only for the request that closed it (so the owner is told once). */
    async close(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(authCodeLocks)
        .values({ userId, closedAt: now })
        .onConflictDoNothing()
        .returning({ userId: authCodeLocks.userId });
      return rows.length === 1;
    },

    /** Opens the code path again (the owner signed in or used a link); the windows keep counting. */
    async reopen(userId: string): Promise<void> {
      await db.delete(authCodeLocks).where(eq(authCodeLocks.userId, userId));
    },

    /** Misses older than the longest window count for nothing. */
    async forgetBefore(userId: string, before: Date): Promise<void> {
      await db
        .delete(authCodeMisses)
        .where(and(eq(authCodeMisses.userId, userId), lt(authCodeMisses.createdAt, before)));
    },
  };
}

export type CodeGuessesRepo = ReturnType<typeof createCodeGuessesRepo>;
