// Submissions of the two public forms (table web_form_submissions); the payload is kept without the captcha.
import { randomUUID } from 'node:crypto';
import type { WebFormRequest } from '@rookery/shared/schemas/web-forms.ts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { webFormSubmissions } from './webforms.schema.ts';

export type StoredPayload = Omit<WebFormRequest, 'captcha'>;

export interface Submission {
  id: string;
  form: string;
  contactEmail: string;
  accountEmail: string | null;
  payload: StoredPayload;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
}

/**
 * A member's own message from the app (modules/feedback's Contact Us), kept beside the public forms' submissions so
 * support answers and retires them in one place; it joins the member's data export (sender_id).
 */
export async function storeMemberMessage(
  db: Db,
  message: { form: string; email: string; senderId: string; payload: unknown },
): Promise<{ id: string; createdAt: Date }> {
  const rows = await db
    .insert(webFormSubmissions)
    .values({
      id: randomUUID(),
      form: message.form,
      contactEmail: message.email,
      accountEmail: message.email,
      senderId: message.senderId,
      payload: message.payload,
    })
    .returning({ id: webFormSubmissions.id, createdAt: webFormSubmissions.createdAt });
  const row = rows[0];
  if (!row) throw new Error(`${message.form} was not stored`);
  return row;
}

export function createWebformsRepo(db: Db) {
  return {
    /** `senderId`: the verified account signed in on the form, whose data export it joins; null otherwise. */
    async insert(payload: StoredPayload, senderId: string | null): Promise<{ id: string; createdAt: Date }> {
      const rows = await db
        .insert(webFormSubmissions)
        .values({
          id: randomUUID(),
          form: payload.form,
          contactEmail: payload.contactemail,
          accountEmail: payload.accountemail ?? null,
          payload,
          senderId,
        })
        .returning({ id: webFormSubmissions.id, createdAt: webFormSubmissions.createdAt });
      const row = rows[0];
      if (!row) throw new Error('web form submission was not stored');
      return row;
    },

    /**
     * Records that submission `id` acknowledges to `mailbox`, unless that mailbox already had `max` in the window;
     * true when this one may be sent. One lock per mailbox, so servers racing on one address cannot pass the cap.
     */
    async claimAck(id: string, mailbox: string, max: number, windowMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webform-ack:${mailbox}`}, 0))`);
        const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
        const [row] = await tx
          .select({ sent: count() })
          .from(webFormSubmissions)
          .where(and(eq(webFormSubmissions.ackMailbox, mailbox), gt(webFormSubmissions.createdAt, since)));
        if ((row?.sent ?? 0) >= max) return false;
        await tx.update(webFormSubmissions).set({ ackMailbox: mailbox }).where(eq(webFormSubmissions.id, id));
        return true;
      });
    },

    /** Newest first: what one address has sent (support look-ups, tests). */
    async forContactEmail(email: string): Promise<Submission[]> {
      const rows = await db
        .select()
        .from(webFormSubmissions)
        .where(eq(webFormSubmissions.contactEmail, email))
        .orderBy(desc(webFormSubmissions.createdAt));
      return rows.map((row) => ({ ...row, payload: row.payload as StoredPayload }));
    },
  };
}

export type WebformsRepo = ReturnType<typeof createWebformsRepo>;
