// Contact requests as support works them: the public contact form (web_form_submissions, form 'contact') and the
// app's Contact Us (form 'feedback', modules/feedback), kept side by side so one queue answers and resolves both.
// Resolving sets resolved_at, from which the retention task counts its 12 months (retention.repo.ts).
import type { ContactRequest } from '@rookery/shared/schemas/web-forms.ts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { byIdOrPrefix } from './submission-id.repo.ts';
import { webFormSubmissions } from './webforms.schema.ts';

export const SUPPORT_FORMS = ['contact', 'feedback'] as const;
export type SupportForm = (typeof SUPPORT_FORMS)[number];

/** What modules/feedback stores as the payload of a 'feedback' row. */
export interface FeedbackPayload {
  source: string;
  type: string;
  details: string;
  userId: string;
}

export type ContactPayload = Omit<ContactRequest, 'captcha'>;

export interface SenderAccount {
  id: string;
  email: string;
  name: string;
}

interface Common {
  id: string;
  status: string;
  /** The contact form's contact email; for feedback, the account's email when it was sent. */
  contactEmail: string;
  accountEmail: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
}

/** For feedback, `account` is the sender's account as it is now (feedback goes with its account, so rarely null). */
export type StoredSupportRequest =
  | (Common & { form: 'contact'; payload: ContactPayload; account: null })
  | (Common & { form: 'feedback'; payload: FeedbackPayload; account: SenderAccount | null });

/** A deletion request found by the same id: this queue does not work those (`deletions` does). */
export interface OtherRequest {
  form: 'delete';
  id: string;
}

const isSupport = inArray(webFormSubmissions.form, [...SUPPORT_FORMS]);
/** Lookups by id also see deletion requests, so an id from the wrong queue gets a pointer, not "unknown". */
const isAnyRequest = inArray(webFormSubmissions.form, [...SUPPORT_FORMS, 'delete']);

const columns = {
  id: webFormSubmissions.id,
  form: webFormSubmissions.form,
  status: webFormSubmissions.status,
  contactEmail: webFormSubmissions.contactEmail,
  accountEmail: webFormSubmissions.accountEmail,
  payload: webFormSubmissions.payload,
  createdAt: webFormSubmissions.createdAt,
  resolvedAt: webFormSubmissions.resolvedAt,
  resolution: webFormSubmissions.resolution,
  accountId: users.id,
  accountUserEmail: users.email,
  accountName: users.name,
};

interface Row extends Common {
  form: string;
  payload: unknown;
  accountId: string | null;
  accountUserEmail: string | null;
  accountName: string | null;
}

function toRequest(row: Row): StoredSupportRequest | OtherRequest {
  const { accountId, accountUserEmail, accountName, form, payload, ...rest } = row;
  if (form === 'feedback') {
    return {
      ...rest,
      form,
      payload: payload as FeedbackPayload,
      account:
        accountId && accountUserEmail !== null
          ? { id: accountId, email: accountUserEmail, name: accountName ?? '' }
          : null,
    };
  }
  if (form === 'contact') return { ...rest, form, payload: payload as ContactPayload, account: null };
  return { form: 'delete', id: rest.id };
}

const supportOnly = (rows: Row[]) =>
  rows.map(toRequest).filter((r): r is StoredSupportRequest => r.form !== 'delete');

export function createSupportRequestsRepo(db: Db) {
  function select() {
    // Feedback names its account in payload.userId (always a uuid, from the session); the CASE keeps the cast off
    // the other forms' payloads.
    return db
      .select(columns)
      .from(webFormSubmissions)
      .leftJoin(
        users,
        sql`${users.id} = case when ${webFormSubmissions.form} = 'feedback'
          then (${webFormSubmissions.payload}->>'userId')::uuid end`,
      );
  }

  return {
    /** Oldest first: the unresolved contact requests and feedback, or all of them with `all`. */
    async queue(all: boolean): Promise<StoredSupportRequest[]> {
      const rows = await select()
        .where(all ? isSupport : and(isSupport, ne(webFormSubmissions.status, 'resolved')))
        .orderBy(asc(webFormSubmissions.createdAt), asc(webFormSubmissions.id));
      return supportOnly(rows);
    },

    /**
     * The request with this id, or with an id starting with these characters; a deletion request answers as
     * such. `ambiguous` when a prefix fits more than one.
     */
    async find(idOrPrefix: string): Promise<StoredSupportRequest | OtherRequest | 'ambiguous' | null> {
      const match = byIdOrPrefix(idOrPrefix);
      if (!match) return null;
      const rows = await select().where(and(isAnyRequest, match)).limit(2);
      if (rows.length > 1) return 'ambiguous';
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /** Resolves a contact request or feedback not yet resolved; false when it already was. */
    async resolve(id: string, resolution: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(webFormSubmissions)
        .set({ status: 'resolved', resolution, resolvedAt: at })
        .where(and(eq(webFormSubmissions.id, id), isSupport, ne(webFormSubmissions.status, 'resolved')))
        .returning({ id: webFormSubmissions.id });
      return rows.length > 0;
    },
  };
}

export type SupportRequestsRepo = ReturnType<typeof createSupportRequestsRepo>;
