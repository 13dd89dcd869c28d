// Joining the recorder's WAV segments: data in order, one header with the right sizes, refusals of a mix.
import { describe, expect, it } from 'vitest';
import { joinWav, wavParts } from './wav-join.ts';

/** A 16-bit mono PCM WAV holding `samples`, optionally with an extra chunk and an oversized data length. */
function wav(samples: number[], { rate = 48_000, extra = false, sizeOverflow = false } = {}): ArrayBuffer {
  const extraChunk = extra ? 8 + 4 : 0;
  const buffer = new ArrayBuffer(44 + extraChunk + samples.length * 2);
  const view = new DataView(buffer);
  const put = (at: number, value: string) => {
    for (const [i, c] of [...value].entries()) view.setUint8(at + i, c.charCodeAt(0));
  };
  put(0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (extra) {
    put(at, 'LIST');
    view.setUint32(at + 4, 4, true);
    put(at + 8, 'INFO');
    at += 12;
  }
  put(at, 'data');
  view.setUint32(at + 4, sizeOverflow ? 0xffffffff : samples.length * 2, true);
  for (const [index, sample] of samples.entries()) view.setInt16(at + 8 + index * 2, sample, true);
  return buffer;
}

const samplesOf = (buffer: ArrayBuffer) => {
  const data = wavParts(buffer)?.data;
  if (!data) throw new Error('not a wav');
  return Array.from(new Int16Array(data.slice().buffer));
};

describe('joinWav', () => {
  it('puts the segments one after the other under one correct header', () => {
    const joined = joinWav([wav([1, 2, 3]), wav([4, 5]), wav([-6])]);
    expect(samplesOf(joined)).toEqual([1, 2, 3, 4, 5, -6]);
    const view = new DataView(joined);
    expect(joined.byteLength).toBe(44 + 6 * 2);
    expect(view.getUint32(4, true)).toBe(joined.byteLength - 8);
    expect(view.getUint32(40, true)).toBe(12);
    expect(view.getUint32(24, true)).toBe(48_000);
  });

  it('skips chunks it does not need and copes with an oversized data length', () => {
    expect(samplesOf(joinWav([wav([7, 8], { extra: true }), wav([9], { sizeOverflow: true })]))).toEqual([
      7, 8, 9,
    ]);
  });

  it('refuses segments of different formats and things that are not WAV', () => {
    expect(() => joinWav([wav([1]), wav([2], { rate: 44_100 })])).toThrow('not WAV files of one format');
    expect(() => joinWav([new TextEncoder().encode('hello world!').buffer as ArrayBuffer])).toThrow();
    expect(() => joinWav([])).toThrow();
  });
});
