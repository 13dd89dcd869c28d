// GET /download (RULES.md "Files", "Who may see what"): the owner gets each kind of file with safe headers; a
// stranger gets 403 for every private type, nobody signed in gets 401, and no file name can reach outside the media
// folder.
import { randomUUID } from 'node:crypto';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { aiImages } from '../images/images.schema.ts';
import { download, makeJpeg, makePng, makeWav, uploadPhoto, uploadWav } from './testing/media-test-kit.ts';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let photo: string;
let voice: string;
let aiImage: string;
const room = randomUUID();
const chatFile = `${randomUUID()}.jpg`;

beforeAll(async () => {
  server = await startTestServer();
  owner = await make.account(server);
  stranger = await make.account(server);
  photo = (await uploadPhoto(server, owner, await makeJpeg())).json().filename;
  voice = `${randomUUID()}.wav`;
  await apiPost(
    server,
    'uploadvrdata',
    { vrdata: { filename: voice, prompt: VOICE_PROMPTS[1] } },
    { cookie: owner.cookie },
  );
  await uploadWav(server, owner, voice, makeWav({ seconds: 1 }));
  // The AI image module writes these; here a row and its file are put in place directly.
  // Noise, like a painted picture's detail, so the encodings have something to compress.
  const png = await sharp(Buffer.from(Array.from({ length: 96 * 96 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 96, height: 96, channels: 3 },
  })
    .png()
    .toBuffer();
  aiImage = randomUUID();
  const aiKey = storageKeys.aiImage(owner.id, aiImage);
  await server.database.db.insert(aiImages).values({
    id: aiImage,
    userId: owner.id,
    style: 'comic',
    description: 'A penguin',
    storageKey: aiKey,
    provider: 'local',
  });
  await server.app.services.storage.put(aiKey, png, 'image/png');
  await server.app.services.storage.put(
    storageKeys.chatImage(room, chatFile),
    await makeJpeg(),
    'image/jpeg',
  );
});
afterAll(() => server.close());

const queries = () => ({
  AIImage: `type=AIImage&file=${aiImage}.png`,
  ProfileImage: `type=ProfileImage&file=${photo}`,
  VoiceRecording: `type=VoiceRecording&file=${voice}`,
  ChatImage: `type=ChatImage&room=${room}&file=${chatFile}`,
});

describe('GET /download', () => {
  it('gives the owner each own file with its type, private caching, nosniff and an inline name', async () => {
    const expected = {
      AIImage: 'image/png',
      ProfileImage: 'image/jpeg',
      VoiceRecording: 'audio/wav',
    } as const;
    for (const [type, contentType] of Object.entries(expected)) {
      const res = await download(server, owner, queries()[type as keyof typeof expected]);
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type'], type).toBe(contentType);
      expect(res.headers['cache-control'], type).toBe('private, max-age=3600');
      expect(res.headers['x-content-type-options'], type).toBe('nosniff');
      expect(res.headers['content-disposition'], type).toMatch(
        /^inline; filename="[0-9a-f-]{36}\.(png|jpg|wav)"$/,
      );
    }
    const wav = await download(server, owner, queries().VoiceRecording);
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const jpeg = await download(server, owner, queries().ProfileImage);
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(1080);
  });

  it('sends a browser that takes WebP the AI image as a smaller WebP of the same pixels, any other client the PNG', async () => {
    const chrome = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const png = await download(server, owner, queries().AIImage);
    const webp = await download(server, owner, queries().AIImage, chrome);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(webp.headers['content-disposition']).toBe(`inline; filename="${aiImage}.webp"`);
    const [pngPixels, webpPixels] = await Promise.all([
      sharp(png.rawPayload).metadata(),
      sharp(webp.rawPayload).metadata(),
    ]);
    expect(webpPixels).toMatchObject({ format: 'webp', width: pngPixels.width, height: pngPixels.height });
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length);
    // Made once and kept beside the PNG.
    const twin = await server.app.services.storage.get(
      storageKeys.webpCopy(storageKeys.aiImage(owner.id, aiImage)),
    );
    expect(twin?.bytes.equals(webp.rawPayload)).toBe(true);
    // The mobile app (no image/webp in its Accept) and a download keep the API's PNG.
    for (const headers of [{}, { accept: '*/*' }, { accept: 'image/png,image/*' }]) {
      const res = await download(server, owner, queries().AIImage, headers);
      expect(res.headers['content-type'], JSON.stringify(headers)).toBe('image/png');
      expect(res.headers.vary, JSON.stringify(headers)).toBe('Accept');
      expect(res.rawPayload.equals(png.rawPayload)).toBe(true);
    }
    const attachment = await download(server, owner, `${queries().AIImage}&download=1`, chrome);
    expect(attachment.headers['content-type']).toBe('image/png');
    expect(attachment.headers['content-disposition']).toBe(`attachment; filename="${aiImage}.png"`);
  });

  it('sends the PNG when its WebP twin is not smaller', async () => {
    const id = randomUUID();
    const key = storageKeys.aiImage(owner.id, id);
    const png = await makePng(40, 30);
    await server.database.db.insert(aiImages).values({
      id,
      userId: owner.id,
      style: 'comic',
      description: 'A penguin',
      storageKey: key,
      provider: 'local',
    });
    await server.app.services.storage.put(key, png, 'image/png');
    await server.app.services.storage.put(storageKeys.webpCopy(key), Buffer.alloc(png.length), 'image/webp');
    const res = await download(server, owner, `type=AIImage&file=${id}.png`, { accept: 'image/webp,*/*' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('sends an attachment when asked with download=1 (the Download button)', async () => {
    const res = await download(server, owner, `${queries().ProfileImage}&download=1`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${photo}"`);
  });

  it('answers a byte range of a recording with 206, as audio players ask', async () => {
    const res = await download(server, owner, queries().VoiceRecording, { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.toString()).toBe('RIFF');
    expect(res.headers['content-range']).toBe(`bytes 0-3/${44 + 32_000}`);
  });

  it('refuses a stranger every private file type with 403', async () => {
    for (const [type, query] of Object.entries(queries())) {
      const res = await download(server, stranger, query);
      expect(res.statusCode, type).toBe(403);
      expect(res.json(), type).toMatchObject({ success: false, error: 'Forbidden' });
    }
  });

  it('answers nobody signed in with 401, and an unverified account with 403', async () => {
    for (const [type, query] of Object.entries(queries())) {
      expect((await download(server, undefined, query)).statusCode, type).toBe(401);
    }
    const unverified = await make.account(server, { verified: false });
    expect((await download(server, unverified, queries().ProfileImage)).statusCode).toBe(403);
  });

  it('refuses names that are not the server’s own, traversal attempts among them', async () => {
    const attempts = [
      'type=ProfileImage&file=../../../../etc/passwd',
      'type=ProfileImage&file=..%2F..%2F..%2Fetc%2Fpasswd',
      'type=ProfileImage&file=%2e%2e%2f%2e%2e%2fdb%2fPG_VERSION',
      `type=ProfileImage&file=${photo}%2F..%2F..%2Fx.jpg`,
      `type=ProfileImage&file=..%5C..%5C${photo}`,
      `type=ProfileImage&file=${photo}%00.png`,
      `type=ProfileImage&file=/${photo}`,
      `type=ProfileImage&file=${photo.replace('.jpg', '.wav')}`,
      `type=VoiceRecording&file=${voice}.jpg`,
      `type=AIImage&file=${aiImage}`,
      `type=ChatImage&room=..%2F..%2Fphotos&file=${chatFile}`,
      `type=ChatImage&file=${chatFile}`,
      'type=ProfileImage',
    ];
    for (const query of attempts) {
      const res = await download(server, owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success, query).toBe(false);
    }
    const unknownType = await download(server, owner, `type=Passwords&file=${photo}`);
    expect(unknownType.json()).toMatchObject({ success: false, error: 'Unknown download type.' });
  });

  it('answers 404 for a well-formed name that is not a file', async () => {
    for (const query of [
      `type=ProfileImage&file=${randomUUID()}.jpg`,
      `type=VoiceRecording&file=${randomUUID()}.wav`,
      `type=AIImage&file=${randomUUID()}.png`,
    ]) {
      expect((await download(server, owner, query)).statusCode, query).toBe(404);
    }
  });

  it('does not serve a recording whose file never arrived', async () => {
    const pending = `${randomUUID()}.wav`;
    await apiPost(
      server,
      'uploadvrdata',
      { vrdata: { filename: pending, prompt: VOICE_PROMPTS[2] } },
      { cookie: owner.cookie },
    );
    expect((await download(server, owner, `type=VoiceRecording&file=${pending}`)).statusCode).toBe(404);
  });
});

describe('the public image in menudata and profile', () => {
  it('names the selected AI image and says haspublic', async () => {
    const me = await make.account(server);
    const menu = async () => (await apiGet(server, 'menudata', { cookie: me.cookie })).json().md[0].aiimage;
    expect(await menu()).toBeNull();
    const [row] = await server.database.db
      .insert(aiImages)
      .values({
        userId: me.id,
        style: 'comic',
        description: 'x',
        storageKey: 'x',
        provider: 'local',
        isProfile: true,
      })
      .returning({ id: aiImages.id });
    expect(await menu()).toBe(row?.id);
    expect((await apiGet(server, 'profile', { cookie: me.cookie })).json()).toMatchObject({
      haspublic: true,
      hasprivate: false,
    });
  });
});
