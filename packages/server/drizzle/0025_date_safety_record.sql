CREATE TABLE "date_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "date_alerts_kind" CHECK ("date_alerts"."kind" in ('shared', 'help', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "safety_mail_optouts" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_checkins" DROP CONSTRAINT "date_checkins_date_id_chat_dates_id_fk";
--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "date_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "other_id" uuid;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "person_name" text;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "match_name" text;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "match_image_key" text;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Shares made before this release take their record from the date and the profiles as they are now.
UPDATE "date_checkins" AS c SET
	"location" = d."location",
	"date_at" = d."date_at",
	"other_id" = CASE WHEN d."requestor" = c."user_id" THEN d."requestee" ELSE d."requestor" END,
	"person_name" = coalesce((SELECT p."display_name" FROM "profiles" p WHERE p."user_id" = c."user_id"), 'Your friend'),
	"match_name" = coalesce((SELECT p."display_name" FROM "profiles" p
		WHERE p."user_id" = CASE WHEN d."requestor" = c."user_id" THEN d."requestee" ELSE d."requestor" END), 'Their match')
FROM "chat_dates" d WHERE d."id" = c."date_id";--> statement-breakpoint
UPDATE "date_checkins" AS c SET "contact_name" = t."name", "contact_email" = t."email"
FROM "trusted_contacts" t WHERE t."user_id" = c."user_id";--> statement-breakpoint
DELETE FROM "date_checkins" WHERE "location" IS NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ALTER COLUMN "location" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ALTER COLUMN "date_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ALTER COLUMN "person_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "date_checkins" ALTER COLUMN "match_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_alerts" ADD CONSTRAINT "date_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_alerts_date_idx" ON "date_alerts" USING btree ("date_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "date_alerts_job_idx" ON "date_alerts" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_job_idx" ON "mail_outbox" USING btree ("job_id");