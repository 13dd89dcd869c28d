import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows max hits per window per key, then refuses with the seconds left', () => {
    const now = { t: 0 };
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => now.t);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    now.t = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfter: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    now.t = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('consume throws a 429 AppError carrying Retry-After; reset forgets the key', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000 }, () => 0);
    limiter.consume('ip');
    expect(() => limiter.consume('ip')).toThrow(expect.objectContaining({ status: 429, retryAfter: 10 }));
    limiter.reset('ip');
    expect(() => limiter.consume('ip')).not.toThrow();
  });

  it('peek tells how a key stands without counting a hit', () => {
    const now = { t: 0 };
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 }, () => now.t);
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
    limiter.hit('k');
    limiter.hit('k');
    now.t = 4_000;
    expect(limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    expect(limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    now.t = 10_000;
    expect(limiter.peek('k').allowed).toBe(true);
  });
});
