// The dating site's public forms (RULES.md "Validation"): per-IP limits, the captcha, storing the submission, and the
// mails to support and to the person. Input arrives already parsed with the shared schema.
import type { WebFormRequest } from '@rookery/shared/schemas/web-forms.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CaptchaService } from '../../platform/captcha/captcha.service.ts';
import { clientOf } from '../../platform/http/client-address.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import { mailboxOf } from '../../platform/mail/mailbox.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { acknowledgementMail, supportMail } from './webforms.mail.ts';
import type { WebformsRepo } from './webforms.repo.ts';

type Request = Pick<FastifyRequest, 'headers' | 'socket' | 'ip'>;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** A person sends a form or two; a script sends hundreds. Challenges allow for reloads and expiries. */
export const WEBFORM_LIMITS = {
  submissions: { max: 10, windowMs: HOUR },
  challenges: { max: 60, windowMs: HOUR },
} as const;

/**
 * Acknowledgements go to a typed address, so they are capped: per mailbox (mailbox.ts), counted in the
 * database so no restart resets it, and per client address. Past either cap the form is still stored and support
 * still mailed; only the acknowledgement is left out.
 */
export const ACK_LIMITS = {
  perMailbox: { max: 3, windowMs: DAY },
  perClient: { max: 5, windowMs: DAY },
} as const;

export interface WebformsDeps {
  repo: WebformsRepo;
  mailer: Mailer;
  captcha: CaptchaService;
  supportEmail: string;
  product: string;
  log: FastifyBaseLogger;
  /** The server's limiters (shared between servers with REDIS_URL); in memory when not given. */
  limiters?: LimiterFactory;
}

export function createWebformsService(deps: WebformsDeps) {
  const limiter = deps.limiters ?? localLimiters;
  const submissions = limiter('webform', WEBFORM_LIMITS.submissions);
  const challenges = limiter('webform-challenge', WEBFORM_LIMITS.challenges);
  const acksPerClient = limiter('webform-ack-client', ACK_LIMITS.perClient);

  /** Whether this submission may be acknowledged: both caps, the client's counted only when one is sent. */
  async function mayAcknowledge(id: string, email: string, ip: string): Promise<boolean> {
    const key = `webform-ack:${ip}`;
    if (!(await acksPerClient.peek(key)).allowed) return false;
    const { max, windowMs } = ACK_LIMITS.perMailbox;
    if (!(await deps.repo.claimAck(id, mailboxOf(email), max, windowMs))) return false;
    await acksPerClient.hit(key);
    return true;
  }

  return {
    siteKey: (request: Request) => deps.captcha.siteKey(request),

    async challenge(request: Request) {
      await challenges.consume(`challenge:${clientOf(request)}`);
      return deps.captcha.challenge();
    },

    /** `senderId`: the verified account signed in on the form (its data export shows it), else null. */
    async submit(form: WebFormRequest, request: Request, senderId: string | null): Promise<void> {
      // Counted before the captcha, so guessing answers spends the same allowance.
      await submissions.consume(`webform:${clientOf(request)}`);
      await deps.captcha.check(form.captcha, request);
      const { captcha: _answer, ...payload } = form;
      const stored = await deps.repo.insert(payload, senderId);
      const ctx = {
        product: deps.product,
        reference: stored.id,
        received: stored.createdAt,
        supportEmail: deps.supportEmail,
      };

      // The request is stored; if support cannot be told, the person hears of it and may try again.
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: form.contactemail,
        ...supportMail(form, ctx),
      });
      try {
        if (!(await mayAcknowledge(stored.id, form.contactemail, clientOf(request)))) {
          deps.log.info({ reference: stored.id }, 'web form acknowledgement capped, not sent');
          return;
        }
        await deps.mailer.send({
          to: form.contactemail,
          replyTo: deps.supportEmail,
          ...acknowledgementMail(form, ctx),
        });
      } catch (err) {
        // Support has the request; a bouncing acknowledgement must not make the person send it twice.
        deps.log.warn({ err, reference: stored.id }, 'web form acknowledgement not sent');
      }
    },
  };
}

export type WebformsService = ReturnType<typeof createWebformsService>;
