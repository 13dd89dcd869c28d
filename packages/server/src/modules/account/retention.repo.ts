// The SQL of the scheduled account and retention tasks (retention.jobs.ts). People are taken in batches with
// FOR UPDATE SKIP LOCKED and a conditional update in one statement, so that two servers running the same task at
// once never take the same person; every time is the database's (servers' clocks may differ).
import { RETENTION } from '@rookery/shared/retention.ts';
import { type SQL, sql } from 'drizzle-orm';
import { expireSpentCaptchas } from '../../platform/captcha/captcha-spent.repo.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { daysAgo, monthsAgo } from '../../platform/db/deleted-count.ts';
import { expireFinishedJobs } from '../../platform/jobs/jobs.repo.ts';
import { expireScheduledRuns } from '../../platform/jobs/scheduled-runs.repo.ts';
import { expireCodes } from '../auth/auth.public.ts';
import { deleteRoomRowsWithin, deleteRoomsChatWithin } from '../chat/chat.public.ts';
import { deleteRoomsDatesWithin } from '../dates/dates.public.ts';
import { expireModerationViews } from '../moderation/moderation.public.ts';
import { deleteOldDeletionForms, deleteResolvedContacts } from '../webforms/webforms.public.ts';

export interface WarnedPerson {
  id: string;
  email: string;
  name: string;
  warnedAt: Date;
}

export interface ClaimedDeletion {
  id: string;
  /** The warning the claim consumed; put back if the deletion fails. */
  warnedAt: Date;
}

interface Rows<T> {
  rows: T[];
}

const notIn = (ids: string[]) =>
  ids.length === 0
    ? sql`true`
    : sql`u.id not in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

/**
 * Who may be told about or deleted for inactivity at all: not banned people (the ban must outlive their silence)
 * and not people suspended now (they could not sign in to keep the account).
 */
const mayLapse = sql`u.status <> 'banned' and (u.suspended_until is null or u.suspended_until <= now())`;

/** Inactive for 6 months less 14 days, and not warned since they were last active. */
const dueForWarning = sql`u.last_active_at < ${monthsAgo(RETENTION.inactiveMonths)} + ${RETENTION.warningDays} * interval '1 day'
  and (u.inactivity_warned_at is null or u.inactivity_warned_at < u.last_active_at) and ${mayLapse}`;

/** Inactive for 6 months, warned at least 14 days ago, and not active since the warning. */
const dueForDeletion = sql`u.last_active_at < ${monthsAgo(RETENTION.inactiveMonths)}
  and u.inactivity_warned_at is not null and u.inactivity_warned_at >= u.last_active_at
  and u.inactivity_warned_at <= ${daysAgo(RETENTION.warningDays)} and ${mayLapse}`;

/**
 * A conversation nobody has touched for 12 months (its last message, its end, or its creation) that is over, or
 * whose members (a deleted member counts as gone) have both been away that long. Its end counts as activity, so a
 * conversation just reported keeps its context for the moderators.
 */
const staleMatch = (cutoff: SQL) => sql`greatest(m.created_at, coalesce(m.ended_at, m.created_at),
    coalesce((select c.created_at from chat_messages c where c.room_id = m.id order by c.id desc limit 1), m.created_at)
  ) < ${cutoff}
  and (m.ended_at is not null or not exists (
    select 1 from users mu where mu.id in (m.user_a, m.user_b) and mu.last_active_at >= ${cutoff}))`;

export function createRetentionRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Marks up to `limit` people due for the inactivity warning as warned now and answers them; `skip` are people
     * this run already tried. Time is cut to milliseconds so the value read back is the value stored.
     */
    async claimWarnings(limit: number, skip: string[]): Promise<WarnedPerson[]> {
      const result = (await db.execute(sql`
        with picked as (
          select u.id from users u where ${dueForWarning} and ${notIn(skip)}
          order by u.last_active_at limit ${limit} for update skip locked)
        update users u set inactivity_warned_at = date_trunc('milliseconds', now())
        from picked where u.id = picked.id and ${dueForWarning}
        returning u.id, u.email, u.name, u.inactivity_warned_at as "warnedAt"`)) as unknown as Rows<{
        id: string;
        email: string;
        name: string;
        warnedAt: Date | string;
      }>;
      return result.rows.map((r) => ({ ...r, warnedAt: new Date(r.warnedAt) }));
    },

    /** Undoes a warning whose mail did not go, so the next run tries again. */
    async forgetWarning(id: string, warnedAt: Date): Promise<void> {
      await db.execute(sql`update users set inactivity_warned_at = null
        where id = ${id}::uuid and inactivity_warned_at = ${warnedAt.toISOString()}::timestamptz`);
    },

    /**
     * Takes up to `limit` people due for deletion by consuming their warning (set to null), so no other run takes
     * them; answers each with the warning it consumed.
     */
    async claimDeletions(limit: number, skip: string[]): Promise<ClaimedDeletion[]> {
      const result = (await db.execute(sql`
        with picked as (
          select u.id, u.inactivity_warned_at from users u where ${dueForDeletion} and ${notIn(skip)}
          order by u.last_active_at limit ${limit} for update skip locked)
        update users u set inactivity_warned_at = null
        from picked where u.id = picked.id and ${dueForDeletion}
        returning u.id, picked.inactivity_warned_at as "warnedAt"`)) as unknown as Rows<{
        id: string;
        warnedAt: Date | string;
      }>;
      return result.rows.map((r) => ({ id: r.id, warnedAt: new Date(r.warnedAt) }));
    },

    /** Puts back the warning of a person whose deletion failed (unless they have come back meanwhile). */
    async restoreWarning(id: string, warnedAt: Date): Promise<void> {
      await db.execute(sql`update users set inactivity_warned_at = ${warnedAt.toISOString()}::timestamptz
        where id = ${id}::uuid and inactivity_warned_at is null and last_active_at <= ${warnedAt.toISOString()}::timestamptz`);
    },

    // Each owner's expiry, through its face (auth, platform, moderation): the statements and clocks are theirs.
    expireCodes: () => expireCodes(db),
    expireCaptchaSpent: () => expireSpentCaptchas(db),
    expireJobs: () => expireFinishedJobs(db),
    expireModerationViews: () => expireModerationViews(db),
    expireScheduledRuns: () => expireScheduledRuns(db),

    /**
     * Takes up to `limit` stale matches in a transaction and deletes them with their messages, dates and read
     * positions. The lock keeps new messages out (their foreign key waits for it), and the condition is read again
     * under it. Answers the rooms deleted, so their chat images can go after the rows.
     */
    async deleteStaleMatches(
      limit: number,
    ): Promise<{ rooms: string[]; messages: number; images: number; dates: number; reads: number }> {
      return db.transaction(async (tx) => {
        const cutoff = monthsAgo(RETENTION.chatMonths);
        const picked = (await tx.execute(sql`
          select m.id from matches m where ${staleMatch(cutoff)}
          order by m.created_at limit ${limit} for update of m skip locked`)) as unknown as Rows<{
          id: string;
        }>;
        const ids = picked.rows.map((r) => r.id);
        if (ids.length === 0) return { rooms: [], messages: 0, images: 0, dates: 0, reads: 0 };
        const still = (await tx.execute(sql`
          select m.id from matches m
          where m.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and ${staleMatch(cutoff)}`)) as unknown as Rows<{ id: string }>;
        const rooms = still.rows.map((r) => r.id);
        if (rooms.length === 0) return { rooms: [], messages: 0, images: 0, dates: 0, reads: 0 };
        // The rooms, their messages and reads (chat) and their dates go through their owners' faces, in this one.
        const { messages, images, reads } = await deleteRoomsChatWithin(tx, rooms);
        const dates = await deleteRoomsDatesWithin(tx, rooms);
        await deleteRoomRowsWithin(tx, rooms);
        return { rooms, messages, images, dates, reads };
      });
    },

    /** Contact requests and app feedback 12 months after support resolved them (webforms' face). */
    deleteResolvedContacts: () => deleteResolvedContacts(db),

    /** The /delete form's data 24 months after its resolution, or its creation when never resolved (webforms'). */
    deleteOldDeletionForms: () => deleteOldDeletionForms(db),
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
