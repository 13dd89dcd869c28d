// The web forms' part of "Download my data" (platform/feature/export-section.ts): the messages this account sent
// while signed in and verified (sender_id), from the app's Contact Us or the website's forms.
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { webFormSubmissions } from './webforms.schema.ts';

export const WEBFORMS_EXPORT: readonly ExportSection[] = [
  {
    key: 'submissions',
    about:
      'Messages you sent us from the app (feedback), or from the website forms while signed in to this account.',
    tables: [webFormSubmissions],
    // By sender_id only: anyone may type an address into a form, and a new account may hold a deleted one's address.
    read: (db, { userId }) =>
      db
        .select({
          form: webFormSubmissions.form,
          payload: webFormSubmissions.payload,
          status: webFormSubmissions.status,
          createdAt: webFormSubmissions.createdAt,
          resolvedAt: webFormSubmissions.resolvedAt,
          resolution: webFormSubmissions.resolution,
        })
        .from(webFormSubmissions)
        .where(eq(webFormSubmissions.senderId, userId))
        .orderBy(asc(webFormSubmissions.createdAt)),
  },
];
