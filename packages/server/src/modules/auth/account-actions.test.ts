// The account actions of RULES.md "Reads and writes" over HTTP: verification and terms, and the change of email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, newEmail } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  apiGet,
  apiPost,
  codeFor,
  signInWithEmail,
  waitForMail,
  wrongCode,
} from './testing/auth-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('verification and terms (any session)', () => {
  it('verifies with the mailed code, refuses a wrong one, and resends at most once a minute', async () => {
    const { email, cookie } = await make.signedUp(server);
    const code = await codeFor(server, email);

    const wrong = await apiPost(server, 'verifycode', { code: wrongCode(code) }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: 'Incorrect code' });
    const malformed = await apiPost(server, 'verifycode', { code: '12a' }, { cookie });
    expect(malformed.json()).toMatchObject({ success: false, error: 'Please enter the four digit code.' });

    // Registering sent a code just now: a resend within the minute is refused with Retry-After.
    const resend = await apiGet(server, 'verify', { cookie });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    // The reason is the one-minute wait, and the answer says so, not "Too many attempts".
    expect(resend.json()).toMatchObject({
      success: false,
      error: 'We sent you a code less than a minute ago. Please check your email, or ask again in a moment.',
    });

    // Terms cannot be accepted before the address is verified.
    const early = await apiPost(server, 'accepttc', {}, { cookie });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, error: 'Please verify your email address first.' });

    expect((await apiPost(server, 'verifycode', { code }, { cookie })).json()).toEqual({ success: true });
    expect((await apiPost(server, 'accepttc', {}, { cookie })).json()).toEqual({ success: true });
    const check = await apiPost(server, 'logincheck', {}, { cookie });
    expect(check.json()).toMatchObject({ verified: true, accept_tc: true });
    expect((await apiGet(server, 'profile', { cookie })).statusCode).toBe(200);

    const already = await apiGet(server, 'verify', { cookie });
    expect(already.statusCode).toBe(400);
    expect(already.json().error).toBe('Your email address is already verified.');
  });

  it('resend sends a new code that replaces the old one', async () => {
    const user = await make.account(server, { verified: false, acceptTc: false });
    const res = await apiGet(server, 'verify', { cookie: user.cookie });
    expect(res.json()).toEqual({ success: true });
    const code = await codeFor(server, user.email);
    expect((await apiPost(server, 'verifycode', { code }, { cookie: user.cookie })).statusCode).toBe(200);
  });
});

describe('change of email (member)', () => {
  it('mails a code to the new address, swaps it in only when the code comes back, and tells the old one', async () => {
    const me = await make.member(server);
    const next = newEmail('moved');
    const wrong = await apiPost(
      server,
      'changeemail',
      { email: me.email, password: 'not it at all', newemail: next },
      { cookie: me.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: 'Incorrect email or password' });

    const res = await apiPost(
      server,
      'changeemail',
      { email: me.email, password: me.password, newemail: next },
      { cookie: me.cookie },
    );
    expect(res.json()).toEqual({ success: true });
    const code = await codeFor(server, next);
    expect((await waitForMail(server, next)).subject).toMatch(/confirms your new Rookery email address$/);
    // Not yet changed.
    expect((await apiPost(server, 'logincheck', {}, { cookie: me.cookie })).json().email).toBe(me.email);

    const bad = await apiPost(server, 'verifynewemail', { code: wrongCode(code) }, { cookie: me.cookie });
    expect(bad.json()).toMatchObject({ success: false, error: 'Incorrect code' });
    const done = await apiPost(server, 'verifynewemail', { code }, { cookie: me.cookie });
    expect(done.json()).toEqual({ success: true, email: next });
    expect((await apiPost(server, 'logincheck', {}, { cookie: me.cookie })).json().email).toBe(next);

    const notice = await waitForMail(server, me.email, 2);
    expect(notice.subject).toBe('Your Rookery email address was changed');
    expect(notice.text).toContain(`from ${me.email} to ${next}`);
    const signedIn = await signInWithEmail(server, next, me.password);
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses an address another account uses, the same address, and accounts from another source', async () => {
    const me = await make.member(server);
    const other = await make.signedUp(server);
    const taken = await apiPost(
      server,
      'changeemail',
      { email: me.email, password: me.password, newemail: other.email },
      { cookie: me.cookie },
    );
    expect(taken.json()).toMatchObject({
      success: false,
      error: 'An account with this email already exists',
    });
    const same = await apiPost(
      server,
      'changeemail',
      { email: me.email, password: me.password, newemail: me.email.toUpperCase() },
      { cookie: me.cookie },
    );
    expect(same.json()).toMatchObject({
      success: false,
      error: 'The new email is the same as your current one.',
    });
    const empty = await apiPost(
      server,
      'changeemail',
      { email: me.email, password: me.password, newemail: '' },
      { cookie: me.cookie },
    );
    expect(empty.json()).toMatchObject({ success: false, error: 'New Email is required' });

    const viaGoogle = await make.googleAccount(server);
    const refused = await apiPost(
      server,
      'changeemail',
      { email: viaGoogle.email, password: 'whatever it is', newemail: newEmail('elsewhere') },
      { cookie: viaGoogle.cookie },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'This is set from Google so cannot be changed here.',
    });
  });
});
