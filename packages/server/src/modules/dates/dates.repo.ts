// Dates (table chat_dates): the only SQL of the dates module. Writes that must stand or fall together take the
// caller's transaction (`tx`); the room's match row is locked first (the chat's room port) so that the open-request
// count and the end of a match (unmatch, report, block) are one step at a time per room.
import type { ChatDate, DateStatus } from '@rookery/shared/events.ts';
import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { chatDates } from './dates.schema.ts';

const DATE_COLUMNS = {
  id: chatDates.id,
  location: chatDates.location,
  dateAt: chatDates.dateAt,
  status: chatDates.status,
  requestor: chatDates.requestor,
  requestee: chatDates.requestee,
};

interface DateRow {
  id: string;
  location: string;
  dateAt: Date;
  status: string;
  requestor: string | null;
  requestee: string | null;
}

function toChatDate(row: DateRow): ChatDate {
  return {
    id: row.id,
    location: row.location,
    date_at: row.dateAt.toISOString(),
    status: row.status as DateStatus,
    requestor: row.requestor,
    requestee: row.requestee,
  };
}

/** Upcoming dates that still count: asked and not answered, or accepted. */
const OPEN: DateStatus[] = ['requested', 'accepted'];

/**
 * Every upcoming requested or accepted date of the room is cancelled, in the caller's transaction (`tx`): the end of
 * a match (modules/safety, through dates.public.ts) after it has locked the match row. Returns how many.
 */
export async function cancelUpcomingDatesWithin(tx: Db, roomId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(chatDates)
    .set({ status: 'cancelled', answeredAt: now })
    .where(and(eq(chatDates.roomId, roomId), inArray(chatDates.status, OPEN), gt(chatDates.dateAt, now)))
    .returning({ id: chatDates.id });
  return rows.length;
}

/** Dates still requested or accepted with the person are off, in the account deletion's transaction. */
export async function cancelPersonDatesWithin(tx: Db, userId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(chatDates)
    .set({ status: 'cancelled', answeredAt: now })
    .where(
      and(
        or(eq(chatDates.requestor, userId), eq(chatDates.requestee, userId)),
        inArray(chatDates.status, OPEN),
      ),
    )
    .returning({ id: chatDates.id });
  return rows.length;
}

/** Deletes every date of `roomIds` (retention's stale rooms, in its transaction); answers how many. */
export async function deleteRoomsDatesWithin(tx: Db, roomIds: readonly string[]): Promise<number> {
  if (roomIds.length === 0) return 0;
  const rows = await tx
    .delete(chatDates)
    .where(inArray(chatDates.roomId, [...roomIds]))
    .returning({ id: chatDates.id });
  return rows.length;
}

export function createDatesRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async countRequested(tx: Db, roomId: string, now: Date): Promise<number> {
      const rows = await tx
        .select({ n: count() })
        .from(chatDates)
        .where(
          and(eq(chatDates.roomId, roomId), eq(chatDates.status, 'requested'), gt(chatDates.dateAt, now)),
        );
      return rows[0]?.n ?? 0;
    },

    async insert(
      tx: Db,
      date: { roomId: string; requestor: string; requestee: string; location: string; dateAt: Date },
    ): Promise<ChatDate> {
      const rows = await tx.insert(chatDates).values(date).returning(DATE_COLUMNS);
      const row = rows[0];
      if (!row) throw new Error('date not inserted');
      return toChatDate(row);
    },

    async byId(roomId: string, dateId: string): Promise<ChatDate | null> {
      const rows = await db
        .select(DATE_COLUMNS)
        .from(chatDates)
        .where(and(eq(chatDates.id, dateId), eq(chatDates.roomId, roomId)));
      return rows[0] ? toChatDate(rows[0]) : null;
    },

    /** The room's upcoming requested or accepted dates, soonest first. */
    async upcoming(roomId: string, now: Date): Promise<ChatDate[]> {
      const rows = await db
        .select(DATE_COLUMNS)
        .from(chatDates)
        .where(and(eq(chatDates.roomId, roomId), inArray(chatDates.status, OPEN), gt(chatDates.dateAt, now)))
        .orderBy(asc(chatDates.dateAt), asc(chatDates.createdAt));
      return rows.map(toChatDate);
    },

    /**
     * The requestee's answer, only while the date is requested and ahead: one conditional update, so of two
     * answers at once exactly one changes the row. Null when nothing matched.
     */
    async answer(
      tx: Db,
      roomId: string,
      dateId: string,
      requestee: string,
      to: 'accepted' | 'declined',
      now: Date,
    ): Promise<ChatDate | null> {
      const rows = await tx
        .update(chatDates)
        .set({ status: to, answeredAt: now })
        .where(
          and(
            eq(chatDates.id, dateId),
            eq(chatDates.roomId, roomId),
            eq(chatDates.requestee, requestee),
            eq(chatDates.status, 'requested'),
            gt(chatDates.dateAt, now),
          ),
        )
        .returning(DATE_COLUMNS);
      return rows[0] ? toChatDate(rows[0]) : null;
    },

    /** Cancels an upcoming requested or accepted date; null when it is not one. */
    async cancel(tx: Db, roomId: string, dateId: string, now: Date): Promise<ChatDate | null> {
      const rows = await tx
        .update(chatDates)
        .set({ status: 'cancelled', answeredAt: now })
        .where(
          and(
            eq(chatDates.id, dateId),
            eq(chatDates.roomId, roomId),
            inArray(chatDates.status, OPEN),
            gt(chatDates.dateAt, now),
          ),
        )
        .returning(DATE_COLUMNS);
      return rows[0] ? toChatDate(rows[0]) : null;
    },
  };
}

export type DatesRepo = ReturnType<typeof createDatesRepo>;
