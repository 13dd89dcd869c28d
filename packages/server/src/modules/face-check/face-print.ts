// What is kept of a face: the descriptor, sealed with AES-256-GCM under a key derived from the server's
// secret, and its hash bands: the signs of the descriptor, less the model's mean face (face-centre.ts), against keyed
// random directions, BAND_BITS a band. Two descriptors of one face fall on the same side of most directions, so they
// share at least one band with high probability, while a stranger's rarely does: the duplicate search
// (face-check.repo.ts) reads only the prints that share a band (a GIN index), then compares the real descriptors.
// Measured on the fixtures (bench/faces.bench.ts "Duplicate search"): uncentred, 64% of stranger pairs shared a band
// (the index would read most of the table); centred, 48 bands of 10 bits, see docs/PERFORMANCE.md. The directions
// come from the key, so the bands of a stolen table say nothing a descriptor computed elsewhere could be matched with.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { FACE_CENTRE_BASE64 } from './face-centre.ts';

export const BAND_COUNT = 48;
export const BAND_BITS = 10;

const centreBytes = Buffer.from(FACE_CENTRE_BASE64, 'base64');
const CENTRE = new Float32Array(centreBytes.buffer, centreBytes.byteOffset, centreBytes.length / 4);

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FacePrintKeys {
  seal(descriptor: number[]): string;
  open(sealed: string): number[];
  bands(descriptor: number[]): number[];
}

/** A stream of standard normal numbers from a seed (SHA-256 in counter mode, Box-Muller). */
function normals(seed: Buffer, count: number): Float64Array {
  const out = new Float64Array(count);
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  const uniform = (): number => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(seed).update(String(counter++)).digest();
      offset = 0;
    }
    const value = (block.readUInt32BE(offset) + 1) / 4_294_967_297;
    offset += 4;
    return value;
  };
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const theta = 2 * Math.PI * uniform();
    out[i] = r * Math.cos(theta);
    if (i + 1 < count) out[i + 1] = r * Math.sin(theta);
  }
  return out;
}

export function createFacePrintKeys(secret: string, dimensions = 1024): FacePrintKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'rookery face print', info, 32));
  const key = derive('descriptor seal v1');
  const directionSeed = derive('descriptor bands v1');
  let directions: Float64Array | null = null;
  const directionsOf = () => {
    directions ??= normals(directionSeed, BAND_COUNT * BAND_BITS * dimensions);
    return directions;
  };

  return {
    seal(descriptor) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(new Float32Array(descriptor).buffer);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },

    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return Array.from(new Float32Array(plain.buffer, plain.byteOffset, plain.length / 4));
    },

    /** One int per band: the band's number in the high bits, its BAND_BITS signs in the low ones. */
    bands(descriptor) {
      if (descriptor.length !== dimensions) throw new Error(`a descriptor has ${dimensions} numbers`);
      const all = directionsOf();
      const centred =
        CENTRE.length === dimensions ? descriptor.map((v, i) => v - (CENTRE[i] ?? 0)) : descriptor;
      const out: number[] = [];
      for (let band = 0; band < BAND_COUNT; band += 1) {
        let bits = 0;
        for (let bit = 0; bit < BAND_BITS; bit += 1) {
          const base = (band * BAND_BITS + bit) * dimensions;
          let dot = 0;
          for (let i = 0; i < dimensions; i += 1) dot += (all[base + i] ?? 0) * (centred[i] ?? 0);
          bits = (bits << 1) | (dot >= 0 ? 1 : 0);
        }
        out.push((band << BAND_BITS) | bits);
      }
      return out;
    },
  };
}
