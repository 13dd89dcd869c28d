// What goes from web_form_submissions when its time is up (RULES.md "Constants and limits") or its member is deleted:
// the statements the account's retention tasks and account deletion run, offered through webforms.public.ts. Times
// are the database's.
import { RETENTION } from '@rookery/shared/retention.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { deletedCount, monthsAgo } from '../../platform/db/deleted-count.ts';

/** A deleted member's own messages from the app's Contact Us (modules/feedback: form 'feedback', payload.userId). */
export async function deleteMemberMessagesWithin(
  tx: Db,
  person: { id: string; email: string },
): Promise<number> {
  return deletedCount(
    tx,
    sql`delete from web_form_submissions
      where form = 'feedback'
        and (user_id = ${person.id} or payload->>'userId' = ${person.id}
             or lower(account_email) = lower(${person.email}))
      returning id`,
  );
}

/** Contact requests and app feedback 12 months after support resolved them. */
export const deleteResolvedContacts = (db: Db) =>
  deletedCount(
    db,
    sql`delete from web_form_submissions where form in ('contact', 'feedback')
      and resolved_at < ${monthsAgo(RETENTION.contactMonths)} returning 1`,
  );

/** The /delete form's data 24 months after its resolution, or its creation when never resolved. */
export const deleteOldDeletionForms = (db: Db) =>
  deletedCount(
    db,
    sql`delete from web_form_submissions where form = 'delete'
      and coalesce(resolved_at, created_at) < ${monthsAgo(RETENTION.deletionFormMonths)} returning 1`,
  );
