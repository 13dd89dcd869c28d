// The face check attacked the ways a person trying to look like someone else would, against a real
// server and the real face engine: someone else's face as the selfie, the same pictures sent again (by the same
// person or another), frames that skip or reorder the challenge, one still picture, another person's challenge, a
// used one, more tries than a day allows (also after "Forget my face"), a banned person's face on a new account,
// one face on two live accounts, and a private photo swapped after the badge was given.
import { FACE_CHECK, FACE_CHECK_TEXT, FACE_CONSENT } from '@rookery/shared/api/face-check.actions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.schema.ts';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { faceChallenges, facePrints } from '../modules/face-check/face-check.schema.ts';
import { FACE_REASONS } from '../modules/face-check/face-rules.ts';
import {
  A_POSES,
  checkOf,
  frameOf,
  framesFor,
  runCheck,
  startCheck,
  uploadPhotos,
} from '../modules/face-check/testing/face-check-kit.ts';
import { FACES } from '../platform/faces/testing/face-fixtures.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOBS_WORKER: '0' });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.database.db.delete(facePrints);
});

async function personWith(photos: readonly string[]): Promise<SignedInPerson> {
  const person = await make.person(server, { withPhoto: false });
  await uploadPhotos(server, person, photos);
  return person;
}

async function challengeOf(person: SignedInPerson) {
  const res = await startCheck(server, person);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challenge as { id: string; steps: ('left' | 'right' | 'straight')[] };
}

const submit = (person: SignedInPerson, challenge: string, frames: string[]) =>
  apiPost(server, 'facechecksubmit', { challenge, frames }, person);

describe('face check attacks', () => {
  it('refuses a selfie that is not the face in the private photos (someone else’s photos, or someone else’s face)', async () => {
    const mallory = await personWith(FACES.others.slice(0, 1));
    const res = await runCheck(server, mallory, A_POSES);
    expect(res.json().check).toMatchObject({ state: 'failed', reason: FACE_REASONS.photoNotYou(0) });
    expect(
      await server.database.db.select().from(facePrints).where(eq(facePrints.userId, mallory.id)),
    ).toEqual([]);
  }, 120_000);

  it('refuses pictures sent before, by the same person or by another, and six copies of one picture', async () => {
    const ana = await personWith(FACES.a.photos.slice(0, 1));
    const first = await challengeOf(ana);
    const frames = await framesFor(first.steps, A_POSES, 7);
    expect((await submit(ana, first.id, frames)).json().check.state).toBe('verified');
    await apiPost(server, 'forgetface', {}, ana);

    // The recording again, byte for byte, on a new challenge.
    const second = await challengeOf(ana);
    expect((await submit(ana, second.id, frames)).json().check).toMatchObject({
      state: 'failed',
      reason: FACE_REASONS.replayed,
    });
    const eve = await personWith(FACES.a.photos.slice(0, 1));
    const stolen = await challengeOf(eve);
    expect((await submit(eve, stolen.id, frames)).json().check).toMatchObject({
      reason: FACE_REASONS.replayed,
    });

    const still = await personWith(FACES.a.photos.slice(0, 1));
    const one = await frameOf(A_POSES.straight, 2, 90, 40);
    const stillChallenge = await challengeOf(still);
    const copies = Array.from({ length: FACE_CHECK.steps * FACE_CHECK.framesPerStep }, () => one);
    expect((await submit(still, stillChallenge.id, copies)).json().check).toMatchObject({
      reason: FACE_REASONS.stillPicture,
    });
  }, 180_000);

  it('refuses frames that skip the challenge or take its steps out of order', async () => {
    const bo = await personWith(FACES.a.photos.slice(0, 1));
    const challenge = await challengeOf(bo);
    // Looking straight throughout (a photo held up), whatever was asked.
    const straight = await framesFor(['straight', 'straight', 'straight'], A_POSES, 11);
    const res = await submit(bo, challenge.id, straight);
    expect(res.json().check.state).toBe('failed');
    expect(res.json().check.reason).toMatch(/did not (turn your head|look straight)/);

    const again = await challengeOf(bo);
    const reversed = await framesFor([...again.steps].reverse(), A_POSES, 12);
    expect((await submit(bo, again.id, reversed)).json().check.reason).toMatch(/as asked/);
  }, 120_000);

  it('refuses another person’s challenge and a used one, and keeps the other person’s challenge good', async () => {
    const owner = await personWith(FACES.a.photos.slice(0, 1));
    const attacker = await personWith(FACES.a.photos.slice(0, 1));
    const theirs = await challengeOf(owner);
    const frames = await framesFor(theirs.steps, A_POSES, 13);
    const stolen = await submit(attacker, theirs.id, frames);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(FACE_CHECK_TEXT.challengeGone);
    expect((await submit(owner, theirs.id, frames)).json().check.state).toBe('verified');
    const used = await submit(owner, theirs.id, await framesFor(theirs.steps, A_POSES, 14));
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe(FACE_CHECK_TEXT.challengeGone);
  }, 120_000);

  it('allows three checks a day, and forgetting the face does not give more', async () => {
    const cy = await personWith(FACES.a.photos.slice(0, 1));
    for (let i = 0; i < FACE_CHECK.triesPerDay; i += 1)
      expect((await startCheck(server, cy)).statusCode).toBe(200);
    const fourth = await startCheck(server, cy);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(FACE_CHECK_TEXT.noTries);
    await apiPost(server, 'forgetface', {}, cy);
    expect((await startCheck(server, cy)).statusCode).toBe(429);
    // Parallel starts cannot pass the count together.
    const dee = await personWith(FACES.a.photos.slice(0, 1));
    const all = await Promise.all(Array.from({ length: 8 }, () => startCheck(server, dee)));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(FACE_CHECK.triesPerDay);
    const rows = await server.database.db
      .select()
      .from(faceChallenges)
      .where(eq(faceChallenges.userId, dee.id));
    expect(rows).toHaveLength(FACE_CHECK.triesPerDay);
  }, 120_000);

  it('refuses a start without consent, with an old consent text, or without private photos', async () => {
    const ed = await personWith(FACES.a.photos.slice(0, 1));
    for (const data of [
      {},
      { consent: false, consent_version: FACE_CONSENT.version },
      { consent: true, consent_version: '2020-01-01' },
    ]) {
      const res = await apiPost(server, 'facecheckstart', data, ed);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(FACE_CHECK_TEXT.consent);
    }
    const bare = await make.person(server, { withPhoto: false });
    const res = await startCheck(server, bare);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FACE_CHECK_TEXT.noPhotos);
  });

  it('sends a banned person’s face on a new account, and one face on two live accounts, to a moderator', async () => {
    const banned = await personWith(FACES.a.photos.slice(0, 2));
    expect((await runCheck(server, banned, A_POSES, 1)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });
    await server.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    await server.app.services.accounts.deleteAccount(banned.id, 'self');

    const back = await personWith(FACES.a.photos.slice(0, 2));
    const res = await runCheck(server, back, A_POSES, 2);
    expect(res.json().check).toMatchObject({ state: 'review' });
    const queue = await server.app.services.faceChecks.queue();
    expect(queue.find((row) => row.userId === back.id)).toMatchObject({ reviewKind: 'banned-face' });
    // No badge while in review.
    const view = await apiGet(server, `facecheck`, back);
    expect(view.json().check.state).toBe('review');

    const twin = await personWith(FACES.a.photos.slice(0, 1));
    expect((await runCheck(server, twin, A_POSES, 3)).json().check.state).toBe('review');
    expect((await server.app.services.faceChecks.queue()).find((r) => r.userId === twin.id)).toMatchObject({
      reviewKind: 'banned-face',
    });
    // The moderator decides: verified, and the person is told.
    expect(await server.app.services.faceChecks.decide(twin.id, 'verify', '')).toBe(true);
    expect((await checkOf(server, twin)).state).toBe('verified');
  }, 240_000);

  it('sends one face on two live accounts to a moderator as a duplicate', async () => {
    const first = await personWith(FACES.a.photos.slice(0, 1));
    expect((await runCheck(server, first, A_POSES, 20)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });
    const second = await personWith(FACES.a.photos.slice(0, 1));
    expect((await runCheck(server, second, A_POSES, 21)).json().check.state).toBe('review');
    expect((await server.app.services.faceChecks.queue()).find((r) => r.userId === second.id)).toMatchObject({
      reviewKind: 'duplicate',
      reviewOther: first.id,
    });
  }, 180_000);

  it('takes the badge away the moment a private photo is swapped for someone else’s', async () => {
    const fay = await personWith(FACES.a.photos.slice(0, 1));
    expect((await runCheck(server, fay, A_POSES, 30)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });
    const photos = (await apiGet(server, 'profileimages', fay)).json().images as { filename: string }[];
    await apiPost(server, 'deluserimage', { filename: photos[0]?.filename }, fay);
    await uploadPhotos(server, fay, FACES.others.slice(0, 1));
    expect(await checkOf(server, fay)).toMatchObject({ state: 'withdrawn' });
    expect(await server.app.services.faceChecks.recheck(fay.id)).toBe('withdrawn');
    expect(await checkOf(server, fay)).toMatchObject({
      state: 'withdrawn',
      reason: FACE_CHECK_TEXT.recheckNotYou,
    });
  }, 180_000);
});
