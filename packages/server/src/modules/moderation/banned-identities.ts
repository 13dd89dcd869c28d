// The ban list: a ban keeps an HMAC (BAN_SECRET) of the account's mailbox (platform/mail/mailbox.ts:
// case, plus-tags and Gmail's dots do not count) and of each linked Google or Facebook id, so that the person cannot
// register again after deleting the account. Sign-up and email change ask isBanned; `lift` forgets the lifted
// account's own ban; nothing stores the address.
import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/db-client.ts';
import { mailboxOf } from '../../platform/mail/mailbox.ts';
import type { BanHash, BannedIdentitiesRepo } from './banned-identities.repo.ts';

/** Who is signing up: an address, a provider's id of the person, or both. */
export interface Identity {
  email?: string | null;
  provider?: string;
  subject?: string;
}

export function createBanList(repo: BannedIdentitiesRepo, secret: () => string) {
  const keyed = (text: string) => createHmac('sha256', secret()).update(text).digest('hex');

  function hashesOf(identity: Identity): BanHash[] {
    const hashes: BanHash[] = [];
    if (identity.email) hashes.push({ kind: 'email', hash: keyed(`email:${mailboxOf(identity.email)}`) });
    if (identity.provider && identity.subject) {
      hashes.push({ kind: identity.provider, hash: keyed(`${identity.provider}:${identity.subject}`) });
    }
    return hashes;
  }

  /** The account's identities as they are now, in the caller's transaction. */
  async function currentHashes(tx: Db, userId: string) {
    const found = await repo.identitiesOf(tx, userId);
    if (!found) return null;
    const hashes = [
      ...hashesOf({ email: found.email }),
      ...found.linked.flatMap((id) => hashesOf({ provider: id.provider, subject: id.subject })),
    ];
    return { status: found.status, hashes };
  }

  return {
    /** True when the address or the provider id belongs to a banned person. */
    async isBanned(identity: Identity): Promise<boolean> {
      return repo.anyListed(hashesOf(identity).map((h) => h.hash));
    },

    /** Lists the account's address and provider ids as banned (the ban's transaction). */
    async record(tx: Db, userId: string): Promise<void> {
      const current = await currentHashes(tx, userId);
      if (current) await repo.add(tx, randomUUID(), userId, current.hashes);
    },

    /**
     * Before an account is deleted: a banned account's identities are listed if they are not already (a ban from
     * before this list existed), so deleting the account never lifts its ban.
     */
    async keepOnDeletion(tx: Db, userId: string): Promise<void> {
      const current = await currentHashes(tx, userId);
      if (current?.status === 'banned') await repo.add(tx, randomUUID(), userId, current.hashes);
    },

    /**
     * Lifts the bans recorded for this account, or, for an account already deleted, the ban listing this address;
     * answers how many hashes went. An account's lift never goes by its hashes: another account sharing the mailbox
     * (dots, plus-tags) may be the banned one, and its ban stays.
     */
    async forget(tx: Db, who: { userId: string } | { userId: null; email: string }): Promise<number> {
      if (who.userId !== null) return repo.removeBansOf(tx, who.userId);
      return repo.removeBansListing(
        tx,
        hashesOf({ email: who.email }).map((h) => h.hash),
      );
    },
  };
}

export type BanList = ReturnType<typeof createBanList>;
