// [defined here] Face check: a person proves they are who their private photos show, on our own server,
// and the world sees a "Verified" badge while the face stays private until the full match. Nothing of the check is
// kept but a face descriptor (encrypted) and the consent given; no frame, no photo.
//
// - `facecheck` (GET, member) → {check}: the caller's state, tries left today, and the consent text to show first.
// - `facecheckstart` (POST, member) {consent} → {challenge}: records the biometric consent (its time and the exact
//   text's version) and hands out a random challenge, good for FACE_CHECK.challengeMs, used once. Refused when the
//   caller has no private photo (400 FACE_CHECK_TEXT.noPhotos) or no try left today (429 FACE_CHECK_TEXT.noTries).
// - `facechecksubmit` (POST, member) {challenge, frames} → {check}: the frames, in order, FACE_CHECK.framesPerStep per
//   step of the challenge, each a JPEG as a `data:image/jpeg;base64,` URL. A failed check answers 200 with
//   `check.state: 'failed'` and the reason in plain words; a challenge that is unknown, used or expired is 400.
// - `facecheckhelp` (POST, member) {message} → {check}: asks a moderator to look (after a failed check, or while in
//   review); the moderation console lists it.
// - `forgetface` (POST, member) {} → {check}: withdraws the badge and deletes the kept descriptor at once.
//
// Others see `verified: true` on the deck card, the chat header and the profile view (discovery and profile actions).
import { z } from 'zod';
import { FACE_CHECK, FACE_CHECK_TEXT, FACE_CONSENT, type FacePose } from '../face-check.ts';
import { defineAction } from './action.ts';

export { FACE_CHECK, FACE_CHECK_TEXT, FACE_CONSENT, type FacePose };

export type FaceCheckState = 'none' | 'verified' | 'review' | 'failed' | 'withdrawn';

export interface FaceCheck {
  /**
   * none: never checked (or forgotten); verified: the badge shows; review: a moderator looks first (a possible second
   * account, help asked); failed: the last check failed (`reason` says why); withdrawn: private photos changed and do
   * not show the verified face (`reason` says which).
   */
  state: FaceCheckState;
  /** The plain words of the last failure or withdrawal, null otherwise. */
  reason: string | null;
  verifiedAt: string | null;
  /** Checks left in the rolling day. */
  triesLeft: number;
  /** A moderator has been asked to look and has not yet answered. */
  helpAsked: boolean;
  consent: { version: string; text: readonly string[] };
}

export interface FaceChallenge {
  id: string;
  steps: FacePose[];
  framesPerStep: number;
  expires: string;
}

export const ZFaceCheckStart = z
  .object({
    consent: z.literal(true, { error: FACE_CHECK_TEXT.consent }),
    consent_version: z.literal(FACE_CONSENT.version, { error: FACE_CHECK_TEXT.consent }),
  })
  .strip();

const ZFrame = z
  .string({ error: 'Each frame must be a JPEG picture.' })
  .max(FACE_CHECK.frameChars + 30, 'Each frame can be at most 30 KB.')
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, 'Each frame must be a JPEG picture.');

export const ZFaceCheckSubmit = z
  .object({
    challenge: z.string({ error: FACE_CHECK_TEXT.challengeGone }).max(100, FACE_CHECK_TEXT.challengeGone),
    frames: z
      .array(ZFrame, { error: 'Send the pictures of the check.' })
      .length(
        FACE_CHECK.steps * FACE_CHECK.framesPerStep,
        `Send ${FACE_CHECK.steps * FACE_CHECK.framesPerStep} pictures.`,
      ),
  })
  .strip();

export const ZFaceCheckHelp = z
  .object({
    message: z.string().trim().max(500, FACE_CHECK_TEXT.helpTooLong).default(''),
  })
  .strip();

const NoInput = z.object({}).strip();

const ZFaceCheck = z.object({
  state: z.enum(['none', 'verified', 'review', 'failed', 'withdrawn']),
  reason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  triesLeft: z.number().int(),
  helpAsked: z.boolean(),
  consent: z.object({ version: z.string(), text: z.array(z.string()).readonly() }),
}) satisfies z.ZodType<FaceCheck>;

const ZFaceChallenge = z.object({
  id: z.string(),
  steps: z.array(z.enum(FACE_CHECK.poses)),
  framesPerStep: z.number().int(),
  expires: z.string(),
}) satisfies z.ZodType<FaceChallenge>;

export const FACE_CHECK_ACTIONS = {
  facecheck: defineAction<typeof NoInput, { check: FaceCheck }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ check: ZFaceCheck }),
  }),
  facecheckstart: defineAction<typeof ZFaceCheckStart, { challenge: FaceChallenge }>({
    method: 'POST',
    gate: 'member',
    input: ZFaceCheckStart,
    outputSchema: z.object({ challenge: ZFaceChallenge }),
  }),
  facechecksubmit: defineAction<typeof ZFaceCheckSubmit, { check: FaceCheck }>({
    method: 'POST',
    gate: 'member',
    input: ZFaceCheckSubmit,
    outputSchema: z.object({ check: ZFaceCheck }),
  }),
  facecheckhelp: defineAction<typeof ZFaceCheckHelp, { check: FaceCheck }>({
    method: 'POST',
    gate: 'member',
    input: ZFaceCheckHelp,
    outputSchema: z.object({ check: ZFaceCheck }),
  }),
  forgetface: defineAction<typeof NoInput, { check: FaceCheck }>({
    method: 'POST',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ check: ZFaceCheck }),
  }),
};
