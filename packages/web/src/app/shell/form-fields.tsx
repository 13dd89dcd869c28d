// The app's form inputs (the Profile Corner, Contact Us, the face check's help): text with a counter near its limit
// and an optional ⓘ button, and choices as a row of pills (radio buttons underneath, so arrow keys and screen readers
// work as usual).
import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const boxClass = (invalid: boolean) =>
  clsx(
    'w-full rounded-xl border bg-white px-4 text-base text-ocean-950 placeholder:text-ocean-400',
    'transition-colors focus:outline-none focus:ring-4',
    invalid
      ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
      : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100',
  );

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Characters used, shown as "n/max" once past `counterFrom` of the limit. */
  count?: { used: number; max: number; from?: number };
  /** Opens the writing tips (RULES.md "Screens and routes" info overlays). */
  onInfo?: () => void;
  /** Beside the label, e.g. the Profile Builder button. */
  extra?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ id, label, error, hint, count, onInfo, extra, children }: FieldFrameProps) {
  const showCount = count && count.used >= (count.from ?? 0);
  const full = count ? count.used >= count.max : false;
  return (
    <div>
      <div className="flex min-h-7 items-center gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ocean-800">
          {label}
        </label>
        {onInfo ? (
          <button
            type="button"
            onClick={onInfo}
            aria-label={`Tips for ${label}`}
            className="grid size-8 place-items-center rounded-full text-ice-600 hover:bg-ice-50"
          >
            <Info className="size-[1.125rem]" aria-hidden />
          </button>
        ) : null}
        <span className="ml-auto flex items-center gap-2">
          {extra}
          {showCount ? (
            <span
              id={`${id}-count`}
              className={clsx(
                'text-xs tabular-nums',
                full ? 'font-semibold text-coral-700' : 'text-ocean-500',
              )}
            >
              {count.used}/{count.max}
            </span>
          ) : null}
        </span>
      </div>
      <div className="mt-1.5">{children}</div>
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

export function describedBy(id: string, parts: { hint?: unknown; error?: unknown; count?: unknown }) {
  const ids = [
    parts.hint && !parts.error ? `${id}-hint` : '',
    parts.error ? `${id}-error` : '',
    parts.count ? `${id}-count` : '',
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

type TextProps = Omit<FieldFrameProps, 'id' | 'children' | 'count'> & {
  value: string;
  limit: number;
  counterFrom?: number;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'maxLength' | 'max'>;

export function ProfileTextInput({
  label,
  error,
  hint,
  onInfo,
  extra,
  value,
  limit,
  counterFrom,
  ref,
  ...input
}: TextProps) {
  const id = useId();
  const count = { used: value.length, max: limit, from: counterFrom ?? 0 };
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} count={count} onInfo={onInfo} extra={extra}>
      <input
        {...input}
        ref={ref}
        id={id}
        maxLength={limit}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, count: value.length >= count.from })}
        className={clsx(boxClass(Boolean(error)), 'h-12')}
      />
    </FieldFrame>
  );
}

type AreaProps = Omit<FieldFrameProps, 'id' | 'children' | 'count'> & {
  value: string;
  limit: number;
  ref?: Ref<HTMLTextAreaElement>;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'maxLength'>;

export function ProfileTextArea({
  label,
  error,
  hint,
  onInfo,
  extra,
  value,
  limit,
  ref,
  ...area
}: AreaProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      count={{ used: value.length, max: limit }}
      onInfo={onInfo}
      extra={extra}
    >
      <textarea
        rows={5}
        {...area}
        ref={ref}
        id={id}
        maxLength={limit}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, count: true })}
        className={clsx(
          boxClass(Boolean(error)),
          'block min-h-32 resize-y py-3 leading-relaxed [field-sizing:content]',
        )}
      />
    </FieldFrame>
  );
}

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** react-hook-form's register(name), shared by the radios. */
  field: UseFormRegisterReturn;
}

export function ChoiceGroup({ legend, options, error, field }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-ocean-800">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2', options.length === 2 ? 'grid-cols-2' : 'grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'relative flex h-12 cursor-pointer items-center justify-center rounded-xl border px-2 text-sm font-semibold transition-colors',
              'has-checked:border-ocean-950 has-checked:bg-ocean-950 has-checked:text-white',
              'has-focus-visible:ring-4 has-focus-visible:ring-ice-200',
              error
                ? 'border-coral-500 text-ocean-800'
                : 'border-ocean-200 text-ocean-800 hover:border-ocean-300 hover:bg-ocean-50',
            )}
          >
            <input type="radio" className="sr-only" {...field} value={option.value} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
