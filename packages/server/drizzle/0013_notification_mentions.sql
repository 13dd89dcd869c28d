ALTER TABLE "notifications" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_at" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_length" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("about_user_id");--> statement-breakpoint
-- Hand-written (issue 19): a deleted person's name leaves the notifications of everyone else. Every notification
-- that names someone says who and where (about_user_id, about_at, about_length: characters of `notification`,
-- modules/notifications/mention.ts); before a users row goes, whatever deletes it, this trigger writes "deleted user"
-- (DELETED_USER_NAME of packages/shared/src/api/account.actions.ts) in place of the name.
CREATE OR REPLACE FUNCTION "notifications_forget_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notifications
     SET notification = CASE
           WHEN about_at IS NOT NULL AND about_length IS NOT NULL AND about_at >= 0
                AND about_at + about_length <= char_length(notification)
           THEN overlay(notification PLACING 'deleted user' FROM about_at + 1 FOR about_length)
           ELSE 'A person who deleted their account.' END,
         about_user_id = NULL, about_at = NULL, about_length = NULL
   WHERE about_user_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_forget_name" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notifications_forget_name"();--> statement-breakpoint
-- Notifications written before this migration: the match notes ("You and <name> like each other. Say hello!") and
-- the notes that start with the name ("<name> sent you a message.", dates, gifts, full-profile requests) are tied to
-- the match partner whose present display name they hold. A note naming someone already deleted, or by a name they
-- have since changed, cannot be told and stays as it is.
UPDATE notifications n
   SET about_user_id = p.user_id,
       about_at = CASE WHEN n.notification = 'You and ' || p.display_name || ' like each other. Say hello!' THEN 8 ELSE 0 END,
       about_length = char_length(p.display_name)
  FROM matches m
  JOIN profiles p ON p.user_id IN (m.user_a, m.user_b)
 WHERE n.about_user_id IS NULL
   AND n.user_id IN (m.user_a, m.user_b) AND p.user_id <> n.user_id
   AND (n.notification = 'You and ' || p.display_name || ' like each other. Say hello!'
        OR left(n.notification, char_length(p.display_name) + 1) = p.display_name || ' ');
