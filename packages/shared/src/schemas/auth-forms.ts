// The sign-in, verification and account forms of RULES.md "Validation", with its exact messages. The web forms and
// the server's /signin and account actions parse with these same schemas.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { emailField } from './email.ts';

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

/** A password someone chooses (register, reset): at least LIMITS.passwordMin characters. */
export const newPassword = password.min(
  LIMITS.passwordMin,
  `Password must be at least ${LIMITS.passwordMin} characters`,
);

/** /app/emaillogin: 'Invalid email address' with a capital I, as RULES.md "Validation" has it there. */
export const ZEmailLogin = z.object({
  username: emailField('Email is required', 'Invalid email address'),
  password,
});

/** /app/register. */
export const ZRegister = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.newName, 'Name is too long'),
  username: emailField('Email is required', 'Invalid email address'),
  password: newPassword,
});

/** /app/verify and the reset-password code step: four single-character boxes. */
export const CODE_MESSAGE = 'Please enter the four digit code.';
export const ZCode = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), CODE_MESSAGE);

/** /app/resetpassword, step 2. */
export const ZNewPassword = z
  .object({ password: newPassword, confirm: newPassword })
  .refine((v) => v.password === v.confirm, { message: 'Passwords do not match!', path: ['confirm'] });

/** /app/resetemail. */
export const ZChangeEmail = z.object({
  email: emailField('Email is required', 'invalid email address'),
  password,
  newemail: emailField('New Email is required', 'invalid email address'),
});

/** /app/policy. */
export const TERMS_MESSAGE = 'You must agree to the full Terms of Use in order to use the product.';

export type EmailLogin = z.infer<typeof ZEmailLogin>;
export type Register = z.infer<typeof ZRegister>;
export type ChangeEmail = z.infer<typeof ZChangeEmail>;
