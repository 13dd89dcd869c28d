// Date safety's part of "Download my data" (platform/feature/export-section.ts): the trusted contact, the dates
// shared with them and the mails we sent them; never the shared page's token hash.
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { dateAlerts, dateCheckins, trustedContacts } from './date-safety.schema.ts';

export const DATE_SAFETY_EXPORT: readonly ExportSection[] = [
  {
    key: 'trusted_contact',
    about: 'The trusted contact you named for dates (name, email, phone).',
    tables: [trustedContacts],
    async read(db, { userId }) {
      const rows = await db
        .select({
          name: trustedContacts.name,
          email: trustedContacts.email,
          phone: trustedContacts.phone,
          updatedAt: trustedContacts.updatedAt,
        })
        .from(trustedContacts)
        .where(eq(trustedContacts.userId, userId));
      return rows[0] ?? null;
    },
  },
  {
    key: 'date_checkins',
    about:
      'Dates you shared with your trusted contact: when, when you checked in, and whether they were alerted. Kept until a day after each date.',
    tables: [dateCheckins],
    read: (db, { userId }) =>
      db
        .select({
          dateId: dateCheckins.dateId,
          sharedAt: dateCheckins.sharedAt,
          safeBy: dateCheckins.safeBy,
          arrivedAt: dateCheckins.arrivedAt,
          safeAt: dateCheckins.safeAt,
          alertedAt: dateCheckins.alertedAt,
          linkExpiresAt: dateCheckins.expiresAt,
        })
        .from(dateCheckins)
        .where(eq(dateCheckins.userId, userId))
        .orderBy(asc(dateCheckins.safeBy)),
  },
  {
    key: 'date_alerts',
    about:
      'The mails we sent your trusted contact about those dates (shared, help, missed check-in): when queued and sent. Kept three days after.',
    tables: [dateAlerts],
    read: (db, { userId }) =>
      db
        .select({
          dateId: dateAlerts.dateId,
          kind: dateAlerts.kind,
          createdAt: dateAlerts.createdAt,
          sentAt: dateAlerts.sentAt,
        })
        .from(dateAlerts)
        .where(eq(dateAlerts.userId, userId))
        .orderBy(asc(dateAlerts.createdAt)),
  },
];
