// The moderation feature's tables: reports, moderators' actions and bans, and the console's moderators, sessions
// and views. Only this folder's code writes them (architecture/table-writes.ts derives a table's owner from its
// folder); other features may read them; drizzle-kit generates the migrations in packages/server/drizzle from every
// *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * Who may not register again after a ban: an HMAC (BAN_SECRET) of a banned account's mailbox or
 * provider identity, never the address itself. Kept when the account is deleted; `lift` removes them.
 */
export const bannedIdentities = pgTable(
  'banned_identities',
  {
    /** HMAC-SHA256 hex of `email:<mailbox>` or `<provider>:<subject>`. */
    hash: text('hash').primaryKey(),
    /** email, Google or Facebook. */
    kind: text('kind').notNull(),
    /** One per ban: lifting by one hash (the address) lifts its siblings (the provider ids) too. */
    banId: uuid('ban_id').notNull(),
    /** The banned account while it exists; the hash outlives it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('banned_identities_ban_idx').on(t.banId), index('banned_identities_user_idx').on(t.userId)],
);

/**
 * Reports (RULES.md "Entities", "Safety and moderation"). The ids are kept without foreign keys:
 * a report about a person outlives either account (the privacy policy's retention). One per pair.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id'),
    reportedId: uuid('reported_id').notNull(),
    roomId: uuid('room_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: created(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reports_pair_key').on(t.reporterId, t.reportedId),
    index('reports_open_idx').on(t.status, t.createdAt),
    check('reports_status', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/**
 * Moderators' actions (RULES.md "Safety and moderation"): who did what to whom, until when and why. Kept without a
 * foreign key, like reports: the record of an action on a person is part of the documented retention.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** mute, suspend, ban, lift, warn, or resolve (a report closed without an action on the person). */
    action: text('action').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    reason: text('reason').notNull(),
    /** The moderator's name as given to the command line (--by, else the operating-system user). */
    moderator: text('moderator').notNull(),
    reportId: uuid('report_id'),
    createdAt: created(),
  },
  (t) => [
    index('moderation_actions_user_idx').on(t.userId, t.createdAt),
    check(
      'moderation_actions_action',
      sql`${t.action} in ('mute', 'suspend', 'ban', 'lift', 'warn', 'resolve')`,
    ),
  ],
);

/** A moderator: not a member; made and removed with `npm run admin -- moderators …`. */
export const moderators = pgTable(
  'moderators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32) the authenticator app holds. */
    totpSecret: text('totp_secret').notNull(),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is never taken again. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    /** Failed sign-ins from browsers without this moderator's device cookie since their last sign-in. */
    failedSignins: integer('failed_signins').notNull().default(0),
    /** The count above as it was at the last sign-in: the console tells the moderator while they are signed in. */
    failedSigninsSeen: integer('failed_signins_seen').notNull().default(0),
    createdAt: created(),
  },
  (t) => [uniqueIndex('moderators_email_key').on(sql`lower(${t.email})`)],
);

/** A signed-in moderator's session: only the token's hash; short idle expiry (moderator.service.ts). */
export const moderatorSessions = pgTable(
  'moderator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => moderators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('moderator_sessions_token_key').on(t.tokenHash)],
);

/** Every view of a reported conversation in the console: who, which report, when (kept with the reports). */
export const moderationViews = pgTable(
  'moderation_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id'),
    /** Kept as text too, so the log still names a moderator who was removed since. */
    moderatorEmail: text('moderator_email').notNull(),
    reportId: uuid('report_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('moderation_views_at_idx').on(t.viewedAt)],
);
