// The Drizzle schema: every table of the product. Migrations in ../../../drizzle are generated from this file.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** Email, Google or Facebook: where the name and email come from. */
    source: text('source').notNull().default('Email'),
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    acceptTc: boolean('accept_tc').notNull().default(false),
    /** active, suspended (until suspendedUntil) or banned. */
    status: text('status').notNull().default('active'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    /** The pebble balance; every change is also a row in pebble_ledger, written in the same transaction. */
    pebbles: integer('pebbles').notNull().default(0),
    createdAt: created(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_pebbles_not_negative', sql`${t.pebbles} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen table does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const pebbleLedger = pgTable(
  'pebble_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [index('pebble_ledger_user_idx').on(t.userId)],
);

/** Mail kept by the outbox transport and shown at /dev/mail (API.md 8). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: created(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id)],
);

/** Contact and data-deletion requests from the public site's forms (SPEC.md 3 "Web form payload"). */
export const webFormSubmissions = pgTable(
  'web_form_submissions',
  {
    id: uuid('id').primaryKey(),
    /** 'contact' or 'delete'. */
    form: text('form').notNull(),
    contactEmail: text('contact_email').notNull(),
    accountEmail: text('account_email'),
    /** The whole validated payload, without the captcha. */
    payload: jsonb('payload').notNull(),
    /** open, confirmed (deletion confirmed by the account holder), resolved. */
    status: text('status').notNull().default('open'),
    createdAt: created(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('web_form_submissions_created_idx').on(t.createdAt)],
);

/** Captcha solutions already used, so each is accepted once (kept until the challenge expires). */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);
