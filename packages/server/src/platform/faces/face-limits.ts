// The face check's measured thresholds, and the two sums it needs on found faces: how alike two faces are, and which
// way a head is turned. Measured by bench/faces.bench.ts on the fixtures (fixtures/README.md); figures in
// docs/PERFORMANCE.md "Face check". Pure: nothing here loads a model.
import type { FoundFace } from './face-types.ts';

export const FACE_LIMITS = {
  /**
   * Two descriptors at or above this cosine similarity are the same person. Measured (bench/faces.bench.ts) on 20
   * people, each as sent and under five changes (mirror, darker, smaller, JPEG quality 30, cropped): 7,524 pairs of
   * different people score 0.23–0.67 (median 0.42); 315 pairs of one face changed score 0.80–0.99 (median 0.92).
   * Halfway between the two edges: no false match and no false reject there. Two different photos of one person (A's
   * sample2 and sample4, 36 pairs) score 0.57–0.66, inside the strangers' range, so they do not match: this
   * descriptor (human's FaceRes) cannot tell a second photo of someone from a look-alike, and the check rejects then.
   */
  sameFace: 0.73,
  /**
   * A head is turned when |yaw| is at least this (radians, about 17°). The fixtures' real turns measure 0.35–0.44
   * (mirrored: −0.35 to −0.45), whatever the crop, light or size down to a 46 px face; people told to turn turn further.
   */
  turned: 0.3,
  /** A head looks straight when |yaw| is at most this (about 11°); A's straight photo measures −0.16. */
  straight: 0.2,
  /**
   * Anti-spoofing (face.real) at least this. Every fixture is a real face in a photo shown again, which is what the
   * model is for, and they score 0.24–0.83 (median 0.62; the challenge frames 0.53–0.61); the same faces on a crude
   * screen replay score higher (0.43–0.83). The model separates nothing we can test, so this is a floor against what
   * it is sure of (5 of 126 fixture variants fall under it), not a proof of a live person. human's own demo uses 0.6.
   */
  real: 0.4,
  /** Liveness (face.live) at least this. The fixtures score 0.33–1.00 (median 0.98; 1 of 126 under it). */
  live: 0.5,
  /** The detector's confidence at least this: every face in the fixtures scores over 0.99 (human keeps 0.5 up). */
  minFaceScore: 0.8,
  /**
   * A face's box at least this many pixels on a side, in the image as sent. A's face with a 46 px box still matches
   * its 130 px self at 0.94 and keeps its yaw (0.35 against 0.36); at 35 px it scores 0.80 and the yaw is lost (0.21).
   */
  minFacePixels: 48,
} as const;

/**
 * human's yaw sign, checked with its 468-point mesh on the sample photos and their mirror images: human's yaw is
 * positive exactly when the nose tip (mesh point 1) lies left of the midpoint of the face's sides (points 234 and 454)
 * in the image, i.e. the face points to the image's left, which is the person turning to their own RIGHT in an
 * unmirrored camera frame (their right hand is on the image's left). face-model.ts negates it, so FoundFace's yaw is
 * positive when the person turns to their own LEFT (face-types.ts).
 */
export type HeadPose = 'left' | 'right' | 'straight';

/** Cosine similarity of two descriptors (1: the same direction; FoundFace's are L2-normalised already). */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Where the head points, as the person would say it, in an unmirrored camera frame: 'left' when they turned to their
 * own left (their face points to the image's right), 'right' the other way, 'straight' when they look at the camera,
 * null in between (neither clearly turned nor straight).
 */
export function headPose(face: Pick<FoundFace, 'yaw'>): HeadPose | null {
  if (face.yaw >= FACE_LIMITS.turned) return 'left';
  if (face.yaw <= -FACE_LIMITS.turned) return 'right';
  if (Math.abs(face.yaw) <= FACE_LIMITS.straight) return 'straight';
  return null;
}
