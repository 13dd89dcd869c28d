// The Redis counters: two stores (two servers) count one key together, a window ends with its expiry, and a Redis
// that is not there falls back to counting in memory instead of failing the request. The shared part needs
// REDIS_URL (.ci/run sets it); the fallback runs everywhere.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { LimitStore } from './limit-store.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

const { REDIS_URL } = process.env;
const quietLog = { error() {} } as never;
const stores: LimitStore[] = [];

function store(url: string): LimitStore {
  const made = createRedisLimitStore({ url, log: quietLog, prefix: `rookery:test:${randomUUID()}:` });
  stores.push(made);
  return made;
}

afterAll(async () => {
  for (const made of stores) await made.close();
});

describe.skipIf(!REDIS_URL)('the Redis store (needs REDIS_URL)', () => {
  it('adds up the hits of two servers on one key and ends the window with its expiry', async () => {
    const prefix = `rookery:test:${randomUUID()}:`;
    const one = createRedisLimitStore({ url: REDIS_URL as string, log: quietLog, prefix });
    const two = createRedisLimitStore({ url: REDIS_URL as string, log: quietLog, prefix });
    stores.push(one, two);
    const rule = { max: 3, windowMs: 400 };
    const first = createRateLimiter(rule, { store: one, name: 'reports' });
    const second = createRateLimiter(rule, { store: two, name: 'reports' });
    expect((await first.hit('ada')).allowed).toBe(true);
    expect((await second.hit('ada')).allowed).toBe(true);
    expect((await first.hit('ada')).remaining).toBe(0);
    const refused = await second.hit('ada');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 1 });
    expect((await first.peek('ada')).allowed).toBe(false);
    // time passes: the rule's window ends
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await second.peek('ada')).toEqual({ allowed: true, remaining: 3, retryAfter: 0 });
    expect((await second.hit('ada')).allowed).toBe(true);
    await first.reset('ada');
    expect((await second.peek('ada')).remaining).toBe(3);
  });

  it('counts hits from many requests at once exactly', async () => {
    const limiter = createRateLimiter({ max: 50, windowMs: 10_000 }, { store: store(REDIS_URL as string) });
    const results = await Promise.all(Array.from({ length: 80 }, () => limiter.hit('burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(50);
  });
});

describe('without Redis', () => {
  it('counts on this server when Redis cannot be reached, and answers quickly', async () => {
    // A port with nothing listening on it.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const limiter = createRateLimiter(
      { max: 2, windowMs: 60_000 },
      { store: store(`redis://127.0.0.1:${port}`) },
    );
    const started = Date.now();
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
