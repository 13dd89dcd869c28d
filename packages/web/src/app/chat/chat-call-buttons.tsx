// The chat header's call buttons: a voice call with any
// match, a video call only with a full match (RULES.md "Roles"; the server refuses a forged one). Each asks the same
// "Start a … call?" question as the input menu's item (calls/public/call-confirm.tsx).
import { Phone, Video } from 'lucide-react';
import type { CallType } from '../calls/public/call-confirm.tsx';

const buttonClass =
  'grid size-11 shrink-0 place-items-center rounded-full text-ocean-900 transition-colors hover:bg-ocean-50 active:bg-ocean-100 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none';

const CALLS = [
  { type: 'audio', label: 'Voice call', icon: <Phone className="size-5" aria-hidden /> },
  { type: 'video', label: 'Video call', icon: <Video className="size-6" aria-hidden /> },
] as const;

export function ChatCallButtons({
  fullMatch,
  onCall,
}: {
  fullMatch: boolean;
  onCall: (type: CallType) => void;
}) {
  return (
    // Under 280 px (200% zoom on a phone) the name needs the room; the "+" menu still starts a call.
    <div className="flex shrink-0 items-center max-[280px]:hidden">
      {CALLS.filter((call) => fullMatch || call.type === 'audio').map((call) => (
        <button
          key={call.type}
          type="button"
          aria-label={call.label}
          title={call.label}
          onClick={() => onCall(call.type)}
          className={buttonClass}
        >
          {call.icon}
        </button>
      ))}
    </div>
  );
}
