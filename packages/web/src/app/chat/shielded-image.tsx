// A chat image the server's explicit-image shield flagged (ChatMessage.flagged): the receiver gets it
// blurred under "This image may be explicit" with View (unblurred for as long as this chat is open), Report and Block
// (the chat's own dialogs); the sender sees it as sent, with a line saying it was flagged. Other images (and gifts,
// which come from the sender's own AI images) are shown as they are.
import { clsx } from 'clsx';
import { Ban, Eye, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { BubbleActions } from './bubble-actions.ts';

interface ShieldedImageProps {
  src: string;
  mine: boolean;
  /** The other member's name, for the sender's line. */
  name: string;
  onReport(): void;
  onBlock(): void;
}

const imageClass = 'size-56 max-w-full rounded-2xl bg-ocean-100 object-cover';
/** The alt text of every chat image the person may look at (the journeys find images by it). */
const SHARED = 'A shared image';

export function ChatImage(props: {
  src: string;
  gift: boolean;
  flagged: boolean;
  mine: boolean;
  name: string;
  actions: BubbleActions;
}) {
  const { src, gift, flagged, mine, name, actions } = props;
  if (flagged && !gift) {
    return (
      <ShieldedImage src={src} mine={mine} name={name} onReport={actions.report} onBlock={actions.block} />
    );
  }
  return <img src={src} alt={gift ? 'A gift image' : SHARED} loading="lazy" className={imageClass} />;
}
const choice =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ShieldedImage({ src, mine, name, onReport, onBlock }: ShieldedImageProps) {
  const [shown, setShown] = useState(false);
  if (mine) {
    return (
      <>
        <img src={src} alt={SHARED} loading="lazy" className={imageClass} />
        <p className="mt-2 flex max-w-56 items-start gap-1.5 px-1 text-xs font-medium text-coral-200">
          <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          Flagged as possibly explicit: {name} sees it blurred.
        </p>
      </>
    );
  }
  if (shown) return <img src={src} alt={SHARED} className={imageClass} />;
  return (
    <figure className="relative size-56 max-w-full overflow-hidden rounded-2xl bg-ocean-900">
      {/* Blurred well past recognition, and scaled so the blur's soft edge stays outside the frame. */}
      <img
        src={src}
        alt=""
        aria-hidden
        loading="lazy"
        className="size-full scale-125 object-cover opacity-80 blur-2xl"
      />
      <figcaption className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ocean-950/55 p-3 text-center text-white">
        <ShieldAlert className="size-7" aria-hidden />
        <p className="text-sm font-semibold">This image may be explicit</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => setShown(true)}
            className={clsx(choice, 'bg-white text-ocean-950 hover:bg-ice-50')}
          >
            <Eye className="size-4" aria-hidden /> View
          </button>
          <button
            type="button"
            onClick={onReport}
            className={clsx(
              choice,
              'bg-white/15 text-white ring-1 ring-white/60 ring-inset hover:bg-white/25',
            )}
          >
            <Flag className="size-4" aria-hidden /> Report
          </button>
          <button
            type="button"
            onClick={onBlock}
            className={clsx(
              choice,
              'bg-white/15 text-white ring-1 ring-white/60 ring-inset hover:bg-white/25',
            )}
          >
            <Ban className="size-4" aria-hidden /> Block
          </button>
        </div>
      </figcaption>
    </figure>
  );
}
