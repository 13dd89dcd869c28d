// Emailed codes in the database. Counting tries and using a code are single conditional updates, so parallel
// guesses cannot get more tries than the rules allow.
import { RETENTION } from '@rookery/shared/retention.ts';
import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { deletedCount } from '../../platform/db/deleted-count.ts';
import { authCodes } from './auth.schema.ts';

export type CodePurpose = 'verify' | 'reset' | 'changeemail';

export interface CodeRow {
  id: string;
  codeHash: string;
  sentTo: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  ownerStamp: string | null;
}

export function createCodesRepo(db: Db) {
  return {
    async insert(row: {
      id: string;
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      sentTo: string;
      createdAt: Date;
      expiresAt: Date;
      linkHash: string;
      ownerStamp: string | null;
      rescue?: boolean;
    }): Promise<void> {
      await db.insert(authCodes).values(row);
    },

    /** The newest code of a purpose: the only one that counts, a new code replaces the previous one. */
    async latest(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const rows = await db
        .select({
          id: authCodes.id,
          codeHash: authCodes.codeHash,
          sentTo: authCodes.sentTo,
          attempts: authCodes.attempts,
          createdAt: authCodes.createdAt,
          expiresAt: authCodes.expiresAt,
          usedAt: authCodes.usedAt,
          ownerStamp: authCodes.ownerStamp,
        })
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return rows[0];
    },

    /** The unused, unexpired code whose mailed link has this hash, whoever asks: the token is the proof. */
    async byLink(
      linkHash: string,
      now: Date,
    ): Promise<(CodeRow & { userId: string; purpose: CodePurpose }) | undefined> {
      const rows = await db
        .select({
          id: authCodes.id,
          userId: authCodes.userId,
          purpose: authCodes.purpose,
          codeHash: authCodes.codeHash,
          sentTo: authCodes.sentTo,
          attempts: authCodes.attempts,
          createdAt: authCodes.createdAt,
          expiresAt: authCodes.expiresAt,
          usedAt: authCodes.usedAt,
          ownerStamp: authCodes.ownerStamp,
        })
        .from(authCodes)
        .where(and(eq(authCodes.linkHash, linkHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
        .limit(1);
      const row = rows[0];
      return row ? { ...row, purpose: row.purpose as CodePurpose } : undefined;
    },

    /**
     * How many codes of a purpose were made for a person since `since`, and when the oldest was made. Rescue mails
     * are not counted: they are past every budget, so they cannot spend the owner's share.
     */
    async countSince(
      userId: string,
      purpose: CodePurpose,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const rows = await db
        .select({ createdAt: authCodes.createdAt })
        .from(authCodes)
        .where(
          and(
            eq(authCodes.userId, userId),
            eq(authCodes.purpose, purpose),
            gte(authCodes.createdAt, since),
            eq(authCodes.rescue, false),
          ),
        )
        .orderBy(asc(authCodes.createdAt));
      return { count: rows.length, oldest: rows[0]?.createdAt ?? null };
    },

    /** Takes one try if fewer than `max` were taken and the code is unused: the tries taken now, or null. */
    async takeTry(id: string, max: number): Promise<number | null> {
      const rows = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(eq(authCodes.id, id), lt(authCodes.attempts, max), isNull(authCodes.usedAt)))
        .returning({ attempts: authCodes.attempts });
      return rows[0]?.attempts ?? null;
    },

    /** Gives back the try of a right guess: only wrong guesses use a code up. */
    async returnTry(id: string): Promise<void> {
      await db
        .update(authCodes)
        .set({ attempts: sql`greatest(${authCodes.attempts} - 1, 0)` })
        .where(eq(authCodes.id, id));
    },

    /** Marks a code used; false if another request used it first. */
    async use(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return rows.length === 1;
    },

    /** Codes older than the daily window count for nothing any more. */
    async deleteBefore(userId: string, before: Date): Promise<void> {
      await db.delete(authCodes).where(and(eq(authCodes.userId, userId), lt(authCodes.createdAt, before)));
    },
  };
}

export type CodesRepo = ReturnType<typeof createCodesRepo>;

/**
 * Codes past their expiry that no longer count towards the daily limit, and wrong guesses past 30 days (the
 * account's expire task, through auth.public.ts). Answers how many rows went.
 */
export async function expireCodes(db: Db): Promise<number> {
  const codes = await deletedCount(
    db,
    sql`delete from auth_codes where expires_at < now()
      and created_at < now() - ${RETENTION.codeHours} * interval '1 hour' returning 1`,
  );
  const misses = await deletedCount(
    db,
    sql`delete from auth_code_misses where created_at < now() - interval '30 days' returning 1`,
  );
  return codes + misses;
}
