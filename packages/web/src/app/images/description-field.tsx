// The description box: a label, a live character count against the limit, and the error under it.
import { LIMITS } from '@rookery/shared/limits.ts';
import { clsx } from 'clsx';
import { type Ref, useId } from 'react';

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function DescriptionField({
  value,
  onChange,
  placeholder,
  error,
  disabled,
  ref,
}: DescriptionFieldProps) {
  const id = useId();
  const max = LIMITS.imageDescription;
  const nearLimit = value.length > max - 100;
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-ocean-800">
          Describe your image
        </label>
        <span
          id={`${id}-count`}
          className={clsx('text-xs tabular-nums', nearLimit ? 'text-coral-700' : 'text-ocean-500')}
        >
          {value.length}/{max}
        </span>
      </div>
      <textarea
        ref={ref}
        id={id}
        value={value}
        maxLength={max}
        rows={5}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={clsx(
          'mt-1.5 block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base leading-relaxed text-ocean-950',
          'placeholder:text-ocean-400 focus:outline-none focus:ring-4 disabled:bg-ocean-50 disabled:text-ocean-500',
          error
            ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
            : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
