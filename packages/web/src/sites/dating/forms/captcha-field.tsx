// The form's captcha: whichever widget the server asked for (use-captcha-setup.ts), or nothing on localhost
// and when the captcha is switched off. The answer goes into the form's `captcha` field.
import { AltchaWidget } from './altcha-widget.tsx';
import { errorId, FieldError } from './form-fields.tsx';
import { RecaptchaWidget } from './recaptcha-widget.tsx';
import type { CaptchaSetup } from './use-captcha-setup.ts';

export function CaptchaField({
  setup,
  onAnswer,
  resetSignal,
  error,
}: {
  setup: CaptchaSetup;
  onAnswer: (answer: string) => void;
  resetSignal: number;
  error: string | undefined;
}) {
  if (setup.status !== 'ready' || setup.provider === 'none') return null;
  return (
    <div>
      <p className="text-sm font-semibold text-ocean-900">Confirm you are a person</p>
      <div className="mt-2">
        {setup.provider === 'altcha' ? (
          <AltchaWidget onAnswer={onAnswer} resetSignal={resetSignal} invalid={Boolean(error)} />
        ) : (
          <RecaptchaWidget sitekey={setup.sitekey} onAnswer={onAnswer} resetSignal={resetSignal} />
        )}
      </div>
      <FieldError id={errorId('captcha')} message={error} />
    </div>
  );
}
