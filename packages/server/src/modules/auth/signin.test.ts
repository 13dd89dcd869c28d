// POST /signin with Register and Email (RULES.md "Session") on a real database: accounts, cookies, one answer for
// every wrong credential, standing, and the sign-in limits that still leave the password reset open.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, newEmail } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { statementCounter } from '../deck/testing/statements.ts';
import { signinGuard, users } from './auth.schema.ts';
import { hashPassword } from './password.ts';
import { guardKey } from './signin-guard.ts';
import {
  apiGet,
  apiPost,
  askResetCode,
  codeFor,
  freshIp,
  mailTo,
  sessionCookieOf,
  signIn,
  signInWithEmail,
  waitForMail,
} from './testing/auth-test-kit.ts';
import { LAST_ACTIVE_EVERY_MS } from './users.repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WRONG = { success: false, error: 'Incorrect email or password' };

async function withPassword(flags: Parameters<typeof make.account>[1] = {}, password = 'right password 1') {
  const user = await make.account(server, flags);
  await server.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  return { ...user, password };
}

describe('Register', () => {
  it('creates an unverified account with 3 welcome pebbles, mails the code and signs in', async () => {
    const email = newEmail('Ana');
    const res = await signIn(server, {
      platform: 'Register',
      name: 'Ana Ngata',
      username: ` ${email} `,
      password: 'a long password',
      deviceid: 'web',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = sessionCookieOf(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const check = await apiPost(server, 'logincheck', { locationdata: {} }, { cookie });
    expect(check.json()).toEqual({
      success: true,
      verified: false,
      email: email.toLowerCase(),
      name: 'Ana Ngata',
      accept_tc: false,
    });
    const menu = await apiGet(server, 'menudata', { cookie });
    expect(menu.json().md[0]).toMatchObject({ verify: 0, accept_tc: 0, pebbles: 3 });

    const mail = await waitForMail(server, email);
    expect(mail.subject).toMatch(/^\d{4} is your Rookery verification code$/);
    expect(mail.text).toContain('Hi Ana Ngata,');
    expect(mail.text).toContain('Rookery will never ask for this code');
  });

  it('refuses an address that already has an account, in any letter case', async () => {
    const { email } = await make.signedUp(server);
    const again = await signIn(server, {
      platform: 'Register',
      name: 'Someone',
      username: email.toUpperCase(),
      password: 'another password',
      deviceid: 'web',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'An account with this email already exists',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers the RULES.md "Validation" message of the first broken rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ platform: 'Register', name: '', username: 'a@b.co', password: 'longenough' }, 'Name is required'],
      [{ platform: 'Register', name: 'A', username: 'a@b', password: 'longenough' }, 'Invalid email address'],
      [
        { platform: 'Register', name: 'A', username: 'a@b.co', password: 'short' },
        'Password must be at least 8 characters',
      ],
      [{ platform: 'Email', username: '', password: 'x' }, 'Email is required'],
      [{ platform: 'Email', username: 'a@b.co', password: '' }, 'Password is required'],
      [{ platform: 'Myspace' }, 'Please choose a way to sign in.'],
    ];
    for (const [data, error] of cases) {
      const res = await signIn(server, data as never);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error });
    }
  });
});

describe('Email and password', () => {
  it('signs in, and replaces a session the browser already had', async () => {
    const user = await withPassword();
    const res = await signInWithEmail(server, user.email.toUpperCase(), user.password, {
      cookie: user.cookie,
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBe(user.cookie);
    expect((await apiGet(server, 'menudata', { cookie })).statusCode).toBe(200);
    expect((await apiGet(server, 'menudata', { cookie: user.cookie })).statusCode).toBe(401);
  });

  it('gives one answer for a wrong password, an unknown address and an account without a password', async () => {
    const user = await withPassword();
    const google = await make.account(server); // no password: signs in through a provider
    const answers = await Promise.all([
      signInWithEmail(server, user.email, 'wrong password'),
      signInWithEmail(server, newEmail('nobody'), user.password),
      signInWithEmail(server, google.email, 'anything at all'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(WRONG);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const user = await withPassword();
    const time = async (username: string) => {
      const started = performance.now();
      await signInWithEmail(server, username, 'not the password');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(user.email));
      unknown.push(await time(newEmail('ghost')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Without the throwaway hash an unknown address answers many times faster; noise stays well inside 3x.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });

  it('tells a banned or suspended person why, only after the right password', async () => {
    const banned = await withPassword({ status: 'banned' });
    const suspended = await withPassword({
      status: 'suspended',
      suspendedUntil: new Date('2027-03-03T12:00:00Z'),
    });
    const served = await withPassword({ status: 'suspended', suspendedUntil: new Date(Date.now() - 60_000) });
    const attempt = (u: { email: string }, password: string) => signInWithEmail(server, u.email, password);

    const b = await attempt(banned, banned.password);
    expect(b.statusCode).toBe(403);
    expect(b.json()).toMatchObject({ success: false, error: 'Your account has been banned.' });
    const s = await attempt(suspended, suspended.password);
    expect(s.statusCode).toBe(403);
    expect(s.json()).toMatchObject({
      success: false,
      error: 'Your account is suspended until 3 March 2027.',
    });
    expect(s.headers['set-cookie']).toBeUndefined();
    expect((await attempt(banned, 'wrong password')).json()).toMatchObject(WRONG);
    expect((await attempt(served, served.password)).statusCode).toBe(200);
  });
});

describe('what the right password changes', () => {
  const guardRow = async (email: string) =>
    server.database.db
      .select()
      .from(signinGuard)
      .where(eq(signinGuard.key, guardKey(email)));
  const lastActive = async (id: string) =>
    (await server.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, id)))[0]?.at;

  it('ends the streak, moves the last activity and starts the session in one statement, after two reads', async () => {
    const user = await withPassword();
    await signInWithEmail(server, user.email, user.password);
    await signInWithEmail(server, user.email, 'wrong password');
    expect(await guardRow(user.email)).toHaveLength(1);
    // Last active a while ago: a sign-in within LAST_ACTIVE_EVERY_MS of it leaves it be (the next test).
    const before = new Date(Date.now() - LAST_ACTIVE_EVERY_MS - 60_000);
    await server.database.db.update(users).set({ lastActiveAt: before }).where(eq(users.id, user.id));
    const { result, statements, planned } = await statementCounter(server.database.db).withPlans(() =>
      signInWithEmail(server, user.email, user.password),
    );
    expect(result.statusCode).toBe(200);
    // The account and the attempt before the password is checked; everything after it in one statement.
    expect({ statements, planned }).toEqual({ statements: 3, planned: 0 });
    expect(await guardRow(user.email)).toHaveLength(0);
    expect((await lastActive(user.id))?.getTime()).toBeGreaterThan(before.getTime() + LAST_ACTIVE_EVERY_MS);
    expect((await apiGet(server, 'menudata', { cookie: sessionCookieOf(result) })).statusCode).toBe(200);
  });

  it('moves the last activity at most every few minutes (each move refreshes the deck row)', async () => {
    const user = await withPassword();
    const recent = new Date(Date.now() - 60_000);
    await server.database.db.update(users).set({ lastActiveAt: recent }).where(eq(users.id, user.id));
    expect((await signInWithEmail(server, user.email, user.password)).statusCode).toBe(200);
    expect((await lastActive(user.id))?.getTime()).toBe(recent.getTime());
  });

  it("ends a banned person's streak too, with no session", async () => {
    const banned = await withPassword({ status: 'banned' });
    await signInWithEmail(server, banned.email, 'wrong password');
    expect(await guardRow(banned.email)).toHaveLength(1);
    const res = await signInWithEmail(server, banned.email, banned.password);
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await guardRow(banned.email)).toHaveLength(0);
  });
});

describe('sign-in limits', () => {
  it('pauses the account after 5 failures, answers 429 after 10 for one address from one IP, and a reset still works', async () => {
    const { email } = await make.signedUp(server);
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await signInWithEmail(server, email, `guess ${i}!`, { ip }));
    // The account's own count (signin-guard.ts, across every address) pauses it at the 5th.
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(answers[4]?.json().error).toMatch(/^Too many wrong passwords were tried for this account/);
    const right = {
      platform: 'Email' as const,
      username: email,
      password: 'correct horse battery',
      deviceid: 'web',
    };
    // This IP's own limit for the address (10 in 15 minutes) answers first, and outlasts the pause.
    const throttled = await signIn(server, right, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      success: false,
      error: 'Too many attempts, please try again later.',
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another address from the same IP is not held up by this one.
    const other = await make.signedUp(server);
    expect((await signIn(server, { ...right, username: other.email }, { ip })).statusCode).toBe(200);

    // The person resets their password from the same machine, and can sign in at once.
    const before = (await mailTo(server, email)).length;
    expect((await askResetCode(server, email, { ip })).statusCode).toBe(200);
    const code = await codeFor(server, email, before + 1);
    const reset = await apiPost(server, 'resetpw', { email, code, password: 'a brand new password' }, { ip });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(server, { ...right, password: 'a brand new password' }, { ip })).statusCode).toBe(
      200,
    );
  });

  it('answers 429 after 50 failures from one IP, whatever the addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const res = await signInWithEmail(server, newEmail('spray'), 'password123', { ip });
      expect(res.statusCode).toBe(401);
    }
    const user = await withPassword();
    const res = await signInWithEmail(server, user.email, user.password, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // The same person from another network is not locked out.
    expect((await signInWithEmail(server, user.email, user.password)).statusCode).toBe(200);
  });
});
