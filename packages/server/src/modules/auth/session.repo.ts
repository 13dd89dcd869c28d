// Sessions in the database, stored by the SHA-256 of their token.
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { authCodes, sessions, users } from './auth.schema.ts';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  refreshedAt: Date;
  lastSeenAt: Date;
  verified: boolean;
  acceptTc: boolean;
  status: string;
  suspendedUntil: Date | null;
}

/** One of a person's live sessions as Settings → Devices lists it. */
export interface DeviceRow {
  sessionId: string;
  deviceId: string;
  label: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** What a new session's row is made of; the rest are the table's defaults. */
export interface NewSessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent: string;
  deviceLabel: string;
}

export function createSessionRepo(db: Db) {
  // Every signed-in request looks its session up: built once, and on PostgreSQL a named statement each pooled
  // connection prepares once.
  const sessionWithUser = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      refreshedAt: sessions.refreshedAt,
      lastSeenAt: sessions.lastSeenAt,
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
    async insert(row: NewSessionRow): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async findWithUser(id: string): Promise<SessionRow | undefined> {
      const rows = await sessionWithUser.execute({ id });
      return rows[0];
    },

    async extend(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, refreshedAt: now, lastSeenAt: now })
        .where(eq(sessions.id, id));
    },

    /** "Last active" moves to `now` unless another request already moved it past `since` (two servers at once). */
    async seen(id: string, now: Date, since: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, since)));
    },

    /** A person's sessions that have not expired, the most recently active first. */
    async devicesOf(userId: string, now: Date): Promise<DeviceRow[]> {
      return db
        .select({
          sessionId: sessions.id,
          deviceId: sessions.deviceId,
          label: sessions.deviceLabel,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /**
     * Ends one of a person's sessions, named by its device id, only when it is theirs; in the same transaction the
     * account's device epoch is raised: a device cookie cannot be revoked alone (it is an HMAC with
     * no row of its own, device-cookie.ts), so every known-browser cookie of the account stops counting, the ended
     * device's among them. Answers the ended session's id, or null when there was none of theirs by that id.
     */
    async deleteDevice(userId: string, deviceId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)))
          .returning({ id: sessions.id });
        if (!deleted) return null;
        await tx
          .update(users)
          .set({ deviceEpoch: sql`${users.deviceEpoch} + 1` })
          .where(eq(users.id, userId));
        return deleted.id;
      });
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /**
     * Ends a person's sessions and, in the same transaction, voids their unused emailed codes and links: a code
     * or link mailed before a password reset, suspension or ban proves nothing after it. Their device
     * cookies go too (the epoch signed into them is raised), so a browser that once signed in, an ex's
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
