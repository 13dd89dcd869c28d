// reCAPTCHA, used only when the server is configured with RECAPTCHA_SECRET (captchasitekey says so). Google's
// script is loaded then and only then; the server adds Google to the CSP for that configuration. It cannot
// work on a machine without internet access, which is why ALTCHA is the default.
import { useEffect, useRef, useState } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

function loadScript(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha)) : reject();
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not be loaded')));
    document.head.append(script);
  });
}

export function RecaptchaWidget({
  sitekey,
  onAnswer,
  resetSignal,
}: {
  sitekey: string;
  onAnswer: (token: string) => void;
  resetSignal: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    let live = true;
    loadScript()
      .then((api) => {
        if (!live || !box.current || widget.current) return;
        const id = api.render(box.current, {
          sitekey,
          callback: (token) => answer.current(token),
          'expired-callback': () => answer.current(''),
        });
        widget.current = { api, id };
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [sitekey]);

  useEffect(() => {
    if (resetSignal > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [resetSignal]);

  return (
    <div>
      <div ref={box} className="min-h-[78px]" />
      {failed ? (
        <p className="mt-2 text-sm text-ocean-600">
          The reCAPTCHA check could not be loaded. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}
