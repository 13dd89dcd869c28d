// The client address every per-address limit counts by. One home or one cloud machine gets a whole
// IPv6 /64, and a provider hands a customer a /48 (65,536 /64s) as readily: keyed by /64, one customer held 65,536
// budgets. So an IPv6 address is counted by its /48 (and an IPv4-mapped one as its IPv4), the unit a network is
// assigned in, as an IPv4 address is one budget however many people share it; websocket upgrades, which
// never become a Fastify request, get the same address request.ip would have (Fastify's own proxy-addr).
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.ts';

type TrustFn = (address: string, hop: number) => boolean;
interface ProxyAddr {
  all(request: IncomingMessage, trust: TrustFn): string[];
  compile(list: string[]): TrustFn;
}
// The very module request.ip uses (a dependency of Fastify), so an upgrade is counted under the same address.
const require = createRequire(import.meta.url);
const proxyAddr = createRequire(require.resolve('fastify'))('@fastify/proxy-addr') as ProxyAddr;

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 becomes the last two). */
function groupsOf(v6: string): number[] {
  let text = v6;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const gap = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<string>(gap).fill('0'), ...back].map((group) => Number.parseInt(group, 16));
}

/** The key of an address in the per-address limits: IPv4 as it is, IPv6 as its /48, IPv4-mapped IPv6 as IPv4. */
export function limitKeyOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names the interface, not the client
  if (isIP(address) !== 6) return address;
  const groups = groupsOf(address.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}

/** The request's client, as the per-address limits count it. */
export function clientOf(request: Pick<FastifyRequest, 'ip'>): string {
  return limitKeyOf(request.ip);
}

/** The client of a raw request (a websocket upgrade): what request.ip would be under the same TRUST_PROXY. */
export function upgradeClientOf(request: IncomingMessage, trust: TrustProxy): string {
  const peer = request.socket.remoteAddress ?? '';
  if (trust === false) return limitKeyOf(peer);
  const fastifyTrust = fastifyTrustProxy(trust);
  const fn: TrustFn =
    typeof fastifyTrust === 'function'
      ? fastifyTrust
      : proxyAddr.compile(Array.isArray(fastifyTrust) ? fastifyTrust : []);
  const all = proxyAddr.all(request, fn);
  return limitKeyOf(all[all.length - 1] ?? peer);
}
