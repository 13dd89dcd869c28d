// What fills the call screen (RULES.md "Screens and routes"): the other person's video edge to edge, or, while
// connecting, in a voice call or when their camera is off, their picture with the calling animation; the own preview
// 200 px wide in a corner while the camera is on. The remote <video> stays mounted (only hidden) because it also
// plays the other person's voice.
import { CALLS } from '@rookery/shared/calls.ts';
import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Attaches a stream to a media element (React has no attribute for srcObject). */
function useStream(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    // Autoplay may need the page's earlier tap (the Yes or accept button); a refusal leaves the picture still.
    if (stream) element.play().catch(() => undefined);
  }, [stream]);
  return ref;
}

export function RemoteVideo({
  stream,
  visible,
  name,
}: {
  stream: MediaStream | null;
  visible: boolean;
  name: string;
}) {
  const ref = useStream(stream);
  return (
    // biome-ignore lint/a11y/useMediaCaption: a live call has no caption track to offer
    <video
      ref={ref}
      autoPlay
      playsInline
      aria-label={`${name}'s video`}
      aria-hidden={!visible}
      data-testid="remote-video"
      className={clsx('absolute inset-0 size-full bg-ocean-950 object-cover', !visible && 'invisible')}
    />
  );
}

export function OwnPreview({ stream, visible }: { stream: MediaStream | null; visible: boolean }) {
  const ref = useStream(stream);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted
      aria-label="Your camera"
      aria-hidden={!visible}
      style={{ width: CALLS.previewWidthPx }}
      className={clsx(
        'absolute top-20 right-4 z-10 aspect-[4/3] -scale-x-100 rounded-2xl bg-ocean-900 object-cover shadow-lift ring-2 ring-white/20',
        !visible && 'hidden',
      )}
    />
  );
}

/** The other person's picture with rings that pulse outwards (still when the person prefers less motion). */
export function CallingPicture({
  name,
  imageUrl,
  animate,
  caption,
  detail,
}: {
  name: string;
  imageUrl: string | null;
  animate: boolean;
  caption: string;
  /** A quieter line under the caption ('Voice call', 'Camera off'). */
  detail?: string;
}) {
  return (
    <div className="relative z-0 flex flex-col items-center gap-8 px-6 text-center">
      <div className="relative grid size-44 place-items-center sm:size-52">
        {animate ? (
          <>
            <span
              aria-hidden
              className="absolute inset-0 rounded-full bg-ice-400/30 motion-safe:animate-call-ring"
            />
            <span
              aria-hidden
              className="absolute inset-0 rounded-full bg-ice-400/25 [animation-delay:1.2s] motion-safe:animate-call-ring"
            />
          </>
        ) : null}
        <span className="relative grid size-full place-items-center overflow-hidden rounded-full bg-ocean-800 ring-4 ring-white/15">
          {imageUrl ? (
            <img src={imageUrl} alt={name} className="size-full object-cover" />
          ) : (
            <UserRound className="size-20 text-ocean-300" role="img" aria-label={name} />
          )}
        </span>
      </div>
      <div>
        <p className="font-display text-2xl font-bold text-white">{caption}</p>
        {detail ? <p className="mt-1 text-sm font-medium text-ice-200">{detail}</p> : null}
      </div>
    </div>
  );
}
