// The server's one source of rate limiters (platform/platform.ts hands it to the features): counters in Redis with
// REDIS_URL, so that a person's or an IP's hits on every server add up; in this process's memory otherwise.
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryLimitStore } from './limit-store.ts';
import { createRateLimiter, type LimiterFactory } from './rate-limiter.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

export interface Limiters {
  limiter: LimiterFactory;
  /** 'redis' when the counters are shared between servers. */
  kind: 'redis' | 'memory';
  /**
   * Redis as this server sees it: 'off' without REDIS_URL, else whether its client is connected. Realtime fan-out uses
   * the same Redis, so this is the server's one answer to "is Redis away" (/readyz, rookery_redis_up).
   */
  redis(): 'up' | 'down' | 'off';
  close(): Promise<void>;
}

export function createLimiters(options: {
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
  /** The most windows held in memory (without Redis); see limit-store.ts. */
  memoryKeys?: number | undefined;
}): Limiters {
  const store = options.redisUrl
    ? createRedisLimitStore({ url: options.redisUrl, log: options.log })
    : createMemoryLimitStore({ maxKeys: options.memoryKeys });
  return {
    limiter: (name, rule) => createRateLimiter(rule, { store, name }),
    kind: options.redisUrl ? 'redis' : 'memory',
    redis: () => {
      if (!options.redisUrl) return 'off';
      return store.connected?.() ? 'up' : 'down';
    },
    close: () => store.close(),
  };
}
