// After sign-up: resending and checking the code that verifies the address, accepting the terms, and what
// logincheck tells the app about the account (RULES.md "States and transitions").
import type { LoginCheck } from '@rookery/shared/api/auth.actions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountMail } from './account-mail.service.ts';
import { CODE_TEXT, type CodesService } from './codes.service.ts';
import type { Account, UsersRepo } from './users.repo.ts';

export const VERIFY_TEXT = {
  already: 'Your email address is already verified.',
  verifyFirst: 'Please verify your email address first.',
  notSent: 'We could not send the email just now, please try again in a minute.',
} as const;

export function createVerificationService(deps: {
  users: UsersRepo;
  codes: CodesService;
  mail: AccountMail;
  clock?: () => Date;
}) {
  const { users, codes, mail } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function account(userId: string): Promise<Account> {
    const found = await users.findById(userId);
    // The session outlived its account (deleted meanwhile): as good as no session.
    if (!found) throw new AppError('UNAUTHORIZED');
    return found;
  }

  return {
    async loginCheck(userId: string): Promise<LoginCheck> {
      const me = await account(userId);
      await users.touch(userId, clock());
      return { verified: me.verified, email: me.email, name: me.name, accept_tc: me.acceptTc };
    },

    /** Sends a new verification code; 429 within a minute of the last one. */
    async resend(userId: string): Promise<void> {
      const me = await account(userId);
      if (me.verified) throw new AppError('BAD_INPUT', VERIFY_TEXT.already);
      const code = await codes.issue(userId, 'verify', me.email);
      await mail.sendCode('verify', me.email, me.name, code).catch(() => {
        throw new AppError('UNAVAILABLE', VERIFY_TEXT.notSent, 60);
      });
    },

    async confirm(userId: string, code: string): Promise<void> {
      const me = await account(userId);
      if (me.verified) return;
      const sentTo = await codes.check(userId, 'verify', code, true);
      // A code proves the address it went to; if the account's address changed since, it proves nothing.
      if (sentTo.toLowerCase() !== me.email.toLowerCase()) {
        throw new AppError('BAD_INPUT', CODE_TEXT.void);
      }
      await users.markVerified(userId);
    },

    /** The mailed link: verifies the address it went to, signed in or not; answers that address. */
    async confirmByLink(token: string): Promise<string> {
      const link = await codes.checkLink(token, false);
      const me = link.purpose === 'verify' ? await users.findById(link.userId) : undefined;
      if (!me || link.sentTo.toLowerCase() !== me.email.toLowerCase()) {
        throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
      }
      await codes.checkLink(token, true);
      if (!me.verified) await users.markVerified(me.id);
      return me.email;
    },

    async acceptTerms(userId: string): Promise<void> {
      const me = await account(userId);
      if (!me.verified) throw new AppError('FORBIDDEN', VERIFY_TEXT.verifyFirst);
      await users.acceptTerms(userId);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
