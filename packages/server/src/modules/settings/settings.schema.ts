// The settings feature's table: a person's discovery settings. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { LIMITS } from '@rookery/shared/limits.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

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
