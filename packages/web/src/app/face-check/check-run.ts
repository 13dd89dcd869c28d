// One run of the face check, in order: the camera opens (before a try is used: a refused camera costs
// nothing), the challenge is fetched, each step is counted down and its frames taken FRAME_GAP_MS apart, the camera
// is stopped, and the frames are sent once. The camera, the server and the clock come in as `CheckRunDeps`, so the
// order is tested without a browser; the sheet shows each phase it reports.
import type { FaceChallenge, FaceCheck, FacePose } from '@rookery/shared/api/face-check.actions.ts';

/** Seconds counted down before each step's frames. */
export const COUNTDOWN_SECONDS = 3;
/** Between two frames of one step: the head keeps moving a little, so the pictures differ. */
export const FRAME_GAP_MS = 400;

export type CheckPhase =
  | { kind: 'consent' }
  | { kind: 'camera' }
  | { kind: 'camera-error'; message: string }
  | { kind: 'starting' }
  /** `countdown` above 0: counting; 0: taking this step's frames. `taken`: frames of the whole check so far. */
  | { kind: 'step'; steps: FacePose[]; index: number; countdown: number; taken: number; total: number }
  | { kind: 'sending' }
  | { kind: 'result'; check: FaceCheck }
  /** The server refused: its words; `status` says which refusal (429: no tries left). */
  | { kind: 'refused'; message: string; status: number }
  /** The page was hidden during the check: the camera went off and the run stopped. */
  | { kind: 'stopped' };

/** The camera once open: a frame as a JPEG data URL, and its end (every track stopped). */
export interface CameraFeed {
  capture(): Promise<string>;
  stop(): void;
}

export interface CheckRunDeps {
  openCamera(signal: AbortSignal): Promise<CameraFeed>;
  start(): Promise<FaceChallenge>;
  submit(challenge: string, frames: string[]): Promise<FaceCheck>;
  /** Resolves after `ms`, rejects when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  show(phase: CheckPhase): void;
  /** A camera refusal in words. */
  cameraError(error: unknown): string;
  /** A server refusal in words and its status; a 401 leads elsewhere (the caller's one handler). */
  refusal(error: unknown): { message: string; status: number };
}

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof DOMException && error.name === 'AbortError');

/**
 * Runs one check to its end, reporting each phase. Returns quietly when `signal` aborts (the sheet closed, the page
 * hid): whoever aborted shows what comes next. The camera is stopped on every way out.
 */
export async function runFaceCheck(deps: CheckRunDeps, signal: AbortSignal): Promise<void> {
  deps.show({ kind: 'camera' });
  let camera: CameraFeed;
  try {
    camera = await deps.openCamera(signal);
  } catch (error) {
    if (!isAbort(error, signal)) deps.show({ kind: 'camera-error', message: deps.cameraError(error) });
    return;
  }
  let challenge: FaceChallenge;
  const frames: string[] = [];
  try {
    if (signal.aborted) return;
    deps.show({ kind: 'starting' });
    try {
      challenge = await deps.start();
    } catch (error) {
      if (!signal.aborted) deps.show({ kind: 'refused', ...deps.refusal(error) });
      return;
    }
    const total = challenge.steps.length * challenge.framesPerStep;
    for (const [index] of challenge.steps.entries()) {
      const step = { kind: 'step', steps: challenge.steps, index, total } as const;
      for (let countdown = COUNTDOWN_SECONDS; countdown > 0; countdown -= 1) {
        deps.show({ ...step, countdown, taken: frames.length });
        await deps.wait(1000, signal);
      }
      deps.show({ ...step, countdown: 0, taken: frames.length });
      for (let n = 0; n < challenge.framesPerStep; n += 1) {
        if (n > 0) await deps.wait(FRAME_GAP_MS, signal);
        if (signal.aborted) return;
        frames.push(await camera.capture());
        deps.show({ ...step, countdown: 0, taken: frames.length });
      }
    }
  } catch (error) {
    if (isAbort(error, signal)) return;
    // A frame that could not be made (the camera went away, no JPEG): the camera's words.
    deps.show({ kind: 'camera-error', message: deps.cameraError(error) });
    return;
  } finally {
    camera.stop();
  }
  if (signal.aborted) return;
  deps.show({ kind: 'sending' });
  try {
    deps.show({ kind: 'result', check: await deps.submit(challenge.id, frames) });
  } catch (error) {
    deps.show({ kind: 'refused', ...deps.refusal(error) });
  }
}

/** Resolves after `ms`; rejects with an AbortError as soon as `signal` aborts. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Stopped', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Stopped', 'AbortError'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The share of the check done (0–1), for the progress bar over the steps. */
export function stepProgress(phase: Extract<CheckPhase, { kind: 'step' }>): number {
  return phase.total > 0 ? phase.taken / phase.total : 0;
}

/** While the server checks: an estimate that moves on quickly, then slows, never claiming to be done. */
export function sendingProgress(elapsedMs: number): number {
  return Math.min(0.95, 1 - Math.exp(-Math.max(0, elapsedMs) / 2500));
}
