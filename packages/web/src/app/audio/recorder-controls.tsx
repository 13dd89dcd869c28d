// The record/stop control with its status label and clock, pause/resume beside it, and the error in words.
// Everything keeps its place between states, so nothing jumps while the person records.
import { clsx } from 'clsx';
import { Mic, Pause, Play, Square } from 'lucide-react';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { clockText, RECORDER_ERROR_TEXT, RECORDER_STATUS_TEXT } from './recorder-state.ts';
import type { useVoiceRecorder } from './use-voice-recorder.ts';

interface RecorderControlsProps {
  recorder: ReturnType<typeof useVoiceRecorder>;
  /** The question being answered, repeated where the person looks while speaking. */
  question: string;
  disabled: boolean;
}

export function RecorderControls({ recorder, question, disabled }: RecorderControlsProps) {
  const { state, start, stop, pause, resume, limitMs } = recorder;
  const { status, error, elapsedMs } = state;
  const live = status === 'recording' || status === 'paused';
  const waiting = status === 'acquiring_media' || status === 'stopping';
  const share = Math.min(1, elapsedMs / limitMs);
  const mainLabel = live ? 'Stop recording' : status === 'stopped' ? 'Record again' : 'Start recording';

  return (
    <section aria-label="Recorder" className="mt-6 rounded-3xl bg-ocean-950 px-5 py-6 text-white">
      <p className="mb-5 min-h-[3.5rem] text-lg leading-snug font-semibold text-balance text-ice-50">
        {question ? `“${question}”` : null}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden
            className={clsx(
              'size-2.5 rounded-full',
              status === 'recording' ? 'bg-coral-400 motion-safe:animate-pulse' : 'bg-white/30',
            )}
          />
          {RECORDER_STATUS_TEXT[status]}
        </p>
        <p className="font-mono text-sm text-ice-100 tabular-nums">
          <span className="sr-only">Recorded </span>
          {clockText(elapsedMs)} <span className="text-white/50">/ {clockText(limitMs)}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Recording time used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-coral-400 transition-[width] duration-200"
          style={{ width: `${share * 100}%` }}
        />
      </div>

      <div className="mt-6 grid grid-cols-[1fr_auto_1fr] items-center">
        <span />
        <button
          type="button"
          onClick={() => (live ? stop() : start())}
          disabled={disabled || waiting}
          aria-label={mainLabel}
          className={clsx(
            'grid size-20 place-items-center rounded-full shadow-lift transition-[background-color,transform] duration-150',
            'focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none active:scale-95',
            'disabled:cursor-not-allowed disabled:opacity-50',
            live
              ? 'bg-white text-ocean-950 hover:bg-ice-100'
              : 'bg-coral-400 text-ocean-950 hover:bg-coral-300',
          )}
        >
          {live ? (
            <Square className="size-7 fill-current" aria-hidden />
          ) : (
            <Mic className="size-8" aria-hidden />
          )}
        </button>
        <div className="justify-self-start pl-4">
          {live ? (
            <button
              type="button"
              onClick={() => (status === 'paused' ? resume() : pause())}
              aria-label={status === 'paused' ? 'Resume recording' : 'Pause recording'}
              className="grid size-12 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/25 ring-inset transition-colors hover:bg-white/20 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
            >
              {status === 'paused' ? (
                <Play className="size-5" aria-hidden />
              ) : (
                <Pause className="size-5" aria-hidden />
              )}
            </button>
          ) : null}
        </div>
      </div>
      <p className="mt-4 text-center text-sm text-ice-100/80">
        {live
          ? 'Tap the square to finish.'
          : `Tap to ${status === 'stopped' ? 'record again' : 'record'} · up to ${clockText(limitMs)}`}
      </p>
      {error ? <InlineAlert className="mt-5">{RECORDER_ERROR_TEXT[error]}</InlineAlert> : null}
    </section>
  );
}
