// Date check-ins: the only SQL of tables date_checkins and date_alerts, and the few reads of
// the date, the match and the match's public profile (display name, AI image) that a share copies into its record.
// Once shared, a check-in row is the date's safety record: nothing here reads the live date or match for it again,
// except `endingOf`, which only says how the date or match ended.
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { jobs } from '../../platform/db/platform.schema.ts';
import { matches } from '../chat/chat.schema.ts';
import { chatDates } from '../dates/dates.schema.ts';
import { aiImages } from '../images/images.schema.ts';
import { userLocations } from '../location/location.schema.ts';
import { profiles } from '../profile/profile.schema.ts';
import { dateAlerts, dateCheckins } from './date-safety.schema.ts';

export interface AcceptedDate {
  id: string;
  location: string;
  dateAt: Date;
  /** The other person on the date. */
  otherId: string;
}

export type CheckinRow = typeof dateCheckins.$inferSelect;
export type NewRecord = Omit<CheckinRow, 'arrivedAt' | 'safeAt' | 'alertedAt'>;
export type AlertKind = 'shared' | 'help' | 'missed';

export interface AlertRow {
  kind: AlertKind;
  createdAt: Date;
  sentAt: Date | null;
  /** Tries of its mail so far, and whether the last one failed. */
  attempts: number;
  failed: boolean;
}

export interface Ending {
  how: 'unmatch' | 'block' | 'report' | 'deleted' | 'cancelled' | 'closed';
  at: Date | null;
}

export function createDateSafetyRepo(db: Db) {
  return {
    /** The date when `userId` asked or was asked, it is accepted and the match still stands; else null. */
    async acceptedDate(dateId: string, userId: string): Promise<AcceptedDate | null> {
      const rows = await db
        .select({
          id: chatDates.id,
          location: chatDates.location,
          dateAt: chatDates.dateAt,
          requestor: chatDates.requestor,
          requestee: chatDates.requestee,
        })
        .from(chatDates)
        .innerJoin(matches, eq(matches.id, chatDates.roomId))
        .where(
          and(
            eq(chatDates.id, dateId),
            eq(chatDates.status, 'accepted'),
            sql`${matches.endedAt} is null`,
            or(eq(chatDates.requestor, userId), eq(chatDates.requestee, userId)),
          ),
        );
      const row = rows[0];
      if (!row) return null;
      const otherId = row.requestor === userId ? row.requestee : row.requestor;
      if (!otherId) return null;
      return { id: row.id, location: row.location, dateAt: row.dateAt, otherId };
    },

    /**
     * How a shared date ended early, if it did: the match's end (unmatch, block, report, an account deleted), else
     * the date's cancellation, else `closed` when the date is gone altogether; null while both stand.
     */
    async endingOf(dateId: string, exec: Db = db): Promise<Ending | null> {
      const rows = await exec
        .select({
          status: chatDates.status,
          answeredAt: chatDates.answeredAt,
          endedAt: matches.endedAt,
          endedReason: matches.endedReason,
        })
        .from(chatDates)
        .leftJoin(matches, eq(matches.id, chatDates.roomId))
        .where(eq(chatDates.id, dateId));
      const row = rows[0];
      if (!row) return { how: 'closed', at: null };
      if (row.endedAt) {
        const how = (['unmatch', 'block', 'report', 'deleted'] as const).find((r) => r === row.endedReason);
        return { how: how ?? 'closed', at: row.endedAt };
      }
      if (row.status === 'cancelled') return { how: 'cancelled', at: row.answeredAt };
      if (row.status !== 'accepted') return { how: 'closed', at: null };
      return null;
    },

    /**
     * What anyone may see of a person (RULES.md "Who may see what"): display name and the selected AI image's key.
     */
    async publicFace(userId: string): Promise<{ name: string; imageKey: string | null }> {
      const rows = await db
        .select({ name: profiles.displayName, imageKey: aiImages.storageKey })
        .from(profiles)
        .leftJoin(aiImages, and(eq(aiImages.userId, profiles.userId), eq(aiImages.isProfile, true)))
        .where(eq(profiles.userId, userId));
      return { name: rows[0]?.name ?? 'Your match', imageKey: rows[0]?.imageKey ?? null };
    },

    /** The person's country and last position (for the emergency number and the date's time zone). */
    async whereabouts(
      userId: string,
    ): Promise<{ country: string | null; latitude: number | null; longitude: number | null }> {
      const rows = await db
        .select({
          country: userLocations.country,
          device: userLocations.deviceCountry,
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
        })
        .from(userLocations)
        .where(eq(userLocations.userId, userId));
      const row = rows[0];
      return {
        country: row?.country ?? row?.device ?? null,
        latitude: row?.latitude ?? null,
        longitude: row?.longitude ?? null,
      };
    },

    /** The person's safety record of a date (a shared date's check-in row), or null when never shared. */
    async record(dateId: string, userId: string): Promise<CheckinRow | null> {
      const rows = await db
        .select()
        .from(dateCheckins)
        .where(and(eq(dateCheckins.dateId, dateId), eq(dateCheckins.userId, userId)));
      return rows[0] ?? null;
    },

    /** The person's shared records still open, soonest first. */
    async openRecords(userId: string, now: Date): Promise<CheckinRow[]> {
      return db
        .select()
        .from(dateCheckins)
        .where(
          and(
            eq(dateCheckins.userId, userId),
            isNotNull(dateCheckins.sharedAt),
            sql`${dateCheckins.expiresAt} > ${now}`,
          ),
        )
        .orderBy(dateCheckins.dateAt)
        .limit(10);
    },

    /** A new share: a new token (the old one stops working) and a fresh copy of the date; check-ins are kept. */
    async share(tx: Db, row: NewRecord): Promise<CheckinRow> {
      const { dateId, userId, ...set } = row;
      const rows = await tx
        .insert(dateCheckins)
        .values(row)
        .onConflictDoUpdate({ target: [dateCheckins.dateId, dateCheckins.userId], set })
        .returning();
      const stored = rows[0];
      if (!stored) throw new Error('check-in not stored');
      return stored;
    },

    /** Records a check-in once (a repeat keeps the first time); null when there is no shared row. */
    async checkIn(
      dateId: string,
      userId: string,
      kind: 'arrived' | 'safe',
      at: Date,
    ): Promise<CheckinRow | null> {
      const column = kind === 'arrived' ? dateCheckins.arrivedAt : dateCheckins.safeAt;
      const set = kind === 'arrived' ? { arrivedAt: at } : { safeAt: at };
      await db
        .update(dateCheckins)
        .set(set)
        .where(and(eq(dateCheckins.dateId, dateId), eq(dateCheckins.userId, userId), isNull(column)));
      return this.record(dateId, userId);
    },

    /** The record of an unexpired token hash. */
    async byToken(tokenHash: string, now: Date): Promise<CheckinRow | null> {
      const rows = await db
        .select()
        .from(dateCheckins)
        .where(and(eq(dateCheckins.tokenHash, tokenHash), sql`${dateCheckins.expiresAt} > ${now}`));
      return rows[0] ?? null;
    },

    /**
     * Takes one missed check-in due before `dueBefore` inside the caller's transaction: locked (skipping rows another
     * server holds) and marked alerted, so the caller queues its mail in the same transaction. A crash before the
     * commit leaves it unmarked for the next run; after it, the mail job is durable. Of two servers, one gets it.
     */
    async claimOneMissed(tx: Db, dueBefore: Date, now: Date): Promise<CheckinRow | null> {
      const due = await tx
        .select({ dateId: dateCheckins.dateId, userId: dateCheckins.userId })
        .from(dateCheckins)
        .where(
          and(
            isNull(dateCheckins.safeAt),
            isNull(dateCheckins.alertedAt),
            isNotNull(dateCheckins.sharedAt),
            lt(dateCheckins.safeBy, dueBefore),
            sql`${dateCheckins.expiresAt} > ${now}`,
          ),
        )
        .orderBy(dateCheckins.safeBy)
        .limit(1)
        .for('update', { skipLocked: true });
      const next = due[0];
      if (!next) return null;
      const rows = await tx
        .update(dateCheckins)
        .set({ alertedAt: now })
        .where(and(eq(dateCheckins.dateId, next.dateId), eq(dateCheckins.userId, next.userId)))
        .returning();
      return rows[0] ?? null;
    },

    /** One mail to the contact about a date, with the job that sends it (in the job's transaction). */
    async addAlert(
      tx: Db,
      alert: { dateId: string; userId: string; kind: AlertKind; jobId: string },
    ): Promise<void> {
      await tx.insert(dateAlerts).values(alert);
    },

    /** Marks an alert's mail out, in the transaction that marks its job done. */
    async alertSent(jobId: string, tx: Db, at: Date): Promise<void> {
      await tx.update(dateAlerts).set({ sentAt: at }).where(eq(dateAlerts.jobId, jobId));
    },

    /** The latest mail to the contact about this date, with its job's tries. */
    async latestAlert(dateId: string, userId: string): Promise<AlertRow | null> {
      const rows = await db
        .select({
          kind: dateAlerts.kind,
          createdAt: dateAlerts.createdAt,
          sentAt: dateAlerts.sentAt,
          attempts: jobs.attempts,
          error: jobs.error,
        })
        .from(dateAlerts)
        .leftJoin(jobs, eq(jobs.id, dateAlerts.jobId))
        .where(and(eq(dateAlerts.dateId, dateId), eq(dateAlerts.userId, userId)))
        .orderBy(desc(dateAlerts.createdAt))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      return {
        kind: row.kind as AlertKind,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        attempts: row.attempts ?? 0,
        failed: row.error !== null && row.error !== undefined,
      };
    },

    /** Records a day past their date are gone, token and check-ins with them; their alerts a day later. */
    async purgeExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(dateCheckins)
        .where(lt(dateCheckins.expiresAt, now))
        .returning({ dateId: dateCheckins.dateId });
      await db.delete(dateAlerts).where(lt(dateAlerts.createdAt, new Date(now.getTime() - 3 * 86_400_000)));
      return rows.length;
    },
  };
}

export type DateSafetyRepo = ReturnType<typeof createDateSafetyRepo>;
