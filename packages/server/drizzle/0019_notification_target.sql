ALTER TABLE "notifications" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_match_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_match_id_matches_id_fk" FOREIGN KEY ("target_match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;