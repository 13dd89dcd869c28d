// The deck's candidate query (PRODUCT.md "Matching"): one call of the SQL function deck_candidates, valid on PGlite
// and PostgreSQL 15.
//
// Plan (docs/PERFORMANCE.md "Deck query"): deck_positions carries a trigger-maintained copy of every column the
// rules read (drizzle/0005_deck_index.sql), and its partial indexes hold only deckable people (listed, in good
// standing, complete profile). deck_candidates (drizzle/0007_deck_speed.sql) reads deck_positions_mood_idx, keyed by
// region, gender and personality cell: it seeks the cells nearest the viewer's personality first, checks every
// other rule on the index entry, and widens until no unread cell can hold anyone ranked higher, so that in a dense
// city it ranks a few hundred people rather than thousands. Where few people are around it ranks everyone on
// deck_positions_deck_idx as 0005 did. Its statements are planned once per database session, not on every call.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

/** PRODUCT.md "Money and limits": the distance of a person without settings. */
export const DEFAULT_DISTANCE_KM = 50;

export interface CandidateRow {
  user_id: string;
  display_name: string;
  /** yyyy-MM-dd: for the starsign only; never sent. */
  dob: string;
  age: number;
  /** Between the two snapped positions; rounded before it is shown. */
  km: number;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  tagline: string;
  description: string;
  gender: string;
  imageid: string;
}

export interface ViewerState {
  hasPosition: boolean;
  hasProfile: boolean;
  inMiles: boolean;
  deviceCountry: string | null;
  country: string | null;
}

export interface CandidateQuery {
  /** The viewer's calendar day (yyyy-MM-dd) for ages by birthday. */
  today: string;
  now: Date;
  /** Chills decided after this are still in force (7 days). */
  chilledSince: Date;
  limit: number;
}

/** A calendar day (yyyy-MM-dd) as the integer yyyymmdd that deck_positions.born uses. */
export function dayNumber(day: string): number {
  return Number(day.slice(0, 10).replaceAll('-', ''));
}

export function candidateSql(viewerId: string, q: CandidateQuery) {
  return sql`
select user_id, display_name, dob, age, km, suburb, town, city, state, tagline, description, gender, imageid
from deck_candidates(${viewerId}::uuid, ${dayNumber(q.today)}::int, ${q.now.toISOString()}::timestamptz,
                     ${q.chilledSince.toISOString()}::timestamptz, ${q.limit}::int)`;
}

export function createDeckRepo(db: Db) {
  return {
    async candidates(viewerId: string, q: CandidateQuery): Promise<CandidateRow[]> {
      const result = await db.execute(candidateSql(viewerId, q));
      return (result as unknown as { rows: CandidateRow[] }).rows;
    },

    /** What the deck needs to know about its viewer before it looks for anyone. */
    async viewer(viewerId: string): Promise<ViewerState> {
      const result = await db.execute(sql`
        select exists (select 1 from deck_positions where user_id = ${viewerId}) as has_position,
               exists (select 1 from profiles where user_id = ${viewerId}) as has_profile,
               coalesce((select gps_in_miles from user_settings where user_id = ${viewerId}), false) as in_miles,
               l.device_country, l.country
        from (select 1) one
        left join user_locations l on l.user_id = ${viewerId}`);
      const row = (result as unknown as { rows: unknown[] }).rows[0] as
        | {
            has_position: boolean;
            has_profile: boolean;
            in_miles: boolean;
            device_country: string | null;
            country: string | null;
          }
        | undefined;
      return {
        hasPosition: row?.has_position === true,
        hasProfile: row?.has_profile === true,
        inMiles: row?.in_miles === true,
        deviceCountry: row?.device_country ?? null,
        country: row?.country ?? null,
      };
    },
  };
}

export type DeckRepo = ReturnType<typeof createDeckRepo>;
