// The deck feature's tables: the positions and filters it reads, the cards served, the decisions and the flips.
// Only this folder's code writes them (architecture/table-writes.ts derives a table's owner from its folder); other
// features may read them; drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts
// (drizzle.config.ts).
import { LIMITS } from '@rookery/shared/limits.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

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
