// Request a Date (RULES.md "Screens and routes", "Validation"): When (day and time) and Where (up to 100 characters),
// checked with the shared ZDateForm (date-request.ts) so the messages are those of RULES.md "Validation", then
// `setdate`. The form empties after a request is sent.
import { LIMITS } from '@rookery/shared/limits.ts';
import { CalendarHeart } from 'lucide-react';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatEmit, MatchData } from '../public/chat-types.ts';
import { dateDisplay, localDateTime } from './date-request.ts';
import { type DateRequestValues, ZDateRequestFields } from './date-request-fields.ts';
import { WhenPicker } from './when-picker.tsx';

const EMPTY: DateRequestValues = { when: { day: undefined, time: '' }, location: '' };

interface DateRequestFormProps {
  match: MatchData;
  emit: ChatEmit;
  otherName: string;
  /** Tells the dialog a send is on its way, so it is not closed half-way. */
  onBusy: (busy: boolean) => void;
}

export function DateRequestForm({ match, emit, otherName, onBusy }: DateRequestFormProps) {
  const form = useSchemaForm<typeof ZDateRequestFields, DateRequestValues>(ZDateRequestFields, {
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState<string | null>(null);
  const send = useAckAction();
  const { day, time } = form.watch('when');
  const location = form.watch('location');
  const moment = localDateTime(day, time);
  const { errors, isSubmitted } = form.formState;

  /** After a first try, each change is checked again so a message leaves as soon as it is fixed. */
  function change(next: Partial<DateRequestValues['when']>) {
    setSent(null);
    form.setValue('when', { day, time, ...next }, { shouldValidate: isSubmitted });
  }

  const submit = form.handleSubmit(async (request) => {
    setSent(null);
    onBusy(true);
    const answer = await send.run(() =>
      emit('setdate', {
        room: match.match_id,
        requestor: match.my_id,
        requestee: match.user_id,
        datedb: request.datedb,
        datetext: request.datetext,
        location: request.location,
      }),
    );
    onBusy(false);
    if (answer?.success) {
      setSent(
        `You requested a date for ${request.datetext}. ${otherName} can accept or decline it in the chat.`,
      );
      form.reset(EMPTY);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-a-date" className="flex flex-col gap-5">
      <h3 id="request-a-date" className="text-lg font-bold tracking-tight">
        Request a Date
      </h3>
      <WhenPicker
        day={day}
        time={time}
        onDay={(picked) => change({ day: picked })}
        onTime={(picked) => change({ time: picked })}
        error={errors.when?.message}
        preview={moment ? dateDisplay(moment) : ''}
      />
      <TextField
        label="Where"
        maxLength={LIMITS.dateLocation}
        placeholder="A café, a park, a gallery…"
        autoComplete="off"
        {...form.register('location', { onChange: () => setSent(null) })}
        error={errors.location?.message}
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
