// The media hub's rules (RULES.md "States and transitions", "Validation"): what Submit says, and when uploading is
// refused before the file picker opens. Pure, so they are tested without a browser.
import { LIMITS } from '@rookery/shared/limits.ts';

export const MEDIA_HUB_TEXT = {
  noPublic: { title: 'No Public Image', text: 'Please select a public image for your profile!' },
  noPrivate: { title: 'No Private Images', text: 'Please upload at least one private photo.' },
} as const;

export type SubmitProblem = (typeof MEDIA_HUB_TEXT)['noPublic' | 'noPrivate'];

/** Submit needs a public image, then at least one private photo; null means go on to /app. */
export function submitProblem(hasPublicImage: boolean, privatePhotoCount: number): SubmitProblem | null {
  if (!hasPublicImage) return MEDIA_HUB_TEXT.noPublic;
  if (privatePhotoCount < 1) return MEDIA_HUB_TEXT.noPrivate;
  return null;
}

export const canUploadMorePhotos = (count: number) => count < LIMITS.privateImages;
export const canAddRecording = (count: number) => count < LIMITS.voiceRecordings;

export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * jpg or png only (RULES.md "Validation"); by the browser's idea of its type, or its name when the browser has none.
 */
export function isAcceptedPhoto(file: { type: string; name: string }): boolean {
  if (file.type) return (PHOTO_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}
