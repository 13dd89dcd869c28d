// The Contact Us form's fields (RULES.md "Validation"): the type of message (the public contact
// form's query types) and the details with their 2000-character counter; rules and words from the shared schema.

import { LIMITS } from '@rookery/shared/limits.ts';
import { FEEDBACK_TYPES } from '@rookery/shared/schemas/feedback.ts';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldFrame, ProfileTextArea } from '../shell/form-fields.tsx';

interface TypeSelectProps {
  error?: string | undefined;
  field: UseFormRegisterReturn;
}

export function FeedbackTypeSelect({ error, field }: TypeSelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label="Type" error={error}>
      <div className="relative">
        <select
          {...field}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className={clsx(
            'h-12 w-full appearance-none rounded-xl border bg-white pr-11 pl-4 text-base text-ocean-950',
            'transition-colors focus:outline-none focus:ring-4',
            error
              ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
              : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100',
          )}
        >
          <option value="">Choose a type</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ocean-500"
          aria-hidden
        />
      </div>
    </FieldFrame>
  );
}

interface DetailsFieldProps {
  value: string;
  error?: string | undefined;
  field: UseFormRegisterReturn;
}

export function FeedbackDetailsField({ value, error, field }: DetailsFieldProps) {
  return (
    <ProfileTextArea
      {...field}
      label="Details"
      value={value}
      limit={LIMITS.feedbackDetails}
      error={error}
      rows={7}
      placeholder="Tell us what happened, or what you'd like to see."
    />
  );
}
