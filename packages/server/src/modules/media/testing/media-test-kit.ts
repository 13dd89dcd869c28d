// Helpers for the media tests: real jpegs, pngs and WAVs made on the spot, and multipart requests.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestUser } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';

export interface JpegOptions {
  width?: number;
  height?: number;
  /** Adds EXIF with a GPS position, a camera make and this orientation. */
  exif?: { orientation?: number };
}

/** A jpeg whose left half is red and right half blue, optionally with GPS EXIF and an orientation tag. */
export async function makeJpeg({ width = 300, height = 200, exif }: JpegOptions = {}): Promise<Buffer> {
  const half = Math.floor(width / 2);
  let image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
      left: half,
      top: 0,
    },
  ]);
  if (exif) {
    image = image.withMetadata({
      orientation: exif.orientation,
      exif: {
        IFD0: { Make: 'PenguinCam', Model: 'Rockhopper 1', Copyright: 'secret-owner' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '77/1 50/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '166/1 40/1 0/1',
        },
      },
    });
  }
  return image.jpeg({ quality: 90 }).toBuffer();
}

export function makePng(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export interface WavOptions {
  seconds?: number;
  sampleRate?: number;
  channels?: number;
  bits?: number;
  format?: number;
}

/** A WAV of silence with a correct RIFF header (16-bit mono PCM at 16 kHz unless told otherwise). */
export function makeWav({
  seconds = 2,
  sampleRate = 16_000,
  channels = 1,
  bits = 16,
  format = 1,
}: WavOptions = {}) {
  const blockAlign = (channels * bits) / 8;
  const dataBytes = Math.round(seconds * sampleRate) * blockAlign;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(format, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----rookery${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postMultipart(server: TestServer, url: string, parts: Part[], user?: TestUser) {
  const { payload, contentType } = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(user ? { cookie: user.cookie } : {}) },
  });
}

export function uploadPhoto(server: TestServer, user: TestUser | undefined, data: Buffer, crop?: unknown) {
  const parts: Part[] = [{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data }];
  if (crop !== undefined)
    parts.unshift({ name: 'crop', value: typeof crop === 'string' ? crop : JSON.stringify(crop) });
  return postMultipart(server, '/uploadprofileimage', parts, user);
}

export function uploadWav(server: TestServer, user: TestUser | undefined, filename: string, data: Buffer) {
  return postMultipart(
    server,
    '/uploadvrfile',
    [
      { name: 'filename', value: filename },
      { name: 'file', filename, contentType: 'audio/wav', data },
    ],
    user,
  );
}

export function download(server: TestServer, user: TestUser | undefined, query: string, headers = {}) {
  return server.app.inject({
    method: 'GET',
    url: `/download?${query}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  });
}
