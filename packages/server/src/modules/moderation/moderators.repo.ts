// The moderation console's SQL: moderators, their sessions, the log of conversation views, and the
// console's reads of reports (messages around a report, the person's earlier reports).
import { RETENTION } from '@rookery/shared/retention.ts';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { deletedCount, monthsAgo } from '../../platform/db/deleted-count.ts';
import { type ContextMessage, type ConversationReader, logReads } from './moderation.repo.ts';
import { moderationViews, moderatorSessions, moderators, reports } from './moderation.schema.ts';

export interface ModeratorRow {
  id: string;
  email: string;
  passwordHash: string;
  totpSecret: string;
  lastTotpStep: number | null;
  failedSignins: number;
  failedSigninsSeen: number;
  createdAt: Date;
}

export interface ViewRow {
  moderatorEmail: string;
  reportId: string;
  viewedAt: Date;
}

type Rows<T> = { rows: T[] };

export function createModeratorsRepo(db: Db) {
  /** Up to `each` messages of the report's room up to its moment and up to `each` after, oldest first. */
  async function windowAround(
    { roomId, createdAt: at }: { roomId: string; createdAt: Date },
    each: number,
  ): Promise<ContextMessage[]> {
    const result = (await db.execute(sql`
      (select room_id as "roomId", id, from_id as "fromId", type, chattext, created_at as "createdAt"
        from chat_messages where room_id = ${roomId}::uuid and created_at <= ${at.toISOString()}::timestamptz
        order by id desc limit ${each})
      union all
      (select room_id as "roomId", id, from_id as "fromId", type, chattext, created_at as "createdAt"
        from chat_messages where room_id = ${roomId}::uuid and created_at > ${at.toISOString()}::timestamptz
        order by id asc limit ${each})
      order by id`)) as unknown as Rows<ContextMessage & { id: number | string; createdAt: Date | string }>;
    return result.rows.map((row) => ({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt) }));
  }

  return {
    async add(email: string, passwordHash: string, totpSecret: string): Promise<ModeratorRow | null> {
      const rows = await db
        .insert(moderators)
        .values({ email, passwordHash, totpSecret })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    async remove(email: string): Promise<boolean> {
      const rows = await db
        .delete(moderators)
        .where(sql`lower(${moderators.email}) = lower(${email})`)
        .returning({ id: moderators.id });
      return rows.length > 0;
    },

    list(): Promise<ModeratorRow[]> {
      return db.select().from(moderators).orderBy(asc(moderators.email));
    },

    async byEmail(email: string): Promise<ModeratorRow | null> {
      const rows = await db
        .select()
        .from(moderators)
        .where(sql`lower(${moderators.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },

    /** Takes a code's step once: false when that step or a later one was already used (a replayed code). */
    async takeStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(moderators)
        .set({ lastTotpStep: step })
        .where(
          and(eq(moderators.id, id), or(isNull(moderators.lastTotpStep), lt(moderators.lastTotpStep, step))),
        )
        .returning({ id: moderators.id });
      return rows.length > 0;
    },

    /** One more failed sign-in from a browser that is not this moderator's. */
    async countFailure(id: string): Promise<void> {
      await db
        .update(moderators)
        .set({ failedSignins: sql`${moderators.failedSignins} + 1` })
        .where(eq(moderators.id, id));
    },

    /** At a sign-in: the failures since the last one become what the console tells, and counting starts again. */
    async takeFailures(id: string): Promise<void> {
      await db
        .update(moderators)
        .set({ failedSigninsSeen: sql`${moderators.failedSignins}`, failedSignins: 0 })
        .where(eq(moderators.id, id));
    },

    /** `createdAt` is the sign-in on the console's clock, from which the session's lifetime counts. */
    async addSession(
      moderatorId: string,
      tokenHash: string,
      expiresAt: Date,
      createdAt: Date,
    ): Promise<void> {
      await db.insert(moderatorSessions).values({ moderatorId, tokenHash, expiresAt, createdAt });
    },

    /**
     * The moderator of a live session (not idle past its expiry, signed in after `signedInAfter`), its expiry
     * pushed to `until` in the same statement.
     */
    async touchSession(
      tokenHash: string,
      now: Date,
      until: Date,
      signedInAfter: Date,
    ): Promise<{ id: string; email: string; failedElsewhere: number } | null> {
      const result = (await db.execute(sql`
        update moderator_sessions s set expires_at = ${until.toISOString()}::timestamptz
        from moderators m
        where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz
          and s.created_at > ${signedInAfter.toISOString()}::timestamptz
          and m.id = s.moderator_id
        returning m.id, m.email, m.failed_signins_seen as "failedElsewhere"`)) as unknown as Rows<{
        id: string;
        email: string;
        failedElsewhere: number | string;
      }>;
      const row = result.rows[0];
      return row ? { ...row, failedElsewhere: Number(row.failedElsewhere) } : null;
    },

    async endSession(tokenHash: string): Promise<void> {
      await db.delete(moderatorSessions).where(eq(moderatorSessions.tokenHash, tokenHash));
    },

    /** One page of the views log, newest first: `limit` rows after the first `offset`. */
    views(limit: number, offset: number): Promise<ViewRow[]> {
      return db
        .select({
          moderatorEmail: moderationViews.moderatorEmail,
          reportId: moderationViews.reportId,
          viewedAt: moderationViews.viewedAt,
        })
        .from(moderationViews)
        .orderBy(desc(moderationViews.viewedAt), desc(moderationViews.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Up to `each` messages of the report's room before the report (its moment included) and up to `each` after,
     * oldest first. The read is logged first: whatever page shows them, a view is in the log.
     */
    async messagesAround(
      report: { id: string; roomId: string; createdAt: Date },
      each: number,
      reader: ConversationReader,
      now: Date,
    ): Promise<ContextMessage[]> {
      await logReads(db, reader, [report.id], now);
      return windowAround(report, each);
    },

    /**
     * The image message `messageId` when it is among the messages around the report (messagesAround's window) and
     * an image; its stored file name, or null. Not logged: the page that shows it was (the console's image route).
     */
    async imageAround(
      report: { id: string; roomId: string; createdAt: Date },
      each: number,
      messageId: number,
    ): Promise<string | null> {
      const found = (await windowAround(report, each)).find((m) => m.id === messageId && m.type === 'image');
      return found?.chattext ?? null;
    },

    /** The other reports about a person, newest first. */
    otherReportsAbout(userId: string, exceptId: string) {
      return db
        .select({
          id: reports.id,
          reason: reports.reason,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(and(eq(reports.reportedId, userId), sql`${reports.id} <> ${exceptId}::uuid`))
        .orderBy(desc(reports.createdAt))
        .limit(20);
    },

    /** Sessions idle past their expiry or signed in before `signedInBefore` (past their lifetime). */
    async purgeSessions(now: Date, signedInBefore: Date): Promise<void> {
      await db
        .delete(moderatorSessions)
        .where(or(lt(moderatorSessions.expiresAt, now), lt(moderatorSessions.createdAt, signedInBefore)));
    },
  };
}

export type ModeratorsRepo = ReturnType<typeof createModeratorsRepo>;

/** What moderators viewed, kept RETENTION.moderationViewMonths (the account's expire task, through the face). */
export const expireModerationViews = (db: Db) =>
  deletedCount(
    db,
    sql`delete from moderation_views where viewed_at < ${monthsAgo(RETENTION.moderationViewMonths)} returning 1`,
  );
