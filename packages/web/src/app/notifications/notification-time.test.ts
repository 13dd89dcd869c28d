import { afterEach, describe, expect, it } from 'vitest';
import { notificationText, notificationTime } from './notification-time.ts';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('notification time', () => {
  it('shows the UTC time in the device time zone as month day, year, hours:minutes:seconds', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(notificationTime('2026-11-21T10:00:05.000Z')).toBe('November 21, 2026, 23:00:05');
    process.env.TZ = 'America/New_York';
    expect(notificationTime('2026-11-21T10:00:05.000Z')).toBe('November 21, 2026, 05:00:05');
  });

  it('moves to the next day (and year) when the zone is ahead', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(notificationTime('2025-12-31T12:30:00.000Z')).toBe('January 1, 2026, 01:30:00');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(notificationTime('yesterday')).toBe('');
  });
});

describe('a date notification', () => {
  const item = {
    notification: 'Pip asked you on a date: Penguin Cafe, Nov 28, 2026, 7:30 AM UTC',
    date: { at: '2026-11-28T07:30:00.000Z', text: 'Pip asked you on a date: Penguin Cafe' },
  };

  it("writes the date's start in the reader's zone as every screen does (lib/dates), never UTC", () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(notificationText(item)).toBe('Pip asked you on a date: Penguin Cafe, Nov 28, 2026 08:30 PM');
    process.env.TZ = 'America/New_York';
    expect(notificationText(item)).toBe('Pip asked you on a date: Penguin Cafe, Nov 28, 2026 02:30 AM');
  });

  it('keeps the stored text of older rows and other notifications', () => {
    expect(notificationText({ notification: item.notification })).toBe(item.notification);
  });
});
