ALTER TABLE "notifications" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_at" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_length" integer;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_suburb" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_town" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_city" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_state" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_country" text;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "shown_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("about_user_id");