// The face check's test faces (../fixtures/README.md: cut from sample photos that ship inside npm packages, never
// downloaded), named for what a test needs: a challenge's frames, private photos of the same person, other people.
// Values are absolute paths (a Playwright journey uploads them or turns them into a fake camera's y4m); faceImage()
// reads one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FACE_FIXTURES_DIR = path.join(import.meta.dirname, '..', 'fixtures');
const at = (name: string) => path.join(FACE_FIXTURES_DIR, `${name}.jpg`);

export const FACES = {
  /**
   * Person A, a woman in two of @vladmandic/face-api's sample photos. `left` is her real head turn (sample4), `right`
   * the same frame mirrored, `straight` her other photo (sample2), looking almost straight and a little down.
   * headPose: left → 'left', right → 'right', straight → 'straight'.
   */
  a: {
    left: at('a-left'),
    right: at('a-right'),
    straight: at('a-straight'),
    /**
     * Her private photos: her turned face (the source of `left`) under changes of light, scale, crop, JPEG quality
     * and placed inside a larger picture. Each matches `left` and `right` at or above sameFace.
     */
    photos: [
      at('a-photo-dark'),
      at('a-photo-bright'),
      at('a-photo-small'),
      at('a-photo-low-quality'),
      at('a-photo-grey'),
      at('a-photo-scene'),
    ],
    /**
     * Her other photo (sample2, wider than `straight`, from the same shot). It matches `straight`, but against
     * `left`/`right`/`photos` it scores 0.57–0.66, below sameFace: two different photos of one person are
     * where this model's descriptor is weakest (docs/PERFORMANCE.md "Face check").
     */
    otherPhoto: at('a-photo-other'),
  },
  /** Person B (sample5): a real turn to her own left and its mirror; there is no straight photo of her. */
  b: { left: at('b-left'), right: at('b-right') },
  /** 18 different people, one face each (none of them A or B): 17 women from the samples, one man (a webcam frame). */
  others: Array.from({ length: 18 }, (_, i) => at(`other-${String(i + 1).padStart(2, '0')}`)),
  /** Two faces side by side. */
  twoFaces: at('two-faces'),
  /** People's clothes and a room, no face. */
  noFace: at('no-face'),
} as const;

export function faceImage(file: string): Buffer {
  return readFileSync(file);
}

/** The mirror image of a fixture (the same person, the opposite head turn), as JPEG bytes. */
export async function mirroredFace(file: string): Promise<Buffer> {
  return sharp(file).flop().jpeg({ quality: 90 }).toBuffer();
}

/** A JPEG cut off after its first kilobyte: the bytes of an image that does not decode. */
export function corruptImage(): Buffer {
  return faceImage(FACES.a.left).subarray(0, 1024);
}
