// A chosen photo made fit for the upload before the crop: a phone's 16 MB, 4032×3024 photo is resized
// in the browser to within the server's limit (MEDIA.imageBytes) rather than refused after cropping, a HEIC photo
// is converted where this browser can decode it, and what cannot work is refused at once, saying why.

import { MEDIA } from '@rookery/shared/limits.ts';
import { PHOTO_PICK_TEXT } from '@rookery/shared/media-text.ts';
import { isAcceptedPhoto } from './media-hub-logic.ts';

/** The longest side kept: the crop's 1080 px square still has room at the zoom most people use. */
export const PREPARED_SIDE = 3240;
/** Beyond this many pixels a browser may run out of memory decoding it: refused before trying. */
const MAX_PIXELS = 100_000_000;
const QUALITIES = [0.9, 0.82, 0.72, 0.6];

/** The types the picker offers: JPG and PNG, and HEIC/HEIF, converted here when the browser can read them. */
export const PICKER_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', '.heic', '.heif'];

const isHeic = (file: File) => /^image\/hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The size a picture of `width`×`height` is drawn at: within PREPARED_SIDE on its longest side. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREPARED_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function jpegName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}

async function encode(bitmap: ImageBitmap, quality: number): Promise<Blob | null> {
  const size = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((done) => canvas.toBlob(done, 'image/jpeg', quality));
}

/** The file to crop and upload, or the sentence saying why this one cannot be. */
export async function preparePhoto(file: File): Promise<{ file: File } | { problem: string }> {
  const heic = isHeic(file);
  if (!heic && !isAcceptedPhoto(file)) return { problem: PHOTO_PICK_TEXT.wrongType };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { problem: heic ? PHOTO_PICK_TEXT.heic : PHOTO_PICK_TEXT.wrongType };
  }
  try {
    if (bitmap.width === 0 || bitmap.width * bitmap.height > MAX_PIXELS)
      return { problem: PHOTO_PICK_TEXT.tooBig };
    const fits = Math.max(bitmap.width, bitmap.height) <= PREPARED_SIDE && file.size <= MEDIA.imageBytes;
    if (fits && !heic) return { file };
    for (const quality of QUALITIES) {
      const blob = await encode(bitmap, quality);
      if (blob && blob.size <= MEDIA.imageBytes) {
        return { file: new File([blob], jpegName(file.name), { type: 'image/jpeg' }) };
      }
    }
    return { problem: PHOTO_PICK_TEXT.tooBig };
  } finally {
    bitmap.close();
  }
}
