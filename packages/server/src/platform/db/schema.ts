// The Drizzle schema: every table of the product. Migrations in ../../../drizzle are generated from this file.
import { LIMITS } from '@rookery/shared/limits.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
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

/** Mail kept by the outbox transport and shown at /dev/mail (RULES.md "Development mail"). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The mail job that wrote it: a job run again after a crash finds its mail here and writes no second one. */
    jobId: uuid('job_id'),
    createdAt: created(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id),
    uniqueIndex('mail_outbox_job_idx').on(t.jobId),
  ],
);

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

/** Captcha solutions already used, so each is accepted once (kept until the challenge expires). */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
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

/**
 * Where a person last was (logincheck). Exact coordinates are the owner's alone (RULES.md "Who may see what"): only
 * their own answers read latitude and longitude; others get distances and place names.
 */
export const userLocations = pgTable('user_locations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Metres, as the browser reported it. */
  accuracy: doublePrecision('accuracy'),
  locatedAt: timestamp('located_at', { withTimezone: true, mode: 'date' }),
  suburb: text('suburb'),
  town: text('town'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  /**
   * The names others see: those of the shown point (modules/location/shown-point.ts), which stays put while its
   * owner stays in one grid cell, so that no name narrows them down further than the distance does. The names above
   * are of the exact position, for the owner alone.
   */
  shownSuburb: text('shown_suburb'),
  shownTown: text('shown_town'),
  shownCity: text('shown_city'),
  shownState: text('shown_state'),
  shownCountry: text('shown_country'),
  /** Whether the shown names are those of the current position (false on rows from before they existed). */
  shownNamed: boolean('shown_named').notNull().default(false),
  /** What the device says its country is (settings shows miles to US devices). */
  deviceCountry: text('device_country'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The Profile of RULES.md "Entities", one per person; written by the profile editor, read by its owner and the deck.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    /** Male, Female or Other. */
    gender: text('gender').notNull(),
    description: text('description').notNull().default(''),
    idealPartner: text('ideal_partner').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    realName: text('real_name').notNull(),
    /** Man, Woman or Any. */
    preference: text('preference').notNull(),
    younger: integer('younger').notNull().default(-10),
    older: integer('older').notNull().default(10),
    hasKids: boolean('has_kids').notNull().default(false),
    /** Yes, No or Undecided. */
    wantKids: text('want_kids').notNull(),
    introvert: integer('introvert').notNull().default(5),
    planner: integer('planner').notNull().default(5),
    explorer: integer('explorer').notNull().default(5),
    earlybird: integer('earlybird').notNull().default(5),
    sweet: integer('sweet').notNull().default(5),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_age_range', sql`${t.younger} between -30 and 0 and ${t.older} between 0 and 30`),
    check(
      'profiles_sliders',
      sql`${t.introvert} between 0 and 10 and ${t.planner} between 0 and 10 and ${t.explorer} between 0 and 10 and ${t.earlybird} between 0 and 10 and ${t.sweet} between 0 and 10`,
    ),
  ],
);

/** AI images (RULES.md "Entities"): a person's collection; at most one is selected as their public image. */
export const aiImages = pgTable(
  'ai_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** comic, fantasy-art or digital-art. */
    style: text('style').notNull(),
    description: text('description').notNull(),
    /** The key of the PNG in the storage module. */
    storageKey: text('storage_key').notNull(),
    /** Which generator made it (local, stability, openai, automatic1111). */
    provider: text('provider').notNull(),
    isProfile: boolean('is_profile').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('ai_images_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ai_images_one_profile').on(t.userId).where(sql`${t.isProfile}`),
  ],
);

/** Private photos (RULES.md "Entities"): at most 3, square jpegs under a random name, full matches only. */
export const privatePhotos = pgTable(
  'private_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, unique, ends in .jpg; also the storage key's last part. */
    filename: text('filename').notNull(),
    isProfile: boolean('is_profile').notNull().default(false),
    /**
     * Null: the file is at storageKeys.privatePhoto(user, filename). Set only for a file shared by many rows and
     * owned by none (`npm run seed`'s placeholders under seed/), which deleting a person never removes.
     */
    storageKey: text('storage_key'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('private_photos_filename').on(t.filename),
    index('private_photos_user_idx').on(t.userId),
    uniqueIndex('private_photos_one_profile').on(t.userId).where(sql`${t.isProfile}`),
  ],
);

/** Voice recordings (RULES.md "Entities"): at most 2; the row comes first (`uploadvrdata`), the WAV after it. */
export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    prompt: text('prompt').notNull(),
    /** Set when the WAV has arrived and passed its checks; rows without a file are not listed. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    durationMs: integer('duration_ms'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('voice_recordings_filename').on(t.filename),
    index('voice_recordings_user_idx').on(t.userId),
  ],
);

/**
 * Background jobs (RULES.md "Defaults and scale-out"): any server's worker claims queued rows with FOR UPDATE SKIP
 * LOCKED. `progress` (0–100) is what a waiting screen shows; `result` and `error` are the outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAfter),
    index('jobs_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

// ---- Discovery: the deck, decisions, matches, notifications, settings and flips. ----

/**
 * Each person's position snapped to a 1 km grid (RULES.md "Location privacy"): the only coordinates the deck
 * reads, so distances shown to others can never be finer than the grid. Kept in step with user_locations by the
 * trigger `deck_positions_sync` (hand-written at the end of drizzle/0004_discovery.sql), so that every writer of
 * a position, present or future, updates it.
 *
 * Beside the position it carries a copy of everything the deck filters and ranks on (drizzle/0005_deck_index.sql:
 * triggers on users, profiles, user_settings, ai_images and private_photos keep it in step, whoever writes), so
 * that the candidate query reads one index and never looks a candidate up row by row (docs/PERFORMANCE.md).
 * Columns from the profile are null while there is none.
 */
export const deckPositions = pgTable(
  'deck_positions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The index's first key: the ~28 km grid cell of the position (SQL function deck_cell) × 2, plus 1 when the
     * person's own distance is over 50 km, so that viewers with a long distance skip, in far cells, everyone who
     * could not reach them anyway (SQL function deck_zones).
     */
    zone: integer('zone').notNull().default(0),
    /** The position as a unit vector: the dot product of two is the cosine of the arc between them. */
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    z: doublePrecision('z').notNull().default(0),
    /** Listed, in good standing but for a suspension, and with a complete profile: the index holds only these. */
    deckable: boolean('deckable').notNull().default(false),
    /** From when the account may be shown: -infinity when active, the end of a suspension, infinity when banned. */
    activeFrom: timestamp('active_from', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`'infinity'`),
    /** Gender as a bit (Male 1, Female 2, Other 4), and the bits of the genders the person's preference accepts. */
    genderBit: smallint('gender_bit'),
    accepts: smallint('accepts'),
    /** Date of birth as yyyymmdd, so that ages by birthday are integer arithmetic: (today - born) / 10000. */
    born: integer('born'),
    younger: smallint('younger'),
    older: smallint('older'),
    /** born − older × 10000 and born − younger × 10000: the person's age range as two numbers to compare. */
    oldestBorn: integer('oldest_born'),
    youngestBorn: integer('youngest_born'),
    introvert: smallint('introvert'),
    planner: smallint('planner'),
    explorer: smallint('explorer'),
    earlybird: smallint('earlybird'),
    sweet: smallint('sweet'),
    /** The sum of the five sliders squared: personality distances then need one product per slider. */
    slidersSquared: smallint('sliders_squared'),
    /** The person's own distance, km (50 without settings), and the cosine of the arc it spans. */
    maxKm: smallint('max_km').notNull().default(LIMITS.defaultDistanceKm),
    minDot: doublePrecision('min_dot').notNull().default(1),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }),
    /**
     * The key of deck_positions_mood_idx: the ~111 km region of the position (SQL function deck_region), the gender
     * bit and the personality cell (deck_mood: each slider cut into 0–3, 4–7, 8–10). The deck reads the cells
     * nearest the viewer's personality first and stops once nobody further can rank higher (drizzle/0007).
     */
    deckKey: bigint('deck_key', { mode: 'number' }).generatedAlwaysAs(
      sql`(deck_region(latitude, longitude)::bigint * 8 + gender_bit) * 256 + deck_mood(introvert, planner, explorer, earlybird, sweet)`,
    ),
  },
  (t) => [
    // Equality on zone and gender, a range on born; the rest is there so that every other rule is checked inside
    // the index (an index-only scan) and most people are rejected without reading their row. Small integers rather
    // than text: every entry the scan reads is compared on these, and text compares through the collation.
    index('deck_positions_deck_idx')
      .on(
        t.zone,
        t.genderBit,
        t.born,
        t.accepts,
        t.x,
        t.y,
        t.z,
        t.minDot,
        t.oldestBorn,
        t.youngestBorn,
        t.activeFrom,
        t.introvert,
        t.planner,
        t.explorer,
        t.earlybird,
        t.sweet,
        t.slidersSquared,
        t.lastActiveAt,
        t.userId,
      )
      .where(sql`${t.deckable}`),
    // The same entries keyed by region, gender and personality cell, then born: the deck function deck_candidates
    // seeks the few cells that can hold the best-ranked people instead of ranking everyone around the viewer.
    index('deck_positions_mood_idx')
      .on(
        t.deckKey,
        t.born,
        t.accepts,
        t.x,
        t.y,
        t.z,
        t.minDot,
        t.oldestBorn,
        t.youngestBorn,
        t.activeFrom,
        t.introvert,
        t.planner,
        t.explorer,
        t.earlybird,
        t.sweet,
        t.slidersSquared,
        t.lastActiveAt,
        t.userId,
      )
      .where(sql`${t.deckable}`),
  ],
);

/** A person's answer to a card: accept, decline (for ever) or chill (hidden for 7 days). One row per pair. */
export const decisions = pgTable(
  'decisions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    // The deck leaves out everyone who declined its viewer: read by target, from the index alone (0010). The primary
    // key also carries kind and decided_at (INCLUDE, added in drizzle/0010_deck_bounded.sql, which drizzle cannot
    // declare), so the viewer's own decisions in force are read from it alone too.
    index('decisions_target_idx').on(t.targetId, t.kind, t.userId),
    check('decisions_kind', sql`${t.kind} in ('accept', 'decline', 'chill')`),
  ],
);

/**
 * Cards served to a person (the deck of RULES.md "Reads and writes" `matchlist`): what they may decide on, what a
 * reload does not charge again within a flips period, and who counts as a "candidate in the deck" for
 * RULES.md "Who may see what".
 */
export const deckCards = pgTable(
  'deck_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] })],
);

/**
 * Matches; the id is also the chat room. The pair is stored in a canonical order (user_a < user_b) so that a
 * unique index allows one match per pair however the accepts race. A deleted account leaves the row (ended,
 * reason `deleted`) with its id nulled, so the other person's history still makes sense.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a').references(() => users.id, { onDelete: 'set null' }),
    userB: uuid('user_b').references(() => users.id, { onDelete: 'set null' }),
    fullMatch: boolean('full_match').notNull().default(false),
    createdAt: created(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** unmatch, report, block or deleted. */
    endedReason: text('ended_reason'),
  },
  (t) => [
    uniqueIndex('matches_pair_key').on(t.userA, t.userB),
    // Read by either side; with both ids in each index the deck reads a viewer's matches from the indexes alone.
    index('matches_user_b_idx').on(t.userB, t.userA),
    check('matches_pair_order', sql`${t.userA} < ${t.userB}`),
    check('matches_ended_reason', sql`${t.endedReason} in ('unmatch', 'report', 'block', 'deleted')`),
  ],
);

/**
 * Pairs who never see each other again (RULES.md "Who may see what"): written by unmatch, report and block, read by
 * the deck and by relationOf in both directions through the canonical order (user_a < user_b).
 */
export const hiddenPairs = pgTable(
  'hidden_pairs',
  {
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who unmatched, reported or blocked. */
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** unmatch, report or block. */
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    // The deck reads a viewer's pairs from both sides, from the indexes alone.
    index('hidden_pairs_user_b_idx').on(t.userB, t.userA),
    check('hidden_pairs_order', sql`${t.userA} < ${t.userB}`),
    check('hidden_pairs_reason', sql`${t.reason} in ('unmatch', 'report', 'block')`),
  ],
);

/** Notifications (RULES.md "Entities"): read and deleted by their owner only; deleted ones are kept out of every list. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notification: text('notification').notNull(),
    createdAt: created(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The person the text names, and where (in characters of `notification`): when their account is deleted, the
     * trigger of drizzle/0012 writes "deleted user" in place of the name (modules/notifications/mention.ts).
     */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    aboutAt: integer('about_at'),
    aboutLength: integer('about_length'),
    /**
     * Where a tap leads: 'chat', 'match' or 'date', in the chat of `target_match_id`. The match going
     * (unmatch, a deleted account) clears it, so an old notification never opens a chat that is gone.
     */
    targetKind: text('target_kind'),
    targetMatchId: uuid('target_match_id').references(() => matches.id, { onDelete: 'set null' }),
    /**
     * A date notification's time: the text then ends with the place, and each client writes the time
     * in its own zone and locale. Null on every other notification and on rows older than the column.
     */
    dateAt: timestamp('date_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_about_idx').on(t.aboutUserId),
  ],
);

/** Settings (RULES.md "Entities"); a person without a row has the defaults of RULES.md "Money and limits": 50 km, km, listed. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kilometres, 0–200, whatever unit is shown. */
    gpsDistance: integer('gps_distance').notNull().default(LIMITS.defaultDistanceKm),
    gpsInMiles: boolean('gps_in_miles').notNull().default(false),
    listed: boolean('listed').notNull().default(true),
    /** What the client sent (the web app sends 'na'). */
    pushnotifs: text('pushnotifs'),
    /** Preferences of issue 20 (modules/alerts): all on by default, for a person without a row too. */
    showOnline: boolean('show_online').notNull().default(true),
    messageSound: boolean('message_sound').notNull().default(true),
    pushMessages: boolean('push_messages').notNull().default(true),
    pushMatches: boolean('push_matches').notNull().default(true),
    pushCalls: boolean('push_calls').notNull().default(true),
    pushDates: boolean('push_dates').notNull().default(true),
    pushGifts: boolean('push_gifts').notNull().default(true),
    /** Issue 23.3: words and phrases whose messages arrive folded for this person (tidied, at most 50). */
    hiddenWords: text('hidden_words').array().notNull().default(sql`'{}'::text[]`),
    /** Issue 33: the deck shows only people who passed the face check. */
    verifiedOnly: boolean('verified_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('user_settings_distance', sql`${t.gpsDistance} between 0 and 200`)],
);

/**
 * "Online now" (modules/alerts/presence.service.ts): a row while the person has a socket open on some
 * server, `online_until` pushed forward while it stays open, so a server that crashed stops counting within a
 * minute or two; deleted when the person's last socket closes.
 */
export const presence = pgTable('presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  onlineUntil: timestamp('online_until', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Flips (RULES.md "Money and limits"): `used` of the daily allowance in the period that began with its first
 * flip (`period_started_at`, null until then) and ends 24 h later; `bought` flips (usepebble) do not expire.
 */
export const flips = pgTable(
  'flips',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
    bought: integer('bought').notNull().default(0),
    periodStartedAt: timestamp('period_started_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('flips_not_negative', sql`${t.used} >= 0 and ${t.bought} >= 0`)],
);

/**
 * Chat messages (RULES.md "Realtime"): stored before they are sent. `id` is the room's order and the read position.
 * `client_id` is the sender's own id for a message, so a resend after a reconnect is stored once.
 * Notification-type messages (full-profile and join-call requests) carry a status until answered.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted their account ("deleted user"). */
    fromId: uuid('from_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    chattext: text('chattext').notNull(),
    reference: text('reference'),
    clientId: text('client_id'),
    status: text('status'),
    /**
     * An image the explicit-image shield (platform/shield) scored over SHIELD_THRESHOLD when it was uploaded: it
     * arrives blurred for the other member. Set once by the upload; no action changes it.
     */
    flagged: boolean('flagged').notNull().default(false),
    createdAt: created(),
    /** A join-call request: when it was answered and when the answered call ended (its duration). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_key').on(t.roomId, t.fromId, t.clientId),
    check('chat_messages_type', sql`${t.type} in ('text', 'image', 'date', 'notification')`),
    check(
      'chat_messages_status',
      sql`${t.status} is null or ${t.status} in ('pending', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

/** Each member's read position in a room (RULES.md "Realtime" `read`): drives the unread marks on every device. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastRead: bigint('last_read', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** Dates (RULES.md "Entities", "Realtime"): requested in a room, answered by the other member, cancellable. */
export const chatDates = pgTable(
  'chat_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    requestor: uuid('requestor').references(() => users.id, { onDelete: 'set null' }),
    requestee: uuid('requestee').references(() => users.id, { onDelete: 'set null' }),
    location: text('location').notNull(),
    dateAt: timestamp('date_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: created(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('chat_dates_room_idx').on(t.roomId, t.dateAt),
    check('chat_dates_status', sql`${t.status} in ('requested', 'accepted', 'declined', 'cancelled')`),
  ],
);

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

// ---- Account lifecycle and moderation. ----

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

/**
 * What is kept of a deleted account (the privacy policy's retention): no id, no email, no name; when, why, and the
 * totals of its pebble ledger by reason (payments are kept as the law requires).
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** self (deleteaccount), inactive (the 6-month job) or request (the /delete form, confirmed). */
  reason: text('reason').notNull(),
  /** {reason: sum of deltas} of the ledger at deletion. */
  ledgerTotals: jsonb('ledger_totals').notNull().default({}),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Scheduled jobs (platform/jobs/scheduler.ts): one row per task and period, inserted by whichever server gets there
 * first, so that a daily task runs once however many servers are up.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    task: text('task').notNull(),
    /** The period the run is for, e.g. the UTC date of a daily task. */
    period: text('period').notNull(),
    worker: text('worker').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.task, t.period] })],
);

/**
 * Web push subscriptions (modules/push): one row per browser's endpoint, held by the latest account that
 * subscribed it, in the session it was made in, so that signing out (or any end of that session: a ban, a password
 * reset elsewhere, expiry) forgets it, and deleting the account too.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The push service's https address (checked by push-endpoint.ts), normalised. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and 16-byte auth secret (base64url), to encrypt for it (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: created(),
    /** When the push service last accepted a push for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

// ---- The moderation console: moderators' own accounts, sessions and the log of what they viewed. ----

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
