// What is kept of a face (face-print.ts): sealed so only the server's key opens it (and a changed byte is refused),
// and hash bands under which a near face shares a band while the bands differ from key to key.
import { describe, expect, it } from 'vitest';
import { FACE_CENTRE_BASE64 } from './face-centre.ts';
import { BAND_BITS, BAND_COUNT, createFacePrintKeys } from './face-print.ts';

function randomUnit(seed: number, n = 1024): number[] {
  let x = seed;
  const out = Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31 - 0.5;
  });
  const length = Math.hypot(...out);
  return out.map((v) => v / length);
}

const centreBytes = Buffer.from(FACE_CENTRE_BASE64, 'base64');
const CENTRE = Array.from(new Float32Array(centreBytes.buffer, centreBytes.byteOffset, 1024));

/** A face-like descriptor: the model's mean face plus a person's own part (strangers then score about 0.4). */
function faceLike(seed: number): number[] {
  const own = randomUnit(seed);
  const sum = CENTRE.map((v, i) => v + 0.75 * (own[i] ?? 0));
  const length = Math.hypot(...sum);
  return sum.map((v) => v / length);
}

/** `base` moved towards `other` so that their cosine is about `cos`. */
function near(base: number[], other: number[], cos: number): number[] {
  const mixed = base.map((v, i) => cos * v + Math.sqrt(1 - cos * cos) * (other[i] ?? 0));
  const length = Math.hypot(...mixed);
  return mixed.map((v) => v / length);
}

describe('face prints', () => {
  const keys = createFacePrintKeys('a server secret');

  it('seals a descriptor that only the same key opens, and refuses a changed one', () => {
    const descriptor = randomUnit(1);
    const sealed = keys.seal(descriptor);
    expect(sealed).not.toContain(String(descriptor[0]).slice(0, 6));
    expect(keys.open(sealed).map((v) => Number(v.toFixed(5)))).toEqual(
      descriptor.map((v) => Number(Math.fround(v).toFixed(5))),
    );
    expect(() => createFacePrintKeys('another secret').open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => keys.open(bytes.toString('base64'))).toThrow();
  });

  it('gives one band per band number, and a near face shares bands while a stranger rarely does', () => {
    const a = faceLike(2);
    const bands = keys.bands(a);
    expect(bands).toHaveLength(BAND_COUNT);
    expect(bands.map((b) => b >> BAND_BITS)).toEqual(Array.from({ length: BAND_COUNT }, (_, i) => i));
    const shared = (x: number[], y: number[]) => {
      const other = new Set(keys.bands(y));
      return keys.bands(x).filter((b) => other.has(b)).length;
    };
    let nearFound = 0;
    let strangersFound = 0;
    for (let i = 0; i < 40; i += 1) {
      const person = faceLike(100 + i);
      if (shared(person, near(person, faceLike(500 + i), 0.8)) > 0) nearFound += 1;
      if (shared(person, faceLike(900 + i)) > 0) strangersFound += 1;
    }
    expect(nearFound).toBeGreaterThanOrEqual(38);
    expect(strangersFound).toBeLessThanOrEqual(12);
    // Another key draws other directions: the bands of a stolen table fit no descriptor computed elsewhere.
    expect(createFacePrintKeys('another secret').bands(a)).not.toEqual(bands);
  });
});
