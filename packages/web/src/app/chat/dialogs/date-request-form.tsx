// Request a Date (RULES.md "Screens and routes", "Validation"): When (day and time) and Where (up to 100 characters),
// checked with the shared ZDateForm so the messages are those of RULES.md "Validation", then `setdate`. The form
// empties after a request is sent.
import { LIMITS } from '@rookery/shared/limits.ts';
import { CalendarHeart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatEmit, MatchData } from '../public/chat-types.ts';
import { checkDateRequest, type DateRequestErrors, dateDisplay, localDateTime } from './date-request.ts';
import { WhenPicker } from './when-picker.tsx';

interface DateRequestFormProps {
  match: MatchData;
  emit: ChatEmit;
  otherName: string;
  /** Tells the dialog a send is on its way, so it is not closed half-way. */
  onBusy: (busy: boolean) => void;
}

export function DateRequestForm({ match, emit, otherName, onBusy }: DateRequestFormProps) {
  const [day, setDay] = useState<Date | undefined>(undefined);
  const [time, setTime] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<DateRequestErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const send = useAckAction();
  const moment = localDateTime(day, time);
  const checked = Object.keys(errors).length > 0;

  // After a first failed try, each change is checked again so a message leaves as soon as it is fixed.
  function recheck(next: { day?: Date | undefined; time?: string; location?: string }) {
    setSent(null);
    if (!checked) return;
    const result = checkDateRequest({ day, time, location, ...next });
    setErrors(result.ok ? {} : result.errors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const result = checkDateRequest({ day, time, location });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onBusy(true);
    const answer = await send.run(() =>
      emit('setdate', {
        room: match.match_id,
        requestor: match.my_id,
        requestee: match.user_id,
        datedb: result.datedb,
        datetext: result.datetext,
        location: result.location,
      }),
    );
    onBusy(false);
    if (answer?.success) {
      setSent(
        `You requested a date for ${result.datetext}. ${otherName} can accept or decline it in the chat.`,
      );
      setDay(undefined);
      setTime('');
      setLocation('');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-a-date" className="flex flex-col gap-5">
      <h3 id="request-a-date" className="text-lg font-bold tracking-tight">
        Request a Date
      </h3>
      <WhenPicker
        day={day}
        time={time}
        onDay={(picked) => {
          setDay(picked);
          recheck({ day: picked });
        }}
        onTime={(picked) => {
          setTime(picked);
          recheck({ time: picked });
        }}
        error={errors.when}
        preview={moment ? dateDisplay(moment) : ''}
      />
      <TextField
        label="Where"
        value={location}
        maxLength={LIMITS.dateLocation}
        placeholder="A café, a park, a gallery…"
        autoComplete="off"
        onChange={(event) => {
          setLocation(event.target.value);
          recheck({ location: event.target.value });
        }}
        error={errors.location}
        hint={`${location.length}/${LIMITS.dateLocation} · Somewhere public is safest for a first date.`}
      />
      {send.error ? <InlineAlert>{send.error}</InlineAlert> : null}
      {sent ? <InlineAlert tone="success">{sent}</InlineAlert> : null}
      <AppButton type="submit" pending={send.pending} pendingLabel="Sending…">
        <CalendarHeart className="size-5" aria-hidden />
        Request a Date
      </AppButton>
    </form>
  );
}
