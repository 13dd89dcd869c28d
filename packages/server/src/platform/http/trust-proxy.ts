// TRUST_PROXY (docs/OPERATIONS.md "Behind a reverse proxy"): which hops of X-Forwarded-For to believe. A hop count
// or the proxies' addresses, never "trust everything": then a client writes its own address and every per-address
// limit counts whatever it wrote.
import { isIP } from 'node:net';
import { z } from 'zod';

/** Off, the number of proxies in front of the server, or their addresses and ranges (Fastify's trustProxy). */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted as list entries. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_EVERYTHING =
  'TRUST_PROXY=true would believe every address in X-Forwarded-For, so any client could choose its own address and escape the per-address limits; write the number of proxies in front of the server (TRUST_PROXY=1 for one), or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.0/8)';

/**
 * The widest range a proxy list may name, and the longest prefix: 0.0.0.0/0 or ::/0 would be "trust everything"
 * in other words (and /1 to /7 nearly so); no proxy fleet needs more than a /8 (or an IPv6 /16).
 */
const SHORTEST_PREFIX = { v4: [8, 32], v6: [16, 128] } as const;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const [shortest, longest] = family === 4 ? SHORTEST_PREFIX.v4 : SHORTEST_PREFIX.v6;
  return Number(prefix) >= shortest && Number(prefix) <= longest;
}

/** The parsed variable; a wrong value is an issue that names it (config.ts prints "TRUST_PROXY: <sentence>"). */
export const ZTrustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({ code: 'custom', message: TRUST_EVERYTHING });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 32) return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY takes the number of proxies in front of the server (1 to 32) or their IP addresses and CIDR ranges separated by commas, a range no wider than /8 (IPv4) or /16 (IPv6); "${bad.join('", "') || raw}" is none of these`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's trustProxy for the value. A hop count becomes the function Fastify itself would make of it (its types
 * leave the number out): the socket's peer is hop 0, the last X-Forwarded-For entry hop 1, and so on.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
