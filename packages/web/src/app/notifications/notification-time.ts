// A notification's time (SPEC.md 9): in the device's time zone, "month day, year, hours:minutes:seconds".
import { format, isValid, parseISO } from 'date-fns';

export function notificationTime(created: string): string {
  const when = parseISO(created);
  return isValid(when) ? format(when, 'MMMM d, yyyy, HH:mm:ss') : '';
}
