// The dates dialog's pure parts (RULES.md "Screens and routes", "Validation", "Constants and limits": a date shown
// like 'PP hh:mm aa'): a day from the calendar and a time from the time input make one moment in the device's zone,
// sent as ISO 8601 UTC (`datedb`); the form is checked with the shared ZDateForm so its messages are those of
// RULES.md "Validation".
import type { ChatDate } from '@rookery/shared/events.ts';
import { isValid } from 'date-fns';
import { dateStart } from '../../../lib/dates.ts';

/** 'Mar 14, 2026 07:30 PM' in the device's zone (lib/dates); '' for something that is not a time. */
export const dateDisplay = dateStart;

/** The moment a calendar day (its local date) and an 'HH:mm' time name in the device's zone, or null. */
export function localDateTime(day: Date | undefined, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!day || !isValid(day) || !match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0);
}

/** The wire's `datedb`: ISO 8601 in UTC, or '' while the day or the time is missing. */
export function toDateDb(day: Date | undefined, time: string): string {
  return localDateTime(day, time)?.toISOString() ?? '';
}

/** The table's rows: soonest first (the server lists only upcoming dates that are requested or accepted). */
export function upcomingDates(dates: readonly ChatDate[]): ChatDate[] {
  return dates
    .filter((date) => date.status === 'requested' || date.status === 'accepted')
    .sort((a, b) => Date.parse(a.date_at) - Date.parse(b.date_at));
}

/** A row's state under its date, from this person's side. */
export function dateStatusText(date: ChatDate, myId: string, otherName: string): string {
  if (date.status === 'accepted') return 'Accepted';
  return date.requestor === myId ? `Waiting for ${otherName}` : 'Waiting for your answer';
}

/**
 * A date's chat message as the server writes it, `location, ISO instant` (modules/dates summaryOf), split so the
 * bubble shows the instant in the device's zone; anything else (an older or foreign text) is shown as it is.
 */
export function dateMessageParts(chattext: string): { location: string; when: string } {
  const match = /^([\s\S]*), (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))$/.exec(
    chattext,
  );
  const when = match?.[2] ? dateDisplay(match[2]) : '';
  return match?.[1] !== undefined && when ? { location: match[1], when } : { location: chattext, when: '' };
}
