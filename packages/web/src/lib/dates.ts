// Every date and time the web app shows (one format across the app, where there were five), in the device's time
// zone. RULES.md "Constants and limits" gives the two full forms: a date "like 'PP hh:mm aa'" and a notification's
// "month day, year, hours:minutes:seconds"; the shorter forms are cut from them so the same words come back.
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

type When = Date | string;

const read = (value: When): Date | null => {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
};

/** One form: the pattern's words for a time, '' for what is not a time. */
const form =
  (pattern: string) =>
  (value: When): string => {
    const date = read(value);
    return date ? format(date, pattern) : '';
  };

/** The time of day: "07:30 PM" (a message's time, and the time part of every full date). */
export const messageTime = form('hh:mm aa');

/**
 * A moment in full, the RULES.md "Constants and limits" 'PP hh:mm aa': "Nov 28, 2026 07:30 PM" (a date's start, an
 * image made, a deadline).
 */
export const dateStart = form('PP hh:mm aa');

/** A calendar day with its weekday: "Sat, Nov 28", the year too when it is not this one. */
export function dayName(value: When, now: Date = new Date()): string {
  const date = read(value);
  if (!date) return '';
  return format(date, date.getFullYear() === now.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
}

/** A calendar day without its weekday, the year always: "Nov 28, 2000" (a date of birth). */
export const calendarDay = form('PP');

/** The calendar day of an instant in the device's zone, as yyyy-MM-dd (a key, never shown). */
export const dayKey = form('yyyy-MM-dd');

/** A chat's day separator for a dayKey: "Today", "Yesterday", else dayName. */
export function dayHeading(day: string, now: Date = new Date()): string {
  if (day === dayKey(now)) return 'Today';
  if (day === dayKey(new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  // The day's own noon in the device's zone is that calendar day whatever the zone.
  return dayName(new Date(`${day}T12:00:00`), now);
}

/**
 * The exact moment, the RULES.md "Constants and limits" notification time: "November 28, 2026, 19:30:05" (also a
 * hover's title).
 */
export const exactTime = form('MMMM d, yyyy, HH:mm:ss');

/**
 * How long ago, as the matches list and the notifications say it: "Just now", "2 min ago", "3 h ago", "Yesterday",
 * a weekday within the week, then the day ("Nov 1", "Nov 1, 2025"). Days count in the device's zone.
 */
export function lastActive(value: When, now: Date = new Date()): string {
  const when = read(value);
  if (!when) return '';
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
