import { afterEach, describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('relative time', () => {
  const now = new Date('2026-11-24T15:00:00.000Z');
  it('counts seconds, minutes and hours of the same day', () => {
    process.env.TZ = 'UTC';
    expect(relativeTime('2026-11-24T14:59:30.000Z', now)).toBe('Just now');
    expect(relativeTime('2026-11-24T14:58:00.000Z', now)).toBe('2 min ago');
    expect(relativeTime('2026-11-24T12:00:00.000Z', now)).toBe('3 h ago');
  });

  it('says Yesterday, then the weekday, then the date, by the device calendar', () => {
    process.env.TZ = 'UTC';
    expect(relativeTime('2026-11-23T23:00:00.000Z', now)).toBe('Yesterday');
    expect(relativeTime('2026-11-20T10:00:00.000Z', now)).toBe('Friday');
    expect(relativeTime('2026-11-01T10:00:00.000Z', now)).toBe('Nov 1');
    expect(relativeTime('2025-11-01T10:00:00.000Z', now)).toBe('Nov 1, 2025');
    // 07:30 UTC is the evening before in Los Angeles, where it is 07:00 now.
    expect(relativeTime('2026-11-24T07:30:00.000Z', now)).toBe('7 h ago');
    process.env.TZ = 'America/Los_Angeles';
    expect(relativeTime('2026-11-24T07:30:00.000Z', now)).toBe('Yesterday');
  });

  it('never says a time in the future or from bad input', () => {
    expect(relativeTime('2026-11-24T15:05:00.000Z', now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
