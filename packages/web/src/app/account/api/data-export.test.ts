import { describe, expect, it } from 'vitest';
import {
  type ExportProgress,
  fileNameOf,
  fractionOf,
  readWithProgress,
  refusalOf,
  sizeText,
  totalOf,
} from './data-export.ts';

/** A body that arrives in the given chunks, as a slow connection delivers it. */
function streamed(chunks: number[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [index, size] of chunks.entries()) controller.enqueue(new Uint8Array(size).fill(index));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/zip', ...headers } });
}

describe('fileNameOf', () => {
  it("takes the server's name, preferring the UTF-8 one", () => {
    expect(fileNameOf('attachment; filename="rookery-data-2025-01-02.zip"')).toBe(
      'rookery-data-2025-01-02.zip',
    );
    expect(fileNameOf('attachment; filename=data.zip')).toBe('data.zip');
    expect(fileNameOf(`attachment; filename="plain.zip"; filename*=UTF-8''p%C3%AEp%20data.zip`)).toBe(
      'pîp data.zip',
    );
  });

  it('never lets the name leave the downloads folder or hide itself', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="..\\\\x\\\\evil.zip"')).toBe('evil.zip');
    expect(fileNameOf('attachment; filename=".bashrc"')).toBe('my-data.zip');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBe('my-data.zip');
  });

  it('falls back when there is no usable header', () => {
    expect(fileNameOf(null)).toBe('my-data.zip');
    expect(fileNameOf('attachment')).toBe('my-data.zip');
    expect(fileNameOf('attachment; filename=""')).toBe('my-data.zip');
  });
});

describe('progress', () => {
  it('is a share only when the size is known', () => {
    expect(fractionOf({ received: 250, total: 1000 })).toBe(0.25);
    expect(fractionOf({ received: 2000, total: 1000 })).toBe(1);
    expect(fractionOf({ received: 250, total: null })).toBeNull();
    expect(fractionOf({ received: 0, total: 0 })).toBeNull();
  });

  it('writes sizes in bytes, KB or MB with one decimal', () => {
    expect(sizeText(0)).toBe('0 bytes');
    expect(sizeText(-5)).toBe('0 bytes');
    expect(sizeText(999)).toBe('999 bytes');
    expect(sizeText(12_400)).toBe('12 KB');
    expect(sizeText(3_450_000)).toBe('3.5 MB');
  });

  it('reads the total from Content-Length only when it is a whole number', () => {
    expect(totalOf(new Response('x', { headers: { 'Content-Length': '1200' } }))).toBe(1200);
    expect(totalOf(new Response(null))).toBeNull();
    expect(totalOf(new Response('x', { headers: { 'Content-Length': '12ab' } }))).toBeNull();
  });
});

describe('readWithProgress', () => {
  it('reports every chunk and returns the whole file', async () => {
    const seen: ExportProgress[] = [];
    const blob = await readWithProgress(streamed([3, 5, 2], { 'Content-Length': '10' }), (progress) =>
      seen.push(progress),
    );
    expect(seen.map((progress) => progress.received)).toEqual([0, 3, 8, 10]);
    expect(seen.every((progress) => progress.total === 10)).toBe(true);
    expect(blob.size).toBe(10);
    expect(blob.type).toBe('application/zip');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 2, 2]);
  });

  it('works without a known size', async () => {
    const seen: ExportProgress[] = [];
    const blob = await readWithProgress(streamed([4, 4]), (progress) => seen.push(progress));
    expect(seen.at(-1)).toEqual({ received: 8, total: null });
    expect(blob.size).toBe(8);
  });
});

describe('refusalOf', () => {
  it("shows the envelope's sentence", async () => {
    const refusal = Response.json(
      { success: false, error: 'Too many attempts, please try again later.' },
      {
        status: 429,
      },
    );
    expect(await refusalOf(refusal)).toBe('Too many attempts, please try again later.');
  });

  it('says Unauthorized for a lost session and the fallback for anything unreadable', async () => {
    expect(await refusalOf(new Response('', { status: 401 }))).toBe('Unauthorized');
    expect(await refusalOf(new Response('<html>bad gateway</html>', { status: 502 }))).toBe(
      'Oops something went wrong!',
    );
    expect(await refusalOf(Response.json({ success: false, error: '  ' }, { status: 500 }))).toBe(
      'Oops something went wrong!',
    );
  });
});
