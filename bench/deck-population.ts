// The deck benchmark's population: N complete people written by a handful of INSERT … SELECT generate_series
// statements (not a row at a time), through the real tables, with deck_positions written set-wise by the seeder's
// copy of the deck triggers (packages/server/src/seed/seed-deck-copy.ts, held to the triggers by seed.test.ts).
//
// Shape: a third of everyone in one dense city (within 30 km of Auckland's centre), the rest spread over a 400 km
// square around it; genders and preferences in plausible shares; ages 18–80, younger more common; 30% with their
// own distance; a few unlisted, unverified, suspended or banned, a few without an AI image or photo; every tenth
// person has 200 decisions about others from their own area, and some matches and hidden pairs.
import { sql } from 'drizzle-orm';
import { KM_PER_DEGREE } from '../packages/server/src/modules/deck/grid.ts';
import type { Db } from '../packages/server/src/platform/db/db-client.ts';
import { deckCopyWhere } from '../packages/server/src/seed/seed-deck-copy.ts';
import { triggerModeOf } from '../packages/server/src/seed/seed-writer.ts';

export const CITY = { latitude: -36.8485, longitude: 174.7633 };
const CITY_HALF_KM = 30;
const REGION_HALF_KM = 200;
const DECISIONS_EACH = 200;

const POSITION_TRIGGER = 'deck_positions_sync';

/** Triggers that only copy into deck_positions rows; a person has none until their position is written (last). */
const FOLLOWERS = [
  ['users', 'deck_follow_users'],
  ['profiles', 'deck_follow_profiles'],
  ['user_settings', 'deck_follow_user_settings'],
  ['ai_images', 'deck_follow_ai_images'],
  ['private_photos', 'deck_follow_private_photos'],
] as const;

export async function seedPopulation(db: Db, count: number): Promise<void> {
  const mode = await triggerModeOf(db);
  // One transaction, so that the session settings below hold for every statement (a pool has many sessions).
  await db.transaction(async (tx) => {
    // As the seeder does (seed-writer.ts): for a superuser and on PGlite, replica mode skips the per-row
    // foreign-key checks of millions of rows that are consistent by construction, and every trigger with them.
    if (mode === 'replica') await tx.execute(sql`set local session_replication_role = replica`);
    await writePopulation(tx as unknown as Db, count);
  });
}

async function writePopulation(db: Db, count: number): Promise<void> {
  const cosLat = Math.cos((CITY.latitude * Math.PI) / 180);
  const kmLat = (km: number) => km / KM_PER_DEGREE;
  const kmLon = (km: number) => km / (KM_PER_DEGREE * cosLat);
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`drop table if exists bench_people`);
  await db.execute(sql`
    create temp table bench_people as
    select n, gen_random_uuid() as id, gender,
           case when gender = 'Other' then (case when r2 < 0.6 then 'Any' when r2 < 0.8 then 'Man' else 'Woman' end)
                when r2 < 0.85 then (case gender when 'Male' then 'Woman' else 'Man' end)
                when r2 < 0.93 then (case gender when 'Male' then 'Man' else 'Woman' end)
                else 'Any' end as preference,
           (current_date - make_interval(years => age) - (floor(r3 * 365)::int * interval '1 day'))::date as dob,
           -(3 + floor(r4 * 10))::int as younger, (3 + floor(r5 * 10))::int as older,
           floor(random() * 11)::int as introvert, floor(random() * 11)::int as planner,
           floor(random() * 11)::int as explorer, floor(random() * 11)::int as earlybird,
           floor(random() * 11)::int as sweet,
           ${CITY.latitude}::float8 + (random() - 0.5) * 2 * (case when n % 3 = 0 then ${kmLat(CITY_HALF_KM)}::float8
                                                               else ${kmLat(REGION_HALF_KM)}::float8 end) as latitude,
           ${CITY.longitude}::float8 + (random() - 0.5) * 2 * (case when n % 3 = 0 then ${kmLon(CITY_HALF_KM)}::float8
                                                                else ${kmLon(REGION_HALF_KM)}::float8 end) as longitude,
           case when r6 < 0.3 then (array[10, 25, 50, 100, 200])[1 + floor(r6 / 0.3 * 5)::int] end as distance,
           random() >= 0.03 as listed, random() >= 0.02 as verified,
           case when r7 < 0.002 then 'banned' when r7 < 0.005 then 'suspended' else 'active' end as status,
           random() >= 0.03 as has_image, random() >= 0.05 as has_photo,
           now() - random() * interval '30 days' as last_active_at
    from (select n, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
                 random() as r7, 18 + floor(power(random(), 1.6) * 63)::int as age,
                 (array['Male', 'Female', 'Male', 'Female', 'Other'])[case when random() < 0.04 then 5
                                                                     else 1 + floor(random() * 4)::int end] as gender
          from generate_series(1, ${count}::int) n) r`);
  await db.execute(sql`alter table bench_people add primary key (n)`);
  for (const [table, trigger] of FOLLOWERS) {
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  }
  await db.execute(sql`
    insert into users (id, email, name, verified, accept_tc, status, suspended_until, last_active_at)
    select id, 'bench-' || n || '@example.test', 'Bench ' || n, verified, true, status,
           case when status = 'suspended' then now() + interval '10 days' end, last_active_at
    from bench_people`);
  await db.execute(sql`
    insert into profiles (user_id, display_name, dob, gender, real_name, preference, want_kids, tagline,
                          description, younger, older, introvert, planner, explorer, earlybird, sweet)
    select id, 'Penguin ' || n, dob, gender, 'Real Penguin ' || n, preference, 'Undecided', 'Tagline ' || n,
           'About penguin ' || n, younger, older, introvert, planner, explorer, earlybird, sweet
    from bench_people`);
  await db.execute(sql`
    insert into user_settings (user_id, gps_distance, listed)
    select id, coalesce(distance, 50), listed from bench_people where distance is not null or not listed`);
  await db.execute(sql`
    insert into ai_images (user_id, style, description, storage_key, provider, is_profile)
    select id, 'comic', 'A penguin with a pebble', 'ai/' || id || '.png', 'local', true
    from bench_people where has_image`);
  await db.execute(sql`
    insert into private_photos (user_id, filename) select id, id || '.jpg' from bench_people where has_photo`);
  // Positions last, with the position trigger off too: its per-row snap and refresh are done set-wise by the
  // seeder's copy of the triggers (seed-deck-copy.ts, which seed.test.ts holds to the triggers' own result).
  await db.execute(sql.raw(`alter table user_locations disable trigger ${POSITION_TRIGGER}`));
  await db.execute(sql`
    insert into user_locations (user_id, latitude, longitude, accuracy, located_at, suburb, city, country,
                                device_country)
    select id, latitude, longitude, 10, now(), 'Suburb ' || (n % 97), 'Auckland', 'New Zealand', 'NZ'
    from bench_people`);
  await db.execute(deckCopyWhere(sql`u.id in (select id from bench_people)`));
  await db.execute(sql.raw(`alter table user_locations enable trigger ${POSITION_TRIGGER}`));
  for (const [table, trigger] of FOLLOWERS) {
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
  // Decisions about people from the same part of the population (n mod 3 keeps city with city), a mix of kinds.
  const third = Math.max(2, Math.floor(count / 3));
  await db.execute(sql`
    insert into decisions (user_id, target_id, kind, decided_at)
    select p.id, t.id, (array['accept', 'decline', 'decline', 'chill'])[1 + (k % 4)],
           now() - (k % 20) * interval '1 day'
    from bench_people p
    cross join generate_series(1, ${DECISIONS_EACH}::int) k
    join bench_people t on t.n = p.n % 3 + 3 * (1 + (p.n::bigint * 7919 + k * 104729) % ${third - 1}::int)
    where p.n % 10 = 0 and t.id <> p.id
    on conflict do nothing`);
  await db.execute(sql`
    insert into matches (user_a, user_b)
    select least(a.id, b.id), greatest(a.id, b.id) from bench_people a join bench_people b on b.n = a.n + 3
    where a.n % 10 = 5
    on conflict do nothing`);
  await db.execute(sql`
    insert into hidden_pairs (user_a, user_b, hidden_by, reason)
    select least(a.id, b.id), greatest(a.id, b.id), a.id, 'block'
    from bench_people a join bench_people b on b.n = a.n + 6
    where a.n % 50 = 7
    on conflict do nothing`);
}

/** Deckable people (in the city, or more than 120 km from it), in a random but repeatable order. */
export async function pickViewers(db: Db, where: 'city' | 'rural', count: number): Promise<string[]> {
  const km = sql`2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(latitude - ${CITY.latitude}) / 2), 2)
    + cos(radians(${CITY.latitude})) * cos(radians(latitude))
      * power(sin(radians(longitude - ${CITY.longitude}) / 2), 2))))`;
  const result = await db.execute(sql`
    select user_id from deck_positions
    where deckable and active_from < now() and ${where === 'city' ? sql`${km} < 20` : sql`${km} > 120`}
    order by md5(user_id::text) limit ${count}`);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
}
