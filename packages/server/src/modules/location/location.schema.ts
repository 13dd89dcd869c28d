// The location feature's table: where each person last was. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { boolean, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

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
