// The face check's pictures: how big a frame taken from the camera is, and how it is made small enough to
// send (FACE_CHECK.frameChars of base64 each). Pure: the canvas is behind `encode`, so this is tested without one.
import { FACE_CHECK } from '@rookery/shared/face-check.ts';

/** The long side of a frame sent: plenty for a face at arm's length, small enough for the size limit. */
export const FRAME_LONG_SIDE = 480;

/** JPEG qualities tried in turn, best first, until a frame fits. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35] as const;

/** Then smaller pictures, as a share of the frame size, should even the lowest quality not fit (a very noisy camera). */
export const FRAME_SCALES = [1, 0.8, 0.64] as const;

const JPEG_PREFIX = 'data:image/jpeg;base64,';

export interface FrameSize {
  width: number;
  height: number;
}

/** A video's size brought down to `longSide` on its longer side (never up), in whole pixels. */
export function captureSize(videoWidth: number, videoHeight: number, longSide = FRAME_LONG_SIDE): FrameSize {
  if (videoWidth <= 0 || videoHeight <= 0) throw new Error('The camera gave no picture.');
  const scale = Math.min(1, longSide / Math.max(videoWidth, videoHeight));
  return {
    width: Math.max(1, Math.round(videoWidth * scale)),
    height: Math.max(1, Math.round(videoHeight * scale)),
  };
}

/** The base64 characters of a data URL (what FACE_CHECK.frameChars counts). */
export function base64Chars(dataUrl: string): number {
  return dataUrl.length - dataUrl.indexOf(',') - 1;
}

export class FrameTooLargeError extends Error {
  override readonly name = 'FrameTooLargeError';
}

/**
 * The first JPEG that fits, trying each quality at the full size, then each at smaller sizes.
 * @param encode draws the frame at `scale` of its size and encodes it as a data URL at `quality`
 */
export function fitFrame(
  encode: (scale: number, quality: number) => string,
  maxChars: number = FACE_CHECK.frameChars,
): string {
  for (const scale of FRAME_SCALES) {
    for (const quality of JPEG_QUALITIES) {
      const url = encode(scale, quality);
      // A browser that cannot write JPEG hands back a PNG instead, which the server refuses.
      if (!url.startsWith(JPEG_PREFIX))
        throw new FrameTooLargeError('This browser cannot make JPEG pictures.');
      if (base64Chars(url) <= maxChars) return url;
    }
  }
  throw new FrameTooLargeError('The camera pictures were too large to send.');
}
