// A private photo from its upload to what is stored (RULES.md "Validation", "Budgets"): the type read from the bytes,
// turned upright by its EXIF orientation, cut to a square, scaled to MEDIA.photoSide and saved as a jpeg with no
// metadata at all (no EXIF, so no GPS position or camera serial; no ICC or XMP). sharp does the work on libuv's
// thread pool, so the event loop keeps serving while a photo is processed (bench/photo-processing.bench.ts).

import { MEDIA } from '@rookery/shared/limits.ts';
import { PHOTO_TEXT } from '@rookery/shared/media-text.ts';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';

export type ImageKind = 'jpeg' | 'png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** jpeg or png by their first bytes, never by name or declared type; null for anything else. */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

const px = z.number({ error: 'The crop needs x, y, width and height in pixels.' }).finite();

/** The crop the web app's cropper reports, in pixels of the upright source image. */
export const ZCrop = z.object({
  x: px,
  y: px,
  width: px.positive('The crop needs a width and height above zero.'),
  height: px.positive('The crop needs a width and height above zero.'),
});
export type Crop = z.infer<typeof ZCrop>;

export interface Square {
  left: number;
  top: number;
  side: number;
}

/**
 * The square to keep of an upright `width`×`height` image: the largest square inside the crop, centred on it and
 * moved inside the image; without a crop, the centred square of the whole image.
 */
export function squareOf(width: number, height: number, crop?: Crop): Square {
  const largest = Math.min(width, height);
  if (!crop) {
    return {
      left: Math.floor((width - largest) / 2),
      top: Math.floor((height - largest) / 2),
      side: largest,
    };
  }
  const side = Math.max(1, Math.min(largest, Math.round(Math.min(crop.width, crop.height))));
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(centreX - side / 2, width - side),
    top: clamp(centreY - side / 2, height - side),
    side,
  };
}

/** Bigger pictures are refused before decoding (a small png can claim billions of pixels). */
export const MAX_INPUT_PIXELS = 64_000_000;
export const PHOTO_QUALITY = 82;

/**
 * Where `square` of the upright picture lies in the pixels as stored, for an EXIF `orientation` (1 to 8) and the
 * stored `width`×`height`. Cutting there and turning only the 1080² result upright spares turning all 12 MP.
 */
export function storedSquareOf(square: Square, orientation: number, width: number, height: number): Square {
  const { left, top, side } = square;
  // Orientations 5 to 8 swap the axes; then stored x runs the other way for 2, 3, 7 and 8, stored y for 3, 4, 6, 7.
  const transposed = orientation >= 5 && orientation <= 8;
  const mirrorX = [2, 3, 7, 8].includes(orientation);
  const mirrorY = [3, 4, 6, 7].includes(orientation);
  const x = transposed ? top : left;
  const y = transposed ? left : top;
  return {
    left: mirrorX ? width - x - side : x,
    top: mirrorY ? height - y - side : y,
    side,
  };
}

/**
 * The stored form of an uploaded photo: a MEDIA.photoSide square jpeg without metadata. With `shape` 'whole' (a
 * chat image) the whole upright picture is kept instead, at most MEDIA.photoSide on its longer side.
 */
export async function processPhoto(
  bytes: Buffer,
  crop?: Crop,
  shape: 'square' | 'whole' = 'square',
): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw new AppError('BAD_INPUT', PHOTO_TEXT.unreadable);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError('BAD_INPUT', 'This photo has too many pixels. Please choose one under 64 megapixels.');
  }
  // The crop was chosen on the upright picture, so it is measured after the EXIF orientation is applied.
  const square = squareOf(meta.autoOrient.width, meta.autoOrient.height, crop);
  const stored = storedSquareOf(square, meta.orientation ?? 1, meta.width, meta.height);
  // Converting a colour profile (an iPhone's Display P3, a camera's sRGB) to sRGB costs as much as decoding when
  // done on 12 MP, so an RGB photo with a profile is cut and scaled with its profile kept, and converted at
  // 1080² (the same pixels, measured: photo-processing.test.ts, bench/photo-processing.bench.ts).
  const convertAfter = Boolean(meta.icc) && meta.space === 'srgb';
  try {
    // Cut in the stored pixels, scale, then turn upright: autoOrient() comes after extract() on purpose, as sharp
    // turns the whole picture first (a copy of all 12 MP) when it is asked to orient before a crop. No
    // keepMetadata/withMetadata on the jpeg: sharp then writes none, and converts any colour profile to sRGB.
    const cut =
      shape === 'whole'
        ? sharp(bytes, options)
            .autoOrient()
            .resize(MEDIA.photoSide, MEDIA.photoSide, { fit: 'inside', withoutEnlargement: true })
        : sharp(bytes, options)
            .extract({ left: stored.left, top: stored.top, width: stored.side, height: stored.side })
            .resize(MEDIA.photoSide, MEDIA.photoSide)
            .autoOrient();
    const small = convertAfter
      ? sharp(await cut.keepIccProfile().tiff({ compression: 'none' }).toBuffer(), options)
      : cut;
    return await small
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new AppError('BAD_INPUT', PHOTO_TEXT.unreadable);
  }
}
