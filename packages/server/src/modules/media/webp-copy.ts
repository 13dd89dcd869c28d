// The WebP twin of an AI image: what GET /download sends a browser that says it takes WebP (Accept: image/webp), in
// place of the stored PNG, with the same pixels. A card's picture is the deck's largest paint on a phone (Lighthouse:
// a 131 KB PNG, under a quarter of that as WebP). Made once from the stored PNG, the first time a browser asks, and
// stored beside it (storageKeys.webpCopy): the smaller of a lossy and a lossless encoding, since a flat illustration
// compresses better without loss and a painted one with it. download.service.ts still sends the PNG when the twin
// is not smaller.
import sharp from 'sharp';

/** The encodings tried, the smaller kept (the lossy one at sharp's default quality). */
const LOSSY = { quality: 80, effort: 4 } as const;
const LOSSLESS = { lossless: true, effort: 4 } as const;

export async function webpCopy(png: Buffer): Promise<Buffer> {
  const source = () => sharp(png, { limitInputPixels: 64_000_000 });
  const [lossy, lossless] = await Promise.all([
    source().webp(LOSSY).toBuffer(),
    source().webp(LOSSLESS).toBuffer(),
  ]);
  return lossy.length <= lossless.length ? lossy : lossless;
}
