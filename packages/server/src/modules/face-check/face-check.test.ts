// The face check against a real server and the real face engine, on faces cropped from the sample
// photos that ship in the face packages (platform/faces/fixtures). A person verifies; others see the badge on the
// deck card, the profile view and the matches list, and never a photo; the badge goes the moment a private photo
// changes and comes back when the re-check finds the same face; "Forget my face" and the account's deletion take
// the kept descriptor with them, except a banned person's.

import { FACE_CHECK_TEXT } from '@rookery/shared/api/face-check.actions.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/platform.schema.ts';
import { FACES } from '../../platform/faces/testing/face-fixtures.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { eastOf, type Point } from '../deck/grid.ts';
import { faceChecks, facePrints } from './face-check.schema.ts';
import { BAND_COUNT } from './face-print.ts';
import { A_POSES, checkOf, runCheck, uploadPhotos } from './testing/face-check-kit.ts';

let server: TestServer;

// No job worker: the re-check a photo change queues is run by the test, so the moment between is seen.
beforeAll(async () => {
  server = await startTestServer({ JOBS_WORKER: '0' });
}, 120_000);
afterAll(async () => server?.close());
// The fixtures have few faces: each test starts with no kept face, or one person's face would be "another account"
// of the next (face-check-attacks.test.ts tests that on purpose).
beforeEach(async () => {
  await server.database.db.delete(facePrints);
});

let area = 0;
const places = new Map<string, Point>();

/** A person alone in a place of their own, without the seed's placeholder photo, with these private photos. */
async function personWith(photos: readonly string[], name: string): Promise<SignedInPerson> {
  area += 1;
  const at = { latitude: -40 - area / 10, longitude: 170 + area / 10 };
  const person = await make.person(server, {
    withPhoto: false,
    displayName: name,
    gender: 'Female',
    preference: 'Any',
    at,
  });
  places.set(person.id, at);
  await uploadPhotos(server, person, photos);
  return person;
}

/** Someone the deck has just shown the owner to, and the owner's card as it came. */
async function viewerOf(owner: SignedInPerson) {
  const at = places.get(owner.id) as Point;
  const viewer = await make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 3) });
  const deck = (await apiGet(server, 'matchlist', viewer)).json();
  const card = (deck.matches as { user_id: string; verified?: 1 }[]).find((c) => c.user_id === owner.id);
  return { viewer, card };
}

/** The owner's profile as the viewer sees it: the badge, and the photos (none for a candidate). */
async function verifiedFlags(viewer: SignedInPerson, owner: SignedInPerson) {
  const view = (await apiGet(server, `profilebyid&id=${owner.id}&full=0`, viewer)).json();
  expect(view.profile?.[0]?.user_id).toBe(owner.id);
  return { profile: view.profile?.[0]?.verified, photos: view.images };
}

async function queuedRechecks(person: SignedInPerson): Promise<number> {
  const rows = await server.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'face-recheck'), eq(jobs.userId, person.id)));
  return rows.length;
}

describe('the face check', () => {
  it('verifies a person whose frames follow the challenge and whose photos show them; others see only the badge', async () => {
    const ana = await personWith(FACES.a.photos.slice(0, 3), 'Ana');
    const { viewer, card: before } = await viewerOf(ana);
    expect(before).toBeDefined();
    expect(before?.verified).toBeUndefined();
    expect((await checkOf(server, ana)).state).toBe('none');
    expect((await verifiedFlags(viewer, ana)).profile).toBeUndefined();

    const res = await runCheck(server, ana, A_POSES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().check).toMatchObject({ state: 'verified', reason: null, triesLeft: 2 });

    const seen = await verifiedFlags(viewer, ana);
    expect(seen.profile).toBe(1);
    expect(seen.photos).toEqual([]);
    expect((await viewerOf(ana)).card?.verified).toBe(1);
    // What is kept: an encrypted descriptor and the consent, no picture.
    const [print] = await server.database.db.select().from(facePrints).where(eq(facePrints.userId, ana.id));
    expect(print?.descriptor).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(print?.bands).toHaveLength(BAND_COUNT);
    const [check] = await server.database.db.select().from(faceChecks).where(eq(faceChecks.userId, ana.id));
    expect(check?.consentText).toContain('It is optional.');
    expect(check?.consentAt).toBeInstanceOf(Date);
  }, 120_000);

  it('shows a deck of verified people only to a viewer who asks for it in Settings', async () => {
    const verified = await personWith(FACES.a.photos.slice(0, 1), 'Verified Vi');
    const at = places.get(verified.id) as Point;
    const plain = await make.person(server, {
      displayName: 'Plain Pat',
      gender: 'Female',
      preference: 'Any',
      at,
    });
    expect((await runCheck(server, verified, A_POSES, 9)).json().check).toMatchObject({ state: 'verified' });
    const viewer = await make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 2) });
    const save = await apiPost(server, 'settings', { distance: 50, verified_only: 1 }, viewer);
    expect(save.statusCode).toBe(200);
    const deck = (await apiGet(server, 'matchlist', viewer)).json().matches as {
      user_id: string;
      verified?: 1;
    }[];
    expect(deck.map((card) => card.user_id)).toContain(verified.id);
    expect(deck.map((card) => card.user_id)).not.toContain(plain.id);
    expect(deck.every((card) => card.verified === 1)).toBe(true);

    const everyone = await make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 2) });
    const all = (await apiGet(server, 'matchlist', everyone)).json().matches as { user_id: string }[];
    expect(all.map((card) => card.user_id)).toEqual(expect.arrayContaining([verified.id, plain.id]));
  }, 120_000);

  it('says in plain words why a check failed: someone else in the private photos', async () => {
    const bo = await personWith([FACES.a.photos[0], FACES.others[0] as string], 'Bo');
    const res = await runCheck(server, bo, A_POSES, 1);
    expect(res.json().check).toMatchObject({
      state: 'failed',
      reason:
        'The face in your second private photo does not look like yours. Each private photo must show you.',
    });
  }, 120_000);

  it('withdraws the badge the moment a private photo changes, and gives it back when the re-check finds the face', async () => {
    const cy = await personWith(FACES.a.photos.slice(0, 1), 'Cy');
    const { viewer } = await viewerOf(cy);
    expect((await runCheck(server, cy, A_POSES, 2)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });

    // Another photo of the same face: the badge is gone at once (no write to wait for) and a re-check is queued.
    const queued = await queuedRechecks(cy);
    await uploadPhotos(server, cy, FACES.a.photos.slice(1, 2));
    expect((await verifiedFlags(viewer, cy)).profile).toBeUndefined();
    expect(await checkOf(server, cy)).toMatchObject({
      state: 'withdrawn',
      reason: FACE_CHECK_TEXT.withdrawnPhotos,
    });
    expect(await queuedRechecks(cy)).toBe(queued + 1);
    expect(await server.app.services.faceChecks.recheck(cy.id)).toBe('verified');
    expect((await verifiedFlags(viewer, cy)).profile).toBe(1);

    // A stranger's photo added: the badge goes, and the re-check keeps it gone with the reason.
    await uploadPhotos(server, cy, FACES.others.slice(1, 2));
    expect((await verifiedFlags(viewer, cy)).profile).toBeUndefined();
    expect(await server.app.services.faceChecks.recheck(cy.id)).toBe('withdrawn');
    expect(await checkOf(server, cy)).toMatchObject({
      state: 'withdrawn',
      reason: FACE_CHECK_TEXT.recheckNotYou,
    });
    expect((await verifiedFlags(viewer, cy)).profile).toBeUndefined();
  }, 180_000);

  it('forgets the face on "Forget my face", and with the account unless the person is banned', async () => {
    const di = await personWith(FACES.a.photos.slice(0, 1), 'Di');
    expect((await runCheck(server, di, A_POSES, 3)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });
    const forgotten = await apiPost(server, 'forgetface', {}, di);
    expect(forgotten.json().check.state).toBe('none');
    const prints = await server.database.db.select().from(facePrints).where(eq(facePrints.userId, di.id));
    expect(prints).toEqual([]);

    const ed = await personWith(FACES.a.photos.slice(0, 2), 'Ed');
    expect((await runCheck(server, ed, A_POSES, 4)).json().check).toMatchObject({
      reason: null,
      state: 'verified',
    });
    await server.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, ed.id));
    await server.app.services.accounts.deleteAccount(ed.id, 'self');
    const kept = await server.database.db.select().from(facePrints).where(eq(facePrints.userId, ed.id));
    expect(kept).toMatchObject([{ banned: true }]);
  }, 180_000);
});
