// A voice recording's length and the peaks its player draws: the file decoded once per address with the Web
// Audio API; null when it cannot be (the player then draws a flat bar and takes the length from the audio element).

export interface VoiceShape {
  /** Seconds. */
  duration: number;
  /** One loudness per bar, 0 to 1, the loudest bar 1. */
  peaks: number[];
}

export const WAVEFORM_BARS = 40;
// Decoding resamples to the context's rate: 8 kHz is plenty for bars and cheap.
const DECODE_RATE = 8000;

/** The loudest sample of each of `bars` equal slices, scaled so the loudest slice is 1 (all 0 for silence). */
export function peaksOf(samples: Float32Array, bars: number): number[] {
  const peaks: number[] = [];
  const size = samples.length / bars;
  for (let bar = 0; bar < bars; bar++) {
    let loudest = 0;
    const end = Math.min(samples.length, Math.floor((bar + 1) * size));
    for (let i = Math.floor(bar * size); i < end; i++) loudest = Math.max(loudest, Math.abs(samples[i] ?? 0));
    peaks.push(loudest);
  }
  const top = Math.max(...peaks, 0);
  return top > 0 ? peaks.map((peak) => peak / top) : peaks;
}

/** "0:07", "1:05": minutes and seconds, as a length or a position. */
export function clockText(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const shapes = new Map<string, Promise<VoiceShape | null>>();

async function bytesOf(src: string, blob?: Blob): Promise<ArrayBuffer | null> {
  // A recording still on the device is read from its blob: the page's policy lets nothing fetch a blob: address.
  if (blob) return blob.arrayBuffer();
  const response = await fetch(src);
  return response.ok ? response.arrayBuffer() : null;
}

async function decode(src: string, blob?: Blob): Promise<VoiceShape | null> {
  try {
    const bytes = await bytesOf(src, blob);
    if (!bytes) return null;
    const context = new OfflineAudioContext(1, 1, DECODE_RATE);
    const buffer = await context.decodeAudioData(bytes);
    return { duration: buffer.duration, peaks: peaksOf(buffer.getChannelData(0), WAVEFORM_BARS) };
  } catch {
    return null;
  }
}

/** The recording at `src` (or in `blob`) decoded, once for each address while the page lives; null if it cannot be. */
export function voiceShape(src: string, blob?: Blob): Promise<VoiceShape | null> {
  let shape = shapes.get(src);
  if (!shape) {
    shape = decode(src, blob);
    shapes.set(src, shape);
  }
  return shape;
}
