// A voice recording's player: one button ("Play voice message, 0:07"), the recording's waveform filling
// as it plays (a progress bar screen readers read as "0:03 of 0:07"), and its length. The bars come from the file
// decoded once (lib/voice-waveform.ts); a file that cannot be decoded gets a flat bar.
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { clockText, type VoiceShape, voiceShape } from '../lib/voice-waveform.ts';

interface VoicePlayerProps {
  src: string;
  /** The recording itself when it is still on the device (`src` is then its blob: address). */
  blob?: Blob;
  /** What the recording answers (its prompt): names the player's group. */
  label: string;
  className?: string;
  testId?: string;
}

export function VoicePlayer({ src, blob, label, className = '', testId }: VoicePlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [shape, setShape] = useState<VoiceShape | null | undefined>(undefined);
  const [metaLength, setMetaLength] = useState(0);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    setShape(undefined);
    void voiceShape(src, blob).then((found) => live && setShape(found));
    return () => {
      live = false;
    };
  }, [src, blob]);

  // A recorder's blob has no length in its metadata (Infinity): the decoded one is preferred.
  const length = shape?.duration ?? (Number.isFinite(metaLength) ? metaLength : 0);
  const played = length > 0 ? Math.min(1, position / length) : 0;
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <fieldset aria-label={label} className={`flex min-w-0 items-center gap-3 ${className}`}>
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} voice message${length > 0 ? `, ${clockText(length)}` : ''}`}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-ocean-900 text-white transition-colors hover:bg-ocean-800 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
      >
        {playing ? <Pause className="size-5" aria-hidden /> : <Play className="ml-0.5 size-5" aria-hidden />}
      </button>
      <div
        role="progressbar"
        aria-label="Played"
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${clockText(position)} of ${clockText(length)}`}
        data-waveform={shape ? 'decoded' : shape === null ? 'flat' : 'loading'}
        className="flex h-9 min-w-0 flex-1 items-center gap-[2px]"
      >
        {shape ? (
          shape.peaks.map((peak, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions in time, fixed in number
              key={index}
              style={{ height: `${Math.max(12, Math.round(peak * 100))}%` }}
              className={`min-w-0 flex-1 rounded-full ${index / shape.peaks.length < played ? 'bg-coral-600' : 'bg-ocean-400'}`}
            />
          ))
        ) : (
          <span className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-ocean-200">
            <span className="absolute inset-y-0 left-0 bg-coral-600" style={{ width: `${played * 100}%` }} />
          </span>
        )}
      </div>
      <span className="w-10 shrink-0 text-right text-sm text-ocean-700 tabular-nums" aria-hidden>
        {clockText(playing || position > 0 ? position : length)}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken answer recorded by a member; no captions exist for it */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        data-testid={testId}
        onLoadedMetadata={(event) => setMetaLength(event.currentTarget.duration)}
        onDurationChange={(event) => setMetaLength(event.currentTarget.duration)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        className="hidden"
      />
    </fieldset>
  );
}
