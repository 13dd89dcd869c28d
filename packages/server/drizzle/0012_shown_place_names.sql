ALTER TABLE "user_locations" ADD COLUMN "shown_suburb" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_town" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_city" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_state" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_country" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the deck cards name others by their shown point (user_locations.shown_*), never by the exact
-- position; deck_candidates of 0010 again, with only its last SELECT changed. Rows from before this migration have
-- no shown names until the server names them from their shown point (location.backfill.ts); until then their cards
-- name no place.
CREATE OR REPLACE FUNCTION "deck_candidates"(viewer uuid, today integer, at timestamptz, chilled_since timestamptz, lim integer)
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
  bounds integer[];
  keys bigint[];
  reach_from integer := -1;
  reach integer;
  -- how many cells are within reach
  cells integer;
  gaps integer[];
  ids uuid[];
  unlikes integer[];
  dots double precision[];
  lasts timestamptz[];
  n integer;
  worst integer;
  -- the viewer's fields the rows are compared with, as plain variables: a record's field is looked up again for every
  -- row it is used on (7% of the query)
  my_x double precision;
  my_y double precision;
  my_z double precision;
  my_min_dot double precision;
  my_gender_bit integer;
  my_introvert integer;
  my_planner integer;
  my_explorer integer;
  my_earlybird integer;
  my_sweet integer;
  my_sliders_squared integer;
BEGIN
  IF lim < 1 THEN
    RETURN;
  END IF;
  SELECT dp.*, (today - dp.born) / 10000 AS own_age INTO me
  FROM deck_positions dp WHERE dp.user_id = viewer AND dp.born IS NOT NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  my_x := me.x;
  my_y := me.y;
  my_z := me.z;
  my_min_dot := me.min_dot;
  my_gender_bit := me.gender_bit;
  my_introvert := me.introvert;
  my_planner := me.planner;
  my_explorer := me.explorer;
  my_earlybird := me.earlybird;
  my_sweet := me.sweet;
  my_sliders_squared := me.sliders_squared;
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
    SELECT d.target_id FROM decisions d
    WHERE d.user_id = viewer AND (d.kind <> 'chill' OR d.decided_at > chilled_since)
    UNION ALL
    SELECT d.user_id FROM decisions d WHERE d.target_id = viewer AND d.kind = 'decline'
    UNION ALL
    SELECT m.user_b FROM matches m WHERE m.user_a = viewer
    UNION ALL
    SELECT m.user_a FROM matches m WHERE m.user_b = viewer
    UNION ALL
    SELECT h.user_b FROM hidden_pairs h WHERE h.user_a = viewer
    UNION ALL
    SELECT h.user_a FROM hidden_pairs h WHERE h.user_b = viewer);
  -- The least squared distance anyone in each of the 243 personality cells can be from the viewer (bounds[cell + 1]):
  -- the sum over the sliders of the squared gap to the cell's interval, three gaps a slider. 0007 sorted the cells
  -- and called deck_mood_gap per cell and slider (0.6 ms); the rounds below need neither.
  gaps := array(SELECT deck_mood_gap(s.v, b)
                FROM unnest(ARRAY[my_introvert, my_planner, my_explorer, my_earlybird, my_sweet]) WITH ORDINALITY s(v, i)
                CROSS JOIN generate_series(0, 2) b
                ORDER BY s.i, b);
  bounds := array(SELECT gaps[1 + m / 81] + gaps[4 + m / 27 % 3] + gaps[7 + m / 9 % 3] + gaps[10 + m / 3 % 3]
                         + gaps[13 + m % 3]
                  FROM generate_series(0, 242) m);
  -- Read the viewer's own cell first: in a dense city it holds enough people, and its ten best bound the reach of
  -- the next round. Each round reads only new cells and keeps the best `lim` so far (ids, unlikes, dots, lasts),
  -- ranked as the deck ranks.
  reach := 0;
  LOOP
    -- One statement (on PGlite each costs about the same whatever it does). unnest reads the array once;
    -- bounds[m + 1] per row would copy it for every row (0.25 ms a round).
    SELECT (SELECT count(*) FROM unnest(bounds) b WHERE b <= reach),
           array(SELECT (z::bigint * 8 + g) * 256 + (b.cell - 1)
                 FROM unnest(bounds) WITH ORDINALITY b(lb, cell), unnest(regions) z, unnest(genders) g
                 WHERE b.lb > reach_from AND b.lb <= reach)
    INTO cells, keys;
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
                 c.sliders_squared - 2 * (c.introvert * my_introvert + c.planner * my_planner
                   + c.explorer * my_explorer + c.earlybird * my_earlybird + c.sweet * my_sweet) AS unlike,
                 c.x * my_x + c.y * my_y + c.z * my_z AS dot, c.last_active_at
          FROM deck_positions c
          WHERE c.deckable AND c.deck_key = ANY (keys)
            AND c.born > born_after AND c.born <= born_until
            AND c.accepts & my_gender_bit <> 0 AND c.active_from <= at
            AND c.oldest_born <= age_key AND c.youngest_born > age_key - 10000
            AND c.x * my_x + c.y * my_y + c.z * my_z >= greatest(my_min_dot, c.min_dot)
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
    IF n = lim AND worst + my_sliders_squared <= reach THEN
      EXIT;
    ELSIF n = lim THEN
      reach_from := reach;
      reach := worst + my_sliders_squared;
    -- Fewer than `lim` so far: few people around, or in these cells. Read as many more cells as should hold twice
    -- the `lim` at the density found so far (at least four times as many), up to half of them; after that, rank
    -- everyone around as 0005 did, on deck_positions_deck_idx (seeks on zone, gender and born).
    ELSIF cells < 121 THEN
      reach_from := reach;
      reach := (SELECT b FROM unnest(bounds) b ORDER BY b
                OFFSET least(121, cells * greatest(4, ceil(2.0 * lim / greatest(n, 1))::integer)) - 1 LIMIT 1);
    ELSE
      -- the grid zones of 0005 around the viewer, needed only here
      zones := deck_zones(me.latitude, me.longitude, me.max_km);
      SELECT array_agg(t.id ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id),
             array_agg(t.dot ORDER BY t.unlike, t.dot DESC, t.last_active_at DESC, t.id)
      INTO ids, dots
      FROM (
        SELECT r.* FROM (
          SELECT c.user_id AS id,
                 c.sliders_squared - 2 * (c.introvert * my_introvert + c.planner * my_planner
                   + c.explorer * my_explorer + c.earlybird * my_earlybird + c.sweet * my_sweet) AS unlike,
                 c.x * my_x + c.y * my_y + c.z * my_z AS dot, c.last_active_at
          -- one gender per scan, so that a generic plan seeks on it rather than filtering by it
          FROM unnest(genders) s(bit)
          CROSS JOIN LATERAL (
            SELECT * FROM deck_positions c0
            WHERE c0.deckable AND c0.zone = ANY (zones) AND c0.gender_bit = s.bit
              AND c0.born > born_after AND c0.born <= born_until
              AND c0.accepts & my_gender_bit <> 0 AND c0.active_from <= at
              AND c0.oldest_born <= age_key AND c0.youngest_born > age_key - 10000
              AND c0.x * my_x + c0.y * my_y + c0.z * my_z >= greatest(my_min_dot, c0.min_dot)) c
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
  -- The cards: the distance from the kept dot products and the age from the profile, so that the deck's copy is not
  -- read again (every page a cold deck touches counts).
  RETURN QUERY
  SELECT t.id, p.display_name, to_char(p.dob, 'YYYY-MM-DD'),
         (today - (extract(year FROM p.dob) * 10000 + extract(month FROM p.dob) * 100
                   + extract(day FROM p.dob))::integer) / 10000,
         2 * 6371.0088::float8 * asin(least(1, sqrt(greatest(0, 2 - 2 * t.dot)) / 2)),
         l.shown_suburb, l.shown_town, l.shown_city, l.shown_state, p.tagline, p.description, p.gender, img.id
  FROM unnest(ids, dots) WITH ORDINALITY AS t(id, dot, ord)
  JOIN profiles p ON p.user_id = t.id
  JOIN ai_images img ON img.user_id = t.id AND img.is_profile
  LEFT JOIN user_locations l ON l.user_id = t.id
  ORDER BY t.ord;
END
$$;
