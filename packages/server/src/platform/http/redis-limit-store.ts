// Fixed-window counters in Redis (REDIS_URL), shared by every server: one INCR and, for a new window, its PEXPIRE,
// in one Lua script so that two servers counting at once cannot lose a hit or leave a key without an expiry.
// Redis being away never stops a request: the counters fall back to this server's memory until it returns
// (the limit then holds per server, as without Redis), and the client keeps reconnecting.
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { createMemoryLimitStore, type LimitStore, type WindowCount } from './limit-store.ts';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

/** A limit check waits at most this long for Redis before counting locally (a busy server's own delay included). */
const REDIS_WAIT_MS = 500;

export interface RedisLimitStoreOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Prefix of every key (one Redis may serve several deployments). */
  prefix?: string;
}

export function createRedisLimitStore(options: RedisLimitStoreOptions): LimitStore {
  const prefix = options.prefix ?? 'rookery:limit:';
  const fallback = createMemoryLimitStore();
  // Without the offline queue a command fails at once while disconnected, instead of waiting for Redis.
  const redis = createClient({ url: options.url, disableOfflineQueue: true });
  let lastLogged = 0;
  const logOnce = (err: unknown, what: string) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    options.log.error({ err }, what);
  };
  redis.on('error', (err: unknown) => logOnce(err, 'redis (rate limits) connection failed'));
  let starting = true;
  const connecting = redis
    .connect()
    .catch((err: unknown) => logOnce(err, 'redis (rate limits) connect failed'))
    .finally(() => {
      starting = false;
    });

  /** Rejects after REDIS_WAIT_MS, so a slow Redis costs a request little. */
  function inTime<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('redis did not answer in time')), REDIS_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  async function run(script: string, key: string, args: string[]): Promise<WindowCount | null> {
    // Right after the start, the first checks wait briefly for the connection rather than count locally.
    if (starting) {
      await inTime(connecting).catch(() => {});
      starting = false;
    }
    if (!redis.isReady) return null;
    try {
      const reply = await inTime(redis.eval(script, { keys: [prefix + key], arguments: args }));
      const [count, ttl] = reply as [number, number];
      return { count: Number(count), endsInMs: Number(ttl) };
    } catch (err) {
      logOnce(err, 'redis (rate limits) command failed; counting on this server');
      return null;
    }
  }

  return {
    async increment(key, windowMs) {
      return (await run(INCREMENT, key, [String(windowMs)])) ?? fallback.increment(key, windowMs);
    },
    async read(key) {
      return (await run(READ, key, [])) ?? fallback.read(key);
    },
    async delete(key) {
      await fallback.delete(key);
      if (redis.isReady)
        await redis.del(prefix + key).catch((err: unknown) => logOnce(err, 'redis del failed'));
    },
    connected: () => redis.isReady,
    async close() {
      await fallback.close();
      // A client still trying to connect would never finish a polite close.
      if (redis.isReady) await redis.close().catch(() => redis.destroy());
      else if (redis.isOpen) redis.destroy();
    },
  };
}
