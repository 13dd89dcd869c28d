// The face check's tables: the checks, the kept face prints, the challenges and the frames seen. Only this folder's
// code writes them (architecture/table-writes.ts derives a table's owner from its folder); other features may read
// them; drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * The face check (modules/face-check): one row per person who started one. `photo_ids` are the private
 * photos that showed the checked face: the badge shows while the state is verified and the person's photos are
 * exactly these (a swapped photo voids it at once, with no write to wait for). The biometric consent is kept with
 * its time and the text agreed to. No frame and no photo of the check is kept.
 */
export const faceChecks = pgTable(
  'face_checks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verified, review, failed or withdrawn (none: no row). */
    state: text('state').notNull(),
    reason: text('reason'),
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Why a moderator looks first: banned-face, duplicate or help; null otherwise. */
    reviewKind: text('review_kind'),
    /** The account whose kept face matched (duplicate) or whose banned face did; null when deleted since. */
    reviewOther: uuid('review_other'),
    helpMessage: text('help_message'),
    helpAt: timestamp('help_at', { withTimezone: true, mode: 'date' }),
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('face_checks_state', sql`${t.state} in ('verified', 'review', 'failed', 'withdrawn')`),
    index('face_checks_review_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'review' or ${t.helpAt} is not null`),
  ],
);

/**
 * The one thing kept of a face: its descriptor, encrypted (AES-256-GCM, a key derived from the server's
 * secret), and the keyed hash bands the duplicate search looks up (face-print.ts). No foreign key: a banned person's
 * print outlives their account (`banned`), so a new account with that face goes to a moderator; anyone else's is
 * deleted with the account, on "Forget my face", and after FACE_CHECK.keepYears without use.
 */
export const facePrints = pgTable(
  'face_prints',
  {
    userId: uuid('user_id').primaryKey(),
    descriptor: text('descriptor').notNull(),
    bands: integer('bands').array().notNull(),
    banned: boolean('banned').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [index('face_prints_bands_idx').using('gin', t.bands), index('face_prints_used_idx').on(t.usedAt)],
);

/**
 * A challenge handed out by `facecheckstart`, with the consent given for it: used once, good for minutes; the rows of
 * the last day count the tries (deleted after two days; the consent of the check that is kept is in face_checks).
 */
export const faceChallenges = pgTable(
  'face_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steps: text('steps').array().notNull(),
    /** The biometric consent given for this check: the text's version and the text itself, at created_at. */
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('face_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** The SHA-256 of every frame sent in the last 30 days, and nothing else: the same picture twice is a replay. */
export const faceFrames = pgTable(
  'face_frames',
  {
    hash: text('hash').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('face_frames_seen_idx').on(t.seenAt)],
);
