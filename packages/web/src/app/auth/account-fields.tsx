// The email and password inputs the account screens ask for, so each kind gets the same keyboard, browser
// autofill and (for a password being chosen) the same length rule everywhere.
import { LIMITS } from '@rookery/shared/limits.ts';
import { TextField, type TextFieldProps } from '../shell/text-field.tsx';

type FieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** An address; autofill offers the saved one unless it is a new address (`autoComplete="off"`). */
export function EmailField({
  autoComplete = 'email',
  ...field
}: FieldProps & { autoComplete?: 'email' | 'off' }) {
  return <TextField type="email" autoComplete={autoComplete} inputMode="email" {...field} />;
}

/** A password: the one the person has, or (`isNew`) one they are choosing, which the browser may suggest. */
export function PasswordField({ isNew = false, ...field }: FieldProps & { isNew?: boolean }) {
  return <TextField type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...field} />;
}

/** The password being chosen, with the length rule under it. */
export function NewPasswordField(field: FieldProps) {
  return <PasswordField isNew hint={`At least ${LIMITS.passwordMin} characters.`} {...field} />;
}
