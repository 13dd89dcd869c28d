// The ceiling per client address (issue 19): how many requests a minute one address may make to /signin, /api,
// the uploads and /download, whatever it does there. The address is request.ip, which believes X-Forwarded-For
// only as far as TRUST_PROXY says (trust-proxy.ts). The counters live in the server's limiters (limiters.ts), so
// with REDIS_URL an address's requests to every server add up. Each number is an environment variable; 0 switches
// that ceiling off, and NODE_ENV=test switches them all off unless set (tests and benches send thousands).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LimiterFactory, LimitRule, RateLimiter } from './rate-limiter.ts';

/** Generous for people behind one shared address (an office, a campus, a carrier's NAT), tight for a script. */
export const ADDRESS_DEFAULTS = {
  signinPerMinute: 30,
  apiPerMinute: 600,
  uploadsPerMinute: 30,
  downloadsPerMinute: 600,
} as const;

export const ADDRESS_TEXT =
  'Too many requests have come from your network in a short while. Please wait a minute and try again.';

const perMinute = z.coerce.number().int().min(0).max(10_000_000).optional();

/** Spread into config.ts's schema. */
export const ADDRESS_ENV = {
  LIMIT_SIGNIN_PER_MINUTE: perMinute,
  LIMIT_API_PER_MINUTE: perMinute,
  LIMIT_UPLOADS_PER_MINUTE: perMinute,
  LIMIT_DOWNLOADS_PER_MINUTE: perMinute,
};

type AddressEnv = { [K in keyof typeof ADDRESS_ENV]?: number | undefined };

export type AddressGroup = 'signin' | 'api' | 'uploads' | 'downloads';
/** Each group's rule, or null when switched off. */
export type AddressConfig = Record<AddressGroup, LimitRule | null>;

const MINUTE = 60_000;

export function addressConfig(e: AddressEnv & { NODE_ENV: string }): AddressConfig {
  const rule = (given: number | undefined, production: number): LimitRule | null => {
    const max = given ?? (e.NODE_ENV === 'test' ? 0 : production);
    return max > 0 ? { max, windowMs: MINUTE } : null;
  };
  return {
    signin: rule(e.LIMIT_SIGNIN_PER_MINUTE, ADDRESS_DEFAULTS.signinPerMinute),
    api: rule(e.LIMIT_API_PER_MINUTE, ADDRESS_DEFAULTS.apiPerMinute),
    uploads: rule(e.LIMIT_UPLOADS_PER_MINUTE, ADDRESS_DEFAULTS.uploadsPerMinute),
    downloads: rule(e.LIMIT_DOWNLOADS_PER_MINUTE, ADDRESS_DEFAULTS.downloadsPerMinute),
  };
}

/** The group of a route (its pattern, so /api/ and /api?x share /api's count); undefined for the rest. */
function groupOf(route: string | undefined): AddressGroup | undefined {
  if (route === '/signin') return 'signin';
  if (route === '/api') return 'api';
  if (route === '/download') return 'downloads';
  if (route?.startsWith('/upload')) return 'uploads';
  return undefined;
}

/** Counts each request of the four groups against its address before anything else runs (a body is not read). */
export function registerAddressLimits(
  app: FastifyInstance,
  config: AddressConfig,
  limiter: LimiterFactory,
): void {
  const limits = new Map<AddressGroup, RateLimiter>();
  for (const [group, rule] of Object.entries(config) as [AddressGroup, LimitRule | null][]) {
    if (rule) limits.set(group, limiter(`address-${group}`, rule));
  }
  if (limits.size === 0) return;
  app.addHook('onRequest', async (request) => {
    const group = groupOf(request.routeOptions.url);
    const limit = group && limits.get(group);
    if (limit) await limit.consume(request.ip, ADDRESS_TEXT);
  });
}
