// The parts the public forms are built from: labelled inputs, radio and checkbox groups, the message under a
// field (tied to it with aria-describedby), the server-error banner and the submit button.
import { clsx } from 'clsx';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClass } from '../../../components/button-styles.ts';

const control =
  'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ocean-950 shadow-xs placeholder:text-ocean-400 ' +
  'focus:outline-none focus-visible:border-ice-600 focus-visible:ring-4 focus-visible:ring-ice-200';
const controlState = (invalid: boolean) =>
  invalid ? 'border-coral-600' : 'border-ocean-200 hover:border-ocean-300';

export const errorId = (name: string) => `${name}-error`;
const hintId = (name: string) => `${name}-hint`;

/** The ids a control is described by: its hint, then its message. */
function describedBy(name: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-coral-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ocean-900">
      {label}
      {optional ? <span className="font-normal text-ocean-500"> (optional)</span> : null}
    </label>
  );
}

function Hint({ name, hint }: { name: string; hint: ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-1.5 text-sm text-ocean-600">
      {hint}
    </p>
  );
}

/** Label, control, hint and message: the frame every single-control field shares. */
function FieldFrame({
  name,
  label,
  optional,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  optional?: boolean | undefined;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={name} label={label} optional={optional} />
      {children}
      {hint ? <Hint name={name} hint={hint} /> : null}
      <FieldError id={errorId(name)} message={error} />
    </div>
  );
}

/** The state a control announces: invalid or not, and the hint and message that describe it. */
function ariaState(name: string, hint: boolean, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
  } as const;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  optional,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const name = registration.name;
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={name}
        type="text"
        {...input}
        {...registration}
        {...ariaState(name, Boolean(hint), error)}
        className={clsx(control, controlState(Boolean(error)))}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  optional,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const name = registration.name;
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        id={name}
        rows={5}
        {...input}
        {...registration}
        {...ariaState(name, Boolean(hint), error)}
        className={clsx(control, controlState(Boolean(error)), 'min-h-32 resize-y')}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  registration,
  error,
  options,
  placeholder,
}: FieldProps & {
  options: readonly string[];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const name = registration.name;
  return (
    <FieldFrame name={name} label={label} error={error}>
      <select
        id={name}
        {...registration}
        {...ariaState(name, false, error)}
        className={clsx(control, controlState(Boolean(error)), 'appearance-auto')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3 text-base text-ocean-900 transition-colors ' +
  'hover:border-ocean-300 has-checked:border-ocean-800 has-checked:bg-ice-50 ' +
  'has-focus-visible:ring-4 has-focus-visible:ring-ice-200';
const tickBox = 'mt-1 size-4 shrink-0 accent-ocean-800 focus:outline-none';

/** One question with a few answers, as a fieldset of radio buttons. */
export function RadioGroup({
  legend,
  registration,
  options,
  error,
  columns = 1,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  columns?: 1 | 2;
}) {
  const name = registration.name;
  return (
    <fieldset aria-describedby={error ? errorId(name) : undefined}>
      <legend className="text-sm font-semibold text-ocean-900">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2', columns === 2 && 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(choiceCard, error ? 'border-coral-600' : 'border-ocean-200')}
          >
            <input
              type="radio"
              value={option.value}
              {...registration}
              aria-invalid={error ? true : undefined}
              className={tickBox}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId(name)} message={error} />
    </fieldset>
  );
}

/** A single checkbox whose label is a sentence the person agrees to. */
export function CheckboxField({
  registration,
  children,
  invalid,
  describedById,
}: {
  registration: UseFormRegisterReturn;
  children: ReactNode;
  invalid: boolean;
  describedById?: string | undefined;
}) {
  return (
    <label
      className={clsx(
        choiceCard,
        'text-sm leading-relaxed',
        invalid ? 'border-coral-600' : 'border-ocean-200',
      )}
    >
      <input
        type="checkbox"
        {...registration}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? describedById : undefined}
        className={tickBox}
      />
      <span>{children}</span>
    </label>
  );
}

/** The server's answer to a failed submission (RULES.md "Errors"). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <div className="flex items-start gap-3 rounded-xl border border-coral-300 bg-coral-50 px-4 py-3 text-base text-coral-700">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={buttonClass(
        'dark',
        'lg',
        'w-full focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ice-400 disabled:cursor-wait disabled:opacity-80 sm:w-auto sm:min-w-56',
      )}
    >
      {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
      {pending ? 'Sending…' : children}
    </button>
  );
}

/** A titled group of fields inside a form card. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 border-t border-ocean-100 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-bold text-ocean-950">{title}</h2>
      {children}
    </section>
  );
}
