CREATE TABLE "face_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steps" text[] NOT NULL,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"verified_at" timestamp with time zone,
	"review_kind" text,
	"review_other" uuid,
	"help_message" text,
	"help_at" timestamp with time zone,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_checks_state" CHECK ("face_checks"."state" in ('verified', 'review', 'failed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "face_frames" (
	"hash" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_prints" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"descriptor" text NOT NULL,
	"bands" integer[] NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "face_challenges" ADD CONSTRAINT "face_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_challenges_user_idx" ON "face_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "face_checks_review_idx" ON "face_checks" USING btree ("updated_at") WHERE "face_checks"."state" = 'review' or "face_checks"."help_at" is not null;--> statement-breakpoint
CREATE INDEX "face_frames_seen_idx" ON "face_frames" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "face_prints_bands_idx" ON "face_prints" USING gin ("bands");--> statement-breakpoint
CREATE INDEX "face_prints_used_idx" ON "face_prints" USING btree ("used_at");