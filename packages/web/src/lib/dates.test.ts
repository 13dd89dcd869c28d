import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDay,
  dateStart,
  dayHeading,
  dayKey,
  dayName,
  exactTime,
  lastActive,
  messageTime,
} from './dates.ts';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('last active', () => {
  const now = new Date('2026-11-24T15:00:00.000Z');
  it('counts seconds, minutes and hours of the same day', () => {
    process.env.TZ = 'UTC';
    expect(lastActive('2026-11-24T14:59:30.000Z', now)).toBe('Just now');
    expect(lastActive('2026-11-24T14:58:00.000Z', now)).toBe('2 min ago');
    expect(lastActive('2026-11-24T12:00:00.000Z', now)).toBe('3 h ago');
  });

  it('says Yesterday, then the weekday, then the date, by the device calendar', () => {
    process.env.TZ = 'UTC';
    expect(lastActive('2026-11-23T23:00:00.000Z', now)).toBe('Yesterday');
    expect(lastActive('2026-11-20T10:00:00.000Z', now)).toBe('Friday');
    expect(lastActive('2026-11-01T10:00:00.000Z', now)).toBe('Nov 1');
    expect(lastActive('2025-11-01T10:00:00.000Z', now)).toBe('Nov 1, 2025');
    // 07:30 UTC is the evening before in Los Angeles, where it is 07:00 now.
    expect(lastActive('2026-11-24T07:30:00.000Z', now)).toBe('7 h ago');
    process.env.TZ = 'America/Los_Angeles';
    expect(lastActive('2026-11-24T07:30:00.000Z', now)).toBe('Yesterday');
  });

  it('never says a time in the future or from bad input', () => {
    expect(lastActive('2026-11-24T15:05:00.000Z', now)).toBe('Just now');
    expect(lastActive('not a date', now)).toBe('');
  });
});

describe('the named forms (one format across the app)', () => {
  const at = '2026-11-28T06:30:05.000Z';
  it('writes a message time, a date, a day and the exact moment from the same parts', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(messageTime(at)).toBe('07:30 PM');
    expect(dateStart(at)).toBe('Nov 28, 2026 07:30 PM');
    expect(dateStart(new Date(at))).toBe('Nov 28, 2026 07:30 PM');
    expect(exactTime(at)).toBe('November 28, 2026, 19:30:05');
    expect(calendarDay(at)).toBe('Nov 28, 2026');
    expect(dayName(at, new Date('2026-11-20T00:00:00.000Z'))).toBe('Sat, Nov 28');
    expect(dayName(at, new Date('2027-01-05T00:00:00.000Z'))).toBe('Sat, Nov 28, 2026');
    process.env.TZ = 'America/New_York';
    expect(messageTime(at)).toBe('01:30 AM');
    expect(dateStart(at)).toBe('Nov 28, 2026 01:30 AM');
  });

  it('names the chat separator Today, Yesterday or the day by the device calendar', () => {
    process.env.TZ = 'Pacific/Auckland';
    const now = new Date('2025-03-01T23:30:00.000Z'); // Mar 2, 12:30 in Auckland
    expect(dayKey('2025-03-01T23:30:00.000Z')).toBe('2025-03-02');
    expect(dayHeading('2025-03-02', now)).toBe('Today');
    expect(dayHeading('2025-03-01', now)).toBe('Yesterday');
    expect(dayHeading('2025-02-20', now)).toBe('Thu, Feb 20');
    expect(dayHeading('2024-02-20', now)).toBe('Tue, Feb 20, 2024');
  });

  it('says nothing for what is not a time', () => {
    for (const form of [messageTime, dateStart, exactTime, calendarDay, dayKey])
      expect(form('soon')).toBe('');
  });
});
