// The app's two sounds, made with Web Audio oscillators (no audio files): the ring of an incoming call (two
// tones together, on for 1 s in every 3, like a phone) with vibration where the device has it, and a short
// two-note chime for a new message. A browser that has not let the page play sound yet (no tap or key on it so
// far) is not asked to: it would refuse and say so in the console; the call then gets the person's attention by
// the title and a notification (call-attention.ts).

type AudioContextClass = typeof AudioContext;

let shared: AudioContext | null = null;

/** Whether the page may make sound: the person has tapped or typed on it (a browser without the API is trusted). */
export function maySound(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation ? activation.hasBeenActive : true;
}

function context(): AudioContext | null {
  if (!maySound()) return null;
  const Class: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Class) return null;
  try {
    shared ??= new Class();
  } catch {
    return null;
  }
  if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
  return shared;
}

/** One tone from `at` for `seconds`, with soft edges so it never clicks. */
function tone(audio: AudioContext, frequency: number, at: number, seconds: number, volume: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.02);
  gain.gain.setValueAtTime(volume, at + seconds - 0.05);
  gain.gain.linearRampToValueAtTime(0, at + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds);
}

const RING_EVERY_MS = 3000;
const VIBRATION = [400, 200, 400];

/** Rings until the returned function is called. */
export function startRinging(): () => void {
  const ring = () => {
    const audio = context();
    if (audio && audio.state === 'running') {
      const now = audio.currentTime;
      tone(audio, 440, now, 1, 0.12);
      tone(audio, 480, now, 1, 0.12);
    }
    if ('vibrate' in navigator && maySound()) navigator.vibrate(VIBRATION);
  };
  ring();
  const timer = window.setInterval(ring, RING_EVERY_MS);
  return () => {
    window.clearInterval(timer);
    if ('vibrate' in navigator && maySound()) navigator.vibrate(0);
  };
}

/** A short chime for a new message. */
export function playMessageSound(): void {
  const audio = context();
  if (audio?.state !== 'running') return;
  const now = audio.currentTime;
  tone(audio, 880, now, 0.09, 0.08);
  tone(audio, 1320, now + 0.1, 0.14, 0.08);
}

/**
 * The events after which a browser lets a page start sound (HTML's activation-triggering input events): a key, a
 * mouse press, and for a finger the lift (its pointerdown comes before the page counts as touched).
 */
const GESTURES = ['keydown', 'pointerdown', 'pointerup', 'touchend', 'click'] as const;

/**
 * Browsers let a page play sound after a tap or a key: the first one wakes the audio up for later alerts. Each
 * gesture tries until the audio runs (a finger's pointerdown is too early for it), then the listeners go.
 */
export function unlockAudioOnGesture(): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const name of GESTURES) window.removeEventListener(name, unlock, options);
  };
  function unlock() {
    const audio = context();
    if (!audio) return;
    if (audio.state === 'running') stop();
    else
      void audio
        .resume()
        .then(() => {
          if (audio.state === 'running') stop();
        })
        .catch(() => undefined);
  }
  for (const name of GESTURES) window.addEventListener(name, unlock, options);
  return stop;
}
