// One client, many addresses: a home or a cloud machine owns a whole IPv6 /64 and a provider's
// customer a /48 (65,536 /64s), so every per-address limit counts the /48 as one client, and the windows a server
// holds in memory are bounded without a flood of addresses ever freeing a busy one; and websocket handshakes (/socket.io, /peerjs), each a session lookup in
// the database, count against the same per-address ceiling as /api, refused with a 429 before any of that work.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../platform/http/client-address.ts';
import { createMemoryLimitStore } from '../platform/http/limit-store.ts';
import { newEmail } from '../testing/factories.ts';
import { listenOnce } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PROXY = '127.0.0.1';
let lastNet = 0;
/** A fresh /48 of the documentation range; `host(i)` is an address in its i-th /64 (of 65,536). */
function home() {
  lastNet += 1;
  const prefix = `2001:db8:${lastNet.toString(16)}`;
  return {
    prefix,
    host: (i: number) => `${prefix}:${(i % 65_536).toString(16)}:${((i * 7919) % 65_536).toString(16)}::9`,
  };
}

describe('limitKeyOf', () => {
  it('keys IPv6 by its /48, IPv4-mapped IPv6 as IPv4, IPv4 as it is', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    expect(limitKeyOf('2001:DB8:1:ffff:ffff:ffff:ffff:ffff')).toBe('2001:db8:1::/48');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(limitKeyOf('::1')).toBe('0:0:0::/48');
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(limitKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitKeyOf('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(limitKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(limitKeyOf('2001:db8:1:2::')).toBe(limitKeyOf('2001:db8:1:2:0:0:0:0'));
  });
});

describe('many addresses of one IPv6 /48 behind TRUST_PROXY=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      LIMIT_API_PER_MINUTE: '4',
      LIMIT_SIGNIN_PER_MINUTE: '0',
    });
  });
  afterAll(() => server.close());

  const via = (client: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('/api ceiling: 4 calls from 5 /64s of one /48 pass, the 5th is 429; another /48 is not held up', async () => {
    const net = home();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await via(net.host(i), 'GET', '/api?action=signinmethods')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await via(home().host(0), 'GET', '/api?action=signinmethods')).statusCode).toBe(200);
    // The same client over IPv4-mapped IPv6 is the same IPv4 client.
    const mapped = [];
    for (let i = 0; i < 5; i++)
      mapped.push(
        (await via(i % 2 ? '198.51.100.77' : '::ffff:198.51.100.77', 'GET', '/api?action=signinmethods'))
          .statusCode,
      );
    expect(mapped).toEqual([200, 200, 200, 200, 429]);
  });

  it('sign-in failures per address: 50 wrong passwords from 50 /64s of one /48, then 429', async () => {
    const net = home();
    const statuses = [];
    for (let i = 0; i < 51; i++) {
      const data = {
        platform: 'Email',
        username: newEmail('v6'),
        password: 'wrong password',
        deviceid: 'web',
      };
      statuses.push((await via(net.host(i), 'POST', '/signin', { data })).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50], statuses.join(',')).toBe(429);
  }, 60_000);
});

describe('a flood of addresses against the in-memory windows (LIMIT_MEMORY_KEYS=100)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', LIMIT_API_PER_MINUTE: '4', LIMIT_MEMORY_KEYS: '100' });
  });
  afterAll(() => server.close());

  const call = (client: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api?action=signinmethods',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });

  it('1,000 fresh addresses do not give a client at its ceiling a fresh budget', async () => {
    const busy = '198.51.100.9';
    const before = [];
    for (let i = 0; i < 5; i++) before.push((await call(busy)).statusCode);
    expect(before).toEqual([200, 200, 200, 200, 429]);
    for (let i = 0; i < 1000; i++) await call(`203.0.${i >> 8}.${i & 255}`);
    expect((await call(busy)).statusCode).toBe(429);
  }, 30_000);

  it('addresses a client writes into X-Forwarded-For itself are not believed past the one trusted proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      // The client forges the left; the proxy appends the address it saw.
      const response = await server.app.inject({
        method: 'GET',
        url: '/api?action=signinmethods',
        remoteAddress: PROXY,
        headers: {
          'x-forwarded-for': `2001:db8:${(0xa000 + i).toString(16)}::1, 198.51.100.${i}, 192.0.2.50`,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('the in-memory windows are bounded', () => {
  it('holds at most maxKeys; a busy key outlives a flood of fresh keys, ended windows go first', async () => {
    let now = 0;
    const store = createMemoryLimitStore({ clock: () => now, maxKeys: 100 });
    for (let i = 0; i < 30; i++) await store.increment('busy', 60_000);
    for (let i = 0; i < 10_000; i++) {
      await store.increment(`flood-${i}`, 60_000);
      expect(store.size?.()).toBeLessThanOrEqual(100);
    }
    expect((await store.read('busy')).count).toBe(30);
    now = 61_000;
    await store.increment('later', 60_000);
    expect((await store.read('busy')).count).toBe(0);
  });
});

describe('websocket handshakes from one address', () => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', LIMIT_API_PER_MINUTE: '5' });
    baseUrl = await listenOnce(server);
  });
  afterAll(() => server.close());

  /** A raw upgrade request (as a flood would send it): the HTTP status it gets, or 101. */
  function upgrade(path: string, client: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${baseUrl}${path}`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'x-forwarded-for': client,
          cookie: 'rookery_session=not-a-session',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each([['/socket.io/?EIO=4&transport=websocket'], ['/peerjs/peerjs?key=peerjs&id=x&token=y']])(
    '%s: 5 handshakes from one /48, then 429 with Retry-After; another address is let through',
    async (path) => {
      const net = home();
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push(await upgrade(path, net.host(i)));
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      expect(await upgrade(path, home().host(0))).not.toBe(429);
    },
  );

  it('counts handshakes and /api calls in the same per-address ceiling', async () => {
    const client = '198.51.100.200';
    for (let i = 0; i < 5; i++) await upgrade('/socket.io/?EIO=4&transport=websocket', client);
    const api = await server.app.inject({
      method: 'GET',
      url: '/api?action=signinmethods',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });
    expect(api.statusCode).toBe(429);
  });
});
