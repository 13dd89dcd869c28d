// Account deletion's SQL (issue 9). Every statement runs in the caller's transaction, after the person's users row
// is locked, so two deletions of one account at once make one. Most rows go with the users row (ON DELETE CASCADE
// in schema.ts); what follows is what the foreign keys cannot decide: the rooms, the images sent in them, the dates,
// the reports filed, the in-app feedback and the outbox mail, and the one anonymous record that is kept. The chat's
// messages, the dates and the reports are written through their owners' faces (chat, dates, moderation).
import { RETENTION } from '@rookery/shared/retention.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { deleteSentImagesWithin, expirePendingWithin, type SentImage } from '../chat/chat.public.ts';
import { cancelPersonDatesWithin } from '../dates/dates.public.ts';
import { forgetReporterWithin } from '../moderation/moderation.public.ts';

export type DeletionReason = 'self' | 'inactive' | 'request';

export interface DeletedPerson {
  id: string;
  email: string;
}

export type { SentImage };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createAccountDeletionRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * The person's users row, held until the transaction ends; null when the account is already gone, or, for the
     * inactivity job, when they came back after the job picked them (a sign-in in between keeps the account).
     */
    async lockPerson(tx: Db, userId: string, reason: DeletionReason): Promise<DeletedPerson | null> {
      // The database's clock, as the inactivity tasks use (retention.repo.ts).
      const rows = rowsOf<DeletedPerson>(
        await tx.execute(sql`
          select id, email from users
          where id = ${userId}
            and (${reason}::text <> 'inactive'
                 or last_active_at < now() - make_interval(months => ${RETENTION.inactiveMonths}::int))
          for update`),
      );
      return rows[0] ?? null;
    },

    /** The files the person's rows name: AI images by their stored key, photos and recordings by file name. */
    async ownFiles(
      tx: Db,
      userId: string,
    ): Promise<{ aiKeys: string[]; photos: string[]; recordings: string[] }> {
      const rows = rowsOf<{ kind: string; name: string }>(
        await tx.execute(sql`
          select 'ai' as kind, storage_key as name from ai_images where user_id = ${userId}
          union all select 'photo', filename from private_photos where user_id = ${userId}
          union all select 'voice', filename from voice_recordings where user_id = ${userId}`),
      );
      const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.name);
      return { aiKeys: of('ai'), photos: of('photo'), recordings: of('voice') };
    },

    /** Sum of the ledger by kind of change; `ad:<nonce>` rows count as `ad` (the nonce says nothing to keep). */
    async ledgerTotals(tx: Db, userId: string): Promise<Record<string, number>> {
      const rows = rowsOf<{ reason: string; total: string | number }>(
        await tx.execute(sql`
          select split_part(reason, ':', 1) as reason, sum(delta) as total
          from pebble_ledger where user_id = ${userId}
          group by 1 order by 1`),
      );
      return Object.fromEntries(rows.map((row) => [row.reason, Number(row.total)]));
    },

    /**
     * The rooms the person is in, locked. Open ones end with reason `deleted`; a room whose other member is
     * already gone has nobody left to read it and is deleted with its messages. Answers the rooms left behind
     * for someone (open or not), whose sockets are told.
     */
    /** `rooms`: every room left behind; `ended`: those open until now, with the member left in each. */
    async closeRooms(
      tx: Db,
      userId: string,
      now: Date,
    ): Promise<{ rooms: string[]; ended: { room: string; survivor: string }[] }> {
      const rooms = rowsOf<{ id: string; user_a: string | null; user_b: string | null; ended_at: unknown }>(
        await tx.execute(sql`
          select id, user_a, user_b, ended_at from matches
          where user_a = ${userId} or user_b = ${userId}
          order by id
          for update`),
      );
      const orphaned = rooms.filter((room) => room.user_a === null || room.user_b === null).map((r) => r.id);
      const open = rooms.filter((room) => room.ended_at === null && !orphaned.includes(room.id));
      if (orphaned.length > 0) {
        await tx.execute(sql`delete from matches where id in ${idList(orphaned)}`);
      }
      if (open.length > 0) {
        const ids = idList(open.map((room) => room.id));
        await tx.execute(sql`
          update matches set ended_at = ${now.toISOString()}::timestamptz, ended_reason = 'deleted'
          where id in ${ids} and ended_at is null`);
        // Full-profile and call requests either way can no longer be answered (chat's rows, through its face).
        await expirePendingWithin(
          tx,
          open.map((room) => room.id),
        );
      }
      return {
        rooms: rooms.filter((room) => !orphaned.includes(room.id)).map((room) => room.id),
        ended: open.map((room) => ({
          room: room.id,
          survivor: (room.user_a === userId ? room.user_b : room.user_a) as string,
        })),
      };
    },

    /** Deletes the image messages (chat images, gifts) the person sent; answers their files (chat's face). */
    deleteSentImages: (tx: Db, userId: string): Promise<SentImage[]> => deleteSentImagesWithin(tx, userId),

    /** Dates still requested or accepted with the person are off (dates' face; the ids go by FK). */
    cancelDates: (tx: Db, userId: string, now: Date): Promise<number> =>
      cancelPersonDatesWithin(tx, userId, now),

    /** Reports the person filed stay without saying who filed them (moderation's face). */
    forgetReporter: (tx: Db, userId: string): Promise<void> => forgetReporterWithin(tx, userId),

    /** The person's own messages from the app's Contact Us (modules/feedback: form 'feedback', payload.userId). */
    async deleteFeedback(tx: Db, person: DeletedPerson): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          delete from web_form_submissions
          where form = 'feedback'
            and (user_id = ${person.id} or payload->>'userId' = ${person.id}
                 or lower(account_email) = lower(${person.email}))
          returning id`),
      );
      return rows.length;
    },

    /**
     * The development outbox's copies of mail to the person or naming them (codes, notices, the support copy of
     * their feedback). With SMTP the outbox stays empty and this deletes nothing.
     */
    async deleteOutboxMail(tx: Db, person: DeletedPerson): Promise<number> {
      const email = person.email.toLowerCase();
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`
          delete from mail_outbox
          where lower(to_address) = ${email}
             or strpos(lower(subject || text || html), ${email}) > 0
             or strpos(subject || text || html, ${person.id}) > 0
          returning id`),
      );
      return rows.length;
    },

    /** The one record kept: when, why, and the ledger's totals; nothing that points back at the person. */
    async recordDeletion(
      tx: Db,
      reason: DeletionReason,
      ledgerTotals: Record<string, number>,
      now: Date,
    ): Promise<void> {
      await tx.execute(sql`
        insert into deleted_accounts (reason, ledger_totals, deleted_at)
        values (${reason}, ${JSON.stringify(ledgerTotals)}::jsonb, ${now.toISOString()}::timestamptz)`);
    },

    /** The users row; every table that references it with ON DELETE CASCADE follows, the rest is set null. */
    async deleteUser(tx: Db, userId: string): Promise<void> {
      await tx.execute(sql`delete from users where id = ${userId}`);
    },
  };
}

/** `(id1, id2, …)` as parameters. */
function idList(ids: string[]) {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export type AccountDeletionRepo = ReturnType<typeof createAccountDeletionRepo>;
