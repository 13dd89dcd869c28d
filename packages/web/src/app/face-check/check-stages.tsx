// The face check sheet's stages before the answer: consent, the camera with each step's instruction, its
// arrow and countdown and a progress bar over the steps, and the wait while the server checks.
import { FACE_CONSENT } from '@rookery/shared/face-check.ts';
import { clsx } from 'clsx';
import { ArrowBigLeft, ArrowBigRight, Camera, ScanFace } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { type CheckPhase, sendingProgress, stepProgress } from './check-run.ts';
import { poseArrow, poseInstruction } from './face-check-words.ts';

/**
 * A stage's parts: what it shows (scrolling if need be) and its buttons, held at the bottom. A new stage replaces the
 * buttons that had focus; focus then goes to its first control (not on opening: the dialog places it then).
 */
export function Stage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = stage.current;
    const active = document.activeElement;
    const dialog = root?.closest('[role="dialog"]');
    if (!root || (active && active !== document.body && active !== dialog)) return;
    root.querySelector<HTMLElement>('textarea, button:not(:disabled), a[href]')?.focus();
  }, []);
  return (
    <div ref={stage} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-7">{children}</div>
      {footer ? (
        <div className="flex flex-col gap-3 border-t border-ocean-100 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-7">
          {footer}
        </div>
      ) : null}
    </div>
  );
}

export function StageArt({
  tone = 'ice',
  children,
}: {
  tone?: 'ice' | 'coral' | 'ocean';
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'mx-auto grid size-16 place-items-center rounded-full',
        {
          ice: 'bg-ice-100 text-ice-700',
          coral: 'bg-coral-100 text-coral-700',
          ocean: 'bg-ocean-100 text-ocean-700',
        }[tone],
      )}
    >
      {children}
    </span>
  );
}

export function ConsentText() {
  const [first, ...rest] = FACE_CONSENT.text;
  return (
    <div className="flex flex-col gap-3 leading-relaxed text-ocean-700">
      <StageArt>
        <ScanFace className="size-8" aria-hidden />
      </StageArt>
      <p className="text-center text-lg font-semibold text-ocean-950">{first}</p>
      {rest.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

type CameraPhase = Extract<CheckPhase, { kind: 'camera' | 'starting' | 'step' }>;

function Instruction({ phase }: { phase: CameraPhase }) {
  if (phase.kind !== 'step') {
    return (
      <p className="text-xl font-bold text-ocean-950">
        {phase.kind === 'camera' ? 'Opening your camera…' : 'Getting ready…'}
      </p>
    );
  }
  const pose = phase.steps[phase.index] ?? 'straight';
  const arrow = poseArrow(pose);
  const arrowClass = 'size-9 shrink-0 text-coral-600 motion-safe:animate-pulse';
  return (
    <p className="flex items-center justify-center gap-2 text-2xl leading-tight font-bold text-ocean-950">
      {arrow === 'left' ? <ArrowBigLeft className={arrowClass} aria-hidden /> : null}
      <span data-face-instruction={pose}>{poseInstruction(phase.steps, phase.index)}</span>
      {arrow === 'right' ? <ArrowBigRight className={arrowClass} aria-hidden /> : null}
    </p>
  );
}

/**
 * The camera, mirrored as a mirror is (the frames sent are not), with an oval to put the face in. One element for the
 * whole run: the stream stays attached from "Opening your camera" to the last frame.
 */
export function CameraStage({
  phase,
  videoRef,
  footer,
}: {
  phase: CameraPhase;
  videoRef: Ref<HTMLVideoElement>;
  footer: ReactNode;
}) {
  const step = phase.kind === 'step' ? phase : null;
  return (
    <Stage footer={footer}>
      <div className="flex flex-col items-center gap-4 text-center">
        {/* Said once per step (not each second of the countdown). */}
        <div aria-live="polite" className="flex min-h-16 items-center justify-center">
          <Instruction phase={phase} />
        </div>
        <div className="relative aspect-[3/4] w-full max-w-[18rem] overflow-hidden rounded-[2rem] bg-ocean-950 shadow-lift sm:max-w-xs">
          <video
            ref={videoRef}
            autoPlay
            muted
            playsInline
            aria-label="Your camera"
            className="size-full -scale-x-100 object-cover"
          />
          <span
            aria-hidden
            className={clsx(
              'pointer-events-none absolute inset-x-[14%] inset-y-[12%] rounded-[50%] ring-4 transition-colors',
              step?.countdown === 0 ? 'ring-coral-400' : 'ring-white/75',
            )}
          />
          {step && step.countdown > 0 ? (
            <span
              aria-hidden
              className="absolute top-4 right-4 grid size-14 place-items-center rounded-full bg-ocean-950/70 text-3xl font-extrabold text-white tabular-nums"
            >
              {step.countdown}
            </span>
          ) : null}
          {step?.countdown === 0 ? (
            <span className="absolute inset-x-0 bottom-4 mx-auto flex w-fit items-center gap-2 rounded-full bg-ocean-950/75 px-3 py-1.5 text-sm font-semibold text-white">
              <Camera className="size-4" aria-hidden />
              Hold still
            </span>
          ) : null}
          {phase.kind === 'camera' ? (
            <span className="absolute inset-x-4 bottom-4 rounded-2xl bg-ocean-950/75 px-3 py-2 text-sm text-white">
              If your browser asks, allow the camera.
            </span>
          ) : null}
        </div>
        <div className="w-full max-w-xs">
          <UploadProgress
            fraction={step ? stepProgress(step) : 0}
            label={step ? `Step ${step.index + 1} of ${step.steps.length}` : 'Steps'}
          />
        </div>
      </div>
    </Stage>
  );
}

/** "Checking…": the frames are on the server; the bar is an estimate that never claims to be done. */
export function SendingStage() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), 200);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stage>
      <div className="flex flex-col gap-4 py-6 text-center" aria-busy="true">
        <StageArt>
          <ScanFace className="size-8 motion-safe:animate-pulse" aria-hidden />
        </StageArt>
        <p role="status" className="text-2xl font-bold text-ocean-950">
          Checking…
        </p>
        <p className="leading-relaxed text-ocean-600">
          Our server compares your pictures with your private photos. It keeps no picture.
        </p>
        <UploadProgress fraction={sendingProgress(elapsed)} label="Checking your pictures" />
      </div>
    </Stage>
  );
}
