// The typed date of birth: digits become yyyy-MM-dd as they are typed, so a phone's number pad is enough.
import { parseDay } from '@rookery/shared/domain/age.ts';
import { LIMITS } from '@rookery/shared/limits.ts';

/** Keeps the digits (at most 8) and puts the dashes in: '19940228' and '1994-02-28' both give '1994-02-28'. */
export function formatDobTyping(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 6) return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  if (digits.length > 4) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return digits;
}

/** A local calendar day as yyyy-MM-dd. */
export function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date of a yyyy-MM-dd text at local midnight, or undefined. */
export function dayDate(text: string | undefined): Date | undefined {
  const day = text ? parseDay(text) : null;
  return day ? new Date(day.year, day.month - 1, day.day) : undefined;
}

/** The latest date of birth allowed today: the 18th birthday is today. */
export function latestBirthDate(today: Date = new Date()): Date {
  const latest = new Date(today.getFullYear() - LIMITS.minimumAge, today.getMonth(), today.getDate());
  // 29 February in a common year rolls to 1 March, which would be a day too late.
  if (latest.getDate() !== today.getDate()) latest.setDate(0);
  return latest;
}
