// Every password check of the server (sign-in, changeemail) under the wrong-password pause (signin-guard.ts): the
// attempt is counted before the password is checked, refused while a pause runs, and cleared by the right password.
// A browser showing the account's device cookie (device-cookie.ts) is counted on its own row instead.
import type { AccountMail } from './account-mail.service.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { checkPassword } from './password.ts';
import { type GuardedAttempt, type SigninGuard, waitText } from './signin-guard.ts';
import type { Account } from './users.repo.ts';

export function createGuardedPassword(deps: {
  guard: SigninGuard;
  devices: DeviceCookies;
  mail: AccountMail;
}) {
  const { guard, devices, mail } = deps;
  /**
   * The attempt of the right password of the account being read (`reading`, which may still be on its way), its
   * streak not yet cleared (the caller clears it: `clear`, or in a statement of its own, password-sign-in.repo.ts);
   * null for a wrong password (undefined account: no such account, checked all the same so the answer and its time
   * tell nothing). Throws the pause's 429 while paused or when this wrong attempt starts a pause. The first pause
   * of an account's streak is mailed to its owner.
   */
  async function verify(
    email: string,
    reading: Account | undefined | Promise<Account | undefined>,
    password: string,
    deviceCookie: string | undefined,
  ): Promise<GuardedAttempt | null> {
    let account: Account | undefined;
    let attempt: GuardedAttempt;
    if (deviceCookie === undefined) {
      // No device cookie: the attempt is the address's whoever owns it, counted while the account is read (the
      // choice rests on the request alone, so it tells nothing of the account).
      [account, attempt] = await Promise.all([reading, guard.enter(email)]);
    } else {
      account = await reading;
      const nonce = account ? devices.nonceFor(account, deviceCookie) : null;
      attempt = nonce ? await guard.enterDevice(nonce) : await guard.enter(email);
    }
    const right = await checkPassword(account?.passwordHash, password);
    // The owner's own browser ends only its own streak: the account's (an attacker's) keeps its pauses.
    if (account && right) return attempt;
    const pause = guard.pausedBy(attempt);
    if (pause && !attempt.device && attempt.locksBefore === 0 && account?.passwordHash) {
      const wait = waitText(attempt.pauseSeconds);
      mail.later(() => mail.sendSigninPaused(account.email, account.name, wait));
    }
    if (pause) throw pause;
    return null;
  }

  return {
    verify,

    /** verify, and a right password's streak cleared at once: true for the right password, false for a wrong one. */
    async check(
      email: string,
      account: Account | undefined,
      password: string,
      deviceCookie: string | undefined,
    ): Promise<boolean> {
      const attempt = await verify(email, account, password, deviceCookie);
      if (!attempt) return false;
      await guard.clear(attempt);
      return true;
    },
  };
}

export type GuardedPassword = ReturnType<typeof createGuardedPassword>;
