// Sends the account emails. Mail that must not change how long an answer takes (a reset code for an address
// that may or may not have an account) goes out after the answer; failures then land in the log.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  type CodeMailKind,
  codeMail,
  codesClosedMail,
  emailChangedMail,
  type MailBrand,
  signinPausedMail,
} from './auth.mail.ts';
import type { IssuedCode } from './codes.service.ts';

/** Where each code's one-time link opens in the web app (packages/web/src/app). */
export const LINK_PATHS: Record<CodeMailKind, string> = {
  verify: '/app/verify',
  reset: '/app/resetpassword',
  changeemail: '/app/resetemail',
};

export function createAccountMail(
  mailer: Mailer,
  brand: MailBrand & { publicUrl: string },
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const pending = new Set<Promise<void>>();

  return {
    sendCode(kind: CodeMailKind, to: string, name: string, issued: IssuedCode): Promise<void> {
      const link = `${brand.publicUrl}${LINK_PATHS[kind]}?token=${encodeURIComponent(issued.token)}`;
      return mailer.send(codeMail(kind, to, { name, code: issued.code, link }, brand));
    },

    sendCodesClosed(to: string, name: string): Promise<void> {
      return mailer.send(codesClosedMail(to, { name }, brand));
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
