// Submissions of the two public forms (table web_form_submissions); the payload is kept without the captcha.
import { randomUUID } from 'node:crypto';
import type { WebFormRequest } from '@rookery/shared/schemas/web-forms.ts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { webFormSubmissions } from '../../platform/db/schema.ts';

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

export function createWebformsRepo(db: Db) {
  return {
    async insert(payload: StoredPayload): Promise<{ id: string; createdAt: Date }> {
      const rows = await db
        .insert(webFormSubmissions)
        .values({
          id: randomUUID(),
          form: payload.form,
          contactEmail: payload.contactemail,
          accountEmail: payload.accountemail ?? null,
          payload,
        })
        .returning({ id: webFormSubmissions.id, createdAt: webFormSubmissions.createdAt });
      const row = rows[0];
      if (!row) throw new Error('web form submission was not stored');
      return row;
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
