// The pieces the contact and deletion forms both ask for in the same words: who is writing (name and contact
// email), whether the contact email is the account's, and the closing block of captcha, server error and send.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert, RadioGroup, SubmitButton, TextField } from './form-fields.tsx';
import type { CaptchaSetup } from './use-captcha-setup.ts';

export const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

type Message = { message?: string | undefined } | undefined;

/** Name and contact email; the hint says what the address will be used for in this form. */
export function AboutYouFields({
  name,
  contactEmail,
  errors,
  emailHint,
}: {
  name: UseFormRegisterReturn;
  contactEmail: UseFormRegisterReturn;
  errors: { name?: Message; contactemail?: Message };
  emailHint: string;
}) {
  return (
    <>
      <TextField label="Your name" registration={name} error={errors.name?.message} autoComplete="name" />
      <TextField
        label="Contact email"
        type="email"
        registration={contactEmail}
        error={errors.contactemail?.message}
        hint={emailHint}
        autoComplete="email"
        inputMode="email"
      />
    </>
  );
}

export function SameEmailQuestion({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <RadioGroup
      legend="Is your contact email the same as your account email?"
      registration={registration}
      options={YES_NO}
      error={error}
      columns={2}
    />
  );
}

/** The captcha, the server's answer to a failed attempt and the send button, below the form's sections. */
export function SendSection({
  web,
  captchaError,
  pending,
  children,
}: {
  web: {
    captcha: CaptchaSetup;
    setCaptcha: (answer: string) => void;
    captchaReset: number;
    serverError: string | null;
  };
  captchaError: string | undefined;
  pending: boolean;
  children: string;
}) {
  return (
    <div className="space-y-6 border-t border-ocean-100 pt-6">
      <CaptchaField
        setup={web.captcha}
        onAnswer={web.setCaptcha}
        resetSignal={web.captchaReset}
        error={captchaError}
      />
      <FormAlert message={web.serverError} />
      <SubmitButton pending={pending}>{children}</SubmitButton>
    </div>
  );
}
