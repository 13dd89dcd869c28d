// Joins WAV files of one format into one. Pause is done by ending a segment and resume by starting another,
// because pausing extendable-media-recorder's Chrome path (WebM/PCM decoded to WAV) loses the audio after the
// resume; joining the segments' PCM gives the same one recording without the gap.

interface WavParts {
  format: Uint8Array;
  data: Uint8Array;
}

const text = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The fmt chunk and the PCM data of a RIFF/WAVE file; null when it is not one. */
export function wavParts(buffer: ArrayBuffer): WavParts | null {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < 12 || text(bytes, 0) !== 'RIFF' || text(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(buffer);
  let format: Uint8Array | null = null;
  let data: Uint8Array | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = text(bytes, at);
    // A streaming writer may leave a size too large (even 0xFFFFFFFF): the file's end is the limit.
    const size = Math.min(view.getUint32(at + 4, true), bytes.length - at - 8);
    const body = bytes.subarray(at + 8, at + 8 + size);
    if (id === 'fmt ' && !format) format = body;
    if (id === 'data' && !data) data = body;
    at += 8 + size + (size % 2);
  }
  return format && data ? { format, data } : null;
}

function sameFormat(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** One WAV with the data of every part in order; throws when they are not WAVs of one format. */
export function joinWav(buffers: ArrayBuffer[]): ArrayBuffer {
  const parts = buffers.map(wavParts);
  const first = parts[0];
  if (!first || parts.some((part) => part === null || !sameFormat(part.format, first.format))) {
    throw new Error('The recorded segments are not WAV files of one format');
  }
  const dataLength = parts.reduce((sum, part) => sum + (part?.data.length ?? 0), 0);
  const formatLength = first.format.length;
  const out = new Uint8Array(12 + 8 + formatLength + 8 + dataLength);
  const view = new DataView(out.buffer);
  const write = (at: number, value: string) =>
    out.set(
      [...value].map((c) => c.charCodeAt(0)),
      at,
    );
  write(0, 'RIFF');
  view.setUint32(4, out.length - 8, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, formatLength, true);
  out.set(first.format, 20);
  const dataAt = 20 + formatLength;
  write(dataAt, 'data');
  view.setUint32(dataAt + 4, dataLength, true);
  let at = dataAt + 8;
  for (const part of parts) {
    if (!part) continue;
    out.set(part.data, at);
    at += part.data.length;
  }
  return out.buffer;
}
