// Headers and cookies: the Content-Security-Policy and the other security headers on every HTML
// answer of both sites and the app, HSTS only over HTTPS (behind a trusted proxy), the `__Host-` session cookie
// in production and the plain one in development and tests (sign-in and sockets work with both), and answers
// that never show a stack trace, a file path or SQL, even for a 500, a 404 or malformed JSON.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIp, sessionCookieOf, signIn, signInWithEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../platform/http/viewer.ts';
import { make } from '../testing/factories.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { leakIn } from './testing/fuzz-judge.ts';

/** Production needs a mail server to start; nothing is sent to it in these tests that must arrive. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  TRUST_PROXY: '1',
} as const;

const productionServer = useSocketServer(PRODUCTION);
const testServer = useSocketServer();
let production: TestServer;
let test: TestServer;

beforeAll(() => {
  production = productionServer.server;
  test = testServer.server;
});

const DATING = 'rookery.example';
const COMPANY = 'icefloe.example';

function get(server: TestServer, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url,
    headers: { host: DATING, ...headers },
    remoteAddress: freshIp(),
  });
}

/** The CSP as a map of directive → sources. */
function cspOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers on HTML answers', () => {
  const pages: [string, string][] = [
    [DATING, '/'],
    [DATING, '/app'],
    [DATING, '/app/login'],
    [DATING, '/delete'],
    [COMPANY, '/'],
  ];

  it('sends a same-origin Content-Security-Policy with no inline scripts and no framing', async () => {
    for (const [host, url] of pages) {
      const res = await get(production, url, { host });
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expect(String(res.headers['content-type'])).toMatch(/text\/html/);
      const csp = cspOf(res.headers['content-security-policy']);
      expect(csp.get('default-src'), `${host}${url}`).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).not.toContain('*');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('sends nosniff, frame protection and a referrer policy on pages, API answers and errors alike', async () => {
    const answers = [
      ...(await Promise.all(pages.map(([host, url]) => get(production, url, { host })))),
      await get(production, '/api?action=signinmethods'),
      await get(production, '/api?action=menudata'),
      await get(production, '/no/such/page.php'),
      await get(test, '/'),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy, never over plain HTTP', async () => {
    const overHttps = await get(production, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await get(production, '/api?action=signinmethods', { 'x-forwarded-proto': 'https' });
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=31536000/);

    expect((await get(production, '/')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is a client's claim, not the connection's: no HSTS from it.
    const untrusted = await get(test, '/', { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const development = await startTestServer({ NODE_ENV: 'development' });
    try {
      const plain = await development.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await development.close();
    }
  });
});

/** The attributes of one Set-Cookie line, lower-cased names. */
function attributesOf(line: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attrs = new Map<string, string>();
  for (const attr of rest) {
    const at = attr.indexOf('=');
    attrs.set((at < 0 ? attr : attr.slice(0, at)).toLowerCase(), at < 0 ? '' : attr.slice(at + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

async function registerAndSignIn(server: TestServer, headers: Record<string, string> = {}) {
  const email = `cookie-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'correct horse battery';
  const registered = await signIn(
    server,
    { platform: 'Register', name: 'Pip', username: email, password, deviceid: 'web' },
    { headers },
  );
  expect(registered.statusCode, registered.body).toBe(200);
  const signedIn = await signInWithEmail(server, email, password, { headers });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { registered, signedIn };
}

describe('the session cookie', () => {
  it('is __Host-rookery_session in production: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    // Over plain HTTP too: production is served over HTTPS, and a __Host- cookie without Secure is dropped.
    const variants: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }];
    for (const headers of variants) {
      const { registered, signedIn } = await registerAndSignIn(production, headers);
      for (const res of [registered, signedIn]) {
        const lines = setCookies(res).map(attributesOf);
        const session = lines.find((line) => line.name === HOST_SESSION_COOKIE);
        expect(session, JSON.stringify(lines)).toBeDefined();
        expect(lines.find((line) => line.name === SESSION_COOKIE)).toBeUndefined();
        expect(session?.value).toMatch(/^[\w-]{43}$/);
        expect(session?.attrs.has('secure')).toBe(true);
        expect(session?.attrs.has('httponly')).toBe(true);
        expect(session?.attrs.get('samesite')).toBe('Lax');
        expect(session?.attrs.get('path')).toBe('/');
        expect(session?.attrs.has('domain')).toBe(false);
      }
    }
  });

  it('signs in with the __Host- cookie in production and ignores the plain name', async () => {
    const { signedIn } = await registerAndSignIn(production);
    const token = attributesOf(
      setCookies(signedIn).find((line) => line.startsWith(`${HOST_SESSION_COOKIE}=`)) ?? '',
    ).value;
    const menu = await get(production, '/api?action=menudata', { cookie: `${HOST_SESSION_COOKIE}=${token}` });
    expect(menu.statusCode, menu.body).toBe(200);
    // The plain name is what a sibling subdomain could set: production does not read it.
    const plain = await get(production, '/api?action=menudata', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(plain.statusCode).toBe(401);

    const out = await production.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { host: DATING, cookie: `${HOST_SESSION_COOKIE}=${token}` },
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out)
      .map(attributesOf)
      .find((line) => line.name === HOST_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs.has('secure')).toBe(true);
    expect(cleared?.attrs.get('path')).toBe('/');
  });

  it('lets a production socket in with the __Host- cookie only', async () => {
    const user = await make.account(production);
    const token = user.cookie.slice(`${SESSION_COOKIE}=`.length);
    const socket = await productionServer.connect({ cookie: `${HOST_SESSION_COOKIE}=${token}` });
    expect(socket.connected).toBe(true);
    socket.close();
    await expect(productionServer.connect({ cookie: `${SESSION_COOKIE}=${token}` })).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('keeps the plain name in development and tests, Secure only over HTTPS, and signs in with it', async () => {
    const { signedIn } = await registerAndSignIn(test);
    const session = setCookies(signedIn)
      .map(attributesOf)
      .find((line) => line.name === SESSION_COOKIE);
    expect(session?.attrs.has('secure')).toBe(false);
    expect(session?.attrs.has('httponly')).toBe(true);
    expect(session?.attrs.has('domain')).toBe(false);
    const menu = await get(test, '/api?action=menudata', { cookie: sessionCookieOf(signedIn) });
    expect(menu.statusCode).toBe(200);
    const user = await make.account(test);
    const socket = await testServer.socketOf(user);
    expect(socket.connected).toBe(true);
    socket.close();
  });
});

describe('answers show no insides in production', () => {
  function expectClean(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    expect(leakIn(res.body), res.body.slice(0, 300)).toBeNull();
    expect(res.body).not.toMatch(/"stack"|"message"|"statusCode"|"code"/);
    expect(String(res.headers['content-type'])).toMatch(/application\/json/);
    const body = JSON.parse(res.body) as { success?: unknown; error?: unknown };
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
  }

  it('answers a handler that throws a database error with the plain 500 sentence', async () => {
    const pebbles = production.app.services.pebbles;
    const original = pebbles.balance;
    // A real error from the database (relation "…" does not exist, with its query and stack), and a thrown
    // error whose message names a file and SQL: neither may reach the answer.
    pebbles.balance = async () => {
      await production.database.db.execute(sql`select secret from no_such_table where id = 1`);
      return 0;
    };
    const user = await make.account(production);
    const hostCookie = `${HOST_SESSION_COOKIE}=${user.cookie.slice(SESSION_COOKIE.length + 1)}`;
    try {
      const broken = await get(production, '/api?action=pebbles', { cookie: hostCookie });
      expect(broken.statusCode).toBe(500);
      expectClean(broken);
      expect(broken.json()).toMatchObject({ success: false, error: 'Oops something went wrong!' });

      pebbles.balance = async () => {
        throw new TypeError(
          "Cannot read properties of undefined (reading 'id') at /work/main/packages/server/src/x.ts:12 insert into users",
        );
      };
      const thrown = await get(production, '/api?action=pebbles', { cookie: hostCookie });
      expect(thrown.statusCode).toBe(500);
      expectClean(thrown);
    } finally {
      pebbles.balance = original;
    }
  });

  it('answers 404s, malformed JSON and wrong content types with sentences only', async () => {
    const cases = [
      await get(production, '/api?action=nosuchaction'),
      await production.app.inject({
        method: 'POST',
        url: '/api/v2/../../etc/passwd',
        headers: { host: DATING },
      }),
      await production.app.inject({ method: 'DELETE', url: '/api', headers: { host: DATING } }),
      await production.app.inject({
        method: 'POST',
        url: '/api',
        headers: { host: DATING, 'content-type': 'application/json' },
        payload: '{"action": "menudata", "data": {',
      }),
      await production.app.inject({
        method: 'POST',
        url: '/api',
        headers: { host: DATING, 'content-type': 'application/json' },
        payload: '{"action":"menudata","__proto__":{"x":1}}',
      }),
      await production.app.inject({
        method: 'POST',
        url: '/api',
        headers: { host: DATING, 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      await production.app.inject({
        method: 'POST',
        url: '/api',
        headers: { host: DATING, 'content-type': 'application/json' },
        payload: JSON.stringify({ action: 'newname', data: { name: 'x'.repeat(300 * 1024) } }),
      }),
      await get(production, '/download?type=AIImage&file=../../etc/passwd'),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expectClean(res);
    }
    expect(cases[0]?.json()).toMatchObject({ success: false, error: 'Not found' });
    expect(cases[3]?.json()).toMatchObject({
      success: false,
      error: 'The request could not be read (malformed JSON).',
    });
  });
});
