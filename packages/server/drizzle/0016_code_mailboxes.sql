CREATE TABLE "auth_decoy_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mailbox" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_mailbox_locks" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_mailbox_misses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mailbox" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "owner_stamp" text;--> statement-breakpoint
CREATE INDEX "auth_decoy_codes_mailbox_idx" ON "auth_decoy_codes" USING btree ("mailbox","created_at");--> statement-breakpoint
CREATE INDEX "auth_mailbox_misses_mailbox_idx" ON "auth_mailbox_misses" USING btree ("mailbox","created_at");