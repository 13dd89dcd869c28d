// Asks the server which captcha this visitor must solve (GET /api?action=captchasitekey): none on localhost or
// when switched off, else ALTCHA or reCAPTCHA. Runs only in the browser, after the first render, so the
// prerendered page and the first client render agree.
import type { CaptchaProvider } from '@rookery/shared/api/webforms.actions.ts';
import { useEffect, useState } from 'react';
import { fetchCaptchaSetup } from '../dating-api.ts';

export type CaptchaSetup =
  | { status: 'loading' }
  | { status: 'ready'; provider: CaptchaProvider; sitekey: string }
  /** The question could not be asked (offline): show no widget; the server still decides on submit. */
  | { status: 'unknown' };

export function useCaptchaSetup(): CaptchaSetup {
  const [setup, setSetup] = useState<CaptchaSetup>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchCaptchaSetup()
      .then(({ provider, sitekey }) => live && setSetup({ status: 'ready', provider, sitekey }))
      .catch(() => live && setSetup({ status: 'unknown' }));
    return () => {
      live = false;
    };
  }, []);
  return setup;
}

/** True when the form must carry an answer before it is sent. */
export function captchaRequired(setup: CaptchaSetup): boolean {
  return setup.status === 'ready' && setup.provider !== 'none';
}
