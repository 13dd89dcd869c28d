// reCAPTCHA (when RECAPTCHA_SECRET is set): the browser gets a token from Google's widget and the server asks
// Google's siteverify endpoint (RECAPTCHA_VERIFY_URL; tests point it at a local stand-in) whether it is good.
// Google answers each token once ("timeout-or-duplicate"), so replays need no table of our own.
import { AppError } from '../http/app-error.ts';

export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
  /** Milliseconds to wait for Google before giving up. */
  timeoutMs?: number;
}

export function createRecaptchaProvider(options: RecaptchaOptions) {
  return {
    async verify(token: string, remoteIp: string): Promise<boolean> {
      let response: Response;
      try {
        response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        // Google cannot be reached (offline machine, outage): not the person's fault, so not their message.
        throw new AppError('UNAVAILABLE');
      }
      if (!response.ok) throw new AppError('UNAVAILABLE');
      const body: unknown = await response.json().catch(() => null);
      return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
    },
  };
}

export type RecaptchaProvider = ReturnType<typeof createRecaptchaProvider>;
