// The blurred copy of a flagged chat image: what GET /download serves anyone but its sender unless the
// link asks for the original, so an app that never heard of `flagged` cannot show it plainly. Made on request from
// the stored file: shrunk to a few pixels (nothing of the picture's detail survives), then enlarged with a blur, as
// a small jpeg without metadata. Shrinking first keeps it cheap (sharp decodes a jpeg at a fraction of its size).
import sharp from 'sharp';

/** Side of the thumbnail the detail is reduced to, and of the copy that is served. */
const DETAIL_PX = 16;
const SERVED_PX = 320;

export async function blurredCopy(image: Buffer): Promise<Buffer> {
  const tiny = await sharp(image, { limitInputPixels: 64_000_000 })
    .rotate()
    .resize(DETAIL_PX, DETAIL_PX, { fit: 'inside' })
    .toBuffer();
  return sharp(tiny)
    .resize(SERVED_PX, SERVED_PX, { fit: 'inside', kernel: 'cubic' })
    .blur(8)
    .jpeg({ quality: 70 })
    .toBuffer();
}
