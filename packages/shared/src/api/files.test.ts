import { describe, expect, it } from 'vitest';
import { aiImageUrl, downloadUrl } from './files.ts';

// The builders this one replaced wrote `/download?${new URLSearchParams({...})}`: the same bytes for any value.
const { URLSearchParams: Params } = globalThis as unknown as {
  URLSearchParams: new (init: Record<string, string>) => { toString(): string };
};
const before = (init: Record<string, string>) => `/download?${new Params(init)}`;

describe('downloadUrl (RULES.md "Files" GET /download)', () => {
  it('writes the links the web and the server wrote by hand, byte for byte', () => {
    const id = '0b6f3c9e-6d2a-4f0e-9a51-2f8d4c1b7e10';
    expect(aiImageUrl(id)).toBe(`/download?type=AIImage&file=${id}.png`);
    expect(aiImageUrl('f00', true)).toBe('/download?type=AIImage&file=f00.png&download=1');
    expect(downloadUrl({ type: 'ChatImage', room: id, file: `${id}.jpg` })).toBe(
      before({ type: 'ChatImage', room: id, file: `${id}.jpg` }),
    );
    expect(downloadUrl({ type: 'ProfileImage', file: 'a.jpg', exp: '1790000000', sig: 'a-b_c' })).toBe(
      before({ type: 'ProfileImage', file: 'a.jpg', exp: '1790000000', sig: 'a-b_c' }),
    );
    expect(downloadUrl({ type: 'VoiceRecording', file: 'v.wav', download: true })).toBe(
      before({ type: 'VoiceRecording', file: 'v.wav', download: '1' }),
    );
  });

  it('asks for a flagged chat image as sent with original=1, last', () => {
    const id = '0b6f3c9e-6d2a-4f0e-9a51-2f8d4c1b7e10';
    expect(downloadUrl({ type: 'ChatImage', room: id, file: `${id}.jpg`, original: true })).toBe(
      `/download?type=ChatImage&room=${id}&file=${id}.jpg&original=1`,
    );
    expect(downloadUrl({ type: 'ChatImage', room: id, file: `${id}.jpg`, original: false })).not.toContain(
      'original',
    );
  });

  it('encodes any file name as URLSearchParams does', () => {
    for (const file of ["a b+c&d=e/f?g#h%i!j'k(l)m~n*o.png", 'é ü 😀', '../../etc/passwd', '']) {
      expect(downloadUrl({ type: 'AIImage', file })).toBe(before({ type: 'AIImage', file }));
    }
  });
});
