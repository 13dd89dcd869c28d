// The deck's candidate query (PRODUCT.md "Matching"): one SQL statement, valid on PGlite and PostgreSQL 15.
//
// Plan (docs/PERFORMANCE.md "Deck query"): deck_positions carries a trigger-maintained copy of every column the
// rules read (drizzle/0005_deck_index.sql), and deck_positions_deck_idx holds only deckable people (listed, in good
// standing, complete profile) keyed by (zone, gender, born). The viewer's row (`me`) gives the zones around them
// (SQL function deck_zones), the genders their preference accepts and the birth days their age range allows: one
// index-only scan reads just those entries and checks every other rule on the entry itself with a few integer and
// float operations (the candidate's preference and age range, suspensions, and both distances as dot products of
// unit vectors, which compare and order exactly as great-circle distances do). In a dense city thousands of people
// pass every rule, so the per-person work is what the query costs: it ranks them (a top-N sort) without the
// exclusions, keeping as many extra places as the viewer has exclusions (`gone`: decisions in force, whoever
// declined them, matches, hidden pairs, themselves), and only those few rows are checked against `gone` and the
// ten left joined to their profile, image and place.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { EARTH_RADIUS_KM } from './grid.ts';

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
  const today = dayNumber(q.today);
  const order = sql`unlike, dot desc, last_active_at desc, user_id`;
  return sql`
with me as materialized (
  select dp.user_id as id, dp.introvert, dp.planner, dp.explorer, dp.earlybird, dp.sweet,
         dp.x, dp.y, dp.z, dp.min_dot, deck_zones(dp.latitude, dp.longitude, dp.max_km) as zones,
         -- the genders (as bits) the viewer's preference accepts
         dp.gender_bit, array(select g from unnest(array[1, 2, 4]) g where dp.accepts & g <> 0) as genders,
         -- the viewer's age range (never under 18) as birth days: age by birthday is (today - born) / 10000
         ${today}::int - (a.age + dp.older + 1) * 10000 as born_after,
         ${today}::int - greatest(18, a.age + dp.younger) * 10000 as born_until,
         -- the candidate's range holds the viewer's age when oldest_born <= this and youngest_born > this - 10000
         ${today}::int - a.age * 10000 as age_key
  from deck_positions dp
  cross join lateral (select (${today}::int - dp.born) / 10000 as age) a
  where dp.user_id = ${viewerId} and dp.born is not null
),
gone as materialized (
  select ${viewerId}::uuid as id
  union all
  select case when d.user_id = ${viewerId} then d.target_id else d.user_id end
  from decisions d
  where (d.user_id = ${viewerId}
         and (d.kind <> 'chill' or d.decided_at > ${q.chilledSince.toISOString()}::timestamptz))
     or (d.target_id = ${viewerId} and d.kind = 'decline')
  union all
  select case when m.user_a = ${viewerId} then m.user_b else m.user_a end
  from matches m where m.user_a = ${viewerId} or m.user_b = ${viewerId}
  union all
  select case when h.user_a = ${viewerId} then h.user_b else h.user_a end
  from hidden_pairs h where h.user_a = ${viewerId} or h.user_b = ${viewerId}
),
ranked as (
  select c.user_id, c.born, c.last_active_at, c.x * me.x + c.y * me.y + c.z * me.z as dot,
         -- the personality distance less the viewer's own sum of squares (the same for everyone)
         c.sliders_squared - 2 * (c.introvert * me.introvert + c.planner * me.planner + c.explorer * me.explorer
                                  + c.earlybird * me.earlybird + c.sweet * me.sweet) as unlike
  from me
  join deck_positions c
    on c.deckable
   and c.zone = any (me.zones)
   and c.gender_bit = any (me.genders)
   and c.born > me.born_after and c.born <= me.born_until
  where c.accepts & me.gender_bit <> 0
    -- not suspended now
    and c.active_from <= ${q.now.toISOString()}::timestamptz
    -- the viewer's age inside the candidate's range
    and c.oldest_born <= me.age_key and c.youngest_born > me.age_key - 10000
    -- both within each other's distance, between snapped positions
    and c.x * me.x + c.y * me.y + c.z * me.z >= greatest(me.min_dot, c.min_dot)
  order by ${order}
  limit ${q.limit} + (select count(*) from gone)
),
top as (
  select * from ranked where user_id not in (select id from gone where id is not null)
  order by ${order}
  limit ${q.limit}
)
select t.user_id, p.display_name, to_char(p.dob, 'YYYY-MM-DD') as dob, (${today}::int - t.born) / 10000 as age,
       2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(greatest(0, 2 - 2 * t.dot)) / 2)) as km,
       l.suburb, l.town, l.city, l.state, p.tagline, p.description, p.gender, img.id as imageid
from top t
join profiles p on p.user_id = t.user_id
join ai_images img on img.user_id = t.user_id and img.is_profile
left join user_locations l on l.user_id = t.user_id
order by t.unlike, t.dot desc, t.last_active_at desc, t.user_id`;
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
