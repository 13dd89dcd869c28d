// What the face check says: each step's instruction, the camera's refusals in plain words with how to
// allow it, and the state a person's check is in. Pure, so the words are tested without a browser.
import type { FaceCheck, FacePose } from '@rookery/shared/api/face-check.actions.ts';

/** The instruction of step `index`: a turn after a turn is "Now to your right", as a person would say it. */
export function poseInstruction(steps: readonly FacePose[], index: number): string {
  const pose = steps[index];
  if (pose === undefined) return '';
  if (pose === 'straight') return 'Look straight at the camera';
  const previous = index > 0 ? steps[index - 1] : undefined;
  return previous === 'left' || previous === 'right'
    ? `Now to your ${pose}`
    : `Turn your head to your ${pose}`;
}

/**
 * The arrow beside an instruction, on the mirrored preview the person watches: turning to their own left moves their
 * face to the screen's left, so 'left' points left.
 */
export function poseArrow(pose: FacePose): 'left' | 'right' | 'none' {
  return pose === 'straight' ? 'none' : pose;
}

export const CAMERA_WORDS = {
  blocked:
    'Rookery may not use your camera. To allow it, open the site settings beside the address bar (or your ' +
    "browser's settings), allow the camera for this site, then press Try again.",
  missing: 'We could not find a camera. Please use a device with a front camera, such as your phone.',
  busy: 'Your camera is in use by another app or tab. Close it there, then press Try again.',
  unsupported:
    'This browser cannot open the camera here. Please use a current Chrome, Safari, Firefox or Edge.',
  failed: 'We could not start your camera. Please press Try again.',
} as const;

/** A getUserMedia refusal (a DOMException's name) in plain words. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_WORDS.blocked;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_WORDS.missing;
    case 'NotReadableError':
    case 'TrackStartError':
      return CAMERA_WORDS.busy;
    case 'CameraUnsupportedError':
      return CAMERA_WORDS.unsupported;
    case 'FrameTooLargeError':
      // frame-fit.ts's own sentence: the camera opened, its pictures could not be made small enough.
      return error instanceof Error ? error.message : CAMERA_WORDS.failed;
    default:
      return CAMERA_WORDS.failed;
  }
}

/** "2 tries left today", "No tries left today". */
export function triesLeftText(triesLeft: number): string {
  if (triesLeft <= 0) return 'No tries left today';
  return `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left today`;
}

/** Whether "Verify it's you" (or Try again, Verify again) can be pressed in this state. */
export function canStart(check: Pick<FaceCheck, 'state' | 'triesLeft'>): boolean {
  if (check.state === 'verified' || check.state === 'review') return false;
  return check.triesLeft > 0;
}

/** Whether the media hub's Submit offers the check: never checked, or the badge went with a photo change. */
export function worthOffering(check: Pick<FaceCheck, 'state' | 'triesLeft'>): boolean {
  return (check.state === 'none' || check.state === 'withdrawn') && check.triesLeft > 0;
}
