CREATE TABLE "auth_code_locks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_code_misses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "auth_code_locks" ADD CONSTRAINT "auth_code_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_code_misses" ADD CONSTRAINT "auth_code_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_code_misses_user_idx" ON "auth_code_misses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_link_idx" ON "auth_codes" USING btree ("link_hash");