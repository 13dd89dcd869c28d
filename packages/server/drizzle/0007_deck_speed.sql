-- Hand-written around drizzle-kit's two statements (docs/PERFORMANCE.md "Deck query"): the personality cell of each
-- person in the deck's copy, an index that seeks by it, and the deck query as one plpgsql function.
--
-- Why: in a dense city thousands of people pass every rule and 0005's query ranked them all. The deck shows the
-- closest personalities first, and the distance between two slider vectors can be bounded from below by cells:
-- each slider is cut into 0-3, 4-7 and 8-10, so a cell (one of 3^5 = 243) is at least the sum over the sliders of
-- (the viewer's distance to the cell's interval)^2 away. deck_candidates reads only the cells whose bound is within
-- reach, and widens the reach until the tenth best is closer than any cell it has not read; the answer is exactly
-- the one 0005's query gave. Plans of the statements inside a plpgsql function are kept for the session, so the
-- query is not planned again on every call (about 2 ms on PGlite).
--
-- The region: bands of 1 degree of latitude, each cut into as many cells of longitude as make them about 111 km
-- wide at the band's edge nearest the equator. Coarse on purpose: every (region, gender, cell) is one index seek.
CREATE FUNCTION "deck_region"(lat double precision, lon double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT b * 1000 + ((floor((lon + 180) / 360 * n)::integer % n) + n) % n
  FROM (SELECT b, greatest(1, floor(360 * cos(radians(least(90, least(abs(b), abs(b + 1)))))))::integer AS n
        FROM (SELECT least(89, greatest(-90, floor(lat)::integer)) AS b) x) y
$$;
--> statement-breakpoint
CREATE FUNCTION "deck_mood"(introvert integer, planner integer, explorer integer, earlybird integer, sweet integer)
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (introvert / 4) * 81 + (planner / 4) * 27 + (explorer / 4) * 9 + (earlybird / 4) * 3 + sweet / 4
$$;
--> statement-breakpoint
-- The squared distance from a slider value to the interval of a bucket (0: 0-3, 1: 4-7, 2: 8-10).
CREATE FUNCTION "deck_mood_gap"(v integer, bucket integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, 4 * bucket - v, v - 4 * bucket - 3) * greatest(0, 4 * bucket - v, v - 4 * bucket - 3)
$$;
--> statement-breakpoint
-- Every region meeting the box around a viewer's circle (the box of deck_zones in 0005).
CREATE FUNCTION "deck_regions"(lat double precision, lon double precision, max_km double precision)
  RETURNS integer[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  km_per_degree constant double precision := 111.19508023353291; -- 6371.0088 km × π / 180
  regions integer[] := '{}';
  dlat double precision;
  dlon double precision;
  n integer;
  first_i integer;
  last_i integer;
BEGIN
  dlat := max_km / km_per_degree + 0.0001;
  dlon := CASE WHEN abs(lat) + dlat >= 89.9 THEN 360
               ELSE max_km / (km_per_degree * cos(radians(abs(lat) + dlat))) + 0.0001 END;
  FOR b IN greatest(-90, floor(lat - dlat)::integer)..least(89, floor(lat + dlat)::integer) LOOP
    n := greatest(1, floor(360 * cos(radians(least(90, least(abs(b), abs(b + 1)))))))::integer;
    first_i := floor((lon - dlon + 180) / 360 * n)::integer;
    last_i := floor((lon + dlon + 180) / 360 * n)::integer;
    IF dlon >= 180 OR last_i - first_i + 1 >= n THEN
      first_i := 0;
      last_i := n - 1;
    END IF;
    FOR i IN first_i..last_i LOOP
      regions := regions || (b * 1000 + ((i % n) + n) % n);
    END LOOP;
  END LOOP;
  RETURN regions;
END
$$;
--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "deck_key" bigint GENERATED ALWAYS AS ((deck_region(latitude, longitude)::bigint * 8 + gender_bit) * 256 + deck_mood(introvert, planner, explorer, earlybird, sweet)) STORED;--> statement-breakpoint
CREATE INDEX "deck_positions_mood_idx" ON "deck_positions" USING btree ("deck_key","born","accepts","x","y","z","min_dot","oldest_born","youngest_born","active_from","introvert","planner","explorer","earlybird","sweet","sliders_squared","last_active_at","user_id") WHERE "deck_positions"."deckable";--> statement-breakpoint
-- The deck (RULES.md "Matching"): the first `lim` candidates for `viewer`, ranked closest personality first, then
-- distance, then most recently active, with the card's fields. Every rule is 0005's, checked on the index entry.
CREATE FUNCTION "deck_candidates"(viewer uuid, today integer, at timestamptz, chilled_since timestamptz, lim integer)
  RETURNS TABLE (user_id uuid, display_name text, dob text, age integer, km double precision, suburb text,
                 town text, city text, state text, tagline text, description text, gender text, imageid uuid)
  LANGUAGE plpgsql STABLE
  -- One plan per statement for the life of the session: planning is what a custom plan would cost every call.
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  me record;
  zones integer[];
  regions integer[];
  genders smallint[];
  born_after integer;
  born_until integer;
  age_key integer;
  gone uuid[];
  moods smallint[];
  bounds integer[];
  keys bigint[];
  reach_from integer := -1;
  reach integer;
  ids uuid[];
  unlikes integer[];
  dots double precision[];
  lasts timestamptz[];
  n integer;
  worst integer;
BEGIN
  IF lim < 1 THEN
    RETURN;
  END IF;
  SELECT dp.*, (today - dp.born) / 10000 AS own_age INTO me
  FROM deck_positions dp WHERE dp.user_id = viewer AND dp.born IS NOT NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  zones := deck_zones(me.latitude, me.longitude, me.max_km);
  regions := deck_regions(me.latitude, me.longitude, me.max_km);
  genders := array(SELECT g::smallint FROM unnest(ARRAY[1, 2, 4]) g WHERE me.accepts & g <> 0);
  -- the viewer's age range (never under 18) as birth days: age by birthday is (today - born) / 10000
  born_after := today - (me.own_age + me.older + 1) * 10000;
  born_until := today - greatest(18, me.own_age + me.younger) * 10000;
  -- the candidate's range holds the viewer's age when oldest_born <= age_key and youngest_born > age_key - 10000
  age_key := today - me.own_age * 10000;
  -- Whoever the viewer may not see again: decisions in force, declined by, matches, hidden pairs, themselves.
  gone := array(
    SELECT viewer
    UNION ALL
    SELECT CASE WHEN d.user_id = viewer THEN d.target_id ELSE d.user_id END
    FROM decisions d
    WHERE (d.user_id = viewer AND (d.kind <> 'chill' OR d.decided_at > chilled_since))
       OR (d.target_id = viewer AND d.kind = 'decline')
    UNION ALL
    SELECT CASE WHEN m.user_a = viewer THEN m.user_b ELSE m.user_a END
    FROM matches m WHERE m.user_a = viewer OR m.user_b = viewer
    UNION ALL
    SELECT CASE WHEN h.user_a = viewer THEN h.user_b ELSE h.user_a END
    FROM hidden_pairs h WHERE h.user_a = viewer OR h.user_b = viewer);
  -- The 243 personality cells, nearest first, with the least squared distance anyone in each can be from the viewer.
  SELECT array_agg(b.mood ORDER BY b.lb), array_agg(b.lb ORDER BY b.lb) INTO moods, bounds
  FROM (SELECT m::smallint AS mood,
               deck_mood_gap(me.introvert, m / 81) + deck_mood_gap(me.planner, m / 27 % 3)
               + deck_mood_gap(me.explorer, m / 9 % 3) + deck_mood_gap(me.earlybird, m / 3 % 3)
               + deck_mood_gap(me.sweet, m % 3) AS lb
        FROM generate_series(0, 242) m) b;
  -- Read the 16 nearest cells first (in a dense city they hold the ten best); each round reads only new cells and
  -- keeps the best `lim` so far (ids, unlikes, dots, lasts), ranked as the deck ranks.
  reach := bounds[16];
  LOOP
    keys := array(SELECT (z::bigint * 8 + g) * 256 + moods[i]
                  FROM generate_subscripts(moods, 1) i, unnest(regions) z, unnest(genders) g
                  WHERE bounds[i] > reach_from AND bounds[i] <= reach);
    SELECT array_agg(t.id ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id),
           array_agg(t.unlike ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id),
           array_agg(t.dot ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id),
           array_agg(t.last_active_at ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id),
           count(*), max(t.unlike)
    INTO ids, unlikes, dots, lasts, n, worst
    FROM (
      SELECT u.* FROM (
        SELECT p.* FROM unnest(ids, unlikes, dots, lasts) AS p(id, unlike, dot, last_active_at)
        UNION ALL
        SELECT r.* FROM (
          -- unlike: the personality distance less the viewer's own sum of squares (the same for everyone);
          -- dot: the cosine of the arc between the snapped positions, which orders as the distance does
          SELECT c.user_id AS id,
                 c.sliders_squared - 2 * (c.introvert * me.introvert + c.planner * me.planner
                   + c.explorer * me.explorer + c.earlybird * me.earlybird + c.sweet * me.sweet) AS unlike,
                 c.x * me.x + c.y * me.y + c.z * me.z AS dot, c.last_active_at
          FROM deck_positions c
          WHERE c.deckable AND c.deck_key = ANY (keys)
            AND c.born > born_after AND c.born <= born_until
            AND c.accepts & me.gender_bit <> 0 AND c.active_from <= at
            AND c.oldest_born <= age_key AND c.youngest_born > age_key - 10000
            AND c.x * me.x + c.y * me.y + c.z * me.z >= greatest(me.min_dot, c.min_dot)
          -- rank without the exclusions, keeping as many extra places as there are; check only those few
          ORDER BY 2, 3 DESC, 4 DESC, 1
          LIMIT lim + cardinality(gone)
        ) r
        WHERE r.id NOT IN (SELECT g FROM unnest(gone) g WHERE g IS NOT NULL)
      ) u
      ORDER BY u.unlike, u.dot DESC, u.last_active_at DESC, u.id
      LIMIT lim
    ) t;
    -- worst + own is the squared personality distance of the last one kept: every cell that could hold someone as
    -- close (who might then rank higher on distance or activity) has been read once it is within reach.
    IF n = lim AND worst + me.sliders_squared <= reach THEN
      EXIT;
    ELSIF n = lim THEN
      reach_from := reach;
      reach := worst + me.sliders_squared;
    -- Fewer than `lim` so far: few people around, or in these cells. Widen while that reads under half the cells,
    -- then rank everyone around as 0005 did, on deck_positions_deck_idx (seeks on zone, gender and born).
    ELSIF bounds[121] > reach * 4 THEN
      reach_from := reach;
      reach := reach * 4;
    ELSE
      SELECT array_agg(t.id ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id)
      INTO ids
      FROM (
        SELECT r.* FROM (
          SELECT c.user_id AS id,
                 c.sliders_squared - 2 * (c.introvert * me.introvert + c.planner * me.planner
                   + c.explorer * me.explorer + c.earlybird * me.earlybird + c.sweet * me.sweet) AS unlike,
                 c.x * me.x + c.y * me.y + c.z * me.z AS dot, c.last_active_at
          -- one gender per scan, so that a generic plan seeks on it rather than filtering by it
          FROM unnest(genders) s(bit)
          CROSS JOIN LATERAL (
            SELECT * FROM deck_positions c0
            WHERE c0.deckable AND c0.zone = ANY (zones) AND c0.gender_bit = s.bit
              AND c0.born > born_after AND c0.born <= born_until
              AND c0.accepts & me.gender_bit <> 0 AND c0.active_from <= at
              AND c0.oldest_born <= age_key AND c0.youngest_born > age_key - 10000
              AND c0.x * me.x + c0.y * me.y + c0.z * me.z >= greatest(me.min_dot, c0.min_dot)) c
          ORDER BY 2, 3 DESC, 4 DESC, 1
          LIMIT lim + cardinality(gone)
        ) r
        WHERE r.id NOT IN (SELECT g FROM unnest(gone) g WHERE g IS NOT NULL)
        ORDER BY r.unlike, r.dot DESC, r.last_active_at DESC, r.id
        LIMIT lim
      ) t;
      EXIT;
    END IF;
  END LOOP;
  RETURN QUERY
  SELECT c.user_id, p.display_name, to_char(p.dob, 'YYYY-MM-DD'), (today - c.born) / 10000,
         2 * 6371.0088::float8 * asin(least(1, sqrt(greatest(0, 2 - 2 * (c.x * me.x + c.y * me.y + c.z * me.z))) / 2)),
         l.suburb, l.town, l.city, l.state, p.tagline, p.description, p.gender, img.id
  FROM unnest(ids) WITH ORDINALITY AS t(id, ord)
  JOIN deck_positions c ON c.user_id = t.id
  JOIN profiles p ON p.user_id = t.id
  JOIN ai_images img ON img.user_id = t.id AND img.is_profile
  LEFT JOIN user_locations l ON l.user_id = t.id
  ORDER BY t.ord;
END
$$;
