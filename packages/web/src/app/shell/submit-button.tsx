// The app's buttons: full width and thumb-sized; while a request runs the button says so and cannot repeat it.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonVariant, buttonClass } from '../../components/button-styles.ts';

interface AppButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is busy: it shows `pendingLabel` and ignores presses. */
  pending?: boolean;
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function AppButton({
  variant = 'primary',
  pending = false,
  pendingLabel,
  className,
  children,
  type = 'button',
  disabled,
  ...button
}: AppButtonProps) {
  return (
    <button
      {...button}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass(
        variant,
        'lg',
        `w-full disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`,
      )}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A quiet text button (Forgot Password, Resend Code). */
export const quietButtonClass =
  'rounded-full px-3 py-2 text-sm font-semibold text-ice-700 transition-colors hover:bg-ice-50 disabled:opacity-60';
