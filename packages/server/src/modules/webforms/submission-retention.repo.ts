// What goes from web_form_submissions when its time is up (SPEC.md 9) or its member is deleted: the statements the
// account's retention tasks and account deletion run, offered through webforms.public.ts. Times are the database's.
import { RETENTION } from '@rookery/shared/retention.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

const months = (n: number) => sql`(now() - ${n} * interval '1 month')`;

async function countDeleted(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(
    sql`with gone as (${statement}) select count(*)::int as n from gone`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** A deleted member's own messages from the app's Contact Us (modules/feedback: form 'feedback', payload.userId). */
export async function deleteMemberMessagesWithin(
  tx: Db,
  person: { id: string; email: string },
): Promise<number> {
  return countDeleted(
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
  countDeleted(
    db,
    sql`delete from web_form_submissions where form in ('contact', 'feedback')
      and resolved_at < ${months(RETENTION.contactMonths)} returning 1`,
  );

/** The /delete form's data 24 months after its resolution, or its creation when never resolved. */
export const deleteOldDeletionForms = (db: Db) =>
  countDeleted(
    db,
    sql`delete from web_form_submissions where form = 'delete'
      and coalesce(resolved_at, created_at) < ${months(RETENTION.deletionFormMonths)} returning 1`,
  );
