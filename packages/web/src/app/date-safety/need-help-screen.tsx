// /app/datehelp?date=ID: "I need help" during a date. The emergency number of the person's
// country as a tel: link, and, only after the person ticks the consent line, one alert to their trusted contact with
// the position the browser gives at that moment (or without it, said so on screen). Nothing is sent to anyone else.
// The alert is queued at once; the screen then says whether it reached the contact or is still being tried.
import { Phone, Siren } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useDateSafety, useNeedHelp } from './api/date-safety.ts';
import { SafetyAlertStatus } from './safety-alert-status.tsx';
import { urgentClass } from './urgent-link.ts';

export function NeedHelpScreen() {
  const [search] = useSearchParams();
  const dateId = search.get('date') ?? '';
  const safety = useDateSafety(dateId);
  const help = useNeedHelp(dateId);
  const [consent, setConsent] = useState(false);
  const consentId = useId();
  const back = { history: true, fallback: `/app/datesafety?date=${encodeURIComponent(dateId)}` } as const;
  const s = safety.data;

  return (
    <AppLayout title="I need help" back={back}>
      <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-coral-100 text-coral-700">
        <Siren className="size-7" aria-hidden />
      </span>
      <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">I need help</h1>
      <p className="mt-2 leading-relaxed text-ocean-600">
        If you are in danger, call the emergency services now.
      </p>
      {safety.isError ? <InlineAlert className="mt-4">{messageOf(safety.error)}</InlineAlert> : null}
      {s ? (
        <>
          <a href={`tel:${s.emergency_number}`} className={`${urgentClass} mt-5 text-xl`}>
            <Phone className="size-6" aria-hidden />
            Call {s.emergency_number}
          </a>
          <section
            aria-labelledby="alert-heading"
            className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-ocean-100"
          >
            <h2 id="alert-heading" className="text-lg font-bold">
              Alert your trusted contact
            </h2>
            {!s.contact ? (
              <p className="mt-2 text-ocean-600">
                You have no trusted contact yet. Add one on the date safety screen.
              </p>
            ) : !s.contact.confirmed && !s.shared_at ? (
              <p className="mt-2 text-ocean-600">
                {s.contact.name} has not accepted being your contact yet, so we cannot alert them. Call them
                or {s.emergency_number} now.
              </p>
            ) : help.isSuccess ? (
              <div className="mt-3 grid gap-2">
                <SafetyAlertStatus safety={s} />
                <p className="text-sm text-ocean-600">
                  {help.data.with_position
                    ? 'Your position was sent with it.'
                    : 'It went without your position: your location was not available.'}
                </p>
              </div>
            ) : (
              <>
                <div className="mt-3 flex items-start gap-3">
                  <input
                    id={consentId}
                    type="checkbox"
                    checked={consent}
                    onChange={(e) => setConsent(e.target.checked)}
                    className="mt-1 size-5 shrink-0 accent-coral-700"
                  />
                  <label htmlFor={consentId} className="leading-relaxed text-ocean-800">
                    Send my current position and this date to {s.contact.name} ({s.contact.email}) now. Only
                    they get it, and we don't keep the position.
                  </label>
                </div>
                {help.isError ? <InlineAlert className="mt-3">{messageOf(help.error)}</InlineAlert> : null}
                <AppButton
                  className="mt-4"
                  disabled={!consent || !s.in_window}
                  pending={help.isPending}
                  pendingLabel="Alerting…"
                  onClick={() => help.mutate()}
                >
                  Alert {s.contact.name} now
                </AppButton>
              </>
            )}
          </section>
        </>
      ) : null}
    </AppLayout>
  );
}
