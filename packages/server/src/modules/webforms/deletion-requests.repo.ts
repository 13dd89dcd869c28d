// Deletion requests from the /delete form (web_form_submissions rows with form 'delete') as support works them:
// the queue, the account an email belongs to, the confirmation token's hash, and each change of status, every
// change guarded by the status it starts from so two operators or two clicks cannot both make it.
import type { DeletionRequest } from '@rookery/shared/schemas/web-forms.ts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { byIdOrPrefix } from './submission-id.repo.ts';
import { webFormSubmissions } from './webforms.schema.ts';

export type DeletionStatus = 'open' | 'mailed' | 'confirmed' | 'resolved';

export interface MatchedAccount {
  id: string;
  email: string;
  name: string;
}

export interface StoredDeletionRequest {
  id: string;
  status: DeletionStatus;
  contactEmail: string;
  accountEmail: string | null;
  payload: Omit<DeletionRequest, 'captcha'>;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
  userId: string | null;
  confirmSentAt: Date | null;
  confirmExpiresAt: Date | null;
  /** The account whose email is the request's account email (case-insensitive), if there is one now. */
  account: MatchedAccount | null;
}

const isDeletion = eq(webFormSubmissions.form, 'delete');

const columns = {
  id: webFormSubmissions.id,
  status: webFormSubmissions.status,
  contactEmail: webFormSubmissions.contactEmail,
  accountEmail: webFormSubmissions.accountEmail,
  payload: webFormSubmissions.payload,
  createdAt: webFormSubmissions.createdAt,
  resolvedAt: webFormSubmissions.resolvedAt,
  resolution: webFormSubmissions.resolution,
  userId: webFormSubmissions.userId,
  confirmSentAt: webFormSubmissions.confirmSentAt,
  confirmExpiresAt: webFormSubmissions.confirmExpiresAt,
  accountId: users.id,
  accountUserEmail: users.email,
  accountName: users.name,
};

interface Row {
  id: string;
  status: string;
  contactEmail: string;
  accountEmail: string | null;
  payload: unknown;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
  userId: string | null;
  confirmSentAt: Date | null;
  confirmExpiresAt: Date | null;
  accountId: string | null;
  accountUserEmail: string | null;
  accountName: string | null;
}

function toRequest(row: Row): StoredDeletionRequest {
  const { accountId, accountUserEmail, accountName, ...rest } = row;
  return {
    ...rest,
    status: rest.status as DeletionStatus,
    payload: rest.payload as StoredDeletionRequest['payload'],
    account:
      accountId && accountUserEmail !== null
        ? { id: accountId, email: accountUserEmail, name: accountName ?? '' }
        : null,
  };
}

export function createDeletionRequestsRepo(db: Db) {
  function select() {
    // users_email_key is a unique index on lower(email), so this join finds at most one account.
    return db
      .select(columns)
      .from(webFormSubmissions)
      .leftJoin(users, sql`lower(${users.email}) = lower(${webFormSubmissions.accountEmail})`);
  }

  return {
    /** Oldest first: the unresolved requests, or every request with `all`. */
    async queue(all: boolean): Promise<StoredDeletionRequest[]> {
      const rows = await select()
        .where(all ? isDeletion : and(isDeletion, ne(webFormSubmissions.status, 'resolved')))
        .orderBy(asc(webFormSubmissions.createdAt), asc(webFormSubmissions.id));
      return rows.map(toRequest);
    },

    /**
     * The request with this id, or with an id starting with these characters. `ambiguous` when a prefix fits
     * more than one.
     */
    async find(idOrPrefix: string): Promise<StoredDeletionRequest | 'ambiguous' | null> {
      const match = byIdOrPrefix(idOrPrefix);
      if (!match) return null;
      const rows = await select().where(and(isDeletion, match)).limit(2);
      if (rows.length > 1) return 'ambiguous';
      return rows[0] ? toRequest(rows[0]) : null;
    },

    async byTokenHash(hash: string): Promise<StoredDeletionRequest | null> {
      const rows = await select()
        .where(and(isDeletion, eq(webFormSubmissions.confirmTokenHash, hash)))
        .limit(1);
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /**
     * Records a confirmation mail: the account it went to and its token's hash (replacing an earlier one, whose
     * link stops working). False when the request was resolved meanwhile.
     */
    async markMailed(
      id: string,
      mail: { userId: string; tokenHash: string; sentAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(webFormSubmissions)
        .set({
          status: 'mailed',
          userId: mail.userId,
          confirmTokenHash: mail.tokenHash,
          confirmSentAt: mail.sentAt,
          confirmExpiresAt: mail.expiresAt,
        })
        .where(
          and(
            eq(webFormSubmissions.id, id),
            isDeletion,
            inArray(webFormSubmissions.status, ['open', 'mailed', 'confirmed']),
          ),
        )
        .returning({ id: webFormSubmissions.id });
      return rows.length > 0;
    },

    /**
     * Takes a mailed request whose link is still valid into 'confirmed', once: of two clicks at the same time
     * only one gets the row back.
     */
    async claimByToken(hash: string, now: Date): Promise<{ id: string; userId: string | null } | null> {
      const rows = await db
        .update(webFormSubmissions)
        .set({ status: 'confirmed' })
        .where(
          and(
            isDeletion,
            eq(webFormSubmissions.confirmTokenHash, hash),
            eq(webFormSubmissions.status, 'mailed'),
            sql`${webFormSubmissions.confirmExpiresAt} > ${now}`,
          ),
        )
        .returning({ id: webFormSubmissions.id, userId: webFormSubmissions.userId });
      return rows[0] ?? null;
    },

    /** Puts a claimed request back to 'mailed' when the deletion failed, so the same link can be tried again. */
    async unclaim(id: string): Promise<void> {
      await db
        .update(webFormSubmissions)
        .set({ status: 'mailed' })
        .where(and(eq(webFormSubmissions.id, id), eq(webFormSubmissions.status, 'confirmed')));
    },

    /** Resolves a request that is in one of `from`; false when it was not (already resolved, or claimed). */
    async resolve(id: string, resolution: string, now: Date, from: DeletionStatus[]): Promise<boolean> {
      const rows = await db
        .update(webFormSubmissions)
        .set({ status: 'resolved', resolution, resolvedAt: now })
        .where(and(eq(webFormSubmissions.id, id), isDeletion, inArray(webFormSubmissions.status, from)))
        .returning({ id: webFormSubmissions.id });
      return rows.length > 0;
    },
  };
}

export type DeletionRequestsRepo = ReturnType<typeof createDeletionRequestsRepo>;
