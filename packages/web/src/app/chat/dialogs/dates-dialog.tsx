// Dates (RULES.md "Screens and routes"): the room's upcoming dates with Cancel, and Request a Date. The screen keeps
// the list from the server's `dates` event; opening asks for it afresh with `getdates`.
import type { ChatDate } from '@rookery/shared/events.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';
import { ChatSheet } from './chat-sheet.tsx';
import { upcomingDates } from './date-request.ts';
import { DateRequestForm } from './date-request-form.tsx';
import { matchName } from './dialog-logic.ts';
import { UpcomingDates } from './upcoming-dates.tsx';

interface DatesDialogProps extends ChatDialogProps {
  /** The room's dates as the last `dates` event listed them. */
  dates: ChatDate[];
}

export function DatesDialog({ open, onClose, match, emit, dates }: DatesDialogProps) {
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useAckAction();
  const { run } = load;
  const room = match.match_id;
  const myId = match.my_id;
  const otherName = matchName(match);
  const rows = useMemo(() => upcomingDates(dates), [dates]);
  // The screen may hand a new emit on each render; asking again should follow opening, not that.
  const emitRef = useRef(emit);
  emitRef.current = emit;

  // No "still mounted" flag: under StrictMode the effect runs twice, the second `run` is ignored while the first
  // is on its way, and a flag cleared by the first clean-up would drop the only answer (the skeleton
  // stayed for good). Setting state after closing is harmless; `loaded` only ever turns true.
  useEffect(() => {
    if (!open) return;
    void run(() => emitRef.current('getdates', { room, my_id: myId })).then((answer) => {
      // A refusal still ends the waiting: the rows the screen already has are shown with the error.
      if (answer) setLoaded(true);
    });
  }, [open, run, room, myId]);

  return (
    <ChatSheet
      open={open}
      onClose={onClose}
      busy={busy}
      title="Dates"
      description={`Plan to meet ${otherName}. Times are shown in this device's time zone.`}
    >
      <div className="flex flex-col gap-7 pb-4">
        <div>
          <UpcomingDates
            dates={rows}
            loaded={loaded || rows.length > 0}
            match={match}
            emit={emit}
            otherName={otherName}
            onBusy={setBusy}
          />
          {load.error ? <InlineAlert className="mt-3">{load.error}</InlineAlert> : null}
        </div>
        <DateRequestForm match={match} emit={emit} otherName={otherName} onBusy={setBusy} />
      </div>
    </ChatSheet>
  );
}
