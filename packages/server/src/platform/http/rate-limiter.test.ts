import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from './limit-store.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows max hits per window per key, then refuses with the seconds left', async () => {
    const now = { t: 0 };
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, { clock: () => now.t });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    now.t = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfter: 45 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now.t = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('consume throws a 429 AppError carrying Retry-After; reset forgets the key', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000 }, { clock: () => 0 });
    await limiter.consume('ip');
    await expect(limiter.consume('ip', 'Slow down.')).rejects.toMatchObject({
      status: 429,
      retryAfter: 10,
      message: 'Slow down.',
    });
    await limiter.reset('ip');
    await expect(limiter.consume('ip')).resolves.toBeUndefined();
  });

  it('peek tells how a key stands without counting a hit', async () => {
    const now = { t: 0 };
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 }, { clock: () => now.t });
    expect(await limiter.peek('k')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
    await limiter.hit('k');
    await limiter.hit('k');
    now.t = 4_000;
    expect(await limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    expect(await limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    now.t = 10_000;
    expect((await limiter.peek('k')).allowed).toBe(true);
  });

  it('keeps the keys of differently named limiters apart in one store', async () => {
    const store = createMemoryLimitStore(() => 0);
    const reports = createRateLimiter({ max: 1, windowMs: 1000 }, { store, name: 'reports' });
    const messages = createRateLimiter({ max: 1, windowMs: 1000 }, { store, name: 'messages' });
    expect((await reports.hit('person')).allowed).toBe(true);
    expect((await messages.hit('person')).allowed).toBe(true);
    expect((await reports.hit('person')).allowed).toBe(false);
  });
});
