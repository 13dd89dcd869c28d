import type { ChatDate } from '@rookery/shared/events.ts';
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateDisplay,
  dateMessageParts,
  dateStatusText,
  localDateTime,
  toDateDb,
  upcomingDates,
} from './date-request.ts';
import { ZDateRequestFields } from './date-request-fields.ts';

/** The form's check as it runs it: setdate's payload, or the first message under When and Where. */
function checkDateRequest(values: { day: Date | undefined; time: string; location: string }) {
  const parsed = ZDateRequestFields.safeParse({
    when: { day: values.day, time: values.time },
    location: values.location,
  });
  if (parsed.success) return { ok: true, ...parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

// The device's zone decides what a picked day and time mean; Node follows TZ when it changes.
const previousZone = process.env.TZ;
function inZone(zone: string) {
  process.env.TZ = zone;
}
beforeAll(() => inZone('Pacific/Auckland'));
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const nextYear = new Date().getFullYear() + 1;

describe('the picked day and time become one moment in UTC', () => {
  it('reads the time in the device zone (Auckland, daylight time, UTC+13)', () => {
    expect(toDateDb(new Date(nextYear, 2, 14), '19:30')).toBe(`${nextYear}-03-14T06:30:00.000Z`);
  });

  it('follows the zone of the device (New York in summer, UTC-4)', () => {
    inZone('America/New_York');
    try {
      expect(toDateDb(new Date(nextYear, 6, 4), '09:05')).toBe(`${nextYear}-07-04T13:05:00.000Z`);
    } finally {
      inZone('Pacific/Auckland');
    }
  });

  it('crosses into the previous UTC day when the local time is early', () => {
    expect(toDateDb(new Date(nextYear, 5, 1), '08:00')).toBe(`${nextYear}-05-31T20:00:00.000Z`);
  });

  it('is empty while the day or the time is missing, and refuses times that are not on a clock', () => {
    expect(toDateDb(undefined, '19:30')).toBe('');
    expect(toDateDb(new Date(nextYear, 0, 1), '')).toBe('');
    expect(localDateTime(new Date(nextYear, 0, 1), '24:00')).toBeNull();
    expect(localDateTime(new Date(nextYear, 0, 1), '7pm')).toBeNull();
    expect(localDateTime(new Date(Number.NaN), '10:00')).toBeNull();
  });
});

describe("dates are shown like 'PP hh:mm aa' in the device zone", () => {
  it('shows a UTC time from the server in local time', () => {
    expect(dateDisplay('2030-03-14T06:30:00.000Z')).toBe('Mar 14, 2030 07:30 PM');
    expect(dateDisplay('2030-03-14T00:05:00Z')).toBe('Mar 14, 2030 01:05 PM');
  });

  it('shows nothing for something that is not a time', () => {
    expect(dateDisplay('not a date')).toBe('');
  });
});

describe('the Request a Date form is checked with ZDateForm', () => {
  it('gives the RULES.md "Validation" messages for an empty form', () => {
    expect(checkDateRequest({ day: undefined, time: '', location: '  ' })).toEqual({
      ok: false,
      errors: { when: CHAT_MESSAGES.dateRequired, location: CHAT_MESSAGES.locationRequired },
    });
  });

  it('asks for the time when only the day is set', () => {
    const result = checkDateRequest({ day: new Date(nextYear, 1, 2), time: '', location: 'Cuba Street' });
    expect(result).toEqual({ ok: false, errors: { when: 'Please set a date and time' } });
  });

  it('refuses a time already past and a place over 100 characters', () => {
    const result = checkDateRequest({ day: new Date(2020, 0, 1), time: '10:00', location: 'x'.repeat(101) });
    expect(result).toEqual({
      ok: false,
      errors: { when: CHAT_MESSAGES.datePast, location: CHAT_MESSAGES.locationTooLong },
    });
  });

  /** A day `days` ahead in the device's zone (dates may be set at most 90 days ahead). */
  const dayAhead = (days: number) => {
    const at = new Date();
    return new Date(at.getFullYear(), at.getMonth(), at.getDate() + days);
  };

  it('gives the setdate payload: datedb in UTC, the display text and the trimmed place', () => {
    const day = dayAhead(30);
    const result = checkDateRequest({ day, time: '19:30', location: '  Te Papa café ' });
    const month = day.toLocaleString('en-US', { month: 'short' });
    expect(result).toEqual({
      ok: true,
      datedb: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 19, 30).toISOString(),
      datetext: `${month} ${day.getDate()}, ${day.getFullYear()} 07:30 PM`,
      location: 'Te Papa café',
    });
  });

  it('accepts a place of exactly 100 characters', () => {
    const result = checkDateRequest({ day: dayAhead(30), time: '10:00', location: 'y'.repeat(100) });
    expect(result.ok).toBe(true);
  });

  it('refuses a date more than 90 days ahead', () => {
    const result = checkDateRequest({ day: dayAhead(92), time: '10:00', location: 'Cuba Street' });
    expect(JSON.stringify(result)).toContain(CHAT_MESSAGES.dateTooFar);
  });
});

describe('the Upcoming Dates table', () => {
  const date = (id: string, date_at: string, status: ChatDate['status'], requestor = 'me'): ChatDate => ({
    id,
    location: `Place ${id}`,
    date_at,
    status,
    requestor,
    requestee: requestor === 'me' ? 'them' : 'me',
  });

  it('lists requested and accepted dates, soonest first', () => {
    const rows = upcomingDates([
      date('b', '2031-01-02T10:00:00Z', 'accepted'),
      date('c', '2030-06-01T10:00:00Z', 'cancelled'),
      date('a', '2030-12-31T10:00:00Z', 'requested'),
      date('d', '2030-05-01T10:00:00Z', 'declined'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('says whose answer a request waits for', () => {
    expect(dateStatusText(date('a', '2030-01-01T00:00:00Z', 'requested', 'me'), 'me', 'Ana')).toBe(
      'Waiting for Ana',
    );
    expect(dateStatusText(date('a', '2030-01-01T00:00:00Z', 'requested', 'them'), 'me', 'Ana')).toBe(
      'Waiting for your answer',
    );
    expect(dateStatusText(date('a', '2030-01-01T00:00:00Z', 'accepted'), 'me', 'Ana')).toBe('Accepted');
  });
});

describe("a date's chat message", () => {
  it('shows the stored instant in the device zone (Auckland)', () => {
    expect(dateMessageParts(`Penguin Café, ${nextYear}-03-14T06:30:00.000Z`)).toEqual({
      location: 'Penguin Café',
      when: `Mar 14, ${nextYear} 07:30 PM`,
    });
  });

  it('keeps a comma inside the place and leaves other texts as they are', () => {
    expect(dateMessageParts(`Pier 3, Wharf Rd, ${nextYear}-03-14T06:30:00Z`).location).toBe(
      'Pier 3, Wharf Rd',
    );
    expect(dateMessageParts('Penguin Café, tomorrow')).toEqual({
      location: 'Penguin Café, tomorrow',
      when: '',
    });
  });
});
