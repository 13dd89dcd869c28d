// The ceiling per client address: how many requests a minute one address may make to /signin, /api,
// the uploads and /download, whatever it does there. The address is request.ip as client-address.ts keys it (an IPv6 /48 as one), which believes X-Forwarded-For
// only as far as TRUST_PROXY says (trust-proxy.ts). The counters live in the server's limiters (limiters.ts), so
// with REDIS_URL an address's requests to every server add up. Each number is an environment variable; 0 switches
// that ceiling off, and NODE_ENV=test switches them all off unless set (tests and benches send thousands).
// Websocket upgrades (/socket.io, /peerjs: each a session lookup) count in the /api group, refused before any work.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientOf, upgradeClientOf } from './client-address.ts';
import type { LimiterFactory, LimitRule, RateLimiter } from './rate-limiter.ts';
import type { TrustProxy } from './trust-proxy.ts';

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
  if (route === FILE_ROUTES.download) return 'downloads';
  if (route?.startsWith('/upload')) return 'uploads';
  return undefined;
}

/** Counts each request of the four groups against its address before anything else runs (a body is not read). */
export function registerAddressLimits(
  app: FastifyInstance,
  config: AddressConfig,
  limiter: LimiterFactory,
  trustProxy: TrustProxy,
): void {
  const limits = new Map<AddressGroup, RateLimiter>();
  for (const [group, rule] of Object.entries(config) as [AddressGroup, LimitRule | null][]) {
    if (rule) limits.set(group, limiter(`address-${group}`, rule));
  }
  if (limits.size === 0) return;
  app.addHook('onRequest', async (request) => {
    const group = groupOf(request.routeOptions.url);
    const limit = group && limits.get(group);
    if (limit) await limit.consume(clientOf(request), ADDRESS_TEXT);
  });
  const api = limits.get('api');
  if (api) limitUpgrades(app, api, trustProxy);
}

/**
 * Holds every websocket upgrade of the server (whoever listens for it: Socket.IO, PeerJS) until its address is
 * counted; one over the ceiling gets a plain HTTP 429 with Retry-After and never reaches them.
 */
function limitUpgrades(app: FastifyInstance, limit: RateLimiter, trustProxy: TrustProxy): void {
  const server: Server = app.server;
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'upgrade') return emit(event, ...args);
    const [request, socket] = args as [IncomingMessage, Duplex];
    // Node no longer watches the socket once it hands over an upgrade: a reset while counting must not throw.
    const dropped = () => socket.destroy();
    socket.on('error', dropped);
    limit.hit(upgradeClientOf(request, trustProxy)).then(
      (result) => {
        socket.off('error', dropped);
        if (result.allowed) return emit(event, ...args);
        const body = JSON.stringify({ success: false, error: ADDRESS_TEXT });
        socket.end(
          `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${result.retryAfter}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      },
      (err: unknown) => {
        app.log.error({ err }, 'websocket upgrade: the address limit could not be counted');
        socket.destroy();
      },
    );
    return true;
  }) as Server['emit'];
}
