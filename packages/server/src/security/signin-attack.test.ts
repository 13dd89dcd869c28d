// Password guessing behind a proxy: a client that writes its own X-Forwarded-For must not pick the
// address its limits are counted by, an account's wrong passwords are counted across every address (and every
// server on the database), and each address has a ceiling on /signin, /api, uploads and downloads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { signinGuard } from '../modules/auth/auth.schema.ts';
import { SIGNIN_LOCK } from '../modules/auth/signin-guard.ts';
import { accountMailSent, mailTo, signInWithEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { ADDRESS_DEFAULTS } from '../platform/http/address-limits.ts';
import { make, newEmail } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { startServerChild } from './testing/server-child.ts';

/** The reverse proxy's own address: every request reaches the server from it. */
const PROXY = '127.0.0.1';
let lastClient = 0;
/** A real client address, as the proxy appends it to X-Forwarded-For. */
function realClient(): string {
  lastClient += 1;
  return `198.51.${(lastClient >> 8) & 255}.${lastClient & 255}`;
}
/** An address the attacker writes into X-Forwarded-For, different every time. */
const forged = (i: number) => `203.0.${(i >> 8) & 255}.${i & 255}`;

/** A sign-in through the proxy: `client` is what the proxy appends, `claims` what the client wrote before it. */
function viaProxy(
  server: TestServer,
  email: string,
  password: string,
  client: string,
  claims: string[] = [],
) {
  return signInWithEmail(server, email, password, {
    ip: PROXY,
    headers: { 'x-forwarded-for': [...claims, client].join(', ') },
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

describe('TRUST_PROXY', () => {
  it('refuses "trust everything" with a sentence that names the variable and what to write', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      expect(() => loadConfig({}, { TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({}, { TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*TRUST_PROXY=1/s);
    }
    expect(() => loadConfig({}, { TRUST_PROXY: '10.0.0.1,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY.*10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({}, { TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY.*proxy\.internal/);
    expect(() => loadConfig({}, { TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count or a list of addresses and ranges; 0, false and empty are off', () => {
    expect(loadConfig({}, { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}, { TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1,fd00::/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/16',
    ]);
    for (const off of ['0', 'false', 'no', ''])
      expect(loadConfig({}, { TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({}, {}).trustProxy).toBe(false);
  });

  it('stops a real server that is told TRUST_PROXY=true, naming it', async () => {
    const started = startServerChild({ TRUST_PROXY: 'true', DATA_DIR: '/nonexistent/never-used' });
    await expect(started).rejects.toThrow(/TRUST_PROXY/);
  }, 60_000);
});

describe('forged X-Forwarded-For', () => {
  it('does not change the address the per-address limits count: 50 failures from one client, then 429', async () => {
    const client = realClient();
    for (let i = 0; i < 50; i++) {
      const res = await viaProxy(server, newEmail('spray'), 'a wrong password', client, [forged(i)]);
      expect(res.statusCode, `guess ${i}`).toBe(401);
    }
    const { email, password } = await make.signedUp(server);
    const res = await viaProxy(server, email, password, client, [forged(999)]);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('wrong passwords for one account, from many addresses', () => {
  async function attack(email: string, guesses: number) {
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) {
      const res = await viaProxy(server, email, `guess number ${i}`, realClient(), [forged(i)]);
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('checks 5 guesses, then locks the account even for the right password, and mails the owner once', async () => {
    const { email, password } = await make.signedUp(server);
    const statuses = await attack(email, 24);
    const checked = SIGNIN_LOCK.failures;
    expect(statuses.slice(0, checked - 1)).toEqual(Array(checked - 1).fill(401));
    expect(statuses.slice(checked - 1)).toEqual(Array(24 - checked + 1).fill(429));

    const right = await viaProxy(server, email, password, realClient());
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGNIN_LOCK.firstSeconds);
    expect(right.json().error).toMatch(/try again in 1 minute.*reset your password/);

    // Counted by subject: the sign-up's code is a mail job too and may land after the attack began.
    const paused = async () => (await mailTo(server, email)).filter((m) => /paused/i.test(m.subject));
    await expect.poll(async () => (await paused()).length).toBe(1);
    await accountMailSent(server);
    const [mail, ...more] = await paused();
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/paused/i);
    expect(mail?.text).toMatch(/1 minute/);
    expect(mail?.text).toMatch(/reset/i);
  });

  it('checks no more than 5 of a burst of 30 guesses sent at once from 30 addresses', async () => {
    const { email, password } = await make.signedUp(server);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => viaProxy(server, email, `burst guess ${i}`, realClient())),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBe(SIGNIN_LOCK.failures - 1);
    expect(statuses.filter((status) => status === 429).length).toBe(30 - SIGNIN_LOCK.failures + 1);
    expect((await viaProxy(server, email, password, realClient())).statusCode).toBe(429);
  });

  it('answers an address without an account in the same pattern', async () => {
    const known = await make.signedUp(server);
    const ghost = newEmail('ghost');
    expect(await attack(ghost, 12)).toEqual(await attack(known.email, 12));
    expect(await mailTo(server, ghost)).toHaveLength(0);
  });

  it('doubles the pause at each further lock, and the right password after a pause clears the count', async () => {
    const { email, password } = await make.signedUp(server);
    const key = await keyOf(email);
    const retries: number[] = [];
    for (let lock = 0; lock < 3; lock++) {
      await attack(email, SIGNIN_LOCK.failures);
      const res = await viaProxy(server, email, password, realClient());
      retries.push(Number(res.headers['retry-after']));
      await endPause(key);
    }
    const first = SIGNIN_LOCK.firstSeconds;
    expect(retries[0]).toBeGreaterThan(first - 5);
    expect(retries[1]).toBeGreaterThan(2 * first - 5);
    expect(retries[1]).toBeLessThanOrEqual(2 * first);
    expect(retries[2]).toBeGreaterThan(4 * first - 5);
    expect(retries[2]).toBeLessThanOrEqual(4 * first);
    // Only the first lock of the streak is mailed.
    expect((await mailTo(server, email)).filter((m) => /paused/i.test(m.subject))).toHaveLength(1);

    expect((await viaProxy(server, email, password, realClient())).statusCode).toBe(200);
    expect(await server.database.db.select().from(signinGuard).where(eq(signinGuard.key, key))).toEqual([]);
    expect(await attack(email, 2)).toEqual([401, 401]);
  });

  it('forgets a streak quiet for a day (the hourly signin-guard-expire task), and keeps a recent one', async () => {
    const day = 24 * 60 * 60_000;
    const old = { key: 'quiet-streak', attempts: 3, locks: 2, updatedAt: new Date(Date.now() - 3 * day) };
    const recent = { key: 'recent-streak', attempts: 1, locks: 0, updatedAt: new Date() };
    await server.database.db.insert(signinGuard).values([old, recent]);
    const task = server.app.services.scheduler.list().find((t) => t.name === 'signin-guard-expire');
    expect(await task?.run({ signal: new AbortController().signal })).toMatchObject({ forgotten: 1 });
    const left = await server.database.db.select({ key: signinGuard.key }).from(signinGuard);
    expect(left.map((row) => row.key)).toContain('recent-streak');
    expect(left.map((row) => row.key)).not.toContain('quiet-streak');
  });

  it('holds on another server on the same database (a restart, or the next server behind the proxy)', async () => {
    const { email, password } = await make.signedUp(server);
    await attack(email, SIGNIN_LOCK.failures);
    const other = await buildServer(server.config, { database: server.database, migrated: true });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/signin',
        remoteAddress: PROXY,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': realClient() },
        payload: { data: { platform: 'Email', username: email, password, deviceid: 'web' } },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe('the per-address ceiling', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      TRUST_PROXY: '1',
      LIMIT_SIGNIN_PER_MINUTE: '3',
      LIMIT_API_PER_MINUTE: '4',
      LIMIT_UPLOADS_PER_MINUTE: '2',
      LIMIT_DOWNLOADS_PER_MINUTE: '2',
    });
  });
  afterAll(() => limited.close());

  const call = (method: 'GET' | 'POST', url: string, client: string, i: number) =>
    limited.app.inject({
      method,
      url,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${forged(i)}, ${client}`, 'content-type': 'application/json' },
      payload: method === 'POST' ? '{}' : undefined,
    });

  it('is on by default outside tests, off under NODE_ENV=test unless set, and a wrong value names its variable', () => {
    const dev = loadConfig({}, { NODE_ENV: 'development' }).addressLimits;
    expect(dev).toEqual({
      signin: { max: ADDRESS_DEFAULTS.signinPerMinute, windowMs: 60_000 },
      api: { max: ADDRESS_DEFAULTS.apiPerMinute, windowMs: 60_000 },
      uploads: { max: ADDRESS_DEFAULTS.uploadsPerMinute, windowMs: 60_000 },
      downloads: { max: ADDRESS_DEFAULTS.downloadsPerMinute, windowMs: 60_000 },
    });
    expect(loadConfig({}, { NODE_ENV: 'test' }).addressLimits.api).toBeNull();
    expect(
      loadConfig({}, { NODE_ENV: 'development', LIMIT_API_PER_MINUTE: '0' }).addressLimits.api,
    ).toBeNull();
    expect(() => loadConfig({}, { LIMIT_SIGNIN_PER_MINUTE: 'lots' })).toThrow(/LIMIT_SIGNIN_PER_MINUTE/);
  });

  it.each([
    ['POST', '/signin', 3],
    ['GET', '/api?action=signinmethods', 4],
    ['POST', '/uploadprofileimage', 2],
    ['GET', '/download?file=nothing', 2],
  ] as const)(
    '%s %s: %i from one address, then 429 with Retry-After, whatever it forges',
    async (method, url, max) => {
      const client = realClient();
      for (let i = 0; i < max; i++) {
        expect((await call(method, url, client, i)).statusCode, `call ${i}`).not.toBe(429);
      }
      const over = await call(method, url, client, max);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, error: expect.stringMatching(/wait a minute/) });
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Someone else is not held up by it.
      expect((await call(method, url, realClient(), 0)).statusCode).not.toBe(429);
    },
  );
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  it('believes X-Forwarded-For only from a listed proxy, and only up to the first address that is not one', async () => {
    const listed = await startTestServer({ TRUST_PROXY: `${PROXY},10.0.0.0/8`, LIMIT_API_PER_MINUTE: '2' });
    try {
      const api = (remoteAddress: string, xff: string) =>
        listed.app.inject({
          method: 'GET',
          url: '/api?action=signinmethods',
          remoteAddress,
          headers: { 'x-forwarded-for': xff },
        });
      // Through the proxy (and an inner one in 10/8): the client is the first unlisted address from the right.
      const client = realClient();
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await api(PROXY, `${forged(i)}, ${client}, 10.1.2.3`)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      // Straight from an unlisted address, its header is not believed at all: forging a new one each time fails.
      const direct = realClient();
      const fromOutside = [];
      for (let i = 0; i < 3; i++) fromOutside.push((await api(direct, realClient())).statusCode);
      expect(fromOutside).toEqual([200, 200, 429]);
    } finally {
      await listed.close();
    }
  });
});

async function keyOf(email: string): Promise<string> {
  const { guardKey } = await import('../modules/auth/signin-guard.ts');
  return guardKey(email);
}

/** Moves the account's pause into the past, as the passing of time would. */
async function endPause(key: string): Promise<void> {
  await server.database.db
    .update(signinGuard)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(signinGuard.key, key));
}
