// Whether the latest mail to the trusted contact reached them: "Sis has been alerted", or, while the mail
// server keeps failing or is slow, "Still trying to reach Sis" with the number to call. The date's state is polled
// while the mail is not out (api/date-safety.ts), so this changes by itself.
import type { DateSafety } from '@rookery/shared/api/date-safety.actions.ts';
import { Phone } from 'lucide-react';
import { InlineAlert } from '../shell/inline-alert.tsx';

const SENT = {
  help: (name: string) => `${name} has been alerted.`,
  shared: (name: string) => `${name} has your date.`,
  missed: (name: string) => `${name} was told you have not checked in as safe.`,
} as const;

export function SafetyAlertStatus({ safety, className }: { safety: DateSafety; className?: string }) {
  const { alert, contact, emergency_number: number } = safety;
  if (!alert || !contact) return null;
  const name = contact.name;
  if (alert.sent_at) {
    return (
      <InlineAlert tone="success" className={className}>
        {SENT[alert.kind](name)}
      </InlineAlert>
    );
  }
  if (alert.trying) {
    return (
      <InlineAlert
        className={className}
        action={
          <a href={`tel:${number}`} className="inline-flex items-center gap-1 font-bold underline">
            <Phone className="size-4" aria-hidden />
            Call {number}
          </a>
        }
      >
        Still trying to reach {name}: our mail is not getting through yet. Call {number} if you are in danger.
      </InlineAlert>
    );
  }
  return (
    <p role="status" className={`text-sm text-ocean-600 ${className ?? ''}`}>
      Sending to {name}…
    </p>
  );
}
