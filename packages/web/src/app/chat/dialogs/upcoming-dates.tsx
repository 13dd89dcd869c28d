// The Upcoming Dates table (RULES.md "Screens and routes": Location, Date, Cancel). Cancel asks 'Cancel this date?'
// (RULES.md "Validation": Yes/No) in place of the table, so no second dialog opens over the sheet; Yes sends
// `canceldate`. An accepted date links to its safety screen.
import type { ChatDate } from '@rookery/shared/events.ts';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatEmit, MatchData } from '../public/chat-types.ts';
import { dateDisplay, dateStatusText } from './date-request.ts';

interface UpcomingDatesProps {
  dates: ChatDate[];
  /** False until the first `getdates` answered: grey rows rather than 'no dates' that then jumps. */
  loaded: boolean;
  match: MatchData;
  emit: ChatEmit;
  otherName: string;
  onBusy: (busy: boolean) => void;
}

export function UpcomingDates({ dates, loaded, match, emit, otherName, onBusy }: UpcomingDatesProps) {
  const [asking, setAsking] = useState<ChatDate | null>(null);
  const cancel = useAckAction();
  const question = useRef<HTMLElement>(null);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  async function confirmCancel() {
    if (!asking) return;
    onBusy(true);
    const answer = await cancel.run(() =>
      emit('canceldate', { room: match.match_id, my_id: match.my_id, dateid: asking.id }),
    );
    onBusy(false);
    if (answer?.success) setAsking(null);
  }

  if (asking) {
    return (
      <section
        ref={question}
        tabIndex={-1}
        aria-labelledby="cancel-date-question"
        className="rounded-2xl bg-coral-50 p-5 text-center ring-1 ring-coral-200 focus:outline-none"
      >
        <h3 id="cancel-date-question" className="text-lg font-bold">
          Cancel this date?
        </h3>
        <p className="mt-1 text-ocean-700">
          <span className="block font-semibold text-ocean-950">{asking.location}</span>
          <span className="block tabular-nums">{dateDisplay(asking.date_at)}</span>
        </p>
        {cancel.error ? <InlineAlert className="mt-3 text-left">{cancel.error}</InlineAlert> : null}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <AppButton variant="outline" onClick={() => setAsking(null)} disabled={cancel.pending}>
            No
          </AppButton>
          <AppButton onClick={confirmCancel} pending={cancel.pending} pendingLabel="One moment…">
            Yes
          </AppButton>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="upcoming-dates">
      <h3 id="upcoming-dates" className="text-lg font-bold tracking-tight">
        Upcoming Dates
      </h3>
      {loaded && dates.length === 0 ? (
        <p className="mt-2 rounded-2xl bg-ocean-50 px-4 py-4 text-sm text-ocean-600">
          No dates yet. Ask {otherName} below.
        </p>
      ) : (
        <table className="mt-2 w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ocean-100 text-xs font-semibold tracking-wide text-ocean-500 uppercase">
              <th scope="col" className="py-2 pr-2">
                Location
              </th>
              <th scope="col" className="w-[38%] py-2 pr-2">
                Date
              </th>
              <th scope="col" className="w-[5.5rem] py-2 text-right">
                Cancel
              </th>
            </tr>
          </thead>
          <tbody>
            {!loaded && dates.length === 0
              ? [0, 1].map((row) => (
                  <tr key={row} aria-hidden className="border-b border-ocean-100">
                    <td colSpan={3} className="py-3">
                      <span className="block h-9 animate-pulse rounded-lg bg-ocean-100" />
                    </td>
                  </tr>
                ))
              : dates.map((date) => (
                  <tr key={date.id} className="border-b border-ocean-100 align-top">
                    <td className="py-3 pr-2 font-semibold break-words text-ocean-950">{date.location}</td>
                    <td className="py-3 pr-2 text-ocean-700">
                      <span className="block tabular-nums">{dateDisplay(date.date_at)}</span>
                      <span
                        className={`mt-0.5 block text-xs font-semibold ${date.status === 'accepted' ? 'text-ice-700' : 'text-pebble-600'}`}
                      >
                        {dateStatusText(date, match.my_id, otherName)}
                      </span>
                      {date.status === 'accepted' ? (
                        <Link
                          to={`/app/datesafety?date=${encodeURIComponent(date.id)}`}
                          className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-ice-700 underline underline-offset-2"
                        >
                          <ShieldCheck className="size-3.5" aria-hidden />
                          Date safety
                        </Link>
                      ) : null}
                    </td>
                    <td className="py-2 text-right">
                      <button
                        type="button"
                        onClick={() => {
                          cancel.reset();
                          setAsking(date);
                        }}
                        aria-label={`Cancel the date at ${date.location}, ${dateDisplay(date.date_at)}`}
                        className="h-10 rounded-full px-3 text-sm font-semibold text-coral-700 ring-1 ring-coral-200 ring-inset hover:bg-coral-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
                      >
                        Cancel
                      </button>
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
