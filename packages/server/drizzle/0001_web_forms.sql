CREATE TABLE "captcha_spent" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_form_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"contact_email" text NOT NULL,
	"account_email" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "web_form_submissions_created_idx" ON "web_form_submissions" USING btree ("created_at");