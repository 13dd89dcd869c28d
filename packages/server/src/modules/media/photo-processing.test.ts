// The photo pipeline on its own: type by bytes, the square it keeps, upright by EXIF, and nothing of the
// original's metadata in what is stored.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKindOf, processPhoto, squareOf, storedSquareOf } from './photo-processing.ts';
import { makeJpeg, makePng } from './testing/media-test-kit.ts';

async function pixel(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (b ?? 0) > 200 && (r ?? 255) < 60 && (g ?? 255) < 60;

const QUADRANT_COLOURS = {
  red: [255, 0, 0],
  green: [0, 255, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
} as const;
type QuadrantColour = keyof typeof QUADRANT_COLOURS;

/** A png in four colours split at (splitX, splitY), not at the middle: red, green on top; blue, yellow below. */
function quadrants(width: number, height: number, splitX: number, splitY: number): Promise<Buffer> {
  const block = (w: number, h: number, colour: QuadrantColour) => ({
    create: {
      width: w,
      height: h,
      channels: 3 as const,
      background: `rgb(${QUADRANT_COLOURS[colour].join(',')})`,
    },
  });
  return sharp(block(width, height, 'red'))
    .composite([
      { input: block(width - splitX, splitY, 'green'), left: splitX, top: 0 },
      { input: block(splitX, height - splitY, 'blue'), left: 0, top: splitY },
      { input: block(width - splitX, height - splitY, 'yellow'), left: splitX, top: splitY },
    ])
    .png()
    .toBuffer();
}

/** Which of the four colours a decoded pixel is, or null when it is none of them (an edge, a wrong crop). */
async function colourReader(jpeg: Buffer): Promise<(x: number, y: number) => QuadrantColour | null> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const i = (y * info.width + x) * info.channels;
    const found = Object.entries(QUADRANT_COLOURS).find(([, rgb]) =>
      rgb.every((value, channel) => Math.abs(value - (data[i + channel] ?? -999)) < 60),
    );
    return (found?.[0] as QuadrantColour | undefined) ?? null;
  };
}

/** The colours just around the point where the four quadrants meet, `gap` pixels each way. */
async function around(jpeg: Buffer, x: number, y: number, gap = 8) {
  const colour = await colourReader(jpeg);
  return [
    colour(x - gap, y - gap),
    colour(x + gap, y - gap),
    colour(x - gap, y + gap),
    colour(x + gap, y + gap),
  ];
}

async function rawPixels(image: Buffer): Promise<Buffer> {
  return sharp(image).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

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

describe('storedSquareOf', () => {
  // Stored 4000×3000; orientations 5 to 8 show it as 3000×4000.
  const small = { left: 100, top: 200, side: 500 };
  const tall = { left: 200, top: 900, side: 2400 };
  it.each([
    [1, { left: 500, top: 0, side: 3000 }, { left: 500, top: 0, side: 3000 }],
    [2, small, { left: 3400, top: 200, side: 500 }],
    [3, small, { left: 3400, top: 2300, side: 500 }],
    [4, small, { left: 100, top: 2300, side: 500 }],
    [5, tall, { left: 900, top: 200, side: 2400 }],
    [6, tall, { left: 900, top: 400, side: 2400 }],
    [7, tall, { left: 700, top: 400, side: 2400 }],
    [8, tall, { left: 700, top: 200, side: 2400 }],
  ])(
    'finds the upright square in the stored pixels for EXIF orientation %i',
    (orientation, upright, stored) => {
      expect(storedSquareOf(upright, orientation, 4000, 3000)).toEqual(stored);
    },
  );
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

  it('keeps the centred square of a 12 MP landscape photo', async () => {
    // 4000×3000 keeps x 500 to 3500; the colours meet at (2600, 1200), so at (756, 432) in the stored 1080².
    const photo = await sharp(await quadrants(4000, 3000, 2600, 1200))
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(await around(await processPhoto(photo), 756, 432)).toEqual(['red', 'green', 'blue', 'yellow']);
  });

  it('keeps the chosen square of a 12 MP portrait photo stored sideways (EXIF 6)', async () => {
    // Upright 3000×4000, stored turned a quarter anticlockwise; the camera's tag turns it back. The crop keeps x 200
    // to 2600 and y 900 to 3300, where the colours meet at (1400, 2000): (540, 495) in the stored 1080².
    const photo = await sharp(await quadrants(3000, 4000, 1400, 2000))
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(photo).metadata()).autoOrient).toEqual({ width: 3000, height: 4000 });
    const stored = await processPhoto(photo, { x: 200, y: 900, width: 2400, height: 2400 });
    expect((await sharp(stored).metadata()).orientation).toBeUndefined();
    expect(await around(stored, 540, 495)).toEqual(['red', 'green', 'blue', 'yellow']);
  });

  // A square smaller than the stored 1080² (scaled up) and one larger (scaled down), each off-centre in the picture.
  const sizes = [
    { width: 600, height: 400, crop: { x: 60, y: 40, width: 250, height: 250 } },
    { width: 2400, height: 2200, crop: { x: 150, y: 120, width: 2200, height: 2200 } },
  ];
  it.each([1, 2, 3, 4, 5, 6, 7, 8].flatMap((orientation) => sizes.map((size) => ({ orientation, ...size }))))(
    'cuts what turning the whole picture first would cut (EXIF $orientation, $width×$height)',
    async ({ orientation, width, height, crop }) => {
      const photo = await sharp(
        await quadrants(width, height, Math.round(width * 0.35), Math.round(height * 0.6)),
      )
        .withMetadata({ orientation })
        .jpeg({ quality: 90 })
        .toBuffer();
      const meta = await sharp(photo).metadata();
      const square = squareOf(meta.autoOrient.width, meta.autoOrient.height, crop);
      const turnedFirst = await sharp(photo)
        .rotate()
        .extract({ left: square.left, top: square.top, width: square.side, height: square.side })
        .resize(1080, 1080)
        .png()
        .toBuffer();
      const stored = await processPhoto(photo, crop);
      // A mirrored, turned or shifted square differs by tens on average; the same one by a little at the edges.
      expect(meanDifference(await rawPixels(stored), await rawPixels(turnedFirst))).toBeLessThan(3);
    },
  );

  it('refuses with a sentence, not a 500, an upload cut short after its header', async () => {
    const big = await sharp(await quadrants(2400, 2200, 800, 900))
      .jpeg({ quality: 90 })
      .toBuffer();
    // The header reads (so the crop is planned), the pixels do not.
    await expect(processPhoto(big.subarray(0, big.length >> 1))).rejects.toMatchObject({
      status: 400,
      message: 'This photo could not be read. Please choose another jpg or png.',
    });
  });
});
