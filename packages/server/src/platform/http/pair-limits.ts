// Per-pair limits inside a match (docs/SECURITY.md): how many date requests, full-profile requests and
// call rings one person may send the same match in an hour, so "cancel and ask again" cannot become a stream of
// notifications. Counted in the server's limiters (limiters.ts: Redis with REDIS_URL), keyed by asker and asked,
// so neither a restart of one server nor switching servers resets them. Each number is an environment variable;
// 0 switches that limit off. The sentences are packages/shared's PAIR_LIMIT_TEXT.
import { PAIR_LIMITS } from '@rookery/shared/limits.ts';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { LimiterFactory, LimitRule } from './rate-limiter.ts';

const HOUR = 60 * 60_000;
const count = z.coerce.number().int().min(0).max(100_000);

/** Spread into config.ts's schema. */
export const PAIR_LIMIT_ENV = {
  LIMIT_DATE_REQUESTS_PER_PAIR_HOUR: count.default(PAIR_LIMITS.dateRequestsPerHour),
  LIMIT_PROFILE_REQUESTS_PER_PAIR_HOUR: count.default(PAIR_LIMITS.profileRequestsPerHour),
  LIMIT_CALL_RINGS_PER_PAIR_HOUR: count.default(PAIR_LIMITS.callRingsPerHour),
};

const EnvShape = z.object(PAIR_LIMIT_ENV);

/** Each limit as a rule, or null when switched off. */
export interface PairLimitConfig {
  dateRequests: LimitRule | null;
  profileRequests: LimitRule | null;
  callRings: LimitRule | null;
}

const rule = (max: number): LimitRule | null => (max > 0 ? { max, windowMs: HOUR } : null);

export function pairLimitConfig(e: z.infer<typeof EnvShape>): PairLimitConfig {
  return {
    dateRequests: rule(e.LIMIT_DATE_REQUESTS_PER_PAIR_HOUR),
    profileRequests: rule(e.LIMIT_PROFILE_REQUESTS_PER_PAIR_HOUR),
    callRings: rule(e.LIMIT_CALL_RINGS_PER_PAIR_HOUR),
  };
}

/** Counts one ask from `from` to `to`; TOO_MANY with Retry-After and the sentence once over the limit. */
export type PairLimit = (from: string, to: string) => Promise<void>;

/** A named pair limit over the server's limiters; a limit switched off lets everything through. */
export function pairLimit(
  limiters: LimiterFactory,
  name: string,
  rule: LimitRule | null,
  sentence: (retryAfterSeconds: number) => string,
): PairLimit {
  if (!rule) return async () => {};
  const limiter = limiters(name, rule);
  return async (from, to) => {
    const result = await limiter.hit(`${from}>${to}`);
    if (!result.allowed) throw new AppError('TOO_MANY', sentence(result.retryAfter), result.retryAfter);
  };
}
