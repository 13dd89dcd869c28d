// Sends the account emails. Mail that must not change how long an answer takes (a reset code for an address
// that may or may not have an account) goes out after the answer; failures then land in the log.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  type CodeMailKind,
  codeMail,
  emailChangedMail,
  type MailBrand,
  signinPausedMail,
} from './auth.mail.ts';

export function createAccountMail(mailer: Mailer, brand: MailBrand, log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();

  return {
    sendCode(kind: CodeMailKind, to: string, name: string, code: string): Promise<void> {
      return mailer.send(codeMail(kind, to, { name, code }, brand));
    },

    sendEmailChanged(to: string, name: string, oldEmail: string, newEmail: string): Promise<void> {
      return mailer.send(emailChangedMail(to, { name, oldEmail, newEmail }, brand));
    },

    /** Sign-in with a password is paused after wrong passwords (modules/auth/signin-guard.ts). */
    sendSigninPaused(to: string, name: string, wait: string): Promise<void> {
      return mailer.send(signinPausedMail(to, { name, wait }, brand));
    },

    /** Runs a send without the caller waiting for it. */
    later(send: () => Promise<void>): void {
      const job = send()
        .catch((err: unknown) => log.error({ err }, 'an account email could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Resolves when every send started by `later` has finished (shutdown waits for it). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
