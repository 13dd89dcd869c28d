import type { FaceChallenge, FaceCheck } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CHECK, FACE_CONSENT } from '@rookery/shared/face-check.ts';
import { describe, expect, it } from 'vitest';
import {
  abortableWait,
  type CheckPhase,
  type CheckRunDeps,
  COUNTDOWN_SECONDS,
  FRAME_GAP_MS,
  runFaceCheck,
  sendingProgress,
  stepProgress,
} from './check-run.ts';

const CHALLENGE: FaceChallenge = {
  id: 'c1',
  steps: ['right', 'straight', 'left'],
  framesPerStep: FACE_CHECK.framesPerStep,
  expires: '2026-11-29T12:03:00.000Z',
};

const VERIFIED: FaceCheck = {
  state: 'verified',
  reason: null,
  verifiedAt: '2026-11-29T12:01:00.000Z',
  triesLeft: 2,
  helpAsked: false,
  consent: { version: FACE_CONSENT.version, text: FACE_CONSENT.text },
};

/** A run's world as a list of what happened, in order. */
function world(overrides: Partial<CheckRunDeps> = {}) {
  const log: string[] = [];
  const phases: CheckPhase[] = [];
  let frame = 0;
  let stopped = 0;
  const deps: CheckRunDeps = {
    openCamera: async () => {
      log.push('camera');
      return {
        capture: async () => {
          frame += 1;
          log.push(`frame ${frame}`);
          return `data:image/jpeg;base64,F${frame}`;
        },
        stop: () => {
          stopped += 1;
          log.push('stop');
        },
      };
    },
    start: async () => {
      log.push('start');
      return CHALLENGE;
    },
    submit: async (challenge, frames) => {
      log.push(`submit ${challenge} ${frames.length}`);
      return VERIFIED;
    },
    wait: async (ms) => {
      log.push(`wait ${ms}`);
    },
    show: (phase) => phases.push(phase),
    cameraError: () => 'camera words',
    refusal: (error) => ({ message: String(error), status: 429 }),
    ...overrides,
  };
  return { deps, log, phases, stops: () => stopped };
}

describe('runFaceCheck', () => {
  it('opens the camera before the try is used, counts each step down, takes its frames, then sends them once', async () => {
    const { deps, log, phases, stops } = world();
    await runFaceCheck(deps, new AbortController().signal);
    const countdown = Array.from({ length: COUNTDOWN_SECONDS }, () => 'wait 1000');
    const step = (a: number) => [...countdown, `frame ${a}`, `wait ${FRAME_GAP_MS}`, `frame ${a + 1}`];
    expect(log).toEqual(['camera', 'start', ...step(1), ...step(3), ...step(5), 'stop', 'submit c1 6']);
    expect(stops()).toBe(1);
    expect(phases[0]).toEqual({ kind: 'camera' });
    expect(phases.at(-2)).toEqual({ kind: 'sending' });
    expect(phases.at(-1)).toEqual({ kind: 'result', check: VERIFIED });
    const steps = phases.filter((p) => p.kind === 'step');
    expect(steps[0]).toMatchObject({ index: 0, countdown: COUNTDOWN_SECONDS, taken: 0, total: 6 });
    expect(steps.at(-1)).toMatchObject({ index: 2, countdown: 0, taken: 6 });
  });

  it('costs no try when the camera is refused, and says why', async () => {
    const { deps, log, phases } = world({
      openCamera: async () => {
        throw new DOMException('', 'NotAllowedError');
      },
    });
    await runFaceCheck(deps, new AbortController().signal);
    expect(log).not.toContain('start');
    expect(phases.at(-1)).toEqual({ kind: 'camera-error', message: 'camera words' });
  });

  it("shows the server's refusal of a start, and stops the camera", async () => {
    const { deps, log, phases } = world({
      start: async () => {
        throw 'No tries';
      },
    });
    await runFaceCheck(deps, new AbortController().signal);
    expect(log).toEqual(['camera', 'stop']);
    expect(phases.at(-1)).toEqual({ kind: 'refused', message: 'No tries', status: 429 });
  });

  it('stops the camera and sends nothing when aborted during a step', async () => {
    const controller = new AbortController();
    const { deps, log, phases } = world({
      wait: (_ms, signal) => {
        if (log.filter((line) => line.startsWith('frame')).length === 2) controller.abort();
        return abortableWait(0, signal);
      },
    });
    await runFaceCheck(deps, controller.signal);
    expect(log).toEqual(['camera', 'start', 'frame 1', 'frame 2', 'stop']);
    expect(phases.some((p) => p.kind === 'sending')).toBe(false);
  });

  it('stops a camera that opens after the sheet closed', async () => {
    const controller = new AbortController();
    const { deps, log } = world();
    const open = deps.openCamera;
    deps.openCamera = async (signal) => {
      const feed = await open(signal);
      controller.abort();
      return feed;
    };
    await runFaceCheck(deps, controller.signal);
    expect(log).toEqual(['camera', 'stop']);
  });

  it('reports a frame that cannot be made in the camera words', async () => {
    const { deps, phases, log } = world();
    const open = deps.openCamera;
    deps.openCamera = async (signal) => ({
      ...(await open(signal)),
      capture: async () => {
        throw new Error('no JPEG');
      },
    });
    await runFaceCheck(deps, new AbortController().signal);
    expect(log.at(-1)).toBe('stop');
    expect(phases.at(-1)).toEqual({ kind: 'camera-error', message: 'camera words' });
  });
});

describe('progress', () => {
  it('moves over the steps by frames taken', () => {
    const phase = {
      kind: 'step',
      steps: CHALLENGE.steps,
      index: 1,
      countdown: 0,
      taken: 3,
      total: 6,
    } as const;
    expect(stepProgress(phase)).toBe(0.5);
  });

  it('while checking, moves on and never claims to be done', () => {
    expect(sendingProgress(0)).toBe(0);
    expect(sendingProgress(1000)).toBeGreaterThan(0.3);
    expect(sendingProgress(60_000)).toBe(0.95);
  });

  it('waits, and stops waiting when aborted', async () => {
    const controller = new AbortController();
    const waiting = abortableWait(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(abortableWait(0, new AbortController().signal)).resolves.toBeUndefined();
  });
});
