// The face check's rules on what an engine found (face-rules.ts): each rule fails with its own plain reason, in
// order, and a check that follows the challenge with one live face matching every private photo passes.
import type { FacePose } from '@rookery/shared/api/face-check.actions.ts';
import { describe, expect, it } from 'vitest';
import type { FoundFace } from '../../platform/faces/face-types.ts';
import { FACE_REASONS, type FaceLimits, judgeFaceCheck, meanDescriptor } from './face-rules.ts';

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    na += (a[i] ?? 0) ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return dot / Math.sqrt(na * nb);
};

const LIMITS: FaceLimits = {
  sameFace: 0.6,
  turned: 0.2,
  straight: 0.1,
  real: 0.5,
  live: 0.5,
  minFaceScore: 0.8,
  minFacePixels: 60,
  faceSimilarity: cosine,
  headPose: (face) =>
    face.yaw >= 0.2 ? 'left' : face.yaw <= -0.2 ? 'right' : Math.abs(face.yaw) <= 0.1 ? 'straight' : null,
};

/** A descriptor near axis `who` (people are orthogonal axes), nudged by `noise`. */
const descriptorOf = (who: number, noise = 0) =>
  Array.from({ length: 8 }, (_, i) => (i === who ? 1 : 0) + (i === (who + 1) % 8 ? noise : 0));

const face = (over: Partial<FoundFace> = {}): FoundFace => ({
  box: [10, 10, 120, 120],
  score: 0.99,
  yaw: 0,
  pitch: 0,
  real: 0.8,
  live: 0.9,
  descriptor: descriptorOf(0),
  ...over,
});

const YAW: Record<FacePose, number> = { left: 0.35, right: -0.35, straight: 0.02 };
const steps: FacePose[] = ['left', 'straight', 'right'];
const framesFor = (poses: FacePose[], over: Partial<FoundFace> = {}) =>
  poses.flatMap((pose) => [[face({ yaw: YAW[pose], ...over })], [face({ yaw: YAW[pose], ...over })]]);
const photos = [
  [face({ descriptor: descriptorOf(0, 0.2) })],
  [face({ descriptor: descriptorOf(3) }), face()],
];

const judge = (frames: FoundFace[][], photoFaces = photos) =>
  judgeFaceCheck({ frames, photos: photoFaces, steps, framesPerStep: 2 }, LIMITS);

describe('face check rules', () => {
  it('passes a check that follows the challenge, and keeps the straight frames as the face', () => {
    const verdict = judge(framesFor(steps));
    expect(verdict).toEqual({ ok: true, descriptor: meanDescriptor([descriptorOf(0), descriptorOf(0)]) });
  });

  it('says which picture has no face, or more than one, or too small a face', () => {
    const frames = framesFor(steps);
    expect(judge(frames.map((f, i) => (i === 1 ? [] : f)))).toMatchObject({ reason: FACE_REASONS.noFace(1) });
    expect(judge(frames.map((f, i) => (i === 4 ? [face({ yaw: YAW.right }), face()] : f)))).toMatchObject({
      reason: FACE_REASONS.manyFaces(4),
    });
    // A doubtful detection (a low score, a sliver at the edge) or a face far behind is not a second person.
    const doubtful = [face({ score: 0.4 }), face({ box: [0, 0, 20, 20] }), face({ box: [200, 0, 62, 50] })];
    expect(judge(frames.map((f, i) => (i === 4 ? [...(f as FoundFace[]), ...doubtful] : f)))).toMatchObject({
      ok: true,
    });
    expect(
      judge(frames.map((f, i) => (i === 0 ? [face({ yaw: YAW.left, box: [0, 0, 30, 30] })] : f))),
    ).toMatchObject({ reason: FACE_REASONS.smallFace(0) });
  });

  it('refuses pictures that do not look like a live camera (a printed photo, a screen)', () => {
    expect(judge(framesFor(steps, { real: 0.2 }))).toMatchObject({
      rule: 'live',
      reason: FACE_REASONS.notLive,
    });
    expect(judge(framesFor(steps, { live: 0.1 }))).toMatchObject({ rule: 'live' });
  });

  it('refuses frames that skip or reorder the challenge', () => {
    expect(judge(framesFor(['straight', 'straight', 'straight']))).toMatchObject({
      rule: 'pose',
      reason: FACE_REASONS.pose(0, 'left'),
    });
    expect(judge(framesFor(['left', 'right', 'straight']))).toMatchObject({
      rule: 'pose',
      reason: FACE_REASONS.pose(2, 'straight'),
    });
  });

  it('refuses a check whose pictures show two people', () => {
    const frames = framesFor(steps).map((f, i) =>
      i === 5 ? [face({ yaw: YAW.right, descriptor: descriptorOf(2) })] : f,
    );
    expect(judge(frames)).toMatchObject({ rule: 'same', reason: FACE_REASONS.differentPeople });
  });

  it('says which private photo has no face, or someone else in it', () => {
    expect(judge(framesFor(steps), [photos[0] as FoundFace[], []])).toMatchObject({
      rule: 'photo',
      reason: FACE_REASONS.photoNoFace(1),
    });
    expect(
      judge(framesFor(steps), [[face({ descriptor: descriptorOf(5) })], photos[0] as FoundFace[]]),
    ).toMatchObject({
      rule: 'photo',
      reason: FACE_REASONS.photoNotYou(0),
    });
    expect(judge(framesFor(steps), [])).toMatchObject({ rule: 'photo', reason: FACE_REASONS.noPhotos });
  });
});
