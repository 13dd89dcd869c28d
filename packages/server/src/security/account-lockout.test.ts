// Locking the owner out: an attacker who knows only an address could keep its password sign-in paused
// (5 wrong guesses per pause, from anywhere) and spend every reset code it may be sent, so the owner could neither
// sign in nor reset. The owner's browser carries a device cookie from its last sign-in: it keeps its own small
// budget of wrong passwords, and its reset requests draw on codes anonymous requests cannot spend. A stolen
// session's changeemail checks the password under the same pause.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCodes, users } from '../modules/auth/auth.schema.ts';
import { SIGNIN_LOCK } from '../modules/auth/signin-guard.ts';
import { apiPost, askResetCode, freshIp, signInWithEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const DEVICE = 'rookery_device';

/** The device cookie an answer set, as a Cookie header. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  const found = all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${DEVICE}=`));
  return found ?? `${DEVICE}=none-set`;
}

/** An owner who signed up in their browser: the browser keeps the device cookie. */
async function owner() {
  const { email, password, cookie } = await make.member(server);
  const res = await signInWithEmail(server, email, password);
  expect(res.statusCode).toBe(200);
  return {
    email,
    password,
    session: cookie,
    device: deviceCookieOf(res),
    setCookie: String(res.headers['set-cookie']),
  };
}

/** The attacker's guesses, each from a new address, with no cookie. */
async function guess(email: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i++)
    statuses.push((await signInWithEmail(server, email, `guess ${i}`)).statusCode);
  return statuses;
}

describe('the account paused by an attacker, the owner in their own browser', () => {
  it('signs the owner in with the device cookie while the attacker keeps the account paused', async () => {
    const me = await owner();
    const statuses = await guess(me.email, 12);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGNIN_LOCK.failures - 1);
    // Without the cookie even the right password waits (the attacker's pause holds for everyone else).
    expect((await signInWithEmail(server, me.email, me.password)).statusCode).toBe(429);
    const mine = await signInWithEmail(server, me.email, me.password, { cookie: me.device });
    expect(mine.statusCode).toBe(200);
    // The cookie: HttpOnly, a year long, and the same one kept (its budget with it).
    expect(me.setCookie).toMatch(/rookery_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(deviceCookieOf(mine)).toBe(me.device);
    // The owner signing in does not lift the attacker's pause, nor hand the attacker new guesses.
    expect(await guess(me.email, 3)).toEqual([429, 429, 429]);
  });

  it('gives the device its own budget: 5 wrong passwords pause that browser only', async () => {
    const me = await owner();
    const fromDevice = [];
    for (let i = 0; i < 7; i++) {
      const res = await signInWithEmail(server, me.email, `typo ${i}`, { cookie: me.device });
      fromDevice.push(res.statusCode);
    }
    expect(fromDevice).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect((await signInWithEmail(server, me.email, me.password, { cookie: me.device })).statusCode).toBe(
      429,
    );
    // The account itself was not touched: another browser signs in.
    expect((await signInWithEmail(server, me.email, me.password)).statusCode).toBe(200);
  });

  it('gives no exemption to a device cookie of another account, or a forged one', async () => {
    const me = await owner();
    const attacker = await owner();
    await guess(me.email, SIGNIN_LOCK.failures);
    const [nonce] = me.device.slice(DEVICE.length + 1).split('.');
    for (const cookie of [
      attacker.device,
      `${DEVICE}=${nonce}.${'A'.repeat(43)}`,
      `${DEVICE}=${attacker.device.slice(DEVICE.length + 1).split('.')[0]}.${me.device.split('.')[1]}`,
      `${DEVICE}=garbage`,
    ]) {
      const res = await signInWithEmail(server, me.email, me.password, { cookie });
      expect(res.statusCode, cookie).toBe(429);
    }
  });
});

describe('reset codes an attacker asks for', () => {
  /** The reset codes that count in the day's ten (the rescue mails are past every budget). */
  async function resetCodesOf(email: string): Promise<number> {
    const [user] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const rows = await server.database.db
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.userId, user?.id ?? ''),
          eq(authCodes.purpose, 'reset'),
          eq(authCodes.rescue, false),
        ),
      );
    return rows.length;
  }

  it('leaves the owner a code: a day of anonymous requests spends at most 6 of the 10, the owner gets one at once', async () => {
    const me = await owner();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Every 5 minutes for 6 hours, from a new address each time, with no cookie.
    for (let step = 0; step < 72; step++) {
      expect((await askResetCode(server, me.email)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 5 * 60_000);
    }
    const spent = await resetCodesOf(me.email);
    expect(spent).toBe(6);
    // The owner's browser asks: a code is sent now.
    expect((await askResetCode(server, me.email, { cookie: me.device })).statusCode).toBe(200);
    expect(await resetCodesOf(me.email)).toBe(spent + 1);
    // A device cookie of another account is anonymous.
    const other = await owner();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await askResetCode(server, me.email, { cookie: other.device });
    expect(await resetCodesOf(me.email)).toBe(spent + 1);
  }, 60_000);
});

describe('changeemail with a stolen session', () => {
  it('checks 5 passwords, then pauses (the right one too), the same pause as sign-in', async () => {
    const me = await owner();
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const data = { email: me.email, password: `guess ${i}`, newemail: `thief-${i}@example.test` };
      statuses.push(
        (await apiPost(server, 'changeemail', data, { cookie: me.session, ip: freshIp() })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    const right = { email: me.email, password: me.password, newemail: 'thief@example.test' };
    const res = await apiPost(server, 'changeemail', right, { cookie: me.session });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/paused/);
    // The pause is the account's: sign-in from elsewhere waits too.
    expect((await signInWithEmail(server, me.email, me.password)).statusCode).toBe(429);
  });
});
