// The notification actions of RULES.md "Reads and writes": notifications, readnotifications, deletenotifications.
import type { NOTIFICATIONS_ACTIONS } from '@rookery/shared/api/notifications.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsActions(notes: NotificationsService): Handlers<typeof NOTIFICATIONS_ACTIONS> {
  return {
    notifications: async ({ viewer }) => ({ notifications: await notes.list(viewer.userId) }),
    readnotifications: async ({ viewer }) => {
      await notes.markAllRead(viewer.userId);
      return {};
    },
    deletenotifications: async ({ viewer }) => {
      await notes.deleteAll(viewer.userId);
      return {};
    },
  };
}
