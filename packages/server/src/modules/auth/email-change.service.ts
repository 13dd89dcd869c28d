// Changing the email address (RULES.md "Reads and writes" changeemail, verifynewemail): the new address gets a code
// and replaces the old one only once the code comes back; then the old address is told. A banned mailbox (the ban
// list, modules/moderation/banned-identities.ts) is refused with sign-up's own sentence, asked and swapped alike.

import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { AccountMail } from './account-mail.service.ts';
import { CODE_TEXT, type CodesService } from './codes.service.ts';
import type { GuardedPassword } from './guarded-password.ts';
import { SIGNIN_TEXT, type SignInDeps } from './signin.service.ts';
import type { UsersRepo } from './users.repo.ts';

export const EMAIL_CHANGE_TEXT = {
  otherSource: (source: string) => `This is set from ${source} so cannot be changed here.`,
  same: 'The new email is the same as your current one.',
} as const;

/** Password tries per account: a borrowed phone with an open session must not become a password oracle. */
export const EMAIL_CHANGE_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

export function createEmailChangeService(deps: {
  users: UsersRepo;
  codes: CodesService;
  mail: AccountMail;
  limiters?: LimiterFactory;
  /** The sign-in's password check and pause (guarded-password.ts): a stolen session is no password oracle. */
  passwords: GuardedPassword;
  /** The ban list: an address sign-up refuses cannot be taken by changing to it either. */
  bans?: SignInDeps['bans'];
}) {
  const { users, codes, mail } = deps;
  const tries = (deps.limiters ?? localLimiters)('email-change', EMAIL_CHANGE_LIMIT);

  async function refuseBanned(email: string): Promise<void> {
    if (await deps.bans?.isBanned({ email })) throw new AppError('FORBIDDEN', SIGNIN_TEXT.notAllowed);
  }

  return {
    async request(
      userId: string,
      input: { email: string; password: string; newemail: string },
      deviceCookie?: string,
    ): Promise<void> {
      const me = await users.findById(userId);
      if (!me) throw new AppError('UNAUTHORIZED');
      if (me.source !== 'Email') throw new AppError('FORBIDDEN', EMAIL_CHANGE_TEXT.otherSource(me.source));
      await tries.consume(userId);
      const right = await deps.passwords.check(me.email, me, input.password, deviceCookie);
      if (!right || input.email.toLowerCase() !== me.email.toLowerCase()) {
        throw new AppError('BAD_INPUT', SIGNIN_TEXT.wrong);
      }
      await tries.reset(userId);
      const newEmail = input.newemail.toLowerCase();
      if (newEmail === me.email.toLowerCase()) throw new AppError('BAD_INPUT', EMAIL_CHANGE_TEXT.same);
      await refuseBanned(newEmail);
      if (await users.findByEmail(newEmail)) throw new AppError('BAD_INPUT', SIGNIN_TEXT.exists);
      // Bound to the password: a reset by the owner (after a thief asked for this change) voids it.
      const code = await codes.issue(userId, 'changeemail', newEmail, me.passwordHash);
      await mail.sendCode('changeemail', newEmail, me.name, code);
    },

    /** Swaps in the address the code was sent to, and tells the old address. */
    async confirm(userId: string, code: string): Promise<string> {
      const me = await users.findById(userId);
      if (!me) throw new AppError('UNAUTHORIZED');
      const newEmail = await codes.check(userId, 'changeemail', code, true, me.passwordHash);
      await refuseBanned(newEmail); // banned after the code was sent
      if (!(await users.setEmail(userId, newEmail))) throw new AppError('BAD_INPUT', SIGNIN_TEXT.exists);
      mail.later(() => mail.sendEmailChanged(me.email, me.name, me.email, newEmail));
      return newEmail;
    },

    /** The link mailed to the new address: confirms it like the code, signed in or not. */
    async confirmByLink(token: string): Promise<string> {
      const link = await codes.checkLink(token, false);
      const me = link.purpose === 'changeemail' ? await users.findById(link.userId) : undefined;
      if (!me) throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
      // Only while the password is the one the change was asked with (a reset since voids the link).
      await codes.checkLink(token, true, me.passwordHash);
      await refuseBanned(link.sentTo); // banned after the link was sent
      if (!(await users.setEmail(me.id, link.sentTo))) throw new AppError('BAD_INPUT', SIGNIN_TEXT.exists);
      mail.later(() => mail.sendEmailChanged(me.email, me.name, me.email, link.sentTo));
      return link.sentTo;
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
