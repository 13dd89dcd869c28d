// Date of birth: typed as yyyy-MM-dd (digits are enough, the dashes come by themselves) or picked from the
// calendar sheet. The age it gives is shown under it, so a slip of a digit is noticed.

import { ageOn } from '@rookery/shared/domain/age.ts';
import { CalendarDays } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { calendarDay } from '../../lib/dates.ts';
import { describedBy, FieldFrame } from '../shell/form-fields.tsx';
import { DatePickerSheet } from './date-picker-sheet.tsx';
import { dayDate, formatDobTyping } from './dob-text.ts';

interface DateOfBirthFieldProps {
  value: string;
  onChange: (dob: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

function ageHint(value: string): string | undefined {
  const date = dayDate(value);
  const age = ageOn(value);
  if (!date || age === null || age < 0) return 'Year, month and day, like 1995-04-21.';
  return `${calendarDay(date)} · ${age} years old`;
}

export function DateOfBirthField({ value, onChange, onBlur, error, ref }: DateOfBirthFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const hint = ageHint(value);
  return (
    <FieldFrame id={id} label="Date of birth" error={error} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(formatDobTyping(event.target.value))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`h-12 w-full rounded-xl border bg-white pr-14 pl-4 text-base text-ocean-950 tabular-nums placeholder:text-ocean-400 transition-colors focus:ring-4 focus:outline-none ${
            error
              ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
              : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100'
          }`}
        />
        <button
          type="button"
          onClick={() => setPicking(true)}
          aria-label="Open calendar"
          className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-lg text-ice-700 hover:bg-ice-50"
        >
          <CalendarDays className="size-5" aria-hidden />
        </button>
      </div>
      {picking ? (
        <DatePickerSheet
          open
          value={value}
          onClose={() => setPicking(false)}
          onPick={(dob) => {
            onChange(dob);
            setPicking(false);
          }}
        />
      ) : null}
    </FieldFrame>
  );
}
