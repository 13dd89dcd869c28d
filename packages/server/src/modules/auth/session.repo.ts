// Sessions in the database, stored by the SHA-256 of their token.
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { authCodes, sessions, users } from '../../platform/db/schema.ts';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  refreshedAt: Date;
  verified: boolean;
  acceptTc: boolean;
  status: string;
  suspendedUntil: Date | null;
}

export function createSessionRepo(db: Db) {
  // Every signed-in request looks its session up: built once, and on PostgreSQL a named statement each pooled
  // connection prepares once (issue 34).
  const sessionWithUser = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      refreshedAt: sessions.refreshedAt,
      verified: users.verified,
      acceptTc: users.acceptTc,
      status: users.status,
      suspendedUntil: users.suspendedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_with_user');

  return {
    async insert(row: { id: string; userId: string; expiresAt: Date; userAgent: string }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async findWithUser(id: string): Promise<SessionRow | undefined> {
      const rows = await sessionWithUser.execute({ id });
      return rows[0];
    },

    async extend(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt, refreshedAt: now }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /**
     * Ends a person's sessions and, in the same transaction, voids their unused emailed codes and links: a code
     * or link mailed before a password reset, suspension or ban proves nothing after it (issue 19). Their device
     * cookies go too (issue 31.5: the epoch signed into them is raised), so a browser that once signed in, an ex's
     * copy of the cookie among them, is nobody's in particular any more.
     */
    async deleteForUser(userId: string, exceptId?: string, now = new Date()): Promise<number> {
      const where = exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId);
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(sessions).where(where).returning({ id: sessions.id });
        await tx
          .update(authCodes)
          .set({ usedAt: now })
          .where(and(eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
        await tx
          .update(users)
          .set({ deviceEpoch: sql`${users.deviceEpoch} + 1` })
          .where(eq(users.id, userId));
        return deleted.length;
      });
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
