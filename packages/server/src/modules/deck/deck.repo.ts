// The deck's candidate query (PRODUCT.md "Matching"): one SQL statement, valid on PGlite and PostgreSQL 15.
//
// Plan: the viewer's row (`me`) gives a bounding box around their snapped position, wide enough for their
// distance; deck_positions_box_idx finds the positions inside it; each is then checked by haversine against BOTH
// people's distances, and by every other rule, and ranked by personality, distance and recent activity.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from './grid.ts';

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

export function candidateSql(viewerId: string, q: CandidateQuery) {
  const now = q.now.toISOString();
  const K = KM_PER_DEGREE;
  const haversine = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(c.latitude - me.lat) / 2), 2)
      + cos(radians(me.lat)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - me.lon) / 2), 2))))`;
  return sql`
with me as materialized (
  select p.user_id as id, p.gender, p.preference, p.younger, p.older,
         p.introvert, p.planner, p.explorer, p.earlybird, p.sweet,
         date_part('year', age(${q.today}::date, p.dob))::int as age,
         -- the viewer's age range as birth dates, so the range check is a plain date comparison
         (${q.today}::date - make_interval(years => date_part('year', age(${q.today}::date, p.dob))::int + p.older + 1))::date
           as dob_after,
         (${q.today}::date - make_interval(years => date_part('year', age(${q.today}::date, p.dob))::int + p.younger))::date
           as dob_until,
         dp.latitude as lat, dp.longitude as lon, b.max_km,
         b.max_km / ${K}::float8 + 0.0001 as dlat,
         case when abs(dp.latitude) + b.max_km / ${K}::float8 >= 89.9 then 360
              else b.max_km / (${K}::float8 * cos(radians(abs(dp.latitude) + b.max_km / ${K}::float8))) + 0.0001
         end as dlon
  from profiles p
  join deck_positions dp on dp.user_id = p.user_id
  left join user_settings s on s.user_id = p.user_id
  cross join lateral (select coalesce(s.gps_distance, ${DEFAULT_DISTANCE_KM})::float8 as max_km) b
  where p.user_id = ${viewerId}
)
select c.user_id, p.display_name, to_char(p.dob, 'YYYY-MM-DD') as dob, ca.age, d.km,
       l.suburb, l.town, l.city, l.state, p.tagline, p.description, p.gender, img.id as imageid
from me
join deck_positions c
  on c.latitude between me.lat - me.dlat and me.lat + me.dlat
 and (me.dlon >= 180
      or c.longitude between me.lon - me.dlon and me.lon + me.dlon
      or c.longitude between me.lon - me.dlon + 360 and me.lon + me.dlon + 360
      or c.longitude between me.lon - me.dlon - 360 and me.lon + me.dlon - 360)
cross join lateral (select ${haversine} as km) d
join users u on u.id = c.user_id
join profiles p on p.user_id = c.user_id
join ai_images img on img.user_id = c.user_id and img.is_profile
left join user_settings s on s.user_id = c.user_id
left join user_locations l on l.user_id = c.user_id
cross join lateral (select date_part('year', age(${q.today}::date, p.dob))::int as age) ca
where c.user_id <> me.id
  -- both within each other's distance, from snapped positions
  and d.km <= me.max_km
  and d.km <= coalesce(s.gps_distance, ${DEFAULT_DISTANCE_KM})
  -- an account in good standing, listed, with a complete profile
  and u.verified and u.accept_tc
  and (u.status = 'active' or (u.status = 'suspended' and u.suspended_until <= ${now}::timestamptz))
  and coalesce(s.listed, true)
  and p.display_name <> ''
  and exists (select 1 from private_photos pp where pp.user_id = c.user_id)
  -- each one's preference accepts the other's gender
  and (me.preference = 'Any' or (me.preference = 'Man' and p.gender = 'Male')
       or (me.preference = 'Woman' and p.gender = 'Female'))
  and (p.preference = 'Any' or (p.preference = 'Man' and me.gender = 'Male')
       or (p.preference = 'Woman' and me.gender = 'Female'))
  -- each one's age inside the other's range
  and p.dob > me.dob_after and p.dob <= me.dob_until
  and ca.age >= 18
  and ca.age between me.age + me.younger and me.age + me.older
  and me.age between ca.age + p.younger and ca.age + p.older
  -- no decision of the viewer in force, not declined by the candidate, never matched, never hidden
  and not exists (select 1 from decisions dm where dm.user_id = me.id and dm.target_id = c.user_id
                   and (dm.kind <> 'chill' or dm.decided_at > ${q.chilledSince.toISOString()}::timestamptz))
  and not exists (select 1 from decisions dc where dc.user_id = c.user_id and dc.target_id = me.id
                   and dc.kind = 'decline')
  and not exists (select 1 from matches m where m.user_a = least(me.id, c.user_id)
                   and m.user_b = greatest(me.id, c.user_id))
  and not exists (select 1 from hidden_pairs h where h.user_a = least(me.id, c.user_id)
                   and h.user_b = greatest(me.id, c.user_id))
order by power(p.introvert - me.introvert, 2) + power(p.planner - me.planner, 2)
       + power(p.explorer - me.explorer, 2) + power(p.earlybird - me.earlybird, 2)
       + power(p.sweet - me.sweet, 2),
         d.km, u.last_active_at desc, c.user_id
limit ${q.limit}`;
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
