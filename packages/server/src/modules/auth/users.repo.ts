// Accounts and their Google/Facebook identities in the database: the only SQL of sign-in and account changes, and
// the one delete of a users row (account deletion's, through auth.public.ts).

import { SESSION } from '@rookery/shared/limits.ts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { userIdentities, users } from './auth.schema.ts';

/**
 * An account's last activity (the deck's last tie-break, the inactivity clock) is written at most this often, as a
 * session's "last active" is (SESSION.lastSeenEveryMs): each write refreshes the person's deck row (the
 * deck_follow_users trigger), the dearest part of a sign-in's writes.
 */
export const LAST_ACTIVE_EVERY_MS = SESSION.lastSeenEveryMs;
/** Written only when older than this. */
export const lastActiveBefore = (now: Date) => new Date(now.getTime() - LAST_ACTIVE_EVERY_MS);

export interface Account {
  id: string;
  email: string;
  name: string;
  source: string;
  passwordHash: string | null;
  verified: boolean;
  acceptTc: boolean;
  status: string;
  suspendedUntil: Date | null;
  /** Signed into the account's device cookies; raised to revoke them (device-cookie.ts). */
  deviceEpoch: number;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  source: 'Email' | 'Google' | 'Facebook';
  passwordHash: string | null;
  verified: boolean;
}

export type Provider = 'Google' | 'Facebook';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  source: users.source,
  passwordHash: users.passwordHash,
  verified: users.verified,
  acceptTc: users.acceptTc,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  deviceEpoch: users.deviceEpoch,
};

interface AccountRow {
  id: string;
  email: string;
  name: string;
  source: string;
  password_hash: string | null;
  verified: boolean;
  accept_tc: boolean;
  status: string;
  suspended_until: string | Date | null;
  device_epoch: number;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  source: row.source,
  passwordHash: row.password_hash,
  verified: row.verified,
  acceptTc: row.accept_tc,
  status: row.status,
  suspendedUntil: row.suspended_until === null ? null : new Date(row.suspended_until),
  deviceEpoch: Number(row.device_epoch),
});

export function createUsersRepo(db: Db) {
  // Every email and password sign-in reads it: prepared once (platform/db/prepared.ts).
  const accountByEmail = preparedStatement<AccountRow>(
    db,
    'users_by_email',
    `select id, email, name, source, password_hash, verified, accept_tc, status, suspended_until, device_epoch
     from users where lower(email) = $1::text limit 1`,
  );
  return {
    async findByEmail(email: string): Promise<Account | undefined> {
      const [row] = await accountByEmail([email.toLowerCase()]);
      return row && toAccount(row);
    },

    async findById(id: string): Promise<Account | undefined> {
      const rows = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /** False when the address is taken (the unique index on lower(email) decides, even under a race). */
    async insert(account: NewAccount): Promise<boolean> {
      const rows = await db.insert(users).values(account).onConflictDoNothing().returning({ id: users.id });
      return rows.length === 1;
    },

    /** A new account and the identity it signed in with, together or not at all. */
    async insertWithIdentity(account: NewAccount, identity: { provider: Provider; subject: string }) {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(users).values(account).onConflictDoNothing().returning({ id: users.id });
        if (rows.length === 0) return false;
        await tx.insert(userIdentities).values({ ...identity, userId: account.id, email: account.email });
        return true;
      });
    },

    async findIdentity(provider: Provider, subject: string): Promise<string | undefined> {
      const rows = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return rows[0]?.userId;
    },

    async linkIdentity(userId: string, provider: Provider, subject: string, email: string): Promise<void> {
      await db.insert(userIdentities).values({ provider, subject, userId, email }).onConflictDoNothing();
    },

    async setPassword(id: string, passwordHash: string, alsoVerify = false): Promise<void> {
      await db
        .update(users)
        .set(alsoVerify ? { passwordHash, verified: true } : { passwordHash })
        .where(eq(users.id, id));
    },

    async markVerified(id: string): Promise<void> {
      await db.update(users).set({ verified: true }).where(eq(users.id, id));
    },

    async acceptTerms(id: string): Promise<void> {
      await db.update(users).set({ acceptTc: true }).where(eq(users.id, id));
    },

    /** False when another account holds the address by now. */
    async setEmail(id: string, email: string): Promise<boolean> {
      try {
        await db.update(users).set({ email }).where(eq(users.id, id));
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** The account's last activity moves to `now`, unless it is within LAST_ACTIVE_EVERY_MS of it already. */
    async touch(id: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ lastActiveAt: now })
        .where(and(eq(users.id, id), lt(users.lastActiveAt, lastActiveBefore(now))));
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  // Drizzle wraps the driver's error; the code sits on the cause.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/**
 * The users row goes, in account deletion's transaction: every table that references it with ON DELETE CASCADE
 * follows, the rest is set null.
 */
export async function deleteUserWithin(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`delete from users where id = ${userId}`);
}
