import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESYNC_SPREAD_MS, spreadResyncs } from './resync-spread.ts';

describe('spreading the server resyncs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers once, after its own moment within the spread, from the earliest gap heard', () => {
    const answered: string[] = [];
    const spreader = spreadResyncs(
      (since) => answered.push(since),
      () => 0.5,
    );
    spreader.heard('2026-11-27T22:00:05.000Z');
    spreader.heard('2026-11-27T22:00:01.000Z');
    spreader.heard('2026-11-27T22:00:09.000Z');
    vi.advanceTimersByTime(RESYNC_SPREAD_MS / 2 - 1);
    expect(answered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(answered).toEqual(['2026-11-27T22:00:01.000Z']);
    // A later gap is a resync of its own.
    spreader.heard('2026-11-27T22:01:00.000Z');
    vi.advanceTimersByTime(RESYNC_SPREAD_MS);
    expect(answered).toEqual(['2026-11-27T22:00:01.000Z', '2026-11-27T22:01:00.000Z']);
  });

  it('answers nothing once stopped (the person signed out)', () => {
    const answered: string[] = [];
    const spreader = spreadResyncs(
      (since) => answered.push(since),
      () => 1,
    );
    spreader.heard('2026-11-27T22:00:05.000Z');
    spreader.stop();
    vi.advanceTimersByTime(RESYNC_SPREAD_MS * 2);
    expect(answered).toEqual([]);
  });
});
