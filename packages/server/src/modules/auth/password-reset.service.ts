// Forgotten passwords (API.md 3 pwresetcode, verifypwreset, resetpw). The answers are the same whether or not
// an address has an account, and a reset ends every session of the account.
import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { AccountMail } from './account-mail.service.ts';
import { CODE_TEXT, type CodesService } from './codes.service.ts';
import { hashPassword } from './password.ts';
import type { SessionService } from './session.service.ts';
import type { UsersRepo } from './users.repo.ts';

/**
 * Code requests and wrong codes per IP, apart from the sign-in limits so that a person throttled at sign-in
 * can still reset, while one machine cannot spray guesses across many accounts' codes.
 */
export const RESET_LIMIT = { max: 30, windowMs: 15 * 60_000 } as const;

export function createPasswordResetService(deps: {
  users: UsersRepo;
  codes: CodesService;
  mail: AccountMail;
  sessions: SessionService;
  limiters?: LimiterFactory;
}) {
  const { users, codes, mail, sessions } = deps;
  const perIp = (deps.limiters ?? localLimiters)('password-reset-ip', RESET_LIMIT);

  /** The account whose code this is, counting a wrong guess against the IP. */
  async function checked(email: string, code: string, ip: string, use: boolean) {
    const standing = await perIp.peek(ip);
    if (!standing.allowed) throw new AppError('TOO_MANY', undefined, standing.retryAfter);
    const account = await users.findByEmail(email);
    try {
      if (account?.source !== 'Email') throw new AppError('BAD_INPUT', CODE_TEXT.incorrect);
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
     * answers success: throttled or not, known or not, the answer and its timing are the same.
     */
    async requestCode(email: string, ip: string): Promise<void> {
      await perIp.consume(ip);
      const account = await users.findByEmail(email);
      if (account?.source !== 'Email') return;
      let code: string;
      try {
        code = await codes.issue(account.id, 'reset', account.email);
      } catch (err) {
        if (err instanceof AppError && err.code === 'TOO_MANY') return; // a 429 would reveal the account
        throw err;
      }
      mail.later(() => mail.sendCode('reset', account.email, account.name, code));
    },

    /** Checks the code without spending it (the reset screen's first step). */
    async checkCode(email: string, code: string, ip: string): Promise<void> {
      await checked(email, code, ip, false);
    },

    /** Sets the new password and ends every session; answers the account id for a fresh session. */
    async reset(email: string, code: string, password: string, ip: string): Promise<string> {
      const account = await checked(email, code, ip, true);
      // The code reached the address, which proves it as much as a verification code would.
      await users.setPassword(account.id, await hashPassword(password), true);
      await sessions.endAll(account.id);
      return account.id;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
