// The date-of-birth picker (RULES.md "Constants and limits"): a month of days (react-day-picker, six fixed weeks), a
// month grid and a year grid of 12 years a page, reached from the caption. Nothing later than 18 years ago can be
// chosen.
import { LIMITS } from '@rookery/shared/limits.ts';
import { format } from 'date-fns';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ProfileSheet } from '../profile-view/public/profile-sheet.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { dayDate, dayText, latestBirthDate } from './dob-text.ts';
import { pageIndexOf, yearPage } from './year-pages.ts';

type View = 'days' | 'months' | 'years';

interface DatePickerSheetProps {
  open: boolean;
  /** The typed date of birth, if it is a real day. */
  value: string | undefined;
  onClose: () => void;
  onPick: (dob: string) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, month) => month);
const navButton =
  'grid size-11 place-items-center rounded-full text-ocean-800 hover:bg-ocean-50 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';
const captionButton =
  'inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-base font-semibold text-ocean-950 hover:bg-ocean-50';
const cellButton =
  'h-12 rounded-xl text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:text-ocean-200 disabled:hover:bg-transparent';
const cellState = (selected: boolean) =>
  selected ? 'bg-coral-400 text-ocean-950 hover:bg-coral-300' : 'text-ocean-800 hover:bg-ice-50';

export function DatePickerSheet({ open, value, onClose, onPick }: DatePickerSheetProps) {
  const latest = latestBirthDate();
  const latestYear = latest.getFullYear();
  const selected = dayDate(value);
  // A new person starts around 25, where most people pick from, rather than at the youngest allowed year.
  const start = selected ?? new Date(latestYear - 7, 0, 1);
  // The sheet is mounted on opening, so it starts from the typed date each time: at its month, or at the year
  // grid when nothing is typed yet.
  const [view, setView] = useState<View>(selected ? 'days' : 'years');
  const [month, setMonth] = useState(start);
  const [yearPageIndex, setYearPageIndex] = useState(pageIndexOf(start.getFullYear(), latestYear));

  const year = month.getFullYear();
  const isChosenMonth = (one: number) => selected?.getFullYear() === year && selected.getMonth() === one;
  const page = yearPage(yearPageIndex, latestYear);
  const atLatestMonth = year === latestYear && month.getMonth() === latest.getMonth();

  const header = {
    days: {
      caption: format(month, 'LLLL yyyy'),
      captionLabel: `${format(month, 'LLLL yyyy')}, choose a year`,
      onCaption: () => {
        setYearPageIndex(pageIndexOf(year, latestYear));
        setView('years');
      },
      prev: {
        label: 'Previous month',
        disabled: false,
        go: () => setMonth(new Date(year, month.getMonth() - 1, 1)),
      },
      next: {
        label: 'Next month',
        disabled: atLatestMonth,
        go: () => setMonth(new Date(year, month.getMonth() + 1, 1)),
      },
    },
    months: {
      caption: String(year),
      captionLabel: `${year}, choose a year`,
      onCaption: () => {
        setYearPageIndex(pageIndexOf(year, latestYear));
        setView('years');
      },
      prev: {
        label: 'Previous year',
        disabled: year <= latestYear - 120,
        go: () => setMonth(new Date(year - 1, 0, 1)),
      },
      next: {
        label: 'Next year',
        disabled: year >= latestYear,
        go: () => setMonth(new Date(year + 1, 0, 1)),
      },
    },
    years: {
      caption: `${page.years[0]} – ${page.years.at(-1)}`,
      captionLabel: undefined,
      onCaption: undefined,
      prev: {
        label: 'Earlier years',
        disabled: !page.hasEarlier,
        go: () => setYearPageIndex(yearPageIndex + 1),
      },
      next: { label: 'Later years', disabled: !page.hasLater, go: () => setYearPageIndex(yearPageIndex - 1) },
    },
  }[view];

  return (
    <ProfileSheet
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Date of birth"
      description={`You need to be ${LIMITS.minimumAge} or over. Pick a year, a month, then the day.`}
      footer={
        <AppButton variant="outline" onClick={onClose}>
          Cancel
        </AppButton>
      }
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label={header.prev.label}
          disabled={header.prev.disabled}
          onClick={header.prev.go}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        {header.onCaption ? (
          <button
            type="button"
            className={captionButton}
            aria-label={header.captionLabel}
            onClick={header.onCaption}
          >
            {header.caption}
            <ChevronDown className="size-4 text-ocean-500" aria-hidden />
          </button>
        ) : (
          <p className="px-4 text-base font-semibold text-ocean-950" aria-live="polite">
            {header.caption}
          </p>
        )}
        <button
          type="button"
          className={navButton}
          aria-label={header.next.label}
          disabled={header.next.disabled}
          onClick={header.next.go}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>

      {/* The same height for every view, so the sheet does not jump while paging. */}
      <div className="mt-3 min-h-[19.5rem]">
        {view === 'years' ? (
          <fieldset>
            <legend className="sr-only">Years</legend>
            <div className="grid grid-cols-3 gap-2">
              {page.years.map((one) => (
                <button
                  key={one}
                  type="button"
                  aria-pressed={one === selected?.getFullYear()}
                  className={`${cellButton} h-[4.5rem] ${cellState(one === selected?.getFullYear())}`}
                  onClick={() => {
                    setMonth(
                      new Date(
                        one,
                        Math.min(month.getMonth(), one === latestYear ? latest.getMonth() : 11),
                        1,
                      ),
                    );
                    setView('months');
                  }}
                >
                  {one}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}

        {view === 'months' ? (
          <fieldset>
            <legend className="sr-only">Months of {year}</legend>
            <div className="grid grid-cols-3 gap-2">
              {MONTHS.map((one) => {
                const first = new Date(year, one, 1);
                return (
                  <button
                    key={one}
                    type="button"
                    aria-pressed={isChosenMonth(one)}
                    disabled={first > latest}
                    aria-label={format(first, 'LLLL yyyy')}
                    className={`${cellButton} h-[4.5rem] ${cellState(isChosenMonth(one))}`}
                    onClick={() => {
                      setMonth(first);
                      setView('days');
                    }}
                  >
                    {format(first, 'LLL')}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        {view === 'days' ? (
          <DayPicker
            mode="single"
            selected={selected}
            onSelect={(day) => {
              if (day) onPick(dayText(day));
            }}
            month={month}
            onMonthChange={setMonth}
            endMonth={latest}
            disabled={{ after: latest }}
            hideNavigation
            fixedWeeks
            showOutsideDays
            classNames={{
              root: 'w-full',
              months: 'w-full',
              month: 'w-full',
              month_caption: 'sr-only',
              month_grid: 'w-full table-fixed border-collapse',
              weekday: 'pb-1 text-xs font-semibold text-ocean-500',
              day: 'p-0.5 text-center',
              // Seven columns share the width: a day is 40 px where it fits and narrower in a 320 px sheet (were
              // 44 px each, so Saturday ran out of the sheet).
              day_button:
                'mx-auto grid aspect-square w-full max-w-10 place-items-center rounded-full text-sm font-medium text-ocean-900 transition-colors hover:bg-ice-50 disabled:cursor-not-allowed disabled:hover:bg-transparent',
              selected:
                '[&>button]:bg-coral-400 [&>button]:font-bold [&>button]:text-ocean-950 [&>button]:hover:bg-coral-300',
              outside: '[&>button]:font-normal [&>button]:text-ocean-500',
              disabled: '[&>button]:text-ocean-200',
              today: '',
            }}
          />
        ) : null}
      </div>
    </ProfileSheet>
  );
}
