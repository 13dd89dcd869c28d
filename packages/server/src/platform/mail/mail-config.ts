// The mail queue's part of the environment: how often a mail that could not be sent is tried again (mail-jobs.ts),
// and the DKIM key nodemailer signs with. Spread into config.ts's schema.
import { z } from 'zod';

export const MAIL_ENV = {
  /** Wait after the first failed try; it doubles after each further one, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** Tries in all, the first included; after the last the mail is a dead letter (`jobs list --state dead`). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** DKIM signing by this server (all three, or none: the relay may sign instead). */
  MAIL_DKIM_DOMAIN: z.string().min(3).optional(),
  MAIL_DKIM_SELECTOR: z.string().min(1).optional(),
  /** The private key, PEM (line breaks may be written as \n). */
  MAIL_DKIM_PRIVATE_KEY: z.string().min(20).optional(),
};

const EnvShape = z.object(MAIL_ENV);
type MailEnv = z.infer<typeof EnvShape>;

export interface MailRetry {
  baseMs: number;
  maxMs: number;
  attempts: number;
}

export interface MailDkim {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The retry schedule and the DKIM key; throws a sentence when the DKIM variables are only partly set. */
export function mailQueueConfig(e: MailEnv): { retry: MailRetry; dkim: MailDkim | undefined } {
  const dkimParts = [e.MAIL_DKIM_DOMAIN, e.MAIL_DKIM_SELECTOR, e.MAIL_DKIM_PRIVATE_KEY];
  const set = dkimParts.filter((v) => v !== undefined).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY go together: set all three.',
    );
  }
  return {
    retry: {
      baseMs: e.MAIL_RETRY_BASE_MS,
      maxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS),
      attempts: e.MAIL_MAX_ATTEMPTS,
    },
    dkim:
      e.MAIL_DKIM_DOMAIN && e.MAIL_DKIM_SELECTOR && e.MAIL_DKIM_PRIVATE_KEY
        ? {
            domainName: e.MAIL_DKIM_DOMAIN,
            keySelector: e.MAIL_DKIM_SELECTOR,
            privateKey: e.MAIL_DKIM_PRIVATE_KEY.replaceAll('\\n', '\n'),
          }
        : undefined,
  };
}
