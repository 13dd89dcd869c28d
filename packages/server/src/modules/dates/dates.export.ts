// The dates' part of "Download my data" (platform/feature/export-section.ts): the dates the person asked for or was
// asked to.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { chatDates } from './dates.schema.ts';

export const DATES_EXPORT: readonly ExportSection[] = [
  {
    key: 'dates',
    about: 'Dates you requested or were asked to.',
    tables: [chatDates],
    read: (db, { userId }) =>
      db
        .select({
          id: chatDates.id,
          roomId: chatDates.roomId,
          requestedByMe: sql<boolean>`${chatDates.requestor} is not distinct from ${userId}`,
          location: chatDates.location,
          dateAt: chatDates.dateAt,
          status: chatDates.status,
          createdAt: chatDates.createdAt,
          answeredAt: chatDates.answeredAt,
        })
        .from(chatDates)
        .where(or(eq(chatDates.requestor, userId), eq(chatDates.requestee, userId)))
        .orderBy(asc(chatDates.createdAt)),
  },
];
