// banned_identities' SQL: keyed hashes of banned mailboxes and provider ids, grouped by ban. Writes run
// in the caller's transaction (the ban, the lift, the account's deletion); look-ups on their own.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { userIdentities, users } from '../auth/auth.schema.ts';
import { bannedIdentities } from './moderation.schema.ts';

export interface BanHash {
  hash: string;
  kind: string;
}

export function createBannedIdentitiesRepo(db: Db) {
  return {
    /** The account's address and linked provider ids, read inside the ban's (or the deletion's) transaction. */
    async identitiesOf(tx: Db, userId: string) {
      const [account] = await tx
        .select({ email: users.email, status: users.status })
        .from(users)
        .where(eq(users.id, userId));
      const linked = await tx
        .select({ provider: userIdentities.provider, subject: userIdentities.subject })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return account ? { ...account, linked } : null;
    },

    /**
     * Adds the hashes as one ban. A hash already listed stays with its own ban (another account on the same mailbox
     * was banned first): lifting this ban must not lift that one.
     */
    async add(tx: Db, banId: string, userId: string, hashes: BanHash[]): Promise<void> {
      if (hashes.length === 0) return;
      await tx
        .insert(bannedIdentities)
        .values(hashes.map((h) => ({ hash: h.hash, kind: h.kind, banId, userId })))
        .onConflictDoNothing({ target: bannedIdentities.hash });
    },

    async anyListed(hashes: string[]): Promise<boolean> {
      if (hashes.length === 0) return false;
      const rows = await db
        .select({ hash: bannedIdentities.hash })
        .from(bannedIdentities)
        .where(inArray(bannedIdentities.hash, hashes))
        .limit(1);
      return rows.length > 0;
    },

    /** Removes the bans recorded for the account, with all of each ban's hashes. */
    async removeBansOf(tx: Db, userId: string): Promise<number> {
      const bans = await tx
        .selectDistinct({ banId: bannedIdentities.banId })
        .from(bannedIdentities)
        .where(eq(bannedIdentities.userId, userId));
      return removeBans(tx, bans);
    },

    /** Removes every ban that lists any of the hashes (an address whose account is gone), with all its hashes. */
    async removeBansListing(tx: Db, hashes: string[]): Promise<number> {
      if (hashes.length === 0) return 0;
      const bans = await tx
        .selectDistinct({ banId: bannedIdentities.banId })
        .from(bannedIdentities)
        .where(inArray(bannedIdentities.hash, hashes));
      return removeBans(tx, bans);
    },
  };
}

async function removeBans(tx: Db, bans: { banId: string }[]): Promise<number> {
  const ids = bans.map((b) => b.banId);
  if (ids.length === 0) return 0;
  const removed = await tx
    .delete(bannedIdentities)
    .where(inArray(bannedIdentities.banId, ids))
    .returning({ hash: bannedIdentities.hash });
  return removed.length;
}

export type BannedIdentitiesRepo = ReturnType<typeof createBannedIdentitiesRepo>;
