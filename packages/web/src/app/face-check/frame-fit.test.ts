import { FACE_CHECK } from '@rookery/shared/face-check.ts';
import { describe, expect, it } from 'vitest';
import {
  base64Chars,
  captureSize,
  FRAME_SCALES,
  FrameTooLargeError,
  fitFrame,
  JPEG_QUALITIES,
} from './frame-fit.ts';

/** A stand-in encoder: a JPEG data URL whose size follows the picture's area and the quality. */
function encoderOf(charsAtBest: number) {
  const calls: [number, number][] = [];
  const encode = (scale: number, quality: number) => {
    calls.push([scale, quality]);
    const chars = Math.round(charsAtBest * scale * scale * (quality / 0.85));
    return `data:image/jpeg;base64,${'A'.repeat(chars)}`;
  };
  return { encode, calls };
}

describe('captureSize', () => {
  it('brings a camera frame down to 480 px on its long side, keeping its shape', () => {
    expect(captureSize(1280, 720)).toEqual({ width: 480, height: 270 });
    expect(captureSize(720, 1280)).toEqual({ width: 270, height: 480 });
    expect(captureSize(640, 480)).toEqual({ width: 480, height: 360 });
  });

  it('never enlarges a small camera', () => {
    expect(captureSize(320, 240)).toEqual({ width: 320, height: 240 });
  });

  it('refuses a video without a picture yet', () => {
    expect(() => captureSize(0, 0)).toThrow();
  });
});

describe('fitFrame', () => {
  it('counts only the base64 part of a data URL', () => {
    expect(base64Chars('data:image/jpeg;base64,QUJD')).toBe(4);
  });

  it('keeps the best quality when it fits', () => {
    const { encode, calls } = encoderOf(30_000);
    expect(base64Chars(fitFrame(encode))).toBe(30_000);
    expect(calls).toEqual([[1, 0.85]]);
  });

  it('lowers the quality step by step until the frame is under the limit', () => {
    const { encode, calls } = encoderOf(60_000);
    const url = fitFrame(encode);
    expect(base64Chars(url)).toBeLessThanOrEqual(FACE_CHECK.frameChars);
    // 60,000 × q/0.85 ≤ 40,000 first at q = 0.55.
    expect(calls.map(([, quality]) => quality)).toEqual([0.85, 0.75, 0.65, 0.55]);
    expect(calls.every(([scale]) => scale === 1)).toBe(true);
  });

  it('makes the picture smaller only when no quality fits at full size', () => {
    const { encode, calls } = encoderOf(120_000);
    const url = fitFrame(encode);
    expect(base64Chars(url)).toBeLessThanOrEqual(FACE_CHECK.frameChars);
    expect(calls.slice(0, JPEG_QUALITIES.length).every(([scale]) => scale === 1)).toBe(true);
    expect(calls.at(-1)?.[0]).toBe(FRAME_SCALES[1]);
  });

  it('gives up with a sentence when nothing fits, and refuses a browser that writes PNG', () => {
    expect(() => fitFrame(encoderOf(10_000_000).encode)).toThrow(FrameTooLargeError);
    expect(() => fitFrame(() => 'data:image/png;base64,QUJD')).toThrow('cannot make JPEG');
  });
});
