ALTER TABLE "auth_codes" ADD COLUMN "rescue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moderators" ADD COLUMN "failed_signins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "moderators" ADD COLUMN "failed_signins_seen" integer DEFAULT 0 NOT NULL;