// Account deletion's SQL. Every statement runs in the caller's transaction, after the person's users row
// is locked, so two deletions of one account at once make one. Most rows go with the users row (ON DELETE CASCADE
// in the schema files); what follows is what the foreign keys cannot decide: the rooms, the images sent in them, the dates,
// the reports filed, the in-app feedback and the outbox mail, and the one anonymous record that is kept. The chat's
// rooms and messages, the dates, the reports, the feedback and the outbox go through their owners (chat, dates,
// moderation, webforms, the platform's mail).
import { RETENTION } from '@rookery/shared/retention.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { deleteMailOfPersonWithin } from '../../platform/mail/mail-outbox.repo.ts';
import { deleteUserWithin } from '../auth/auth.public.ts';
import { closeRoomsOfPersonWithin, deleteSentImagesWithin, type SentImage } from '../chat/chat.public.ts';
import { cancelPersonDatesWithin } from '../dates/dates.public.ts';
import { forgetReporterWithin } from '../moderation/moderation.public.ts';
import { deleteMemberMessagesWithin } from '../webforms/webforms.public.ts';

export type DeletionReason = 'self' | 'inactive' | 'request';

export interface DeletedPerson {
  id: string;
  email: string;
}

export type { SentImage };

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
     * The rooms the person is in, locked and closed through the chat's face (room-cleanup.repo.ts
     * closeRoomsOfPersonWithin): `rooms` every room left behind for someone, `ended` those open until now.
     */
    closeRooms: (
      tx: Db,
      userId: string,
      now: Date,
    ): Promise<{ rooms: string[]; ended: { room: string; survivor: string }[] }> =>
      closeRoomsOfPersonWithin(tx, userId, now),

    /** Deletes the image messages (chat images, gifts) the person sent; answers their files (chat's face). */
    deleteSentImages: (tx: Db, userId: string): Promise<SentImage[]> => deleteSentImagesWithin(tx, userId),

    /** Dates still requested or accepted with the person are off (dates' face; the ids go by FK). */
    cancelDates: (tx: Db, userId: string, now: Date): Promise<number> =>
      cancelPersonDatesWithin(tx, userId, now),

    /** Reports the person filed stay without saying who filed them (moderation's face). */
    forgetReporter: (tx: Db, userId: string): Promise<void> => forgetReporterWithin(tx, userId),

    /** The person's own messages from the app's Contact Us (webforms' face). */
    deleteFeedback: (tx: Db, person: DeletedPerson): Promise<number> =>
      deleteMemberMessagesWithin(tx, person),

    /** The development outbox's copies of mail to the person or naming them (the platform's mail outbox). */
    deleteOutboxMail: (tx: Db, person: DeletedPerson): Promise<number> =>
      deleteMailOfPersonWithin(tx, person),

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

    /** The users row (auth's face); every table that references it with ON DELETE CASCADE follows. */
    deleteUser: (tx: Db, userId: string): Promise<void> => deleteUserWithin(tx, userId),
  };
}

export type AccountDeletionRepo = ReturnType<typeof createAccountDeletionRepo>;
