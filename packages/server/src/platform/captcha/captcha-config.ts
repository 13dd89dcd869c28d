// The public forms' captcha from the environment: altcha (self-hosted proof of work, the default), reCAPTCHA when its
// secret is set, or none.

import type { EnvValues } from '../../config-env.ts';
import { ConfigError } from '../../config-error.ts';
import type { KeptSecrets } from '../../config-secrets.ts';

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha' | 'none';
  altchaHmacKey: string;
  recaptchaSiteKey: string;
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  skipLocal: boolean;
}

export function captchaConfig(e: EnvValues, kept: KeptSecrets): CaptchaConfig {
  const provider = e.CAPTCHA_PROVIDER ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (provider === 'recaptcha' && !(e.RECAPTCHA_SECRET && e.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError(
      'Rookery cannot start: the reCAPTCHA captcha needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET.',
    );
  }
  return {
    provider,
    // Outside production the kept key serves: a restart no longer voids the challenges of forms already open.
    get altchaHmacKey() {
      return e.ALTCHA_HMAC_KEY ?? kept().ALTCHA_HMAC_KEY;
    },
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? '',
    recaptchaSecret: e.RECAPTCHA_SECRET ?? '',
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    skipLocal: e.CAPTCHA_SKIP_LOCAL ?? e.NODE_ENV !== 'production',
  };
}
