// The RULES.md "Calls the app makes" calls as the existing mobile app makes them, one after another against a real
// server: the session cookie and nothing else (no Origin, no CSRF header, no fields the app does not send), and for
// each answer the fields the app reads. The socket half (events, refusals, folded and blurred content) is
// mobile-app-contract.test.ts.
import { randomUUID } from 'node:crypto';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { makeJpeg, makeWav, uploadPhoto, uploadWav } from '../modules/media/testing/media-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOBS_WORKER: '0' });
}, 60_000);
afterAll(async () => server?.close());

describe('the mobile app\'s HTTP calls (RULES.md "Calls the app makes")', () => {
  it('reads and writes as the app does, and every answer carries what the app reads', async () => {
    const me = await make.person(server, { displayName: 'Ana' });
    const them = await make.person(server, { displayName: 'Ben' });
    await make.match(server, me, them, true);
    const as = { cookie: me.cookie };
    const read = async (query: string, fields: string[]) => {
      const res = await apiGet(server, query, as);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.success, query).toBe(true);
      for (const field of fields) expect(body, `${query} → ${field}`).toHaveProperty(field);
      return body;
    };
    const write = async (action: string, data: unknown) => {
      const res = await apiPost(server, action, data, as);
      expect(res.statusCode, action).toBe(200);
      expect(res.json(), action).toMatchObject({ success: true });
      return res.json();
    };

    // Uploads first, as the media hub does: announce, then the multipart file.
    await write('uploadprofileimages', {
      images: [{ filename: 'IMG_0001.jpg' }, { filename: 'IMG_0002.jpg' }],
    });
    for (let i = 0; i < 2; i++)
      expect((await uploadPhoto(server, me, await makeJpeg())).statusCode).toBe(200);
    const voice = `${randomUUID()}.wav`;
    await write('uploadvrdata', { vrdata: { filename: voice, prompt: VOICE_PROMPTS[0] } });
    expect((await uploadWav(server, me, voice, makeWav())).statusCode).toBe(200);

    // The reads of RULES.md "Calls the app makes", each with the fields the app reads.
    await read('profile', ['profile', 'haspublic', 'hasprivate']);
    const photos = (await read('profileimages', ['images'])).images as {
      id: string;
      filename: string;
      profile: number;
    }[];
    expect(photos.length).toBeGreaterThanOrEqual(2);
    expect((await read('voicerecordings', ['vr'])).vr).toHaveLength(1);
    await read('menudata', ['md']);
    await read('matchlist', ['matches', 'flips']);
    await read('matches', ['matches', 'notifications']);
    await read('settings', ['data']);
    await read('pebbles', ['pebbles']);
    await read(`userimages&profile=1`, ['images']);
    const theirs = await apiGet(server, `profilebyid&id=${them.id}&full=1`, as);
    expect(theirs.statusCode).toBe(200);
    for (const field of ['profile', 'images', 'VRs', 'full']) expect(theirs.json()).toHaveProperty(field);

    // The writes of RULES.md "Calls the app makes".
    const notProfile = photos.find((p) => p.profile === 0);
    await write('setuserprofileimage', { id: notProfile?.id });
    const other = photos.find((p) => p.id !== notProfile?.id);
    await write('deluserimage', { filename: other?.filename });
    await write('delvr', { filename: voice });
    await write('settings', { distance: 80, inmiles: false, listed: 1, pushnotifs: 'na' });
    await write('newname', { name: 'Ana Hopper' });
    await write('feedback', { source: 'App', type: 'Technical issue', details: 'Works on my phone.' });
    await write('readnotifications', {});
    await write('deletenotifications', {});

    // Sign-out answers JSON the app parses, and the session is gone.
    const out = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: me.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(() => out.json()).not.toThrow();
    expect((await apiGet(server, 'profile', as)).statusCode).toBe(401);
  });
});
