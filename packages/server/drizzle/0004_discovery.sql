CREATE TABLE "decisions" (
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decisions_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "decisions_kind" CHECK ("decisions"."kind" in ('accept', 'decline', 'chill'))
);
--> statement-breakpoint
CREATE TABLE "deck_cards" (
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_cards_user_id_target_id_pk" PRIMARY KEY("user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "deck_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flips" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	"period_started_at" timestamp with time zone,
	CONSTRAINT "flips_not_negative" CHECK ("flips"."used" >= 0 and "flips"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hidden_pairs" (
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"hidden_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_pairs_user_a_user_b_pk" PRIMARY KEY("user_a","user_b"),
	CONSTRAINT "hidden_pairs_order" CHECK ("hidden_pairs"."user_a" < "hidden_pairs"."user_b"),
	CONSTRAINT "hidden_pairs_reason" CHECK ("hidden_pairs"."reason" in ('unmatch', 'report', 'block'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a" uuid,
	"user_b" uuid,
	"full_match" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	CONSTRAINT "matches_pair_order" CHECK ("matches"."user_a" < "matches"."user_b"),
	CONSTRAINT "matches_ended_reason" CHECK ("matches"."ended_reason" in ('unmatch', 'report', 'block', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notification" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gps_distance" integer DEFAULT 50 NOT NULL,
	"gps_in_miles" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"pushnotifs" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_distance" CHECK ("user_settings"."gps_distance" between 0 and 200)
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_cards" ADD CONSTRAINT "deck_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_cards" ADD CONSTRAINT "deck_cards_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_positions" ADD CONSTRAINT "deck_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flips" ADD CONSTRAINT "flips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_pairs" ADD CONSTRAINT "hidden_pairs_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_pairs" ADD CONSTRAINT "hidden_pairs_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_pairs" ADD CONSTRAINT "hidden_pairs_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_positions_box_idx" ON "deck_positions" USING btree ("latitude","longitude","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_key" ON "matches" USING btree ("user_a","user_b");--> statement-breakpoint
CREATE INDEX "matches_user_b_idx" ON "matches" USING btree ("user_b");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: deck_positions follows user_locations through this trigger, so that every writer of a position
-- keeps the deck's snapped copy in step. The grid: 1 km steps of latitude, and 1 km steps of longitude at the
-- snapped latitude (at least 1 degree wide near the poles). deck/grid.ts mirrors this for tests and fixtures.
CREATE FUNCTION "deck_snap_position"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "deck_positions_sync" AFTER INSERT OR UPDATE OF latitude, longitude ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION "deck_snap_position"();
--> statement-breakpoint
UPDATE "user_locations" SET latitude = latitude WHERE latitude IS NOT NULL;
