// @vitest-environment happy-dom
// The first touch wakes the audio up (sounds.ts unlockAudioOnGesture): a browser counts a finger only once it lifts,
// so a pointerdown that comes too early must not end the listening; the first gesture after which the page may
// make sound starts the audio, and then the listeners go. A stand-in AudioContext and navigator.userActivation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  /** How many resume() calls the browser refuses from now. */
  static refusals = 0;
  state: AudioContextState = 'suspended';
  resume = vi.fn(async () => {
    if (FakeAudioContext.refusals > 0) {
      FakeAudioContext.refusals -= 1;
      throw new DOMException('not allowed', 'NotAllowedError');
    }
    this.state = 'running';
  });
  constructor() {
    FakeAudioContext.made.push(this);
  }
}

const activation = { hasBeenActive: false };

beforeEach(() => {
  vi.resetModules();
  FakeAudioContext.made = [];
  FakeAudioContext.refusals = 0;
  activation.hasBeenActive = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A gesture on the page; `touched` is whether the browser counts the page as touched once it is dispatched. */
function gesture(name: string, touched: boolean): void {
  activation.hasBeenActive = touched;
  window.dispatchEvent(new Event(name));
}

describe('unlockAudioOnGesture', () => {
  it('a finger: the pointerdown is too early, the lift starts the audio', async () => {
    const { unlockAudioOnGesture } = await import('./sounds.ts');
    unlockAudioOnGesture();
    gesture('pointerdown', false);
    expect(FakeAudioContext.made).toHaveLength(0);
    gesture('pointerup', true);
    expect(FakeAudioContext.made).toHaveLength(1);
    await vi.waitFor(() => expect(FakeAudioContext.made[0]?.state).toBe('running'));
  });

  it('a key or a mouse press starts it at once, and later gestures find nothing left to do', async () => {
    const { unlockAudioOnGesture } = await import('./sounds.ts');
    unlockAudioOnGesture();
    gesture('keydown', true);
    const audio = FakeAudioContext.made[0];
    await vi.waitFor(() => expect(audio?.state).toBe('running'));
    const resumes = audio?.resume.mock.calls.length;
    gesture('pointerdown', true);
    gesture('click', true);
    expect(audio?.resume.mock.calls.length).toBe(resumes);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('a browser that refuses for now is asked again at the next gesture', async () => {
    const { unlockAudioOnGesture } = await import('./sounds.ts');
    unlockAudioOnGesture();
    FakeAudioContext.refusals = 2;
    gesture('touchend', true);
    const audio = FakeAudioContext.made[0];
    await vi.waitFor(() => expect(audio?.resume).toHaveBeenCalledTimes(2));
    expect(audio?.state).toBe('suspended');
    gesture('click', true);
    await vi.waitFor(() => expect(audio?.state).toBe('running'));
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('stops listening when the app lets go of it', async () => {
    const { unlockAudioOnGesture } = await import('./sounds.ts');
    const stop = unlockAudioOnGesture();
    stop();
    gesture('pointerup', true);
    expect(FakeAudioContext.made).toHaveLength(0);
  });
});
