// Sessions in the database, stored by the SHA-256 of their token.
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { sessions, users } from '../../platform/db/schema.ts';

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
  return {
    async insert(row: { id: string; userId: string; expiresAt: Date; userAgent: string }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async findWithUser(id: string): Promise<SessionRow | undefined> {
      const rows = await db
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
        .where(eq(sessions.id, id))
        .limit(1);
      return rows[0];
    },

    async extend(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt, refreshedAt: now }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteForUser(userId: string, exceptId?: string): Promise<number> {
      const where = exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId);
      const deleted = await db.delete(sessions).where(where).returning({ id: sessions.id });
      return deleted.length;
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
