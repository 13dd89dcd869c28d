import { describe, expect, it } from 'vitest';
import { clockText, peaksOf } from './voice-waveform.ts';

describe('voice waveform', () => {
  it('takes the loudest sample of each slice, the loudest slice as 1', () => {
    const samples = new Float32Array([0.1, -0.2, 0.05, 0.4, -0.8, 0.2, 0, 0]);
    expect(peaksOf(samples, 4)).toEqual([0.25, 0.5, 1, 0]);
  });

  it('gives flat zeros for silence and bars even when there are fewer samples than bars', () => {
    expect(peaksOf(new Float32Array(6), 3)).toEqual([0, 0, 0]);
    expect(peaksOf(new Float32Array([0.5]), 2)).toEqual([0, 1]);
  });

  it('writes a length as minutes and seconds', () => {
    expect(clockText(7.2)).toBe('0:07');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(clockText(Number.NaN)).toBe('0:00');
  });
});
