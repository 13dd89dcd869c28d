DROP INDEX "deck_positions_box_idx";--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "zone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "x" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "y" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "z" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "deckable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "active_from" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "gender_bit" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "accepts" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "born" integer;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "younger" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "older" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "oldest_born" integer;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "youngest_born" integer;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "introvert" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "planner" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "explorer" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "earlybird" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "sweet" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "sliders_squared" smallint;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "max_km" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "min_dot" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "decisions_target_idx" ON "decisions" USING btree ("target_id","kind");--> statement-breakpoint
CREATE INDEX "deck_positions_deck_idx" ON "deck_positions" USING btree ("zone","gender_bit","born","accepts","x","y","z","min_dot","oldest_born","youngest_born","active_from","introvert","planner","explorer","earlybird","sweet","sliders_squared","last_active_at","user_id") WHERE "deck_positions"."deckable";--> statement-breakpoint
CREATE INDEX "hidden_pairs_user_b_idx" ON "hidden_pairs" USING btree ("user_b");--> statement-breakpoint
-- Hand-written: the deck's copy of each person (docs/PERFORMANCE.md "Deck query"). The candidate query of
-- modules/deck/deck.repo.ts reads only deck_positions_deck_idx; the functions and triggers below keep its columns in
-- step with user_locations, users, profiles, user_settings, ai_images and private_photos, whoever writes them.
--
-- The grid of cells: bands of 0.25 degree of latitude (about 28 km), each cut into as many cells of longitude as
-- make them about 28 km wide at the band's edge nearest the equator (one cell at the poles). A cell id is
-- band × 10000 + the cell's number in its band; a zone is cell × 2, plus 1 for people whose distance is over 50 km.
CREATE FUNCTION "deck_band_cells"(band integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(1, floor(1440 * cos(radians(least(90, least(abs(band), abs(band + 1)) * 0.25)))))::integer
$$;
--> statement-breakpoint
CREATE FUNCTION "deck_cell"(lat double precision, lon double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT b * 10000 + ((floor((lon + 180) / 360 * n)::integer % n) + n) % n
  FROM (SELECT b, deck_band_cells(b) AS n FROM (SELECT least(359, greatest(-360, floor(lat / 0.25)::integer)) AS b) x) y
$$;
--> statement-breakpoint
-- The zones a viewer at (lat, lon) with distance max_km must read: every cell meeting the box around the circle
-- (as wide as the 0004 bounding box, across the antimeridian, whole bands near the poles) for people whose distance
-- is over 50 km, and only the cells meeting the box of min(max_km, 50) for everyone else, who cannot reach further.
-- A loop in plpgsql rather than a query: it runs once per deck query and costs microseconds, not a plan.
CREATE FUNCTION "deck_zones"(lat double precision, lon double precision, max_km double precision)
  RETURNS integer[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  km_per_degree constant double precision := 111.19508023353291; -- 6371.0088 km × π / 180
  near_km constant double precision := least(max_km, 50);
  zones integer[] := '{}';
  dlat double precision;
  dlon double precision;
  near_dlat double precision;
  near_dlon double precision;
  n integer;
  first_i integer;
  last_i integer;
  near_first integer;
  near_last integer;
  near_band boolean;
  cell integer;
BEGIN
  dlat := max_km / km_per_degree + 0.0001;
  dlon := CASE WHEN abs(lat) + max_km / km_per_degree >= 89.9 THEN 360
               ELSE max_km / (km_per_degree * cos(radians(abs(lat) + max_km / km_per_degree))) + 0.0001 END;
  near_dlat := near_km / km_per_degree + 0.0001;
  near_dlon := CASE WHEN abs(lat) + near_km / km_per_degree >= 89.9 THEN 360
                    ELSE near_km / (km_per_degree * cos(radians(abs(lat) + near_km / km_per_degree))) + 0.0001 END;
  FOR b IN greatest(-360, floor((lat - dlat) / 0.25)::integer)..least(359, floor((lat + dlat) / 0.25)::integer) LOOP
    n := deck_band_cells(b);
    first_i := floor((lon - dlon + 180) / 360 * n)::integer;
    last_i := floor((lon + dlon + 180) / 360 * n)::integer;
    IF dlon >= 180 OR last_i - first_i + 1 >= n THEN
      first_i := 0;
      last_i := n - 1;
    END IF;
    near_band := b BETWEEN floor((lat - near_dlat) / 0.25)::integer AND floor((lat + near_dlat) / 0.25)::integer;
    near_first := floor((lon - near_dlon + 180) / 360 * n)::integer;
    near_last := floor((lon + near_dlon + 180) / 360 * n)::integer;
    IF near_dlon >= 180 OR near_last - near_first + 1 >= n THEN
      near_first := 0;
      near_last := n - 1;
    END IF;
    FOR i IN first_i..last_i LOOP
      cell := b * 10000 + ((i % n) + n) % n;
      zones := zones || (cell * 2 + 1);
      IF near_band AND (((i - near_first) % n) + n) % n <= near_last - near_first THEN
        zones := zones || (cell * 2);
      END IF;
    END LOOP;
  END LOOP;
  RETURN zones;
END
$$;
--> statement-breakpoint
-- Recomputes the deck's copy of one person from the tables it follows (a no-op for people without a position).
-- One id, compared by equality: the cached plan stays on the primary keys even before the tables have statistics.
CREATE FUNCTION "deck_refresh"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deck_positions dp SET
    deckable = coalesce(p.display_name <> '', false) AND u.verified AND u.accept_tc AND u.status <> 'banned'
      AND coalesce(s.listed, true)
      AND EXISTS (SELECT 1 FROM ai_images i WHERE i.user_id = uid AND i.is_profile)
      AND EXISTS (SELECT 1 FROM private_photos f WHERE f.user_id = uid),
    active_from = CASE u.status WHEN 'active' THEN '-infinity'::timestamptz
                                WHEN 'suspended' THEN coalesce(u.suspended_until, 'infinity'::timestamptz)
                                ELSE 'infinity'::timestamptz END,
    zone = deck_cell(dp.latitude, dp.longitude) * 2 + (coalesce(s.gps_distance, 50) > 50)::integer,
    x = cos(radians(dp.latitude)) * cos(radians(dp.longitude)),
    y = cos(radians(dp.latitude)) * sin(radians(dp.longitude)),
    z = sin(radians(dp.latitude)),
    gender_bit = CASE p.gender WHEN 'Male' THEN 1 WHEN 'Female' THEN 2 WHEN 'Other' THEN 4 END,
    accepts = CASE p.preference WHEN 'Man' THEN 1 WHEN 'Woman' THEN 2 WHEN 'Any' THEN 7 ELSE 0 END,
    born = b.born,
    younger = p.younger,
    older = p.older,
    oldest_born = b.born - p.older * 10000,
    youngest_born = b.born - p.younger * 10000,
    introvert = p.introvert,
    planner = p.planner,
    explorer = p.explorer,
    earlybird = p.earlybird,
    sweet = p.sweet,
    sliders_squared = p.introvert * p.introvert + p.planner * p.planner + p.explorer * p.explorer
      + p.earlybird * p.earlybird + p.sweet * p.sweet,
    max_km = coalesce(s.gps_distance, 50),
    -- the cosine of the arc of max_km (R = 6371.0088 km), less 1e-12 (a few metres) so that a distance of 0 still
    -- takes in the same grid point whatever the rounding of its unit vector
    min_dot = cos(coalesce(s.gps_distance, 50) / 6371.0088) - 1e-12,
    last_active_at = u.last_active_at
  FROM users u
  LEFT JOIN profiles p ON p.user_id = uid
  LEFT JOIN user_settings s ON s.user_id = uid
  CROSS JOIN LATERAL (
    SELECT (extract(year FROM p.dob) * 10000 + extract(month FROM p.dob) * 100 + extract(day FROM p.dob))::integer
      AS born) b
  WHERE u.id = uid AND dp.user_id = uid;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "deck_follow_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM deck_refresh(OLD.user_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM deck_refresh(NEW.user_id);
  ELSE
    PERFORM deck_refresh(NEW.user_id);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM deck_refresh(OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "deck_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM deck_refresh(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "deck_follow_users" AFTER UPDATE OF verified, accept_tc, status, suspended_until, last_active_at
  ON "users" FOR EACH ROW EXECUTE FUNCTION "deck_follow_user"();
--> statement-breakpoint
CREATE TRIGGER "deck_follow_profiles" AFTER INSERT OR DELETE OR UPDATE OF user_id, display_name, dob, gender,
  preference, younger, older, introvert, planner, explorer, earlybird, sweet
  ON "profiles" FOR EACH ROW EXECUTE FUNCTION "deck_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "deck_follow_user_settings" AFTER INSERT OR DELETE OR UPDATE OF user_id, gps_distance, listed
  ON "user_settings" FOR EACH ROW EXECUTE FUNCTION "deck_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "deck_follow_ai_images" AFTER INSERT OR DELETE OR UPDATE OF user_id, is_profile
  ON "ai_images" FOR EACH ROW EXECUTE FUNCTION "deck_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "deck_follow_private_photos" AFTER INSERT OR DELETE OR UPDATE OF user_id
  ON "private_photos" FOR EACH ROW EXECUTE FUNCTION "deck_follow_owner"();
--> statement-breakpoint
-- The position trigger of 0004, now also filling the rest of the person's copy.
CREATE OR REPLACE FUNCTION "deck_snap_position"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  km_per_degree constant double precision := 111.19508023353291; -- 6371.0088 km × π / 180
  snapped_lat double precision;
  lon_km_per_degree double precision;
  snapped_lon double precision;
BEGIN
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
    DELETE FROM deck_positions WHERE user_id = NEW.user_id;
    RETURN NEW;
  END IF;
  snapped_lat := least(greatest(round(NEW.latitude * km_per_degree) / km_per_degree, -90), 90);
  lon_km_per_degree := greatest(km_per_degree * cos(radians(snapped_lat)), 1);
  snapped_lon := round(NEW.longitude * lon_km_per_degree) / lon_km_per_degree;
  IF snapped_lon > 180 THEN snapped_lon := snapped_lon - 360; END IF;
  IF snapped_lon < -180 THEN snapped_lon := snapped_lon + 360; END IF;
  INSERT INTO deck_positions (user_id, latitude, longitude, updated_at)
  VALUES (NEW.user_id, snapped_lat, snapped_lon, now())
  ON CONFLICT (user_id) DO UPDATE
    SET latitude = excluded.latitude, longitude = excluded.longitude, updated_at = excluded.updated_at;
  PERFORM deck_refresh(NEW.user_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
SELECT count(deck_refresh("user_id")) FROM "deck_positions";
