// The When of a date (RULES.md "Screens and routes"): a day from the app's calendar (react-day-picker, as
// the date-of-birth picker draws it) opened in place, and a time input. Only today and later days can be chosen.
import { startOfDay } from 'date-fns';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { dayName } from '../../../lib/dates.ts';

interface WhenPickerProps {
  day: Date | undefined;
  time: string;
  onDay: (day: Date) => void;
  onTime: (time: string) => void;
  error?: string | undefined;
  /** The chosen moment as the device shows it, or '' while incomplete. */
  preview: string;
}

const fieldClass = (invalid: boolean) =>
  `h-12 w-full rounded-xl border bg-white text-base text-ocean-950 transition-colors focus:ring-4 focus:outline-none ${
    invalid
      ? 'border-coral-500 focus:border-coral-500 focus:ring-coral-100'
      : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100'
  }`;

export function WhenPicker({ day, time, onDay, onTime, error, preview }: WhenPickerProps) {
  const id = useId();
  const [calendar, setCalendar] = useState(false);
  const today = startOfDay(new Date());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold text-ocean-800">When</legend>
      {/* minmax(0,…): a long day name truncates instead of pushing the time field out of a phone's sheet; under
          360 px the time goes under the day, which had room for two letters. */}
      <div className="mt-1.5 grid grid-cols-[minmax(0,1fr)_9rem] gap-2.5 max-[360px]:grid-cols-1">
        <div className="min-w-0">
          <span id={`${id}-day`} className="sr-only">
            Day
          </span>
          <button
            type="button"
            aria-labelledby={`${id}-day ${id}-day-value`}
            aria-expanded={calendar}
            aria-controls={`${id}-calendar`}
            aria-invalid={error && !day ? true : undefined}
            onClick={() => setCalendar((shown) => !shown)}
            className={`${fieldClass(Boolean(error && !day))} flex items-center gap-2 px-4 text-left`}
          >
            <CalendarDays className="size-5 shrink-0 text-ice-700" aria-hidden />
            <span id={`${id}-day-value`} className={`flex-1 truncate ${day ? '' : 'text-ocean-500'}`}>
              {day ? dayName(day) : 'Choose a day'}
            </span>
            <ChevronDown
              className={`size-4 shrink-0 text-ocean-500 transition-transform ${calendar ? 'rotate-180' : ''}`}
              aria-hidden
            />
          </button>
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="sr-only">
            Time
          </label>
          <input
            id={`${id}-time`}
            type="time"
            value={time}
            onChange={(event) => onTime(event.target.value)}
            aria-invalid={error && !time ? true : undefined}
            className={`${fieldClass(Boolean(error && !time))} px-3 tabular-nums`}
          />
        </div>
      </div>
      {calendar ? (
        <div id={`${id}-calendar`} className="mt-2 rounded-2xl p-2 ring-1 ring-ocean-100">
          <DayPicker
            mode="single"
            selected={day}
            onSelect={(picked) => {
              if (!picked) return;
              onDay(picked);
              setCalendar(false);
            }}
            defaultMonth={day ?? today}
            startMonth={today}
            disabled={{ before: today }}
            showOutsideDays
            classNames={{
              root: 'w-full',
              months: 'relative w-full',
              month: 'w-full',
              nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
              button_previous:
                'grid size-10 place-items-center rounded-full text-ocean-800 hover:bg-ocean-50 disabled:opacity-30',
              button_next:
                'grid size-10 place-items-center rounded-full text-ocean-800 hover:bg-ocean-50 disabled:opacity-30',
              chevron: 'size-5 fill-current',
              month_caption: 'flex h-10 items-center justify-center font-semibold text-ocean-950',
              month_grid: 'mt-2 w-full table-fixed border-collapse',
              weekday: 'pb-1 text-xs font-semibold text-ocean-500',
              day: 'p-0.5 text-center',
              // Seven columns share the width: a day is 40 px where it fits and narrower in a 320 px sheet (were
              // 44 px each, so Saturday ran out of the sheet).
              day_button:
                'mx-auto grid aspect-square w-full max-w-10 place-items-center rounded-full text-sm font-medium text-ocean-900 transition-colors hover:bg-ice-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:hover:bg-transparent',
              selected:
                '[&>button]:bg-coral-400 [&>button]:font-bold [&>button]:text-ocean-950 [&>button]:hover:bg-coral-300',
              outside: '[&>button]:font-normal [&>button]:text-ocean-500',
              disabled: '[&>button]:text-ocean-200',
              today: '[&>button]:ring-1 [&>button]:ring-ice-400',
            }}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 min-h-5 text-sm text-ocean-500">
          {preview ? `${preview} · ${zone}` : 'Pick a day and a time.'}
        </p>
      )}
    </fieldset>
  );
}
