// The face check's rules, on what the face engine found: pure, so each rule is tested on its own. In
// order: one clear face in every picture; the pictures look like a live camera (anti-spoofing and liveness); the
// head turns as the challenge asked, step by step; every picture shows the same face; and each private photo shows
// that face. The first rule that fails gives its reason, in plain words.
import type { FacePose } from '@rookery/shared/api/face-check.actions.ts';
import type { FoundFace } from '../../platform/faces/face-types.ts';

export interface FaceLimits {
  /** Cosine similarity at or above which two descriptors are the same person. */
  sameFace: number;
  /** A head turn: |yaw| at least this (radians). */
  turned: number;
  /** Looking straight: |yaw| at most this. */
  straight: number;
  /** The mean anti-spoofing score of the pictures, at least. */
  real: number;
  /** The mean liveness score of the pictures, at least. */
  live: number;
  minFaceScore: number;
  /** The face's box, its shorter side at least this many pixels. */
  minFacePixels: number;
  faceSimilarity(a: number[], b: number[]): number;
  headPose(face: FoundFace): FacePose | null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (index: number) => ORDINALS[index] ?? `${index + 1}th`;

const POSE_WORDS: Record<FacePose, string> = {
  left: 'turn your head to your left',
  right: 'turn your head to your right',
  straight: 'look straight at the camera',
};

export const FACE_REASONS = {
  noFace: (i: number) =>
    `We could not see your face in the ${ordinal(i)} picture. Please find good light and hold your phone at eye level.`,
  manyFaces: (i: number) =>
    `We saw more than one face in the ${ordinal(i)} picture. Please do the check on your own.`,
  smallFace: (i: number) =>
    `Your face was too small or unclear in the ${ordinal(i)} picture. Please come a little closer.`,
  notLive: 'The pictures did not look like a live camera. A photo of a photo or of a screen does not pass.',
  stillPicture: 'Two of the pictures were exactly the same. Please take the check with your live camera.',
  replayed: 'These pictures were sent before. Please take the check with your live camera.',
  pose: (i: number, pose: FacePose) =>
    `In the ${ordinal(i)} picture you did not ${POSE_WORDS[pose]} as asked. Please follow each instruction.`,
  differentPeople: 'The pictures seem to show more than one person. Please do the check on your own.',
  photoNoFace: (i: number) =>
    `We could not see your face in your ${ordinal(i)} private photo. Each private photo must show you.`,
  photoNotYou: (i: number) =>
    `The face in your ${ordinal(i)} private photo does not look like yours. Each private photo must show you.`,
  noPhotos: 'Add your private photos in the media hub first: we compare your face with them.',
} as const;

export type FaceVerdict = { ok: true; descriptor: number[] } | { ok: false; reason: string; rule: FaceRule };

export type FaceRule = 'face' | 'live' | 'pose' | 'same' | 'photo';

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
}

/** The mean of the descriptors, scaled to length 1: the face the check keeps. */
export function meanDescriptor(descriptors: number[][]): number[] {
  const first = descriptors[0];
  if (!first) return [];
  const sum = first.map((_, i) => mean(descriptors.map((d) => d[i] ?? 0)));
  const length = Math.hypot(...sum) || 1;
  return sum.map((v) => v / length);
}

/**
 * `frames`: the faces found in each picture, in the order taken, `framesPerStep` per step of `steps`.
 * `photos`: the faces found in each private photo, in the order the person sees them.
 */
export function judgeFaceCheck(
  input: { frames: FoundFace[][]; photos: FoundFace[][]; steps: readonly FacePose[]; framesPerStep: number },
  limits: FaceLimits,
): FaceVerdict {
  const faces: FoundFace[] = [];
  for (const [i, found] of input.frames.entries()) {
    if (found.length === 0) return { ok: false, rule: 'face', reason: FACE_REASONS.noFace(i) };
    // The largest clear face is the person's. A doubtful detection (a low score, a sliver at the edge) or a face far
    // behind them (under half their face's size) is no second person; a clear one beside them is.
    const clear = found.filter((face) => isClear(face, limits)).sort((a, b) => side(b) - side(a));
    const face = clear[0];
    if (face && clear.some((other) => other !== face && side(other) >= side(face) / 2)) {
      return { ok: false, rule: 'face', reason: FACE_REASONS.manyFaces(i) };
    }
    if (!face) return { ok: false, rule: 'face', reason: FACE_REASONS.smallFace(i) };
    faces.push(face);
  }
  if (mean(faces.map((f) => f.real)) < limits.real || mean(faces.map((f) => f.live)) < limits.live) {
    return { ok: false, rule: 'live', reason: FACE_REASONS.notLive };
  }
  for (const [i, face] of faces.entries()) {
    const asked = input.steps[Math.floor(i / input.framesPerStep)];
    if (asked && limits.headPose(face) !== asked) {
      return { ok: false, rule: 'pose', reason: FACE_REASONS.pose(i, asked) };
    }
  }
  // The face kept is the mean of every picture's (each pose adds what the others miss); each must be that person.
  const descriptor = meanDescriptor(faces.map((f) => f.descriptor));
  if (faces.some((face) => limits.faceSimilarity(face.descriptor, descriptor) < limits.sameFace)) {
    return { ok: false, rule: 'same', reason: FACE_REASONS.differentPeople };
  }
  if (input.photos.length === 0) return { ok: false, rule: 'photo', reason: FACE_REASONS.noPhotos };
  for (const [i, found] of input.photos.entries()) {
    if (found.length === 0) return { ok: false, rule: 'photo', reason: FACE_REASONS.photoNoFace(i) };
    if (!photoShows(found, descriptor, limits)) {
      return { ok: false, rule: 'photo', reason: FACE_REASONS.photoNotYou(i) };
    }
  }
  return { ok: true, descriptor };
}

const side = (face: FoundFace) => Math.min(face.box[2], face.box[3]);

/** A face the detector is sure of, large enough to judge. */
function isClear(face: FoundFace, limits: FaceLimits): boolean {
  return face.score >= limits.minFaceScore && side(face) >= limits.minFacePixels;
}

/** A photo shows the face when any face in it is the same person (a photo may show friends too). */
export function photoShows(found: FoundFace[], descriptor: number[], limits: FaceLimits): boolean {
  return found.some((face) => limits.faceSimilarity(face.descriptor, descriptor) >= limits.sameFace);
}
