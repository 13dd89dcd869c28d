// The alternative deck plan, measured by `deck.bench.ts --plan earthdistance` and not used by the app
// (docs/PERFORMANCE.md "Deck query"): the contrib extensions cube and earthdistance, a GiST index on
// ll_to_earth(latitude, longitude) of the deckable people, and earth_box around the viewer for the circle, with the
// same denormalised columns, rules and ranking as candidateSql of deck.repo.ts checked on each row it returns (so
// the two differ only in how the index finds people).
// A KNN scan (ORDER BY <->) returns people nearest first, but the deck ranks by personality first, so it would still
// have to read everyone in the circle: the circle is the only part an earth index can take over.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { CandidateQuery } from '../packages/server/src/modules/deck/deck.repo.ts';
import { dayNumber } from '../packages/server/src/modules/deck/deck.repo.ts';
import { EARTH_RADIUS_KM } from '../packages/server/src/modules/deck/grid.ts';
import type { Db } from '../packages/server/src/platform/db/db-client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../packages/server/drizzle');

export async function openPgliteWithEarthdistance(): Promise<{ db: Db; close(): Promise<void> }> {
  const client = new PGlite({ extensions: { cube, earthdistance } });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  await client.exec('create extension if not exists cube; create extension if not exists earthdistance;');
  return { db: drizzle(client) as unknown as Db, close: () => client.close() };
}

export async function prepareEarthdistance(db: Db): Promise<void> {
  await db.execute(sql`create index deck_positions_earth_idx on deck_positions
                       using gist (ll_to_earth(latitude, longitude)) where deckable`);
}

export function earthdistanceSql(viewerId: string, q: CandidateQuery) {
  const today = dayNumber(q.today);
  const order = sql`unlike, dot desc, last_active_at desc, user_id`;
  // earth() is 6378.168 km, the deck's sphere 6371.0088 km: the box gets 1% to spare, the dot product decides.
  return sql`
with me as materialized (
  select dp.user_id as id, dp.introvert, dp.planner, dp.explorer, dp.earlybird, dp.sweet,
         dp.latitude as lat, dp.longitude as lon, dp.max_km, dp.x, dp.y, dp.z, dp.min_dot,
         dp.gender_bit, array(select g from unnest(array[1, 2, 4]) g where dp.accepts & g <> 0) as genders,
         ${today}::int - (a.age + dp.older + 1) * 10000 as born_after,
         ${today}::int - greatest(18, a.age + dp.younger) * 10000 as born_until,
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
         c.sliders_squared - 2 * (c.introvert * me.introvert + c.planner * me.planner + c.explorer * me.explorer
                                  + c.earlybird * me.earlybird + c.sweet * me.sweet) as unlike
  from me
  join deck_positions c
    on c.deckable
   and earth_box(ll_to_earth(me.lat, me.lon), me.max_km * 1010) @> ll_to_earth(c.latitude, c.longitude)
  where c.gender_bit = any (me.genders)
    and c.born > me.born_after and c.born <= me.born_until
    and c.accepts & me.gender_bit <> 0
    and c.active_from <= ${q.now.toISOString()}::timestamptz
    and c.oldest_born <= me.age_key and c.youngest_born > me.age_key - 10000
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
