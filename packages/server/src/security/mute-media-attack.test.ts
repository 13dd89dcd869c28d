// The attack: a muted person cannot write to their match, so they show it instead: a new private photo (a full match
// sees it), a voice recording (matches hear it) or an AI picture of the threat (the deck and every match see it).
// Against a real server muted through the admin runner: each is refused with the mute's date before anything is
// stored or paid for, the other member adds theirs, and a lifted mute lets them in.
import { randomUUID } from 'node:crypto';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { generate } from '../modules/images/testing/images-test-kit.ts';
import { privatePhotos, voiceRecordings } from '../modules/media/media.schema.ts';
import { makeJpeg, makeWav, uploadPhoto, uploadWav } from '../modules/media/testing/media-test-kit.ts';
import { MUTED_TEXT } from '../modules/moderation/mute-check.ts';
import { make, type TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOBS_WORKER: '0' });
}, 60_000);
afterAll(async () => server?.close());

const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'ana');

/** Every way of adding something others see: a photo, a recording (announced, then sent), an AI picture. */
async function addEverything(person: TestUser) {
  const filename = `${randomUUID()}.wav`;
  const announced = await apiPost(
    server,
    'uploadvrdata',
    { vrdata: { filename, prompt: VOICE_PROMPTS[0] } },
    { cookie: person.cookie },
  );
  return {
    photo: await uploadPhoto(server, person, await makeJpeg()),
    announced,
    recording: await uploadWav(server, person, filename, makeWav()),
    picture: await generate(server, person, 'A sign that says you will regret blocking me'),
  };
}

async function stored(userId: string) {
  const { db } = server.database;
  // An AI picture's row is made by its job (no worker runs here); the refusal comes before the job and the spend.
  const [photos, recordings] = await Promise.all([
    db.select().from(privatePhotos).where(eq(privatePhotos.userId, userId)),
    db.select().from(voiceRecordings).where(eq(voiceRecordings.userId, userId)),
  ]);
  return { photos: photos.length, recordings: recordings.length };
}

describe('a muted person adding pictures or recordings', () => {
  it('is refused with the mute’s date and nothing is stored; the other member and a lifted mute pass', async () => {
    const muted = await make.account(server);
    const other = await make.account(server);
    expect(
      (await admin('mute', muted.email, '--until', '2031-03-03', '--reason', 'Threats', '--by', 'mo')).status,
    ).toBe(0);
    const refusal = "You can't add pictures or recordings until 3 March 2031.";
    expect(refusal).toBe(MUTED_TEXT.mediaUntil(new Date('2031-03-03T00:00:00Z')));

    const tries = await addEverything(muted);
    for (const [what, res] of Object.entries(tries)) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toMatchObject({ success: false, error: refusal });
    }
    expect(await stored(muted.id)).toEqual({ photos: 0, recordings: 0 });

    const free = await addEverything(other);
    for (const [what, res] of Object.entries(free)) expect(res.statusCode, what).toBe(200);
    expect(await stored(other.id)).toEqual({ photos: 1, recordings: 1 });

    expect((await admin('lift', muted.email, '--reason', 'Served', '--by', 'mo')).status).toBe(0);
    expect((await uploadPhoto(server, muted, await makeJpeg())).statusCode).toBe(200);
  });

  it('without an end, says so', async () => {
    const muted = await make.account(server);
    expect((await admin('mute', muted.email, '--reason', 'Threats', '--by', 'mo')).status).toBe(0);
    const res = await uploadPhoto(server, muted, await makeJpeg());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MUTED_TEXT.mediaIndefinite);
  });
});
