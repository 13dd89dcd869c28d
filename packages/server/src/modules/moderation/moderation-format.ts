// How moderation writes people, standings, times and a conversation's lines, for the commands and the console alike.
import { consoleTime, messageInWords } from './message-words.ts';
import type { ContextMessage, Person, ReportRow } from './moderation.repo.ts';
import { dayOf, isIndefinite } from './mute-check.ts';

/** Messages of context: with each report in the list, and with one report shown in full. */
export const CONTEXT = { list: 10, full: 30 } as const;
const TEXT_WIDTH = 120;

/** 2026-05-01 10:00 UTC: the log's times, the same on every moderator's machine (message-words.ts). */
export const timeOf = consoleTime;

/** How a person is named in the output: display name (or account name) and address. */
export function whoIs(person: Pick<Person, 'email' | 'name' | 'displayName'>): string {
  const name = person.displayName?.trim() || person.name.trim();
  return name ? `${name} <${person.email}>` : `<${person.email}>`;
}

/** active, muted until …, suspended until …, banned: what is in force now. */
export function standingOf(
  person: Pick<Person, 'status' | 'suspendedUntil' | 'mutedUntil'>,
  now: Date,
): string {
  const parts: string[] = [];
  if (person.status === 'banned') parts.push('banned');
  else if (person.status === 'suspended' && (!person.suspendedUntil || person.suspendedUntil > now)) {
    parts.push(person.suspendedUntil ? `suspended until ${dayOf(person.suspendedUntil)}` : 'suspended');
  }
  if (person.mutedUntil && person.mutedUntil > now) {
    parts.push(isIndefinite(person.mutedUntil) ? 'muted' : `muted until ${dayOf(person.mutedUntil)}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'active';
}

/** One line of context: who (as the report sees them), when, and the message shortened to one line. */
export function contextLine(message: ContextMessage, report: Pick<ReportRow, 'reporterId' | 'reportedId'>) {
  const who =
    message.fromId === null
      ? 'deleted user'
      : message.fromId === report.reporterId
        ? 'reporter'
        : message.fromId === report.reportedId
          ? 'reported'
          : 'other';
  const flat = messageInWords(message).replace(/\s+/g, ' ').trim();
  const shown = flat.length > TEXT_WIDTH ? `${flat.slice(0, TEXT_WIDTH - 1)}…` : flat;
  return `${timeOf(message.createdAt)}  ${who.padEnd(12)}  ${shown}`;
}
