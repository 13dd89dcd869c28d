CREATE TABLE "date_checkins" (
	"date_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"shared_at" timestamp with time zone,
	"safe_by" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone,
	"safe_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "date_checkins_date_id_user_id_pk" PRIMARY KEY("date_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_checkins" ADD CONSTRAINT "date_checkins_date_id_chat_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."chat_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_checkins" ADD CONSTRAINT "date_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_checkins_token_idx" ON "date_checkins" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "date_checkins_due_idx" ON "date_checkins" USING btree ("safe_by") WHERE "date_checkins"."safe_at" is null and "date_checkins"."alerted_at" is null;