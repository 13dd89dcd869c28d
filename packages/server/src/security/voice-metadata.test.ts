// Metadata in voice recordings (RULES.md "Constants and limits": 16-bit PCM WAV): a recording whose file carries
// LIST/INFO, id3 and bext chunks, bytes hidden after the fmt fields and a chunk after the audio, each holding a
// marker (a name, a place, a device), is uploaded and then downloaded by a match. The match must get a valid WAV with
// the same samples and none of the markers.
import { randomUUID } from 'node:crypto';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { download, uploadWav } from '../modules/media/testing/media-test-kit.ts';
import { readWav } from '../modules/media/wav-header.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const MARKER = 'MARKER-Jane-Doe-42-Ponsonby-Rd-iPhone';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function chunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  // Chunks are padded to an even length.
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
}

/** 16-bit mono PCM at 16 kHz with noise for samples, wrapped in every kind of metadata, each naming MARKER. */
function wavWithMetadata(samples: Buffer): Buffer {
  const fmt = Buffer.alloc(18);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(16_000, 4);
  fmt.writeUInt32LE(32_000, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const hidden = Buffer.from(`${MARKER}!`, 'latin1');
  fmt.writeUInt16LE(hidden.length, 16);
  const info = Buffer.concat([
    Buffer.from('INFO', 'latin1'),
    chunk('INAM', Buffer.from(`${MARKER}\0`, 'latin1')),
  ]);
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('LIST', info),
    chunk('fmt ', Buffer.concat([fmt, hidden])),
    chunk('bext', Buffer.from(`${MARKER} originator`, 'latin1')),
    chunk('id3 ', Buffer.concat([Buffer.from('ID3\u0003\0\0\0\0\0\u0010', 'latin1'), Buffer.from(MARKER)])),
    chunk('data', samples),
    chunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), chunk('ICMT', Buffer.from(MARKER))])),
  ]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** The samples of a RIFF/WAVE file: the body of its data chunk. */
function samplesOf(wav: Buffer): Buffer {
  let at = 12;
  while (at + 8 <= wav.length) {
    const size = wav.readUInt32LE(at + 4);
    if (wav.toString('latin1', at, at + 4) === 'data') return wav.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

describe('a voice recording full of metadata', () => {
  it('reaches a match as its audio alone', async () => {
    const { a, b } = await make.room(server);
    const samples = Buffer.alloc(16_000 * 2);
    for (let i = 0; i < samples.length; i += 2)
      samples.writeInt16LE(Math.round(Math.sin(i / 40) * 12_000), i);
    const uploaded = wavWithMetadata(samples);
    expect(uploaded.toString('latin1').split(MARKER).length - 1).toBe(5);

    const filename = `${randomUUID()}.wav`;
    const prompt = VOICE_PROMPTS[0];
    const registered = await apiPost(server, 'uploadvrdata', { vrdata: { filename, prompt } }, a);
    expect(registered.json()).toEqual({ success: true });
    expect((await uploadWav(server, a, filename, uploaded)).json()).toEqual({ success: true });

    const heard = await download(server, b, `type=VoiceRecording&file=${filename}`);
    expect(heard.statusCode).toBe(200);
    const got = heard.rawPayload;
    const left = got.toString('latin1').split(MARKER).length - 1;
    console.log(
      `voice metadata: uploaded ${uploaded.length} bytes with the marker 5 times; a match downloaded ${got.length} bytes with it ${left} times`,
    );
    expect(got.includes(Buffer.from('MARKER'))).toBe(false);
    // A valid WAV: RIFF/WAVE, its size right, only fmt and data, and the same samples.
    expect(got.toString('latin1', 0, 4)).toBe('RIFF');
    expect(got.readUInt32LE(4)).toBe(got.length - 8);
    expect(got.length).toBe(44 + samples.length);
    expect(readWav(got)).toMatchObject({ format: 'pcm', channels: 1, sampleRate: 16_000, durationMs: 1000 });
    expect(samplesOf(got).equals(samples)).toBe(true);
  });
});
