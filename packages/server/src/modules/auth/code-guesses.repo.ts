// The code-guess budgets in the database (survive restarts, hold across servers): one row per wrong guess for the
// account (forgotten when its owner proves themselves) and for the mailbox the code went to (outlives the account),
// and a lock row for each while closed. Taking a guess holds the account's row and the mailbox's lock first.
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/db-client.ts';
import { authCodeLocks, authCodeMisses, authMailboxLocks, authMailboxMisses, users } from './auth.schema.ts';

export interface GuessBudget {
  perDay: number;
  per30Days: number;
}

/** Whose budgets a guess spends: the account's (session and reset paths of a real account) and the mailbox's. */
export interface GuessTarget {
  userId?: string;
  mailbox: string;
}

export type TakenGuess =
  | { ok: true; id: string; accountFull: boolean; mailboxFull: boolean }
  | { ok: false; oldestToday: Date | null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60_000;

/** The misses of the last 24 h and 30 days matching `where`, and the oldest of today's. */
async function windows(
  tx: Tx,
  table: typeof authCodeMisses | typeof authMailboxMisses,
  where: SQL,
  now: Date,
) {
  const at: PgColumn = table.createdAt;
  const dayAgo = new Date(now.getTime() - DAY);
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const [counts] = await tx
    .select({
      today: sql<number>`count(*) filter (where ${at} >= ${dayAgo})`.mapWith(Number),
      month: count(),
      oldestToday: sql<Date | null>`min(${at}) filter (where ${at} >= ${dayAgo})`,
    })
    .from(table)
    .where(and(where, gte(at, monthAgo)));
  return {
    today: counts?.today ?? 0,
    month: counts?.month ?? 0,
    oldestToday: counts?.oldestToday ? new Date(counts.oldestToday) : null,
  };
}

const full = (w: { today: number; month: number }, budget: GuessBudget) =>
  w.today >= budget.perDay || w.month >= budget.per30Days;

/**
 * The deletes that reopen an account's code path, as WITH items over the account's id and its proven mailbox ('' for
 * none), both SQL: reopen runs them alone, a password sign-in inside its one statement (password-sign-in.repo.ts).
 */
export function reopenWith(userId: SQL, mailbox: SQL): SQL {
  return sql`
    code_misses as (delete from ${authCodeMisses} where ${authCodeMisses.userId} = ${userId}),
    code_locks as (delete from ${authCodeLocks} where ${authCodeLocks.userId} = ${userId}),
    mailbox_lock as (delete from ${authMailboxLocks} where ${authMailboxLocks.mailbox} = ${mailbox})`;
}

export function createCodeGuessesRepo(db: Db) {
  return {
    /**
     * Reserves one guess of the account's and the mailbox's budgets, counted as wrong until `giveBack`: refused
     * while either is locked or a window of either is full. One transaction holding the account's row and the
     * mailbox's advisory lock, so parallel guesses queue.
     */
    async take(target: GuessTarget, purpose: string, id: string, now: Date, budget: GuessBudget) {
      return db.transaction(async (tx): Promise<TakenGuess> => {
        const { userId, mailbox } = target;
        if (userId) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mailbox:${mailbox}`}, 0))`);
        const [boxLock] = await tx
          .select({ at: authMailboxLocks.closedAt })
          .from(authMailboxLocks)
          .where(eq(authMailboxLocks.mailbox, mailbox));
        const box = await windows(tx, authMailboxMisses, eq(authMailboxMisses.mailbox, mailbox), now);
        let account = { today: 0, month: 0, oldestToday: null as Date | null };
        let accountLock: unknown;
        if (userId) {
          [accountLock] = await tx
            .select({ at: authCodeLocks.closedAt })
            .from(authCodeLocks)
            .where(eq(authCodeLocks.userId, userId));
          account = await windows(tx, authCodeMisses, eq(authCodeMisses.userId, userId), now);
        }
        if (boxLock || accountLock || full(box, budget) || full(account, budget)) {
          const oldest = [box.oldestToday, account.oldestToday].filter((d): d is Date => d !== null);
          return { ok: false, oldestToday: oldest.length ? new Date(Math.max(...oldest.map(Number))) : null };
        }
        await tx.insert(authMailboxMisses).values({ id, mailbox, createdAt: now });
        if (userId) await tx.insert(authCodeMisses).values({ id, userId, purpose, createdAt: now });
        const plusOne = (w: { today: number; month: number }) => ({ today: w.today + 1, month: w.month + 1 });
        return {
          ok: true,
          id,
          accountFull: Boolean(userId) && full(plusOne(account), budget),
          mailboxFull: full(plusOne(box), budget),
        };
      });
    },

    /** A right guess costs nothing. */
    async giveBack(id: string): Promise<void> {
      await db.delete(authCodeMisses).where(eq(authCodeMisses.id, id));
      await db.delete(authMailboxMisses).where(eq(authMailboxMisses.id, id));
    },

    /** Closes the account's code path; true only for the request that closed it (so the owner is told once). */
    async close(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(authCodeLocks)
        .values({ userId, closedAt: now })
        .onConflictDoNothing()
        .returning({ userId: authCodeLocks.userId });
      return rows.length === 1;
    },

    /** Closes a mailbox's code path; true only for the request that closed it. */
    async closeMailbox(mailbox: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(authMailboxLocks)
        .values({ mailbox, closedAt: now })
        .onConflictDoNothing()
        .returning({ mailbox: authMailboxLocks.mailbox });
      return rows.length === 1;
    },

    /**
     * The owner proved themselves: the account's earlier misses stop counting and its path opens, and so does the
     * proven mailbox's lock (its misses keep counting in their windows). One statement: it runs at every sign-in.
     */
    async reopen(userId: string, mailbox: string | null): Promise<void> {
      await db.execute(sql`with ${reopenWith(sql`${userId}::uuid`, sql`${mailbox ?? ''}`)} select 1`);
    },

    /** Mailbox misses older than the longest window and locks older than it (their windows are empty by then). */
    async purgeMailboxes(before: Date): Promise<number> {
      const misses = await db
        .delete(authMailboxMisses)
        .where(lt(authMailboxMisses.createdAt, before))
        .returning({ id: authMailboxMisses.id });
      const locks = await db
        .delete(authMailboxLocks)
        .where(lt(authMailboxLocks.closedAt, before))
        .returning({ mailbox: authMailboxLocks.mailbox });
      return misses.length + locks.length;
    },

    /** Misses older than the longest window count for nothing. */
    async forgetBefore(target: GuessTarget, before: Date): Promise<void> {
      if (target.userId) {
        await db
          .delete(authCodeMisses)
          .where(and(eq(authCodeMisses.userId, target.userId), lt(authCodeMisses.createdAt, before)));
      }
      await db
        .delete(authMailboxMisses)
        .where(and(eq(authMailboxMisses.mailbox, target.mailbox), lt(authMailboxMisses.createdAt, before)));
    },
  };
}

export type CodeGuessesRepo = ReturnType<typeof createCodeGuessesRepo>;
