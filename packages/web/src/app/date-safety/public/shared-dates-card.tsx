// The matches screen's way back to a shared date's safety: while a date the person shared is open (until a
// day after it), a card links to its check-ins and "I need help", also when the match or the date is gone from the
// chat (unmatched, cancelled, blocked), which is when it may matter most.
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { dateStart } from '../../../lib/dates.ts';
import { useSharedDates } from '../api/shared-dates.ts';

export function SharedDatesCard() {
  const shared = useSharedDates();
  const dates = shared.data ?? [];
  if (dates.length === 0) return null;
  return (
    <section aria-label="Your shared dates" className="mt-5 flex min-w-0 flex-col gap-2">
      {dates.map((date) => (
        <Link
          key={date.id}
          to={`/app/datesafety?date=${encodeURIComponent(date.id)}`}
          className="flex min-w-0 items-center gap-3 rounded-3xl bg-ice-50 px-4 py-3.5 ring-1 ring-ice-200 transition-colors hover:bg-ice-100 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-white text-ice-700">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ocean-950">Date safety is on</span>
            <span className="block truncate text-sm text-ocean-600">
              {date.ended ? 'Ended early · ' : ''}
              {date.match_name} · {date.location} · {dateStart(date.date_at)}
            </span>
          </span>
          <ChevronRight className="size-5 text-ocean-400" aria-hidden />
        </Link>
      ))}
    </section>
  );
}
