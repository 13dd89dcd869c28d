// Moderation's part of "Download my data" (platform/feature/export-section.ts): the reports the person filed and the
// moderators' actions about their account. Reports about them are not read at all (the export's `not_included`).
import { asc, eq, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { partner, visiblePartner } from '../profile/profile.public.ts';
import { moderationActions, reports } from './moderation.schema.ts';

export const MODERATION_EXPORT: readonly ExportSection[] = [
  {
    key: 'reports_filed',
    about: 'Reports you filed about other people.',
    tables: [reports],
    read: (db, { userId }) =>
      db
        .select({
          roomId: reports.roomId,
          about: partner.displayName,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .leftJoin(partner, visiblePartner(userId, sql`${reports.reportedId}`))
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt)),
  },
  {
    key: 'moderation',
    about: "Moderators' actions about your account (warnings, mutes, suspensions, bans, lifts).",
    tables: [moderationActions],
    // Which moderator acted is not read.
    read: (db, { userId }) =>
      db
        .select({
          action: moderationActions.action,
          until: moderationActions.until,
          reason: moderationActions.reason,
          createdAt: moderationActions.createdAt,
        })
        .from(moderationActions)
        .where(eq(moderationActions.userId, userId))
        .orderBy(asc(moderationActions.createdAt)),
  },
];
