// The web forms' captcha, chosen by configuration (CAPTCHA_PROVIDER): which captcha a request must solve,
// ALTCHA challenges, and the server-side check of an answer, each answer accepted once.
import type { CaptchaProvider } from '@rookery/shared/api/webforms.actions.ts';
import { WEB_FORM_MESSAGES } from '@rookery/shared/schemas/web-form-rules.ts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { createAltchaProvider } from './altcha-provider.ts';
import type { CaptchaConfig } from './captcha-config.ts';
import type { CaptchaSpentRepo } from './captcha-spent.repo.ts';
import { isLocalRequest } from './local-request.ts';
import { createRecaptchaProvider } from './recaptcha-provider.ts';

type Request = Pick<FastifyRequest, 'headers' | 'socket' | 'ip'>;

/** Longer than any real answer (an ALTCHA payload is about 600 characters, a reCAPTCHA token about 2,000). */
const MAX_TOKEN = 8_000;
const PURGE_EVERY_MS = 10 * 60_000;

export function createCaptchaService(config: CaptchaConfig, spent: CaptchaSpentRepo) {
  const altcha = config.provider === 'altcha' ? createAltchaProvider(config.altchaHmacKey) : null;
  const recaptcha =
    config.provider === 'recaptcha'
      ? createRecaptchaProvider({ secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl })
      : null;
  let nextPurge = 0;

  function providerFor(request: Request): CaptchaProvider {
    if (config.provider === 'none') return 'none';
    if (config.skipLocal && isLocalRequest(request)) return 'none';
    return config.provider;
  }

  const refusal = () => new AppError('BAD_INPUT', WEB_FORM_MESSAGES.captcha);

  async function spendOnce(id: string, expiresAt: Date): Promise<boolean> {
    const now = Date.now();
    if (now >= nextPurge) {
      nextPurge = now + PURGE_EVERY_MS;
      await spent.purgeExpired(new Date(now));
    }
    return spent.spend(id, expiresAt);
  }

  return {
    /** What this request must solve: "none" with provider none, or from localhost (local-request.ts). */
    providerFor,

    siteKey(request: Request): { provider: CaptchaProvider; sitekey: string } {
      const provider = providerFor(request);
      return { provider, sitekey: provider === 'recaptcha' ? config.recaptchaSiteKey : '' };
    },

    /** A fresh ALTCHA challenge; there is none to give unless the provider is altcha. */
    async challenge() {
      if (!altcha) throw new AppError('NOT_FOUND');
      return altcha.challenge();
    },

    /** Throws 400 'Please complete the ReCAPTCHA' unless `token` is a good answer not used before. */
    async check(token: string | undefined, request: Request): Promise<void> {
      const provider = providerFor(request);
      if (provider === 'none') return;
      if (!token || token.length > MAX_TOKEN) throw refusal();
      if (recaptcha) {
        if (!(await recaptcha.verify(token, request.ip))) throw refusal();
        return;
      }
      const solution = altcha ? await altcha.verify(token) : null;
      if (!solution || !(await spendOnce(solution.id, solution.expiresAt))) throw refusal();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
