// Moderation (RULES.md "Safety and moderation"): the only SQL of the moderation module. Reports and the log of
// actions are kept without foreign keys (the privacy policy's retention), so a report may name an account that no
// longer exists; the reads below answer null names for it rather than dropping the report.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { plainNote, storeNotesWithin } from '../notifications/notifications.public.ts';
import { moderationActions, moderationViews, reports } from './moderation.schema.ts';

export type ModerationAction = 'mute' | 'suspend' | 'ban' | 'lift' | 'warn' | 'resolve';

/**
 * Who reads a reported conversation: a console moderator (id and address) or an operator of
 * `npm run admin` (their name, no id). Every function that reads a report's messages takes one and logs the read.
 */
export interface ConversationReader {
  moderatorId: string | null;
  name: string;
}

/** Logs one read of each report's conversation, in moderation_views: called before the messages are read. */
export async function logReads(
  db: Db,
  reader: ConversationReader,
  reportIds: string[],
  at: Date,
): Promise<void> {
  if (reportIds.length === 0) return;
  await db.insert(moderationViews).values(
    reportIds.map((reportId) => ({
      moderatorId: reader.moderatorId,
      moderatorEmail: reader.name,
      reportId,
      viewedAt: at,
    })),
  );
}

export interface Person {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  status: string;
  suspendedUntil: Date | null;
  mutedUntil: Date | null;
}

export interface ReportRow {
  id: string;
  status: string;
  reason: string;
  details: string;
  roomId: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  reporterId: string | null;
  reporterEmail: string | null;
  reporterName: string | null;
  reportedId: string;
  reportedEmail: string | null;
  reportedName: string | null;
  reportedStatus: string | null;
  reportedSuspendedUntil: Date | null;
  reportedMutedUntil: Date | null;
}

export interface ContextMessage {
  roomId: string;
  id: number;
  fromId: string | null;
  type: string;
  chattext: string;
  createdAt: Date;
}

export interface LoggedAction {
  action: ModerationAction;
  until: Date | null;
  reason: string;
  moderator: string;
  reportId: string | null;
  createdAt: Date;
}

export interface NewAction {
  userId: string;
  action: ModerationAction;
  until: Date | null;
  reason: string;
  moderator: string;
  reportId: string | null;
  createdAt: Date;
}

/** What an action changes on the account; undefined leaves a column as it is. */
export interface StandingChange {
  status?: 'active' | 'suspended' | 'banned';
  suspendedUntil?: Date | null;
  mutedUntil?: Date | null;
}

type Rows<T> = { rows: T[] };

const personColumns = sql`u.id, u.email, u.name, p.display_name as "displayName", u.status,
  u.suspended_until as "suspendedUntil", u.muted_until as "mutedUntil"`;

const reportColumns = sql`
  r.id, r.status, r.reason, r.details, r.room_id as "roomId", r.created_at as "createdAt",
  r.resolved_at as "resolvedAt",
  r.reporter_id as "reporterId", ru.email as "reporterEmail", rp.display_name as "reporterName",
  r.reported_id as "reportedId", du.email as "reportedEmail", dp.display_name as "reportedName",
  du.status as "reportedStatus", du.suspended_until as "reportedSuspendedUntil",
  du.muted_until as "reportedMutedUntil"`;

const reportJoins = sql`
  from reports r
  left join users ru on ru.id = r.reporter_id
  left join profiles rp on rp.user_id = r.reporter_id
  left join users du on du.id = r.reported_id
  left join profiles dp on dp.user_id = r.reported_id`;

/** node-postgres and PGlite answer timestamps as Date; a raw query may give strings on some drivers. */
const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function reportOf(row: ReportRow): ReportRow {
  return {
    ...row,
    createdAt: asDate(row.createdAt) as Date,
    resolvedAt: asDate(row.resolvedAt),
    reportedSuspendedUntil: asDate(row.reportedSuspendedUntil),
    reportedMutedUntil: asDate(row.reportedMutedUntil),
  };
}

function personOf(row: Person): Person {
  return { ...row, suspendedUntil: asDate(row.suspendedUntil), mutedUntil: asDate(row.mutedUntil) };
}

export function createModerationRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async personById(id: string): Promise<Person | null> {
      const result = (await db.execute(sql`
        select ${personColumns} from users u left join profiles p on p.user_id = u.id
        where u.id = ${id}::uuid`)) as unknown as Rows<Person>;
      return result.rows[0] ? personOf(result.rows[0]) : null;
    },

    async personByEmail(email: string): Promise<Person | null> {
      const result = (await db.execute(sql`
        select ${personColumns} from users u left join profiles p on p.user_id = u.id
        where lower(u.email) = lower(${email})`)) as unknown as Rows<Person>;
      return result.rows[0] ? personOf(result.rows[0]) : null;
    },

    /** Open reports (or all of them), oldest first, with both people's names where the accounts still exist. */
    async reports(includeResolved: boolean): Promise<ReportRow[]> {
      const result = (await db.execute(sql`
        select ${reportColumns} ${reportJoins}
        ${includeResolved ? sql`` : sql`where r.status = 'open'`}
        order by r.created_at, r.id`)) as unknown as Rows<ReportRow>;
      return result.rows.map(reportOf);
    },

    async report(id: string, exec: Db = db): Promise<ReportRow | null> {
      const result = (await exec.execute(sql`
        select ${reportColumns} ${reportJoins} where r.id = ${id}::uuid`)) as unknown as Rows<ReportRow>;
      return result.rows[0] ? reportOf(result.rows[0]) : null;
    },

    /**
     * The last `perRoom` messages of each report's room, oldest first within a room: the context of the reports.
     * The read is logged first, one view per report with a conversation, so no path shows messages
     * without a trace; a failed log reads nothing.
     */
    async lastMessages(
      read: Array<{ id: string; roomId: string | null }>,
      perRoom: number,
      reader: ConversationReader,
      at: Date,
    ): Promise<ContextMessage[]> {
      const withRoom = read.filter((r): r is { id: string; roomId: string } => r.roomId !== null);
      if (withRoom.length === 0) return [];
      await logReads(
        db,
        reader,
        withRoom.map((r) => r.id),
        at,
      );
      const roomIds = [...new Set(withRoom.map((r) => r.roomId))];
      const ids = sql.join(
        roomIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        select m.room_id as "roomId", m.id, m.from_id as "fromId", m.type, m.chattext, m.created_at as "createdAt"
        from (select distinct unnest(array[${ids}]) as room_id) rooms
        cross join lateral (
          select * from chat_messages c where c.room_id = rooms.room_id order by c.id desc limit ${perRoom}
        ) m
        order by m.room_id, m.id`)) as unknown as Rows<ContextMessage & { id: number | string }>;
      return result.rows.map((row) => ({
        ...row,
        id: Number(row.id),
        createdAt: asDate(row.createdAt) as Date,
      }));
    },

    /** The end of a mute, or null when there is none (a past one included: the caller compares with its clock). */
    async mutedUntil(userId: string): Promise<Date | null> {
      const rows = await db
        .select({ mutedUntil: users.mutedUntil })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.mutedUntil ?? null;
    },

    /** Sets the columns the change names (drizzle leaves out the undefined ones). */
    async changeStanding(tx: Db, userId: string, change: StandingChange): Promise<boolean> {
      const { status, suspendedUntil, mutedUntil } = change;
      const rows = await tx
        .update(users)
        .set({ status, suspendedUntil, mutedUntil })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async log(tx: Db, action: NewAction): Promise<void> {
      await tx.insert(moderationActions).values(action);
    },

    /** Closes an open report; false when it was not open (already resolved, or unknown). */
    async resolveReport(tx: Db, reportId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(reports)
        .set({ status: 'resolved', resolvedAt: now })
        .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async history(userId: string): Promise<LoggedAction[]> {
      const rows = await db
        .select({
          action: moderationActions.action,
          until: moderationActions.until,
          reason: moderationActions.reason,
          moderator: moderationActions.moderator,
          reportId: moderationActions.reportId,
          createdAt: moderationActions.createdAt,
        })
        .from(moderationActions)
        .where(eq(moderationActions.userId, userId))
        .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
      return rows as LoggedAction[];
    },

    async reportsAbout(userId: string): Promise<{ open: number; all: number }> {
      const result = (await db.execute(sql`
        select count(*) filter (where status = 'open')::int as open, count(*)::int as "all"
        from reports where reported_id = ${userId}::uuid`)) as unknown as Rows<{ open: number; all: number }>;
      return result.rows[0] ?? { open: 0, all: 0 };
    },

    /**
     * The end of a suspension, once its date has come: back to active, only when the account is still suspended
     * until exactly that date (not lifted, banned or suspended again since). True when it ended here.
     */
    async endSuspension(tx: Db, userId: string, until: Date): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ status: 'active', suspendedUntil: null })
        .where(and(eq(users.id, userId), eq(users.status, 'suspended'), eq(users.suspendedUntil, until)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** A notification written in the caller's transaction (through notifications' face). */
    async addNotification(tx: Db, userId: string, title: string, text: string, now: Date): Promise<void> {
      await storeNotesWithin(tx, [{ userId, title, note: plainNote(text) }], now);
    },
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;
