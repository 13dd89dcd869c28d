// How long ago something happened, as the matches list and the notifications say it (issue 21): "Just now",
// "2 min ago", "3 h ago", "Yesterday", a weekday within the week, then the date. Days count in the device's zone.
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

export function relativeTime(iso: string, now: Date = new Date()): string {
  const when = parseISO(iso);
  if (!isValid(when)) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - when.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const days = differenceInCalendarDays(now, when);
  if (days === 0) return `${Math.floor(minutes / 60)} h ago`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return format(when, 'EEEE');
  return format(when, now.getFullYear() === when.getFullYear() ? 'MMM d' : 'MMM d, yyyy');
}
