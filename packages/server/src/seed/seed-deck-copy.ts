// The deck's copy of seeded people (deck_positions), written in one statement per batch instead of by the
// triggers of drizzle/0004, 0005 and 0007, which run per row (a position insert snaps, then refreshes; every
// profile, settings, image and photo insert refreshes again). The seeder turns those triggers off for its own
// transaction and replays what they would have written, set-wise:
//   - deck_snap_position (0004, as replaced in 0005): the position snapped to the 1 km grid;
//   - deck_refresh (0005): every other column, from users, profiles, user_settings, ai_images, private_photos.
// deck_key is a generated column (0007) and follows by itself. seed.test.ts checks the result against the
// triggers' own (it replays them on the seeded rows and expects no change), so a new migration that changes
// either function fails that test until this copy follows it.
import { LIMITS } from '@rookery/shared/limits.ts';
import { type SQL, sql } from 'drizzle-orm';

/** The triggers that keep deck_positions; the seeder disables them inside its transactions only. */
export const DECK_TRIGGERS = [
  ['user_locations', 'deck_positions_sync'],
  ['users', 'deck_follow_users'],
  ['profiles', 'deck_follow_profiles'],
  ['user_settings', 'deck_follow_user_settings'],
  ['ai_images', 'deck_follow_ai_images'],
  ['private_photos', 'deck_follow_private_photos'],
] as const;

export function setDeckTriggers(enabled: boolean): SQL[] {
  return DECK_TRIGGERS.map(([table, trigger]) =>
    sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`),
  );
}

/**
 * The distance of a person without settings, as the triggers' own literal (the column defaults follow the same
 * constant). The zone's `> 50` beside it is 0005's near-zone bound (deck_refresh, near_km), a rule of its own.
 */
const DEFAULT_KM = sql.raw(String(LIMITS.defaultDistanceKm));

/** Inserts the deck copy of the people `ids` (their rows in every other table already written). */
export function deckCopySql(ids: string[]): SQL {
  return deckCopyWhere(sql`u.id = any(${sql.param(ids)}::uuid[])`);
}

/** The same for the users the condition on `u` (users) picks, e.g. everyone in a benchmark's population. */
export function deckCopyWhere(condition: SQL): SQL {
  return sql`
    insert into deck_positions (user_id, latitude, longitude, updated_at, deckable, active_from, zone, x, y, z,
                                gender_bit, accepts, born, younger, older, oldest_born, youngest_born, introvert,
                                planner, explorer, earlybird, sweet, sliders_squared, max_km, min_dot, last_active_at)
    select u.id, pos.lat, pos.lon, now(),
           coalesce(p.display_name <> '', false) and u.verified and u.accept_tc and u.status <> 'banned'
             and coalesce(s.listed, true)
             and exists (select 1 from ai_images i where i.user_id = u.id and i.is_profile)
             and exists (select 1 from private_photos f where f.user_id = u.id),
           case u.status when 'active' then '-infinity'::timestamptz
                         when 'suspended' then coalesce(u.suspended_until, 'infinity'::timestamptz)
                         else 'infinity'::timestamptz end,
           deck_cell(pos.lat, pos.lon) * 2 + (coalesce(s.gps_distance, ${DEFAULT_KM}) > 50)::integer,
           cos(radians(pos.lat)) * cos(radians(pos.lon)),
           cos(radians(pos.lat)) * sin(radians(pos.lon)),
           sin(radians(pos.lat)),
           case p.gender when 'Male' then 1 when 'Female' then 2 when 'Other' then 4 end,
           case p.preference when 'Man' then 1 when 'Woman' then 2 when 'Any' then 7 else 0 end,
           b.born, p.younger, p.older, b.born - p.older * 10000, b.born - p.younger * 10000,
           p.introvert, p.planner, p.explorer, p.earlybird, p.sweet,
           p.introvert * p.introvert + p.planner * p.planner + p.explorer * p.explorer
             + p.earlybird * p.earlybird + p.sweet * p.sweet,
           coalesce(s.gps_distance, ${DEFAULT_KM}),
           cos(coalesce(s.gps_distance, ${DEFAULT_KM}) / 6371.0088) - 1e-12,
           u.last_active_at
    from users u
    join user_locations l on l.user_id = u.id
    left join profiles p on p.user_id = u.id
    left join user_settings s on s.user_id = u.id
    cross join lateral (
      select (extract(year from p.dob) * 10000 + extract(month from p.dob) * 100 + extract(day from p.dob))::integer
        as born) b
    cross join lateral (
      select least(greatest(round(l.latitude * 111.19508023353291::float8) / 111.19508023353291::float8, -90), 90)
        as lat) snap
    cross join lateral (
      select greatest(111.19508023353291::float8 * cos(radians(snap.lat)), 1) as lon_km) grid
    cross join lateral (
      select snap.lat,
             case when round(l.longitude * grid.lon_km) / grid.lon_km > 180 then round(l.longitude * grid.lon_km) / grid.lon_km - 360
                  when round(l.longitude * grid.lon_km) / grid.lon_km < -180 then round(l.longitude * grid.lon_km) / grid.lon_km + 360
                  else round(l.longitude * grid.lon_km) / grid.lon_km end as lon) pos
    where ${condition} and l.latitude is not null and l.longitude is not null`;
}
