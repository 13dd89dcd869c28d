CREATE TABLE "auth_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ideal_partner" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"real_name" text NOT NULL,
	"preference" text NOT NULL,
	"younger" integer DEFAULT -10 NOT NULL,
	"older" integer DEFAULT 10 NOT NULL,
	"has_kids" boolean DEFAULT false NOT NULL,
	"want_kids" text NOT NULL,
	"introvert" integer DEFAULT 5 NOT NULL,
	"planner" integer DEFAULT 5 NOT NULL,
	"explorer" integer DEFAULT 5 NOT NULL,
	"earlybird" integer DEFAULT 5 NOT NULL,
	"sweet" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_age_range" CHECK ("profiles"."younger" between -30 and 0 and "profiles"."older" between 0 and 30),
	CONSTRAINT "profiles_sliders" CHECK ("profiles"."introvert" between 0 and 10 and "profiles"."planner" between 0 and 10 and "profiles"."explorer" between 0 and 10 and "profiles"."earlybird" between 0 and 10 and "profiles"."sweet" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"located_at" timestamp with time zone,
	"suburb" text,
	"town" text,
	"city" text,
	"state" text,
	"country" text,
	"device_country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_user_idx" ON "auth_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");