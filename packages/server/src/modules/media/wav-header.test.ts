// The WAV checks on their own: what the recorder writes passes, everything else is refused with a sentence.
import { describe, expect, it } from 'vitest';
import { makeWav } from './testing/media-test-kit.ts';
import { canonicalWav, readWav, WAV_TEXT } from './wav-header.ts';

function refusal(bytes: Buffer): string {
  try {
    readWav(bytes);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'accepted';
}

describe('readWav', () => {
  it('reads 16-bit PCM mono and stereo, and 32-bit float, with their duration', () => {
    expect(readWav(makeWav({ seconds: 2.5 }))).toEqual({
      format: 'pcm',
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
      dataBytes: 80_000,
      durationMs: 2500,
    });
    expect(readWav(makeWav({ seconds: 1, channels: 2, sampleRate: 48_000 })).durationMs).toBe(1000);
    expect(readWav(makeWav({ seconds: 3, format: 3, bits: 32, sampleRate: 44_100 }))).toMatchObject({
      format: 'float',
      durationMs: 3000,
    });
  });

  it('reads the real format of WAVE_FORMAT_EXTENSIBLE and skips other chunks before the data', () => {
    const plain = makeWav({ seconds: 1 });
    const fmt = Buffer.alloc(8 + 40);
    fmt.write('fmt ', 0, 'latin1');
    fmt.writeUInt32LE(40, 4);
    plain.copy(fmt, 8, 20, 36); // the 16 bytes of the plain fmt body
    fmt.writeUInt16LE(0xfffe, 8);
    fmt.writeUInt16LE(22, 24); // cbSize
    fmt.writeUInt16LE(1, 32); // sub-format GUID starts with PCM
    const list = Buffer.concat([
      Buffer.from('LIST', 'latin1'),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from('abc\0'),
    ]);
    const wav = Buffer.concat([plain.subarray(0, 12), fmt, list, plain.subarray(36)]);
    expect(readWav(wav)).toMatchObject({ format: 'pcm', durationMs: 1000 });
  });

  it('accepts up to 60 s and a little over, and refuses longer', () => {
    expect(readWav(makeWav({ seconds: 60 })).durationMs).toBe(60_000);
    expect(readWav(makeWav({ seconds: 60.4 })).durationMs).toBe(60_400);
    expect(refusal(makeWav({ seconds: 61 }))).toBe(WAV_TEXT.tooLong);
    expect(WAV_TEXT.tooLong).toBe(
      'Recordings can be at most 60 seconds long. Please record a shorter answer.',
    );
  });

  it('refuses what is not a WAV, formats the app does not write, and damaged files', () => {
    expect(refusal(Buffer.from('#!/bin/sh\necho hi\n'))).toBe(WAV_TEXT.notWav);
    expect(refusal(Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI '), Buffer.alloc(100)]))).toBe(
      WAV_TEXT.notWav,
    );
    expect(refusal(makeWav({ bits: 8 }))).toBe(WAV_TEXT.unsupported);
    expect(refusal(makeWav({ bits: 24 }))).toBe(WAV_TEXT.unsupported);
    expect(refusal(makeWav({ format: 2 }))).toBe(WAV_TEXT.unsupported);
    expect(refusal(makeWav({ channels: 6 }))).toBe(WAV_TEXT.unsupported);
    expect(refusal(makeWav({ sampleRate: 100 }))).toBe(WAV_TEXT.unsupported);
    expect(refusal(makeWav({ seconds: 0 }))).toBe(WAV_TEXT.empty);
    expect(refusal(makeWav().subarray(0, 30))).toBe(WAV_TEXT.damaged);
    const noData = makeWav({ seconds: 1 });
    noData.write('junk', 36, 'latin1');
    expect(refusal(noData)).toBe(WAV_TEXT.damaged);
  });

  it('measures a data chunk whose size was left open by a streaming writer from the bytes present', () => {
    const open = makeWav({ seconds: 2 });
    open.writeUInt32LE(0xffffffff, 40);
    expect(readWav(open).durationMs).toBe(2000);
  });
});

describe('canonicalWav', () => {
  it('keeps what the recorder writes byte for byte', () => {
    const plain = makeWav({ seconds: 1 });
    expect(canonicalWav(plain).wav.equals(plain)).toBe(true);
  });

  it('writes an extensible float stereo file as a plain one, and an open data size as the frames present', () => {
    const float = makeWav({ seconds: 1, channels: 2, bits: 32, format: 3, sampleRate: 8_000 });
    float.writeUInt32LE(0xffffffff, 40);
    const odd = Buffer.concat([float, Buffer.from([7, 7, 7])]); // a partial frame at the end
    const { wav, info } = canonicalWav(odd);
    expect(wav.readUInt32LE(16)).toBe(18);
    expect(wav.readUInt16LE(20)).toBe(3);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(readWav(wav)).toMatchObject({ format: 'float', channels: 2, sampleRate: 8_000, durationMs: 1000 });
    expect(info.dataBytes).toBe(8_000 * 8);
  });

  it('refuses what readWav refuses, with its sentence', () => {
    const adpcm = makeWav({ format: 2 });
    expect(() => canonicalWav(adpcm)).toThrow(WAV_TEXT.unsupported);
    expect(() => canonicalWav(Buffer.from('ID3 not a wav at all'))).toThrow(WAV_TEXT.notWav);
  });
});
