CREATE TABLE "banned_identities" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ban_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "sender_id" uuid;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD COLUMN "ack_mailbox" text;--> statement-breakpoint
ALTER TABLE "banned_identities" ADD CONSTRAINT "banned_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banned_identities_ban_idx" ON "banned_identities" USING btree ("ban_id");--> statement-breakpoint
CREATE INDEX "banned_identities_user_idx" ON "banned_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_form_submissions_sender_idx" ON "web_form_submissions" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "web_form_submissions_ack_idx" ON "web_form_submissions" USING btree ("ack_mailbox","created_at");--> statement-breakpoint
-- In-app feedback was always sent by a verified member (gate member): its payload names the account. Other
-- submissions cannot be tied to an account after the fact and stay out of exports (support still has them).
UPDATE "web_form_submissions" AS s SET "sender_id" = u."id" FROM "users" AS u WHERE s."form" = 'feedback' AND s."payload"->>'userId' = u."id"::text;
