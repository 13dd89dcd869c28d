// A notification's time (SPEC.md 9): in the device's time zone, "month day, year, hours:minutes:seconds"; and a date
// notification's text with the date's time in the reader's own zone and locale (issue 21).
import type { NotificationItem } from '@rookery/shared/api/discovery.actions.ts';
import { format, isValid, parseISO } from 'date-fns';

export function notificationTime(created: string): string {
  const when = parseISO(created);
  return isValid(when) ? format(when, 'MMMM d, yyyy, HH:mm:ss') : '';
}

/**
 * The text as the reader reads it: a date notification stored with its time apart (`date`) gets that time in the
 * device's zone and locale ("Sat, Nov 28, 7:30 PM", the year too when it is not this one); any other, and older
 * rows, keep the server's text. `locale` is for tests: the device's own by default.
 */
export function notificationText(
  item: Pick<NotificationItem, 'notification' | 'date'>,
  now: Date = new Date(),
  locale?: string,
): string {
  if (!item.date) return item.notification;
  const at = parseISO(item.date.at);
  if (!isValid(at)) return item.notification;
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${item.date.text}, ${when}`;
}
