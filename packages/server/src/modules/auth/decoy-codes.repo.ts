// Stand-in reset codes for addresses with no account, kept by the mailbox's keyed hash: made and tried under the
// same rules as real codes (codes.service.ts), so the reset flow's answers cannot tell the two apart.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { authDecoyCodes } from './auth.schema.ts';

export function createDecoyCodesRepo(db: Db) {
  return {
    async insert(row: { id: string; mailbox: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(authDecoyCodes).values(row);
    },

    /** The newest stand-in of a mailbox: like a real code, a new one replaces the previous one. */
    async latest(mailbox: string) {
      const rows = await db
        .select()
        .from(authDecoyCodes)
        .where(eq(authDecoyCodes.mailbox, mailbox))
        .orderBy(desc(authDecoyCodes.createdAt))
        .limit(1);
      return rows[0];
    },

    async countSince(mailbox: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const rows = await db
        .select({ createdAt: authDecoyCodes.createdAt })
        .from(authDecoyCodes)
        .where(and(eq(authDecoyCodes.mailbox, mailbox), gte(authDecoyCodes.createdAt, since)))
        .orderBy(asc(authDecoyCodes.createdAt));
      return { count: rows.length, oldest: rows[0]?.createdAt ?? null };
    },

    /** Takes one try if fewer than `max` were taken: the tries taken now, or null. */
    async takeTry(id: string, max: number): Promise<number | null> {
      const rows = await db
        .update(authDecoyCodes)
        .set({ attempts: sql`${authDecoyCodes.attempts} + 1` })
        .where(and(eq(authDecoyCodes.id, id), lt(authDecoyCodes.attempts, max)))
        .returning({ attempts: authDecoyCodes.attempts });
      return rows[0]?.attempts ?? null;
    },

    /** Every stand-in made before `before` (older than the daily window, they count for nothing). */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(authDecoyCodes)
        .where(lt(authDecoyCodes.createdAt, before))
        .returning({ id: authDecoyCodes.id });
      return rows.length;
    },

    async deleteBefore(mailbox: string, before: Date): Promise<void> {
      await db
        .delete(authDecoyCodes)
        .where(and(eq(authDecoyCodes.mailbox, mailbox), lt(authDecoyCodes.createdAt, before)));
    },
  };
}

export type DecoyCodesRepo = ReturnType<typeof createDecoyCodesRepo>;
