// The development mail box reachable from the network: NODE_ENV defaults to development and HOST to
// 0.0.0.0, so /dev/mail.json served every reset code to anyone who could reach the port. A real server listens on
// every interface; a request from another address (this machine's own non-loopback address stands in for the
// network), or one that came through a proxy, gets 404; loopback keeps its mail box; production has none. Nor has a
// server behind a proxy (TRUST_PROXY): a same-host proxy that adds no X-Forwarded-For made every visitor loopback.
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../config.ts';
import { createMailOutboxRepo } from '../platform/mail/mail-outbox.repo.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const SECRET_CODE = '4821';

/** GET over a real socket, from `localAddress` when given. */
function get(
  port: number,
  host: string,
  url: string,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host,
      port,
      path: url,
      localAddress: options.localAddress,
      headers: options.headers,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** This machine's first IPv4 address that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const servers: TestServer[] = [];
/** A server with a reset code in its mail box, listening on `host`: answers its port. */
async function serverWithCode(env: Env, host: string): Promise<number> {
  const server = await startTestServer(env);
  servers.push(server);
  await createMailOutboxRepo(server.database.db).insert({
    to: 'victim@example.test',
    subject: `${SECRET_CODE} is your password reset code`,
    text: `Code ${SECRET_CODE}`,
    html: `<p>${SECRET_CODE}</p>`,
  });
  await server.app.listen({ host, port: 0 });
  return (server.app.server.address() as { port: number }).port;
}

// The servers start in the hook, whose time is the set-up's, so a slow machine fails no test by its start alone.
let port = 0;
let production = 0;
let proxied = 0;
beforeAll(async () => {
  port = await serverWithCode({ NODE_ENV: 'development' }, '0.0.0.0');
  production = await serverWithCode(
    { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    '127.0.0.1',
  );
  proxied = await serverWithCode({ NODE_ENV: 'development', TRUST_PROXY: '1' }, '127.0.0.1');
});
afterAll(async () => {
  for (const server of servers) await server.close();
});

describe('/dev/mail on a server listening on every interface', () => {
  it('answers this machine over loopback', async () => {
    const local = await get(port, '127.0.0.1', '/dev/mail.json?to=victim@example.test');
    expect(local.status).toBe(200);
    expect(local.body).toContain(SECRET_CODE);
  });

  it.runIf(outside)('is not there for a request from another address', async () => {
    const paths = ['/dev/mail.json?to=victim@example.test', '/dev/mail', '/dev/mail/1'];
    const answers = await Promise.all(
      paths.map((url) => get(port, outside as string, url, { localAddress: outside })),
    );
    console.log(
      `dev-mail: from ${outside}: ${answers.map((a, i) => `${paths[i]} → ${a.status}`).join(', ')}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET_CODE);
    }
  });

  it('is not there for a request a proxy forwarded, nor for a local Host header from outside', async () => {
    const viaProxy: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of viaProxy) {
      const proxied = await get(port, '127.0.0.1', '/dev/mail.json', { headers });
      expect(proxied.status).toBe(404);
      expect(proxied.body).not.toContain(SECRET_CODE);
    }
    if (outside) {
      const spoofed = await get(port, outside, '/dev/mail.json', {
        localAddress: outside,
        headers: { host: 'localhost' },
      });
      expect(spoofed.status).toBe(404);
    }
  });

  it('does not exist in production, not even for loopback', async () => {
    const answer = await get(production, '127.0.0.1', '/dev/mail.json?to=victim@example.test');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET_CODE);
  });

  it('does not exist behind a proxy (TRUST_PROXY), not even for loopback without forwarding headers', async () => {
    const paths = ['/dev/mail.json?to=victim@example.test', '/dev/mail', '/dev/mail/1'];
    const answers = await Promise.all(paths.map((url) => get(proxied, '127.0.0.1', url)));
    console.log(
      `dev-mail: TRUST_PROXY=1, loopback, no forwarding headers: ${answers.map((a, i) => `${paths[i]} → ${a.status}`).join(', ')}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET_CODE);
    }
  });
});
