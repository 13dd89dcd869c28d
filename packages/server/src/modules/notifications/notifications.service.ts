// Notifications (SPEC.md 3; PRODUCT.md "Defaults"): a person reads, marks read and clears their own only. Other
// modules call `notify` for the events PRODUCT.md lists (a new match is written with the match itself).
import type { NotificationItem } from '@rookery/shared/api/discovery.actions.ts';
import { type NoteTarget, type NoteText, noteText } from './mention.ts';
import type { NotificationsRepo } from './notifications.repo.ts';

export function createNotificationsService(repo: NotificationsRepo, clock: () => Date = () => new Date()) {
  return {
    async list(userId: string): Promise<NotificationItem[]> {
      const rows = await repo.list(userId);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        notification: row.notification,
        created: row.createdAt.toISOString(),
        read: row.readAt ? 1 : 0,
        // Only while its match exists (the column is cleared with it).
        ...(row.targetKind && row.targetMatchId
          ? { target: { kind: row.targetKind as NoteTarget['kind'], match_id: row.targetMatchId } }
          : {}),
      }));
    },
    unread: (userId: string) => repo.unread(userId),
    /** A text that names someone comes from `naming` (mention.ts), so that it forgets them with their account. */
    notify: (userId: string, title: string, notification: string | NoteText, target?: NoteTarget) =>
      repo.add(userId, title, noteText(notification), clock(), target),
    markAllRead: (userId: string) => repo.markAllRead(userId, clock()),
    deleteAll: (userId: string) => repo.deleteAll(userId, clock()),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
