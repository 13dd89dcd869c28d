// A notification's time (RULES.md "Constants and limits", lib/dates exactTime): in the device's time zone, "month
// day, year, hours:minutes:seconds"; and a date notification's text with the date's start as every screen writes it.
import type { NotificationItem } from '@rookery/shared/api/notifications.actions.ts';
import { dateStart, exactTime } from '../../lib/dates.ts';

export const notificationTime = (created: string): string => exactTime(created);

/**
 * The text as the reader reads it: a date notification stored with its time apart (`date`) gets that time in the
 * device's zone as the chat and the Dates dialog write it ("Nov 28, 2026 07:30 PM"); any other, and older rows,
 * keep the server's text.
 */
export function notificationText(item: Pick<NotificationItem, 'notification' | 'date'>): string {
  if (!item.date) return item.notification;
  const when = dateStart(item.date.at);
  return when ? `${item.date.text}, ${when}` : item.notification;
}
