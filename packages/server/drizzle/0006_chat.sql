CREATE TABLE "chat_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"requestor" uuid,
	"requestee" uuid,
	"location" text NOT NULL,
	"date_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "chat_dates_status" CHECK ("chat_dates"."status" in ('requested', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"from_id" uuid,
	"type" text NOT NULL,
	"chattext" text NOT NULL,
	"reference" text,
	"client_id" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" in ('text', 'image', 'date', 'notification')),
	CONSTRAINT "chat_messages_status" CHECK ("chat_messages"."status" is null or "chat_messages"."status" in ('pending', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"reported_id" uuid NOT NULL,
	"room_id" uuid,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "chat_dates" ADD CONSTRAINT "chat_dates_room_id_matches_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_dates" ADD CONSTRAINT "chat_dates_requestor_users_id_fk" FOREIGN KEY ("requestor") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_dates" ADD CONSTRAINT "chat_dates_requestee_users_id_fk" FOREIGN KEY ("requestee") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_matches_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_room_id_matches_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_dates_room_idx" ON "chat_dates" USING btree ("room_id","date_at");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("room_id","from_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_pair_key" ON "reports" USING btree ("reporter_id","reported_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("status","created_at");