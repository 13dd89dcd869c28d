// The reveal: which photo leads a full match's profile (their private profile photo, else their first
// private photo), and whether this viewer has seen it before on this device (remembered, so the moment that marks
// it shows once per viewer and person).
import type { ProfileViewPhoto } from '@rookery/shared/api/deck.actions.ts';

export function revealPhoto(photos: ProfileViewPhoto[]): ProfileViewPhoto | null {
  return photos.find((photo) => photo.profile === 1) ?? photos[0] ?? null;
}

const key = (viewer: string, person: string) => `rookery:revealed:${viewer}:${person}`;

/** True the first time (and marks it seen); false after, and when storage is unavailable. */
export function firstReveal(
  viewer: string,
  person: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  try {
    if (storage.getItem(key(viewer, person))) return false;
    storage.setItem(key(viewer, person), '1');
    return true;
  } catch {
    return false;
  }
}
