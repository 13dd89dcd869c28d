// In-app feedback's SQL. A message is kept beside the public forms' submissions (web_form_submissions, form
// 'feedback'), so support answers and retires every contact request in one place, under one retention rule
// (RULES.md "Constants and limits": contact requests 12 months after resolution).
import type { Feedback } from '@rookery/shared/schemas/feedback.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { storeMemberMessage } from '../webforms/webforms.public.ts';
import { webFormSubmissions } from '../webforms/webforms.schema.ts';

export const FEEDBACK_FORM = 'feedback';

export interface StoredFeedback extends Feedback {
  userId: string;
}

export interface Sender {
  email: string;
  name: string;
  source: string;
}

export function createFeedbackRepo(db: Db) {
  return {
    /** The account's own address and name, for the reply-to and the mail to support. */
    async sender(userId: string): Promise<Sender | undefined> {
      const rows = await db
        .select({ email: users.email, name: users.name, source: users.source })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },

    /** Stored through webforms' face (its table); a member's own message joins their data export. */
    insert: (feedback: StoredFeedback, email: string): Promise<{ id: string; createdAt: Date }> =>
      storeMemberMessage(db, { form: FEEDBACK_FORM, email, senderId: feedback.userId, payload: feedback }),

    /** Newest first: what one account has sent from the app (support look-ups, tests). */
    async forUser(email: string): Promise<{ id: string; payload: StoredFeedback; status: string }[]> {
      const rows = await db
        .select({
          id: webFormSubmissions.id,
          payload: webFormSubmissions.payload,
          status: webFormSubmissions.status,
        })
        .from(webFormSubmissions)
        .where(and(eq(webFormSubmissions.form, FEEDBACK_FORM), eq(webFormSubmissions.accountEmail, email)))
        .orderBy(desc(webFormSubmissions.createdAt));
      return rows.map((row) => ({ ...row, payload: row.payload as StoredFeedback }));
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
