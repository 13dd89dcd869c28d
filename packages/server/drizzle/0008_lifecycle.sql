CREATE TABLE "deleted_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"ledger_totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"moderator" text NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action" CHECK ("moderation_actions"."action" in ('mute', 'suspend', 'ban', 'lift', 'warn', 'resolve'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"task" text NOT NULL,
	"period" text NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "scheduled_runs_task_period_pk" PRIMARY KEY("task","period")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "muted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "moderation_actions_user_idx" ON "moderation_actions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "web_form_submissions_queue_idx" ON "web_form_submissions" USING btree ("form","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_form_submissions_token_key" ON "web_form_submissions" USING btree ("confirm_token_hash");