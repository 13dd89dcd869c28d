// The password reset of RULES.md "Reads and writes" over HTTP: one answer for every address, codes, and sessions
// ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, newEmail } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { CODE_TEXT } from './codes.service.ts';
import {
  accountMailSent,
  apiGet,
  apiPost,
  askResetCode,
  codeFor,
  freshIp,
  mailTo,
  sessionCookieOf,
  signInWithEmail,
  waitForMail,
  wrongCode,
} from './testing/auth-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The status `logincheck` answers with this session cookie: 200 while it lives, 401 once it ended. */
async function signedIn(cookie: string): Promise<number> {
  return (await apiPost(server, 'logincheck', {}, { cookie })).statusCode;
}

describe('password reset (public)', () => {
  it('answers the same whether or not the address has an account, and mails only a password account', async () => {
    const { email } = await make.signedUp(server);
    const google = await make.googleAccount(server);
    const unknown = newEmail('nobody');
    const before = (await mailTo(server, email)).length;
    const known = await askResetCode(server, email);
    const stranger = await askResetCode(server, unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, email });
    expect(stranger.json()).toEqual({ success: true, email: unknown });
    await waitForMail(server, email, before + 1);
    expect(await mailTo(server, unknown)).toEqual([]);

    // Asked again within the minute: still the same answer (a 429 would tell the account exists), no mail.
    const again = await askResetCode(server, email);
    expect(again.json()).toEqual({ success: true, email });
    // A Google account has no password to reset: same answer, no mail.
    const viaGoogle = await askResetCode(server, google.email);
    expect(viaGoogle.json()).toEqual({ success: true, email: google.email });
    await accountMailSent(server);
    expect(await mailTo(server, email)).toHaveLength(before + 1);
    expect(await mailTo(server, google.email)).toEqual([]);
  });

  it('takes about as long for an unknown address as for a known one, even with a slow mail server', async () => {
    const accounts = await Promise.all([
      make.signedUp(server),
      make.signedUp(server),
      make.signedUp(server),
      make.signedUp(server),
    ]);
    // A mail server that takes a second per message: the answer must not wait for it.
    const mailer = server.app.services.mailer;
    const send = mailer.send;
    mailer.send = async (mail) => {
      // time passes: the stand-in mail server takes a second per message
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return send(mail);
    };
    try {
      const time = async (address: string) => {
        const started = performance.now();
        const res = await askResetCode(server, address);
        expect(res.json()).toEqual({ success: true, email: address });
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (const { email } of accounts) {
        known.push(await time(email));
        unknown.push(await time(newEmail('ghost')));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      // Loose on purpose (shared machines are noisy); waiting for the mail would add a whole second.
      expect(median(known)).toBeLessThan(median(unknown) + 300);
      for (const { email } of accounts) await waitForMail(server, email, 2);
    } finally {
      mailer.send = send;
    }
  });

  it('checks the code, sets the password and ends every session of the account', async () => {
    const { email, cookie } = await make.signedUp(server);
    const second = sessionCookieOf(await signInWithEmail(server, email, 'correct horse battery'));
    const before = (await mailTo(server, email)).length;
    await askResetCode(server, email);
    const code = await codeFor(server, email, before + 1);

    const wrong = await apiPost(server, 'verifypwreset', { email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: 'Incorrect code' });
    expect((await apiPost(server, 'verifypwreset', { email, code })).json()).toEqual({ success: true });

    const short = await apiPost(server, 'resetpw', { email, code, password: 'short' });
    expect(short.json()).toMatchObject({ success: false, error: 'Password must be at least 8 characters' });
    const reset = await apiPost(server, 'resetpw', { email, code, password: 'my new password' });
    expect(reset.json()).toEqual({ success: true });

    for (const old of [cookie, second])
      expect((await apiGet(server, 'menudata', { cookie: old })).statusCode).toBe(401);
    const oldPassword = await signInWithEmail(server, email, 'correct horse battery');
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await signInWithEmail(server, email, 'my new password');
    expect(fresh.statusCode).toBe(200);
    // The code reached the address, so the address counts as verified; and the code is spent.
    expect(
      (await apiPost(server, 'logincheck', {}, { cookie: sessionCookieOf(fresh) })).json().verified,
    ).toBe(true);
    expect((await apiPost(server, 'resetpw', { email, code, password: 'third password' })).statusCode).toBe(
      400,
    );
  });

  it('from Settings, keeps the session it was done in and ends every other one (RULES.md "Session": every other session)', async () => {
    const { email, cookie } = await make.signedUp(server);
    const other = sessionCookieOf(await signInWithEmail(server, email, 'correct horse battery'));
    const stranger = await make.signedUp(server);
    const before = (await mailTo(server, email)).length;
    await askResetCode(server, email);
    const code = await codeFor(server, email, before + 1);

    const reset = await apiPost(
      server,
      'resetpw',
      { email, code, password: 'a settings password' },
      { cookie },
    );
    expect(reset.json()).toEqual({ success: true });
    expect(await signedIn(cookie)).toBe(200);
    expect(await signedIn(other)).toBe(401);

    // Another account's session keeps nothing of the account reset: all of that account's sessions end.
    const target = await make.signedUp(server);
    const mailed = (await mailTo(server, target.email)).length;
    await askResetCode(server, target.email);
    const targetCode = await codeFor(server, target.email, mailed + 1);
    const foreign = await apiPost(
      server,
      'resetpw',
      { email: target.email, code: targetCode, password: 'a stranger password' },
      { cookie: stranger.cookie },
    );
    expect(foreign.json()).toEqual({ success: true });
    expect(await signedIn(target.cookie)).toBe(401);
    expect(await signedIn(stranger.cookie)).toBe(200);
  });

  it('refuses codes for an unknown address like a known one’s with no code asked for', async () => {
    const res = await apiPost(server, 'verifypwreset', { email: newEmail('nobody'), code: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: CODE_TEXT.void });
  });

  it('limits code requests and wrong codes per IP', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await apiPost(server, 'verifypwreset', { email: newEmail('spray'), code: '0000' }, { ip }))
        .statusCode;
    }
    expect(last).toBe(429);
    expect((await askResetCode(server, newEmail(), { ip })).statusCode).toBe(429);
  });
});
