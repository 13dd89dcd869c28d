// The photo pipeline on its own: type by bytes, the square it keeps, upright by EXIF, and nothing of the
// original's metadata in what is stored.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKindOf, processPhoto, squareOf } from './photo-processing.ts';
import { makeJpeg, makePng } from './testing/media-test-kit.ts';

async function pixel(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (b ?? 0) > 200 && (r ?? 255) < 60 && (g ?? 255) < 60;

describe('imageKindOf', () => {
  it('knows jpeg and png by their first bytes, and nothing else', async () => {
    expect(imageKindOf(await makeJpeg())).toBe('jpeg');
    expect(imageKindOf(await makePng())).toBe('png');
    expect(imageKindOf(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(imageKindOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(
      imageKindOf(
        await sharp(await makePng())
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(imageKindOf(Buffer.alloc(0))).toBeNull();
  });
});

describe('squareOf', () => {
  it('takes the centred square without a crop', () => {
    expect(squareOf(4000, 3000)).toEqual({ left: 500, top: 0, side: 3000 });
    expect(squareOf(300, 500)).toEqual({ left: 0, top: 100, side: 300 });
  });

  it('keeps the largest square inside the crop, centred on it, and moves it inside the image', () => {
    expect(squareOf(4000, 3000, { x: 100, y: 200, width: 1000, height: 1000 })).toEqual({
      left: 100,
      top: 200,
      side: 1000,
    });
    // A wide crop becomes its centred square.
    expect(squareOf(4000, 3000, { x: 0, y: 0, width: 1000, height: 500 })).toEqual({
      left: 250,
      top: 0,
      side: 500,
    });
    // Hanging over the edge: moved back inside.
    expect(squareOf(4000, 3000, { x: 3800, y: -50, width: 600, height: 600 })).toEqual({
      left: 3400,
      top: 0,
      side: 600,
    });
    // Bigger than the image: the largest square there is.
    expect(squareOf(400, 300, { x: -10, y: -10, width: 5000, height: 5000 })).toEqual({
      left: 100,
      top: 0,
      side: 300,
    });
  });
});

describe('processPhoto', () => {
  it('stores a 1080 px square jpeg with no EXIF, GPS, ICC or XMP left from a GPS-tagged photo', async () => {
    const original = await makeJpeg({ width: 1600, height: 1200, exif: { orientation: 1 } });
    const before = await sharp(original).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(original.includes(Buffer.from('PenguinCam'))).toBe(true);

    const stored = await processPhoto(original);
    const after = await sharp(stored).metadata();
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 1080, 1080]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Not even the bytes of the tags survive anywhere in the file.
    for (const trace of ['Exif', 'PenguinCam', 'secret-owner', 'GPS', 'http://ns.adobe.com']) {
      expect(stored.includes(Buffer.from(trace)), trace).toBe(false);
    }
  });

  it('turns the photo upright by its EXIF orientation before cropping', async () => {
    // Stored 300×200, left red and right blue; orientation 6 shows it turned a quarter clockwise: 200×300, red on
    // top. The bottom-left square is blue only if the crop was measured on the upright picture.
    const sideways = await makeJpeg({ width: 300, height: 200, exif: { orientation: 6 } });
    const bottom = await processPhoto(sideways, { x: 0, y: 200, width: 100, height: 100 });
    const top = await processPhoto(sideways, { x: 0, y: 0, width: 100, height: 100 });
    expect(isBlue(await pixel(bottom, 540, 540))).toBe(true);
    expect(isRed(await pixel(top, 540, 540))).toBe(true);
  });

  it('crops where it is told, in source pixels', async () => {
    const photo = await makeJpeg({ width: 400, height: 200 });
    expect(
      isRed(await pixel(await processPhoto(photo, { x: 0, y: 0, width: 150, height: 150 }), 540, 540)),
    ).toBe(true);
    expect(
      isBlue(await pixel(await processPhoto(photo, { x: 250, y: 50, width: 150, height: 150 }), 540, 540)),
    ).toBe(true);
  });

  it('turns a Display P3 photo into sRGB colours, keeping no profile', async () => {
    const p3 = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    // Stored as P3 numbers, sRGB's pure red is about (234, 51, 35); shown right, it is (255, 0, 0) again.
    const [, storedGreen] = await pixel(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), 10, 10);
    expect(storedGreen).toBeGreaterThan(40);
    const stored = await processPhoto(p3);
    const [r, g, b] = await pixel(stored, 540, 540);
    expect([r >= 250, g <= 10, b <= 10]).toEqual([true, true, true]);
    expect((await sharp(stored).metadata()).icc).toBeUndefined();
  });

  it('turns a png with transparency into an opaque jpeg', async () => {
    const stored = await processPhoto(await makePng(500, 300));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 1080, 1080, false]);
  });

  it('refuses bytes that start like a jpeg but are not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
    await expect(processPhoto(fake)).rejects.toMatchObject({
      status: 400,
      message: 'This photo could not be read. Please choose another jpg or png.',
    });
  });
});
