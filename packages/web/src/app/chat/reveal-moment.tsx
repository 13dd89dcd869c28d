// The reveal in the chat, a moment with the photos rather than a grey line: once full profiles
// are shared, the acceptance line becomes a moment with the other's real photo and real name. Without a photo to
// show (not loaded yet, none uploaded, hidden again since) it stays the line it was.
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { SystemLine } from './message-bubble.tsx';

export function RevealMoment({ name, photo }: { name: string; photo: string | null | undefined }) {
  if (!photo) return <SystemLine>{CHAT_MARKERS.fullProfileAccepted}</SystemLine>;
  return (
    <li className="my-4 flex justify-center">
      <div className="flex w-full max-w-[90%] flex-col items-center gap-1 rounded-3xl bg-[linear-gradient(160deg,var(--color-ice-50),var(--color-coral-50))] px-5 py-5 text-center ring-1 ring-coral-200 ring-inset">
        <img
          src={photo}
          alt={name}
          className="mb-2 size-24 rounded-full bg-ocean-100 object-cover shadow-lift ring-4 ring-white motion-safe:animate-reveal-in"
        />
        <p className="text-sm font-medium text-ice-700">{CHAT_MARKERS.fullProfileAccepted}</p>
        <p className="text-lg font-bold text-ocean-950">Meet {name}</p>
        <p className="text-sm text-ocean-600">You both see real names and private photos now.</p>
      </div>
    </li>
  );
}
