// The web forms feature's table: the public site's contact and deletion requests. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** Contact and data-deletion requests from the public site's forms (RULES.md "Entities"). */
export const webFormSubmissions = pgTable(
  'web_form_submissions',
  {
    id: uuid('id').primaryKey(),
    /** 'contact' or 'delete' (the public forms), or 'feedback' (the app's Contact Us, modules/feedback). */
    form: text('form').notNull(),
    contactEmail: text('contact_email').notNull(),
    accountEmail: text('account_email'),
    /** The whole validated payload, without the captcha. */
    payload: jsonb('payload').notNull(),
    /**
     * open, mailed (a deletion request whose confirmation mail went to the account's address), confirmed
     * (the account holder confirmed; the account is being deleted), resolved.
     */
    status: text('status').notNull().default('open'),
    createdAt: created(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** How it was resolved, in support's words (deleted, no such account, not confirmed in time, …). */
    resolution: text('resolution'),
    /** The account a deletion request was matched to; null once it is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token in the deletion confirmation mail, and when that mail went and stops working. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true, mode: 'date' }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    /**
     * The verified account that sent it (signed in on the form, or the app's feedback); null for anyone else.
     * Only these join that account's data export: an address alone proves nothing.
     */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The mailbox (platform/mail/mailbox.ts) an acknowledgement went to; null when none was sent. */
    ackMailbox: text('ack_mailbox'),
  },
  (t) => [
    index('web_form_submissions_created_idx').on(t.createdAt),
    index('web_form_submissions_queue_idx').on(t.form, t.status, t.createdAt),
    uniqueIndex('web_form_submissions_token_key').on(t.confirmTokenHash),
    index('web_form_submissions_sender_idx').on(t.senderId),
    index('web_form_submissions_ack_idx').on(t.ackMailbox, t.createdAt),
  ],
);
