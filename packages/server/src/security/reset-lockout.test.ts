// Against a real server: a person on a new device (no device cookie) whose account someone keeps
// paused with wrong passwords, and whose anonymous reset budget (3 an hour, 6 a day) that someone spends first,
// got nothing from "Forgot password" (the same success, no mail) for an hour, then for the day. Now one rescue mail
// per code lifetime still reaches their mailbox, so its link is always a way in; the attacker's answers stay the same.
import { CODES } from '@rookery/shared/limits.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountMailSent,
  apiPost,
  askResetCode,
  mailTo,
  signInWithEmail,
} from '../modules/auth/testing/auth-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const resetMails = async (email: string) =>
  (await mailTo(server, email)).filter((m) => m.subject.includes('password reset code'));

/** The link token of the newest reset mail in the mailbox. */
async function newestLink(email: string): Promise<string> {
  await accountMailSent(server);
  const [newest] = await resetMails(email);
  const token = newest && /\?token=([A-Za-z0-9_-]{43})/.exec(newest.text)?.[1];
  if (!token) throw new Error(`no reset link in the mails to ${email}`);
  return token;
}

const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

describe('a person on a new device cannot be locked out', () => {
  it('gets a working link in their own mailbox after 3 hours of an attacker asking every 5 minutes', async () => {
    const owner = await make.member(server);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // The attacker: an anonymous reset request every 5 minutes for 3 hours, each from its own address.
    for (let i = 0; i < 36; i += 1) {
      later(5);
      const answer = await askResetCode(server, owner.email);
      expect(answer.json()).toEqual({ success: true, email: owner.email });
    }
    await accountMailSent(server);
    const attackerMails = (await resetMails(owner.email)).length;
    // …and 5 wrong passwords, so signing in is paused too.
    later(1);
    for (let i = 0; i < 5; i += 1) await signInWithEmail(server, owner.email, 'not the password');
    expect((await signInWithEmail(server, owner.email, owner.password)).statusCode).toBe(429);

    // The owner on a new phone, a minute later: "Forgot password", the same answer as everyone's.
    later(1);
    expect((await askResetCode(server, owner.email)).json()).toEqual({ success: true, email: owner.email });
    const token = await newestLink(owner.email);
    const all = (await resetMails(owner.email)).length;
    console.info(
      `reset lockout: 36 anonymous requests over 3 hours sent ${attackerMails} mails (at most ${
        3 * CODES.anonymousResetsPerHour + 3 * 4
      }); the owner's request after them: ${all - attackerMails} more`,
    );
    const set = await apiPost(server, 'resetpwlink', { token, password: 'my own new password' });
    expect(set.statusCode).toBe(200);
    expect((await signInWithEmail(server, owner.email, 'my own new password')).statusCode).toBe(200);
    // The mailbox's ceiling: the hourly 3 and one rescue per 15 minutes, never a flood.
    expect(attackerMails).toBeLessThanOrEqual(3 * (CODES.anonymousResetsPerHour + 4));
  });

  it('gives an address with no account the same answers, and mails nobody', async () => {
    const nobody = `nobody-${Date.now()}@example.test`;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 10; i += 1) {
      later(5);
      expect((await askResetCode(server, nobody)).json()).toEqual({ success: true, email: nobody });
    }
    await accountMailSent(server);
    expect(await mailTo(server, nobody)).toHaveLength(0);
  });
});
