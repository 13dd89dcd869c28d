// Fixed-window counters per key (an IP, an account, an IP+email pair). In memory for one server; a Redis-backed
// store that holds across servers comes with REDIS_URL (docs/OPERATIONS.md).
import { AppError } from './app-error.ts';

export interface LimitRule {
  /** How many hits a key may make per window. */
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string): LimitResult;
  /** How the key stands without counting a hit (for limits that count only failures). */
  peek(key: string): LimitResult;
  /** Throws 429 TOO_MANY with Retry-After when the key is over its limit. */
  consume(key: string, message?: string): void;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): void;
}

export function createRateLimiter(rule: LimitRule, clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock();

  function sweep(now: number) {
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  function hit(key: string): LimitResult {
    const now = clock();
    sweep(now);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return { allowed: window.count <= rule.max, remaining: Math.max(0, rule.max - window.count), retryAfter };
  }

  return {
    hit,
    peek(key) {
      const now = clock();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { allowed: true, remaining: rule.max, retryAfter: 0 };
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      return {
        allowed: window.count < rule.max,
        remaining: Math.max(0, rule.max - window.count),
        retryAfter,
      };
    },
    consume(key, message) {
      const result = hit(key);
      if (!result.allowed) throw new AppError('TOO_MANY', message, result.retryAfter);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
