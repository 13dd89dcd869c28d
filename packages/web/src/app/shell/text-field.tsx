// A labelled input with its hint and error, for react-hook-form's register(); passwords can be shown.
import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const inputClass = (invalid: boolean) =>
  clsx(
    'h-12 w-full rounded-xl border bg-white px-4 text-base text-ocean-950 placeholder:text-ocean-400',
    'transition-colors focus:outline-none focus:ring-4 disabled:bg-ocean-50 disabled:text-ocean-500',
    invalid
      ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
      : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100',
  );

export function TextField({ label, hint, error, className, type = 'text', ref, ...input }: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ocean-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          {...input}
          ref={ref}
          id={id}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={clsx(inputClass(Boolean(error)), isPassword && 'pr-12')}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={`Show ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-ocean-500 hover:text-ocean-800"
          >
            {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ocean-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
