// Notifications' part of "Download my data" (platform/feature/export-section.ts): every notification shown to the
// person, the deleted ones too.
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { notifications } from './notifications.schema.ts';

export const NOTIFICATIONS_EXPORT: readonly ExportSection[] = [
  {
    key: 'notifications',
    about: 'Notifications we showed you, also the ones you deleted.',
    tables: [notifications],
    read: (db, { userId }) =>
      db
        .select({
          title: notifications.title,
          notification: notifications.notification,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          deletedAt: notifications.deletedAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
  },
];
