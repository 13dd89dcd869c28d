// A voice recording's WAV header read from its bytes (RULES.md "Constants and limits": the recorder writes 16-bit PCM
// WAV): RIFF/WAVE, a fmt chunk with PCM (16-bit) or float samples, one or two channels, a sane rate, and a data chunk
// whose length gives the duration (at most MEDIA.wavSeconds). canonicalWav rewrites the file as its audio alone: a
// WAV's other chunks (LIST/INFO, id3, bext...) carry names, places and devices that must not reach matches.
import { MEDIA } from '@rookery/shared/limits.ts';
import { WAV_TEXT } from '@rookery/shared/media-text.ts';
import { AppError } from '../../platform/http/app-error.ts';

export interface WavInfo {
  format: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  durationMs: number;
}

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** A recorder stops a moment after the limit; half a second is not worth a refusal. */
export const DURATION_TOLERANCE_MS = 500;

/** The sentences live in packages/shared (media-text.ts); wav-header.test.ts reads them from here. */
export { WAV_TEXT };

function refuse(message: string): never {
  throw new AppError('BAD_INPUT', message);
}

interface Parsed {
  info: WavInfo;
  /** 1 (PCM) or 3 (float), whatever the fmt chunk called it. */
  code: number;
  blockAlign: number;
  dataOffset: number;
}

/** The facts of a WAV file, or a 400 with a sentence saying what is wrong with it. */
export function readWav(bytes: Buffer): WavInfo {
  return parse(bytes).info;
}

/**
 * The same recording as a canonical WAV: the RIFF/WAVE header, a plain fmt chunk and the data chunk's whole frames,
 * nothing else; or the refusal readWav gives.
 */
export function canonicalWav(bytes: Buffer): { wav: Buffer; info: WavInfo } {
  const { info, code, blockAlign, dataOffset } = parse(bytes);
  const frames = Math.floor(info.dataBytes / blockAlign);
  const samples = bytes.subarray(dataOffset, dataOffset + frames * blockAlign);
  // PCM's fmt is 16 bytes; other formats end with cbSize (0).
  const fmtSize = code === PCM ? 16 : 18;
  const head = Buffer.alloc(12 + 8 + fmtSize + 8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(head.length - 8 + samples.length + (samples.length % 2), 4);
  head.write('WAVE', 8, 'latin1');
  head.write('fmt ', 12, 'latin1');
  head.writeUInt32LE(fmtSize, 16);
  head.writeUInt16LE(code, 20);
  head.writeUInt16LE(info.channels, 22);
  head.writeUInt32LE(info.sampleRate, 24);
  head.writeUInt32LE(info.sampleRate * blockAlign, 28);
  head.writeUInt16LE(blockAlign, 32);
  head.writeUInt16LE(info.bitsPerSample, 34);
  head.write('data', 20 + fmtSize, 'latin1');
  head.writeUInt32LE(samples.length, 24 + fmtSize);
  const wav = Buffer.concat([head, samples, Buffer.alloc(samples.length % 2)]);
  return { wav, info: { ...info, dataBytes: samples.length } };
}

function parse(bytes: Buffer): Parsed {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    refuse(WAV_TEXT.notWav);
  }
  let fmt: (Omit<WavInfo, 'dataBytes' | 'durationMs'> & { blockAlign: number }) | null = null;
  let dataBytes: number | null = null;
  let dataOffset = 0;
  let code = PCM;
  let offset = 12;
  while (offset + 8 <= bytes.length && dataBytes === null) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) refuse(WAV_TEXT.damaged);
      code = bytes.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
      if (code === EXTENSIBLE) {
        if (size < 40 || body + 26 > bytes.length) refuse(WAV_TEXT.damaged);
        code = bytes.readUInt16LE(body + 24);
      }
      const channels = bytes.readUInt16LE(body + 2);
      const sampleRate = bytes.readUInt32LE(body + 4);
      const blockAlign = bytes.readUInt16LE(body + 12);
      const bitsPerSample = bytes.readUInt16LE(body + 14);
      const format = code === PCM ? 'pcm' : code === FLOAT ? 'float' : null;
      const goodBits = format === 'pcm' ? bitsPerSample === 16 : bitsPerSample === 32 || bitsPerSample === 64;
      if (
        !format ||
        !goodBits ||
        channels < 1 ||
        channels > 2 ||
        sampleRate < 8_000 ||
        sampleRate > 192_000 ||
        blockAlign !== (channels * bitsPerSample) / 8
      ) {
        refuse(WAV_TEXT.unsupported);
      }
      fmt = { format, channels, sampleRate, bitsPerSample, blockAlign };
    } else if (id === 'data') {
      if (!fmt) refuse(WAV_TEXT.damaged);
      const present = bytes.length - body;
      // Streaming writers may leave the size at 0 or 0xFFFFFFFF; then the rest of the file is the audio.
      dataBytes = size === 0 || size > present ? present : size;
      dataOffset = body;
    }
    offset = body + size + (size % 2);
  }
  if (!fmt || dataBytes === null) refuse(WAV_TEXT.damaged);
  const frames = Math.floor(dataBytes / fmt.blockAlign);
  if (frames === 0) refuse(WAV_TEXT.empty);
  const durationMs = Math.round((frames / fmt.sampleRate) * 1000);
  if (durationMs > MEDIA.wavSeconds * 1000 + DURATION_TOLERANCE_MS) refuse(WAV_TEXT.tooLong);
  const { blockAlign, ...facts } = fmt;
  return { info: { ...facts, dataBytes, durationMs }, code, blockAlign, dataOffset };
}
