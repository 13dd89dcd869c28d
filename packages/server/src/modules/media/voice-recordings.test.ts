// Voice recordings through the real routes (RULES.md "Reads and writes", "Files"): prompts, details first and then
// the WAV, the WAV's checks, the limit of two, listing and deletion.
import { randomUUID } from 'node:crypto';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { voiceRecordings } from './media.schema.ts';
import { makeWav, uploadWav } from './testing/media-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PROMPT = VOICE_PROMPTS[0];
const MAX = 'You can keep at most 2 voice recordings. Delete one to record another.';
const wavName = () => `${randomUUID()}.wav`;

function register(user: TestUser, filename: string, prompt: string = PROMPT) {
  return apiPost(server, 'uploadvrdata', { vrdata: { filename, prompt } }, { cookie: user.cookie });
}

async function record(user: TestUser, seconds = 3): Promise<string> {
  const filename = wavName();
  expect((await register(user, filename)).json()).toEqual({ success: true });
  const res = await uploadWav(server, user, filename, makeWav({ seconds }));
  expect(res.json()).toEqual({ success: true });
  return filename;
}

async function listed(user: TestUser) {
  return (await apiGet(server, 'voicerecordings', { cookie: user.cookie })).json().vr as {
    id: string;
    prompt: string;
    filename: string;
  }[];
}

describe('vrprompts', () => {
  it('lists the nine prompts as value, label and index', async () => {
    const me = await make.account(server);
    const { prompts } = (await apiGet(server, 'vrprompts', { cookie: me.cookie })).json();
    expect(prompts).toHaveLength(9);
    expect(prompts[0]).toEqual({ value: PROMPT, label: PROMPT, index: 0 });
    expect(prompts.map((p: { index: number }) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('a voice recording', () => {
  it('is registered, uploaded, listed with its prompt, and stored with its duration', async () => {
    const me = await make.account(server);
    const filename = await record(me, 4.25);
    expect(await listed(me)).toEqual([{ id: expect.any(String), prompt: PROMPT, filename }]);
    const stored = await server.app.services.storage.get(storageKeys.voiceRecording(me.id, filename));
    expect(stored?.bytes.subarray(0, 4).toString()).toBe('RIFF');
    const rows = await server.database.db.select().from(voiceRecordings);
    expect(rows.find((r) => r.filename === filename)?.durationMs).toBe(4250);
  });

  it('is not listed before its file has arrived', async () => {
    const me = await make.account(server);
    await register(me, wavName());
    expect(await listed(me)).toEqual([]);
  });

  it('needs a name like <uuid>.wav and one of the prompts', async () => {
    const me = await make.account(server);
    for (const filename of ['voice.wav', '../x.wav', `${randomUUID()}.mp3`, `${randomUUID()}.wav/../../a`]) {
      const res = await register(me, filename);
      expect(res.json(), filename).toMatchObject({
        success: false,
        error: 'A recording needs a name like "<random id>.wav".',
      });
    }
    expect((await register(me, wavName(), 'Tell me your bank PIN')).json()).toMatchObject({
      success: false,
      error: 'Choose one of the prompts.',
    });
  });

  it('refuses a third recording, and takes one again after a deletion', async () => {
    const me = await make.account(server);
    const first = await record(me);
    await record(me);
    const third = await register(me, wavName());
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ success: false, error: MAX });
    expect((await apiPost(server, 'delvr', { filename: first }, { cookie: me.cookie })).json()).toEqual({
      success: true,
    });
    await record(me);
    expect(await listed(me)).toHaveLength(2);
  });

  it('holds the limit of two when registrations race', async () => {
    const me = await make.account(server);
    const results = await Promise.all(Array.from({ length: 6 }, () => register(me, wavName())));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json().error === MAX)).toHaveLength(4);
  });

  it('counts registered recordings without a file for an hour only', async () => {
    const me = await make.account(server);
    const stale = wavName();
    await server.database.db.insert(voiceRecordings).values({
      userId: me.id,
      filename: stale,
      prompt: PROMPT,
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    await register(me, wavName());
    expect((await register(me, wavName())).json()).toEqual({ success: true });
    expect((await register(me, wavName())).json()).toMatchObject({ success: false, error: MAX });
    // The abandoned row was dropped, so its late file is refused rather than making a third recording.
    const late = await uploadWav(server, me, stale, makeWav());
    expect(late.statusCode).toBe(400);
  });

  it('never ends with three uploaded, even if a third row exists (the upload counts again)', async () => {
    const me = await make.account(server);
    await record(me);
    await record(me);
    // Not reachable through uploadvrdata (it counts pending rows); written directly to test the second guard.
    const old = wavName();
    await server.database.db.insert(voiceRecordings).values({ userId: me.id, filename: old, prompt: PROMPT });
    const res = await uploadWav(server, me, old, makeWav());
    expect(res.json()).toMatchObject({ success: false, error: MAX });
    expect(await listed(me)).toHaveLength(2);
    expect(await server.app.services.storage.get(storageKeys.voiceRecording(me.id, old))).toBeNull();
  });
});

describe('POST /uploadvrfile', () => {
  it('must follow uploadvrdata, by the same person, once', async () => {
    const me = await make.account(server);
    const unannounced = await uploadWav(server, me, wavName(), makeWav());
    expect(unannounced.statusCode).toBe(400);
    expect(unannounced.json().error).toBe('Send the recording’s details (uploadvrdata) before its file.');

    const filename = wavName();
    await register(me, filename);
    const other = await make.account(server);
    expect((await uploadWav(server, other, filename, makeWav())).statusCode).toBe(403);
    expect((await uploadWav(server, me, filename, makeWav())).statusCode).toBe(200);
    const twice = await uploadWav(server, me, filename, makeWav());
    expect(twice.json()).toMatchObject({
      success: false,
      error: 'This recording has already been uploaded.',
    });
  });

  it('refuses what is not a WAV, a recording over 60 seconds, and a file over 10 MB', async () => {
    const me = await make.account(server);
    const filename = wavName();
    await register(me, filename);
    const script = await uploadWav(server, me, filename, Buffer.from('#!/bin/sh\nrm -rf ~\n'));
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toBe('This recording is not a WAV file. Please record it again.');
    const long = await uploadWav(server, me, filename, makeWav({ seconds: 75, sampleRate: 8000 }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(
      'Recordings can be at most 60 seconds long. Please record a shorter answer.',
    );
    const huge = await uploadWav(server, me, filename, makeWav({ seconds: 56, sampleRate: 96_000 }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('Recordings can be at most 10 MB.');
    expect(await listed(me)).toEqual([]);
    expect(await server.app.services.storage.get(storageKeys.voiceRecording(me.id, filename))).toBeNull();
    // The details stay, so the same recording may still come once it is right.
    expect((await uploadWav(server, me, filename, makeWav())).statusCode).toBe(200);
  });
});

describe('delvr', () => {
  it('deletes the row and the file, and only the owner may', async () => {
    const me = await make.account(server);
    const filename = await record(me);
    const other = await make.account(server);
    expect((await apiPost(server, 'delvr', { filename }, { cookie: other.cookie })).statusCode).toBe(403);
    expect(await listed(me)).toHaveLength(1);
    await apiPost(server, 'delvr', { filename }, { cookie: me.cookie });
    expect(await listed(me)).toEqual([]);
    expect(await server.app.services.storage.get(storageKeys.voiceRecording(me.id, filename))).toBeNull();
    expect((await apiPost(server, 'delvr', { filename }, { cookie: me.cookie })).statusCode).toBe(404);
  });
});
