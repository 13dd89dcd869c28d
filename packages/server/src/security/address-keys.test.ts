// One client, many addresses (issue 19): a home or a cloud machine owns a whole IPv6 /64, so every per-address
// limit counts the /64 as one client; and websocket handshakes (/socket.io, /peerjs), each a session lookup in
// the database, count against the same per-address ceiling as /api, refused with a 429 before any of that work.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { limitKeyOf } from '../platform/http/client-address.ts';
import { listenOnce } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PROXY = '127.0.0.1';
let lastNet = 0;
/** A fresh /64 of the documentation range; `host(i)` is one of its 2^64 addresses. */
function home() {
  lastNet += 1;
  const prefix = `2001:db8:${lastNet.toString(16)}:7`;
  return {
    prefix,
    host: (i: number) => `${prefix}:${(i + 1).toString(16)}:${((i * 7919) % 65_536).toString(16)}::9`,
  };
}

describe('limitKeyOf', () => {
  it('keys IPv6 by its /64, IPv4-mapped IPv6 as IPv4, IPv4 as it is', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitKeyOf('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(limitKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(limitKeyOf('2001:db8:1:2::')).toBe(limitKeyOf('2001:db8:1:2:0:0:0:0'));
  });
});

describe('many addresses of one IPv6 /64 behind TRUST_PROXY=1', () => {
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

  it('/api ceiling: 4 calls from 5 addresses of one /64 pass, the 5th is 429; another /64 is not held up', async () => {
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

  it('sign-in failures per address: 50 wrong passwords from 50 addresses of one /64, then 429', async () => {
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
    '%s: 5 handshakes from one /64, then 429 with Retry-After; another address is let through',
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
