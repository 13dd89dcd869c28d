// Forgotten passwords (RULES.md "Reads and writes" pwresetcode, verifypwreset, resetpw, and the mailed link:
// codelink, resetpwlink). The answers are the same whether or not an address has an account (an unknown one gets a
// stand-in code under the same rules), anonymous code requests are limited per address and per target (the owner's
// browser, known by its device cookie, is not anonymous), and a reset ends every session of the account and voids its
// other codes and links. Once anonymous requests have spent their budgets, one "rescue" mail per code lifetime still
// goes to the mailbox, so a person on a new device can always get in through the link in their own mail, whatever an
// attacker asked for first.
import { createHash } from 'node:crypto';
import { CODES } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { AccountMail } from './account-mail.service.ts';
import type { CodesRepo } from './codes.repo.ts';
import { CODE_TEXT, type CodesService, type IssuedCode } from './codes.service.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { hashPassword } from './password.ts';
import type { SessionService } from './session.service.ts';
import type { Account, UsersRepo } from './users.repo.ts';

/**
 * Code requests and wrong codes per IP, apart from the sign-in limits so that a person throttled at sign-in
 * can still reset, while one machine cannot spray guesses across many accounts' codes.
 */
export const RESET_LIMIT = { max: 30, windowMs: 15 * 60_000 } as const;

/** Reset codes per target address an hour, whoever asks from wherever: nobody can flood one person's inbox. */
export const RESET_TARGET_LIMIT = { max: CODES.anonymousResetsPerHour, windowMs: 60 * 60_000 } as const;

/**
 * Rescue mails per target past the anonymous budgets: one per code lifetime, so whenever someone asks, the mailbox
 * holds a live link (sent now, or by the rescue at most CODES.validMinutes ago). Its ceiling for a mailbox is 4 an
 * hour beyond the anonymous 3, the price of no one being able to close it.
 */
export const RESET_RESCUE_LIMIT = { max: 1, windowMs: CODES.validMinutes * 60_000 } as const;

const DAY_MS = 24 * 60 * 60_000;

const targetKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function createPasswordResetService(deps: {
  users: UsersRepo;
  codes: CodesService;
  mail: AccountMail;
  sessions: SessionService;
  /** The owner's browser (device-cookie.ts): its requests are not anonymous. */
  devices: DeviceCookies;
  /** Reset codes the account was sent lately (the anonymous share of the daily budget). */
  issued: Pick<CodesRepo, 'countSince'>;
  limiters?: LimiterFactory;
}) {
  const { users, codes, mail, sessions } = deps;
  const limiters = deps.limiters ?? localLimiters;
  const perIp = limiters('password-reset-ip', RESET_LIMIT);
  const perTarget = limiters('password-reset-target', RESET_TARGET_LIMIT);
  const perRescue = limiters('password-reset-rescue', RESET_RESCUE_LIMIT);

  /** Whether anonymous requests have spent what they may ask for this address (hourly, or the day's share). */
  async function anonymousSpent(email: string, account: Account | undefined): Promise<boolean> {
    if (!(await perTarget.hit(targetKey(email))).allowed) return true;
    if (account?.source !== 'Email') return false;
    const today = await deps.issued.countSince(account.id, 'reset', new Date(Date.now() - DAY_MS));
    return today.count >= CODES.anonymousResetsPerDay;
  }

  /** The account whose code this is, counting a wrong guess against the IP (and the mailbox's budget). */
  async function checked(email: string, code: string, ip: string, use: boolean) {
    const standing = await perIp.peek(ip);
    if (!standing.allowed) throw new AppError('TOO_MANY', undefined, standing.retryAfter);
    const account = await users.findByEmail(email);
    try {
      if (account?.source !== 'Email') return await codes.checkDecoy(email);
      await codes.check(account.id, 'reset', code, use);
      return account;
    } catch (err) {
      if (err instanceof AppError && err.code === 'BAD_INPUT') await perIp.hit(ip);
      throw err;
    }
  }

  return {
    /**
     * Sends a reset code when the address has an account that signs in with a password. The caller always
     * answers success: throttled or not, known or not, the answer and its timing are the same. Anonymous requests
     * (without the account's device cookie) get 3 an hour and CODES.anonymousResetsPerDay of the day's codes,
     * so an attacker cannot spend them all: the owner's browser always has some left. Past both, the rescue
     * (RESET_RESCUE_LIMIT) keeps a live link in the mailbox for the owner on a device of no standing.
     */
    async requestCode(email: string, ip: string, deviceCookie?: string): Promise<void> {
      await perIp.consume(ip);
      const account = await users.findByEmail(email);
      const owner = account ? deps.devices.nonceFor(account, deviceCookie) !== null : false;
      // Per target whether or not it has an account: the same answer either way.
      const spent = !owner && (await anonymousSpent(email, account));
      // Past the budgets, the rescue: one mail per code lifetime still reaches the mailbox. Taken only
      // once its code is made, so a request refused by the minute's wait does not spend it.
      if (spent && !(await perRescue.peek(targetKey(email))).allowed) return;
      let code: IssuedCode;
      try {
        if (account?.source !== 'Email') {
          await codes.issueDecoy(email, spent);
          if (spent) await perRescue.hit(targetKey(email));
          return;
        }
        code = await codes.issue(account.id, 'reset', account.email, undefined, spent);
      } catch (err) {
        if (err instanceof AppError && err.code === 'TOO_MANY') return; // a 429 would reveal the account
        throw err;
      }
      if (spent) await perRescue.hit(targetKey(email));
      mail.later(() => mail.sendCode('reset', account.email, account.name, code));
    },

    /** Checks the code without spending it (the reset screen's first step). */
    async checkCode(email: string, code: string, ip: string): Promise<void> {
      await checked(email, code, ip, false);
    },

    /**
     * Sets the new password and ends every other session of the account (RULES.md "Reads and writes"): the one the
     * reset was made in (Settings → Reset password) stays, when it is this account's; answers the account id.
     */
    async reset(
      email: string,
      code: string,
      password: string,
      ip: string,
      current?: { userId: string; sessionId: string } | null,
    ): Promise<string> {
      const account = await checked(email, code, ip, true);
      // The code reached the address, which proves it as much as a verification code would.
      await users.setPassword(account.id, await hashPassword(password), true);
      const keep = current?.userId === account.id ? current.sessionId : undefined;
      await sessions.endAll(account.id, keep); // and voids every other code and link (session.repo.ts)
      return account.id;
    },

    /** The mailed link's reset: the token stands for email and code, and opens the account's code path. */
    async resetWithLink(token: string, password: string): Promise<{ userId: string; email: string }> {
      const link = await codes.checkLink(token, false);
      const account = link.purpose === 'reset' ? await users.findById(link.userId) : undefined;
      if (account?.source !== 'Email') throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
      await codes.checkLink(token, true);
      await users.setPassword(account.id, await hashPassword(password), true);
      await sessions.endAll(account.id); // and voids every other code and link (session.repo.ts)
      return { userId: account.id, email: account.email };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
