// What every image generator offers: a prompt and a style in, a 768×768 PNG out, with progress on the way.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import sharp from 'sharp';
import type { ImagegenProvider } from './imagegen-config.ts';

/** Every stored AI image is a square PNG of this many pixels a side, whichever generator made it. */
export const IMAGE_SIDE = 768;

export interface GenerateRequest {
  prompt: string;
  style: ImageStyle;
  /** Called with 0–100 as the picture comes along. */
  onProgress?: (percent: number) => void | Promise<void>;
  /** Aborts the generation (the server is stopping). */
  signal?: AbortSignal;
}

export interface ImageGenerator {
  provider: ImagegenProvider;
  generate(request: GenerateRequest): Promise<Buffer>;
}

/** A failure to tell the person about (the job shows it); details for the log go in `detail`. */
export class ImageGenError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Checks that a remote generator's bytes are a picture and makes them the one stored size and format. */
export async function normalisePicture(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes)
      .resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'cover' })
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
  } catch (err) {
    throw new ImageGenError(
      'The image generator sent back something that is not a picture. Please try again.',
      String(err),
    );
  }
}
