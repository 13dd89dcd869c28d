// The auth feature's tables: the person's row (users; other features update only their own columns of it,
// architecture/table-writes.ts USERS_COLUMN_OWNERS), sessions, provider identities, codes and the guards on
// guessing. Only this folder's code writes them (architecture/table-writes.ts derives a table's owner from its
// folder); other features may read them; drizzle-kit generates the migrations in packages/server/drizzle from every
// *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';

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
    /** A moderator's mute (RULES.md "Safety and moderation"): no messages while this is in the future. */
    mutedUntil: timestamp('muted_until', { withTimezone: true, mode: 'date' }),
    /** When the 14-day inactivity warning was mailed; a later last_active_at makes it void (issue 9 jobs). */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true, mode: 'date' }),
    /** The pebble balance; every change is also a row in pebble_ledger, written in the same transaction. */
    pebbles: integer('pebbles').notNull().default(0),
    /**
     * Issue 31.5: signed into every device cookie (modules/auth/device-cookie.ts); raised when every session ends (a
     * password reset, a suspension, a ban), so the browsers known before stop being the owner's.
     */
    deviceEpoch: integer('device_epoch').notNull().default(0),
    createdAt: created(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The inactivity jobs read people by when they were last active.
    index('users_last_active_idx').on(t.lastActiveAt),
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
    /**
     * Issue 31.5 (Settings → Devices): the id the owner's list shows and `enddevice` takes. Random and apart from
     * the token's hash, so the list never hands out the key the sessions are looked up by.
     */
    deviceId: uuid('device_id').notNull().defaultRandom(),
    /** What a person recognises, made from the User-Agent at sign-in ("Chrome on Android", "Rookery app"). */
    deviceLabel: text('device_label').notNull().default(''),
    /** Last request seen with this session, written at most once per SESSION.lastSeenEveryMs. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Wrong passwords per email address across every client address and server (modules/auth/signin-guard.ts):
 * the attempts of the current batch, how many pauses this streak has had, and the pause now running. Kept for
 * addresses without an account too, so the answers do not tell which have one; keyed by a hash of the address.
 */
export const signinGuard = pgTable(
  'signin_guard',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('signin_guard_updated_idx').on(t.updatedAt)],
);

/** A Google or Facebook account that signs in as one of ours. */
export const userIdentities = pgTable(
  'user_identities',
  {
    /** Google or Facebook. */
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (Google `sub`, Facebook user id). */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider gave when the identity was first seen. */
    email: text('email'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Emailed 4-digit codes (RULES.md "Money and limits": 15 minutes, one purpose, 5 tries). Only an HMAC of the code is
 * kept.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify, reset or changeemail. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address the code was sent to (for changeemail: the new address it confirms). */
    sentTo: text('sent_to').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the mail's one-time link token (128+ random bits): the link does what the code does. */
    linkHash: text('link_hash'),
    /** Keyed hash of the account's password hash when the code was made: a changed password voids it. */
    ownerStamp: text('owner_stamp'),
    /** A reset's rescue mail: past the anonymous budgets, so it counts in no day's ten. */
    rescue: boolean('rescue').notNull().default(false),
  },
  (t) => [
    index('auth_codes_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('auth_codes_link_idx').on(t.linkHash),
  ],
);

/** Wrong code guesses per account, every purpose together: the account's guess budget (CODES.guesses*). */
export const authCodeMisses = pgTable(
  'auth_code_misses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: created(),
  },
  (t) => [index('auth_code_misses_user_idx').on(t.userId, t.createdAt)],
);

/** Accounts whose code path is closed (guess budget spent) until the owner signs in or uses a mailed link. */
export const authCodeLocks = pgTable('auth_code_locks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Wrong code guesses per mailbox (keyed hash of the normalised address the code went to, or the unknown address a
 * reset was guessed for): no tie to an account, so deleting and re-registering the account does not forget them.
 */
export const authMailboxMisses = pgTable(
  'auth_mailbox_misses',
  {
    id: uuid('id').primaryKey(),
    mailbox: text('mailbox').notNull(),
    createdAt: created(),
  },
  (t) => [index('auth_mailbox_misses_mailbox_idx').on(t.mailbox, t.createdAt)],
);

/** Mailboxes whose code path is closed until a link mailed there is used or its verified owner signs in. */
export const authMailboxLocks = pgTable('auth_mailbox_locks', {
  mailbox: text('mailbox').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Stand-in reset codes for addresses with no account (no code is sent, none can be right): their tries count like
 * a real code's, so the reset flow answers an unknown address exactly as it answers a known one.
 */
export const authDecoyCodes = pgTable(
  'auth_decoy_codes',
  {
    id: uuid('id').primaryKey(),
    mailbox: text('mailbox').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_decoy_codes_mailbox_idx').on(t.mailbox, t.createdAt)],
);
