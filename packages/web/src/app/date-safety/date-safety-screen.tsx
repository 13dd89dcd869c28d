// /app/datesafety?date=ID: one accepted date's safety. The person sets their trusted contact
// (who accepts by mail first), shares the date with them (a mail with a private page), checks in on arrival and as
// safe a chosen time later, and reaches "I need help" during the date window. Only the person's own date opens here;
// once shared it stays open whatever happens to the match or the date, and says how it ended.

import { type DateSafety, SAFETY, SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { CircleCheck, Hourglass, LifeBuoy, MapPin, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { dateStart } from '../../lib/dates.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useCheckIn, useDateSafety, useResendContactRequest, useShareDate } from './api/date-safety.ts';
import { SafetyAlertStatus } from './safety-alert-status.tsx';
import { TrustedContactForm } from './trusted-contact-form.tsx';
import { urgentClass } from './urgent-link.ts';

const HOURS = Array.from(
  { length: SAFETY.maxSafeAfterHours - SAFETY.minSafeAfterHours + 1 },
  (_, i) => SAFETY.minSafeAfterHours + i,
);
const card = 'rounded-2xl bg-white p-5 ring-1 ring-ocean-100';

const ENDED: Record<NonNullable<DateSafety['ended']>['how'], string> = {
  unmatch: 'The match was ended',
  block: 'The match was ended with a block',
  report: 'The match was ended with a report',
  deleted: 'The match was closed: an account was deleted',
  cancelled: 'The date was cancelled',
  closed: 'The date is no longer in the chat',
};

/** How a shared date ended early; its safety goes on. */
function EndedNotice({ s }: { s: DateSafety }) {
  if (!s.ended) return null;
  const when = s.ended.at ? ` (${dateStart(s.ended.at)})` : '';
  return (
    <div
      role="status"
      className="mt-4 flex gap-3 rounded-2xl bg-pebble-50 px-4 py-3 text-sm ring-1 ring-pebble-200"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-pebble-700" aria-hidden />
      <p className="leading-relaxed text-ocean-800">
        <span className="font-semibold">
          {ENDED[s.ended.how]}
          {when}.
        </span>{' '}
        Your check-ins and "I need help" still reach {s.contact?.name ?? 'your contact'}, and they are told
        how the date ended.
      </p>
    </div>
  );
}

/** The contact has not accepted yet: sharing waits; the request can be sent again. */
function AwaitingContact({ dateId, s }: { dateId: string; s: DateSafety }) {
  const resend = useResendContactRequest(dateId);
  const contact = s.contact;
  if (!contact || contact.confirmed) return null;
  return (
    <div className="mt-3 rounded-xl bg-ice-50 px-4 py-3 text-sm text-ocean-800 ring-1 ring-ice-200">
      <p className="flex items-start gap-2 leading-relaxed">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-ice-700" aria-hidden />
        <span>
          Waiting for {contact.name} to accept. We mailed them a link; you can share your date once they do.
        </span>
      </p>
      {resend.isError ? (
        <InlineAlert className="mt-2">{messageOf(resend.error)}</InlineAlert>
      ) : resend.isSuccess ? (
        <p role="status" className="mt-2 font-semibold text-ice-700">
          Sent again.
        </p>
      ) : null}
      <button
        type="button"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate({ name: contact.name, email: contact.email, phone: contact.phone })}
        className="mt-2 font-semibold text-ocean-900 underline underline-offset-2 disabled:opacity-50"
      >
        Send the request again
      </button>
    </div>
  );
}

export function DateSafetyScreen() {
  const [search] = useSearchParams();
  const dateId = search.get('date') ?? '';
  const safety = useDateSafety(dateId);
  const share = useShareDate(dateId);
  const checkIn = useCheckIn(dateId);
  const [editing, setEditing] = useState(false);
  const [hours, setHours] = useState<number>(SAFETY.defaultSafeAfterHours);
  const hoursId = useId();
  const back = { history: true, fallback: '/app/matches' } as const;

  if (safety.isPending || safety.isError) {
    return (
      <AppLayout title="Date safety" back={back}>
        {safety.isError ? (
          <InlineAlert>{messageOf(safety.error)}</InlineAlert>
        ) : (
          <div className="h-40 animate-pulse rounded-2xl bg-ocean-100" aria-hidden />
        )}
      </AppLayout>
    );
  }
  const s = safety.data;
  const contact = s.contact;
  // Shares open a day before the date (the server says so too; here the button waits).
  const shareOpensAt = Date.parse(s.date.date_at) - SAFETY.shareBeforeMs;
  return (
    <AppLayout title="Date safety" back={back}>
      <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-ice-100 text-ice-700">
        <ShieldCheck className="size-7" aria-hidden />
      </span>
      <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">Date safety</h1>
      <p className="mt-2 leading-relaxed text-ocean-600">
        Let someone you trust know where you are going and when you are safe.
      </p>

      <section aria-label="Your date" className={`${card} mt-5`}>
        <p className="text-sm font-semibold text-ocean-500">With {s.date.match_name}</p>
        <p className="mt-1 flex items-start gap-2 font-semibold text-ocean-950">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          {s.date.location}
        </p>
        <p className="mt-1 text-ocean-700 tabular-nums">{dateStart(s.date.date_at)}</p>
      </section>
      <EndedNotice s={s} />

      <section aria-labelledby="contact-heading" className={`${card} mt-4`}>
        <h2 id="contact-heading" className="text-lg font-bold">
          Trusted contact
        </h2>
        {contact && !editing ? (
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="min-w-0 text-ocean-700">
              <span className="block font-semibold text-ocean-950">{contact.name}</span>
              <span className="block truncate">{contact.email}</span>
            </p>
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="h-10 shrink-0 rounded-full px-4 text-sm font-semibold text-ocean-900 ring-1 ring-ocean-200 ring-inset hover:bg-ocean-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
            >
              Change
            </button>
          </div>
        ) : null}
        {contact && !editing ? (
          <AwaitingContact dateId={dateId} s={s} />
        ) : (
          <div className="mt-3">
            <TrustedContactForm dateId={dateId} current={contact} onSaved={() => setEditing(false)} />
          </div>
        )}
      </section>

      {contact?.confirmed && !editing && !s.ended ? (
        <section aria-labelledby="share-heading" className={`${card} mt-4`}>
          <h2 id="share-heading" className="text-lg font-bold">
            Share my date
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ocean-600">
            {contact.name} gets an email with the time, the place, {s.date.match_name}'s display name and
            picture, and a private link to follow your check-ins. If you don't say you're safe in time, they
            are alerted 30 minutes later.
          </p>
          <label htmlFor={hoursId} className="mt-4 block text-sm font-semibold text-ocean-800">
            I'll say I'm safe after
          </label>
          <select
            id={hoursId}
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
            className="mt-1.5 h-12 w-full rounded-xl border border-ocean-200 bg-white px-3 text-ocean-950"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h} {h === 1 ? 'hour' : 'hours'}
              </option>
            ))}
          </select>
          {share.isError ? <InlineAlert className="mt-3">{messageOf(share.error)}</InlineAlert> : null}
          {s.shared_at ? (
            <InlineAlert tone="success" className="mt-3">
              Shared with {contact.name}. Say you're safe by {dateStart(s.safe_by ?? s.date.date_at)}.
            </InlineAlert>
          ) : null}
          {s.alert?.kind === 'shared' && !s.alert.sent_at ? (
            <SafetyAlertStatus safety={s} className="mt-3" />
          ) : null}
          {shareOpensAt > Date.now() ? (
            <p className="mt-3 text-sm text-ocean-600">
              {SAFETY_TEXT.shareTooEarly} That is from {dateStart(new Date(shareOpensAt).toISOString())}.
            </p>
          ) : null}
          <AppButton
            className="mt-4"
            variant={s.shared_at ? 'outline' : 'primary'}
            disabled={shareOpensAt > Date.now()}
            onClick={() => share.mutate(hours)}
            pending={share.isPending}
            pendingLabel="Sharing…"
          >
            {s.shared_at ? 'Share again' : 'Share my date'}
          </AppButton>
        </section>
      ) : null}

      {s.shared_at ? (
        <section aria-labelledby="checkin-heading" className={`${card} mt-4`}>
          <h2 id="checkin-heading" className="text-lg font-bold">
            Check-ins
          </h2>
          {!s.in_window ? (
            <p className="mt-1 text-sm text-ocean-600">Check-ins open two hours before your date.</p>
          ) : null}
          {checkIn.isError ? <InlineAlert className="mt-3">{messageOf(checkIn.error)}</InlineAlert> : null}
          <div className="mt-3 grid gap-3">
            {(['arrived', 'safe'] as const).map((kind) => {
              const done = kind === 'arrived' ? s.arrived_at : s.safe_at;
              return done ? (
                <p
                  key={kind}
                  className="flex items-center gap-2 rounded-xl bg-ice-50 px-4 py-3 font-semibold text-ice-800"
                >
                  <CircleCheck className="size-5" aria-hidden />
                  {kind === 'arrived' ? "I've arrived" : "I'm safe"} · {dateStart(done)}
                </p>
              ) : (
                <AppButton
                  key={kind}
                  variant={kind === 'arrived' ? 'outline' : 'primary'}
                  disabled={!s.in_window || checkIn.isPending}
                  onClick={() => checkIn.mutate(kind)}
                >
                  {kind === 'arrived' ? "I've arrived" : "I'm safe"}
                </AppButton>
              );
            })}
          </div>
        </section>
      ) : null}

      {s.in_window ? (
        <Link
          to={`/app/datehelp?date=${encodeURIComponent(dateId)}`}
          className={`${urgentClass} mt-6 text-lg`}
        >
          <LifeBuoy className="size-5" aria-hidden />I need help
        </Link>
      ) : null}
    </AppLayout>
  );
}
