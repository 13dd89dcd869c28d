// The face check in tests: a person with private photos, a challenge started, and the frames a camera would send
// for it (two per step, each pose's picture with a small change, so no two frames are the same bytes).

import { readFileSync } from 'node:fs';
import { FACE_CHECK, FACE_CONSENT, type FacePose } from '@rookery/shared/api/face-check.actions.ts';
import sharp from 'sharp';
import { FACES } from '../../../platform/faces/testing/face-fixtures.ts';
import type { SignedInPerson } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { apiGet, apiPost } from '../../auth/testing/auth-test-kit.ts';
import { uploadPhoto } from '../../media/testing/media-test-kit.ts';

/** A picture for each pose: bytes, or a fixture's path (platform/faces/testing/face-fixtures.ts). */
export type PoseFrames = Record<FacePose, Buffer | string>;

/** Person A's head turns: the fixtures' one person with all three poses. */
export const A_POSES: PoseFrames = { left: FACES.a.left, right: FACES.a.right, straight: FACES.a.straight };

/**
 * A JPEG data URL of the picture as a live camera's frame would differ from it: nudged `shift` pixels (0–3), its
 * light changed by `salt` (each salt gives other bytes: a test's checks never replay each other by chance), at
 * `quality`.
 */
export async function frameOf(
  picture: Buffer | string,
  shift: number,
  quality = 88,
  salt = 0,
): Promise<string> {
  const image = sharp(picture);
  const { width = 320, height = 320 } = await image.metadata();
  const jpeg = await image
    .extract({ left: shift, top: shift, width: width - 2 * shift, height: height - 2 * shift })
    .resize(360, 360)
    .modulate({ brightness: 1 + salt * 0.004 })
    .jpeg({ quality })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The frames for a challenge's steps: `framesPerStep` per step, from the picture of each pose. */
export async function framesFor(steps: readonly FacePose[], poses: PoseFrames, salt = 0): Promise<string[]> {
  const frames: string[] = [];
  for (const [i, step] of steps.entries()) {
    for (let n = 0; n < FACE_CHECK.framesPerStep; n += 1) {
      frames.push(await frameOf(poses[step], 1 + n, 86 + i, salt));
    }
  }
  return frames;
}

export async function uploadPhotos(
  server: TestServer,
  person: SignedInPerson,
  photos: readonly (Buffer | string)[],
) {
  for (const photo of photos) {
    const res = await uploadPhoto(server, person, typeof photo === 'string' ? readFileSync(photo) : photo);
    if (res.statusCode !== 200) throw new Error(`photo upload failed: ${res.body}`);
  }
}

export async function startCheck(server: TestServer, person: SignedInPerson) {
  return apiPost(server, 'facecheckstart', { consent: true, consent_version: FACE_CONSENT.version }, person);
}

/** Starts a check and sends the frames the camera made for its steps; the answer of `facechecksubmit`. */
export async function runCheck(server: TestServer, person: SignedInPerson, poses: PoseFrames, salt = 0) {
  const started = await startCheck(server, person);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const challenge = started.json().challenge as { id: string; steps: FacePose[] };
  const frames = await framesFor(challenge.steps, poses, salt);
  return apiPost(server, 'facechecksubmit', { challenge: challenge.id, frames }, person);
}

export async function checkOf(server: TestServer, person: SignedInPerson) {
  return (await apiGet(server, 'facecheck', person)).json().check as {
    state: string;
    reason: string | null;
    triesLeft: number;
  };
}
