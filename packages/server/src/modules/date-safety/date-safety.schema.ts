// Date safety's tables: trusted contacts, the mails sent to them, opt-outs and the check-ins of a date. Only this
// folder's code writes them (architecture/table-writes.ts derives a table's owner from its folder); other features
// may read them; drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts
// (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * A person's trusted contact for dates: one per person; the phone is kept for later, mail is sent. The
 * contact confirms before the first share: a mail with accept and "this isn't me" links whose token is
 * stored as its SHA-256; `confirmed_at` is set by accept. A new address starts unconfirmed again.
 */
export const trustedContacts = pgTable('trusted_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  confirmTokenHash: text('confirm_token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Addresses that said "this isn't me" or opted out of every trusted-contact mail: kept as the SHA-256 of
 * the lower-cased address, so the table lists nobody; no member can make such an address their contact again.
 */
export const safetyMailOptouts = pgTable('safety_mail_optouts', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: created(),
});

/**
 * Each mail a trusted contact was sent about a date: the share, "I need help" and the missed check-in.
 * Written with its mail job in one transaction; `sent_at` is set in the transaction that marks the job done, so the
 * person sees whether the alert reached their contact ("still trying") from here.
 */
export const dateAlerts = pgTable(
  'date_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dateId: uuid('date_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shared, help or missed. */
    kind: text('kind').notNull(),
    jobId: uuid('job_id').notNull(),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('date_alerts_date_idx').on(t.dateId, t.userId, t.createdAt),
    uniqueIndex('date_alerts_job_idx').on(t.jobId),
    check('date_alerts_kind', sql`${t.kind} in ('shared', 'help', 'missed')`),
  ],
);

/**
 * One person's check-in on one accepted date: the shared page's token (its SHA-256 only), when it
 * expires (a day after the date, then the row is deleted), the check-ins and the one missed-check-in alert. Once
 * shared it is the date's safety record: the date's place and time, the other person's id, both display
 * names and the picture's key as they were at share time, and the date's time zone, so unmatching, cancelling,
 * blocking or deleting the date cannot switch it off (no foreign key to chat_dates; the other id has none either).
 */
export const dateCheckins = pgTable(
  'date_checkins',
  {
    dateId: uuid('date_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    location: text('location').notNull(),
    dateAt: timestamp('date_at', { withTimezone: true, mode: 'date' }).notNull(),
    otherId: uuid('other_id'),
    personName: text('person_name').notNull(),
    matchName: text('match_name').notNull(),
    matchImageKey: text('match_image_key'),
    /** IANA zone of the date (the sharer's last position, else their device's zone at share time), else UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The contact the date was shared with: its alerts go there even if the person changes contact later. */
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
    safeBy: timestamp('safe_by', { withTimezone: true, mode: 'date' }).notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }),
    safeAt: timestamp('safe_at', { withTimezone: true, mode: 'date' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.dateId, t.userId] }),
    uniqueIndex('date_checkins_token_idx').on(t.tokenHash),
    index('date_checkins_due_idx').on(t.safeBy).where(sql`${t.safeAt} is null and ${t.alertedAt} is null`),
  ],
);
