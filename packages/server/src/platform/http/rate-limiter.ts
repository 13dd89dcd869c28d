// Fixed-window limits per key (an IP, an account, an IP+email pair). The counters live in a LimitStore: in memory
// for one server, or in Redis with REDIS_URL so that a limit holds across servers (limiters.ts picks).
import { AppError } from './app-error.ts';
import { createMemoryLimitStore, type LimitStore, type WindowCount } from './limit-store.ts';

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
  hit(key: string): Promise<LimitResult>;
  /** How the key stands without counting a hit (for limits that count only failures). */
  peek(key: string): Promise<LimitResult>;
  /** Throws 429 TOO_MANY with Retry-After when the key is over its limit. */
  consume(key: string, message?: string): Promise<void>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Makes a named limiter; the name keeps its keys apart from other limiters' in a shared store. */
export type LimiterFactory = (name: string, rule: LimitRule) => RateLimiter;

export interface RateLimiterOptions {
  store?: LimitStore;
  /** Prefix of this limiter's keys in the store. */
  name?: string;
  /** For the default in-memory store (tests move time). */
  clock?: () => number;
}

const secondsLeft = (window: WindowCount) => Math.max(1, Math.ceil(window.endsInMs / 1000));

export function createRateLimiter(rule: LimitRule, options: RateLimiterOptions = {}): RateLimiter {
  const store = options.store ?? createMemoryLimitStore(options.clock);
  const prefix = options.name ? `${options.name}:` : '';

  async function hit(key: string): Promise<LimitResult> {
    const window = await store.increment(prefix + key, rule.windowMs);
    return {
      allowed: window.count <= rule.max,
      remaining: Math.max(0, rule.max - window.count),
      retryAfter: secondsLeft(window),
    };
  }

  return {
    hit,
    async peek(key) {
      const window = await store.read(prefix + key);
      if (window.count === 0) return { allowed: true, remaining: rule.max, retryAfter: 0 };
      return {
        allowed: window.count < rule.max,
        remaining: Math.max(0, rule.max - window.count),
        retryAfter: secondsLeft(window),
      };
    },
    async consume(key, message) {
      const result = await hit(key);
      if (!result.allowed) throw new AppError('TOO_MANY', message, result.retryAfter);
    },
    async reset(key) {
      await store.delete(prefix + key);
    },
  };
}

/** Limiters in this process only: the default of services built without the server's factory (unit tests). */
export const localLimiters: LimiterFactory = (name, rule) => createRateLimiter(rule, { name });
