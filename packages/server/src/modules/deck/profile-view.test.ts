// The profile view and relationOf (RULES.md "Who may see what"): self, candidate in the deck, basic match, full
// match, stranger, hidden pair and no session; full only for full matches; recordings for matches; never a position.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { matches } from '../chat/chat.schema.ts';
import { voiceRecordings } from '../media/media.schema.ts';
import { hiddenPairs } from '../safety/safety.schema.ts';
import { pairOf } from './decisions.repo.ts';
import { eastOf, type Point } from './grid.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: 50 + area, longitude: 5 + area * 3 };
}

const view = (who: SignedInPerson | null, id: string, full: 0 | 1 = 0) =>
  apiGet(server, `profilebyid&id=${id}&full=${full}`, who ? { cookie: who.cookie } : {});

async function cast() {
  const at = freshArea();
  const owner = await make.person(server, {
    gender: 'Female',
    preference: 'Any',
    at,
    displayName: 'Pip',
    realName: 'Philippa Stone',
    dob: '1992-03-25',
  });
  await server.database.db.insert(voiceRecordings).values({
    userId: owner.id,
    filename: `${owner.id}.wav`,
    prompt: 'Your next vacation?',
    uploadedAt: new Date(),
  });
  const near = (spec: object = {}) =>
    make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 4), ...spec });
  const candidate = await near();
  await apiGet(server, 'matchlist', { cookie: candidate.cookie });
  const basic = await near();
  const full = await near();
  const hidden = await near();
  for (const [who, fullMatch] of [
    [basic, false],
    [full, true],
    [hidden, true],
  ] as const) {
    await make.match(server, owner, who, fullMatch);
  }
  const [userA, userB] = pairOf(owner.id, hidden.id);
  await server.database.db.insert(hiddenPairs).values({ userA, userB, hiddenBy: owner.id, reason: 'block' });
  const stranger = await make.person(server, { at: freshArea() });
  return { owner, candidate, basic, full, hidden, stranger };
}

describe('relationOf', () => {
  it('names what the owner is to each viewer; a hidden pair is none whatever else is true', async () => {
    const c = await cast();
    const relationOf = server.app.services.relations.relationOf;
    expect(await relationOf(c.owner.id, c.owner.id)).toBe('self');
    expect(await relationOf(c.candidate.id, c.owner.id)).toBe('candidate');
    expect(await relationOf(c.basic.id, c.owner.id)).toBe('basic-match');
    expect(await relationOf(c.full.id, c.owner.id)).toBe('full-match');
    expect(await relationOf(c.hidden.id, c.owner.id)).toBe('none');
    expect(await relationOf(c.stranger.id, c.owner.id)).toBe('none');
    // Being in someone's deck does not let them see you back.
    expect(await relationOf(c.owner.id, c.candidate.id)).toBe('none');
    // An ended match is no longer a match.
    const [userA] = pairOf(c.owner.id, c.basic.id);
    await server.database.db
      .update(matches)
      .set({ endedAt: new Date(), endedReason: 'unmatch' })
      .where(eq(matches.userA, userA));
    expect(await relationOf(c.basic.id, c.owner.id)).not.toBe('basic-match');
  });
});

describe('profilebyid', () => {
  it('shows the public view to a candidate, without recordings, photos or private fields', async () => {
    const c = await cast();
    const answer = (await view(c.candidate, c.owner.id, 1)).json();
    expect(answer).toEqual({
      success: true,
      profile: [
        {
          user_id: c.owner.id,
          display_name: 'Pip',
          gender: 'Female',
          tagline: 'Tagline of Pip',
          description: 'About Pip',
          ideal_partner: '',
          age: expect.any(Number),
          starsign: 'Aries',
          aiimage: c.owner.imageId,
          distance: 4,
          distance_unit: 'km',
          suburb: 'Central',
          town: null,
          city: 'Auckland',
          state: null,
          introvert: 5,
          planner: 5,
          explorer: 5,
          earlybird: 5,
          sweet: 5,
        },
      ],
      images: [],
      VRs: [],
      full: 0,
    });
  });

  it('adds recordings for a basic match, but full=1 still gives the public view with full 0', async () => {
    const c = await cast();
    const answer = (await view(c.basic, c.owner.id, 1)).json();
    expect(answer.full).toBe(0);
    expect(answer.profile[0]).not.toHaveProperty('real_name');
    expect(answer.images).toEqual([]);
    expect(answer.VRs).toEqual([
      { id: expect.any(String), prompt: 'Your next vacation?', filename: `${c.owner.id}.wav` },
    ]);
  });

  it('gives a full match the full view with photos when asked, and the public view when not', async () => {
    const c = await cast();
    const answer = (await view(c.full, c.owner.id, 1)).json();
    expect(answer.full).toBe(1);
    expect(answer.profile[0]).toMatchObject({
      real_name: 'Philippa Stone',
      DOB: '1992-03-25',
      has_kids: false,
      want_kids: 'Undecided',
    });
    expect(answer.images).toEqual([
      {
        id: expect.any(String),
        filename: c.owner.photoFilename,
        profile: 0,
        // A link signed for this viewer, expiring within minutes.
        url: expect.stringMatching(
          new RegExp(`^/download\\?type=ProfileImage&file=${c.owner.photoFilename}&exp=\\d+&sig=[\\w-]+$`),
        ),
      },
    ]);
    expect(answer.VRs).toHaveLength(1);
    const publicOnly = (await view(c.full, c.owner.id, 0)).json();
    expect(publicOnly.full).toBe(0);
    expect(publicOnly.images).toEqual([]);
    expect(JSON.stringify(publicOnly)).not.toContain('1992-03-25');
  });

  it('lets the owner see their own full view, with no distance', async () => {
    const c = await cast();
    const answer = (await view(c.owner, c.owner.id, 1)).json();
    expect(answer.full).toBe(1);
    expect(answer.profile[0]).toMatchObject({ real_name: 'Philippa Stone', distance: null });
  });

  it('refuses strangers, hidden pairs and bad ids with 403, and no session with 401', async () => {
    const c = await cast();
    for (const who of [c.stranger, c.hidden]) {
      const answer = await view(who, c.owner.id, 1);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, error: 'Forbidden' });
    }
    expect((await view(c.full, 'not-an-id')).statusCode).toBe(403);
    expect((await view(null, c.owner.id)).statusCode).toBe(401);
  });

  it('never carries coordinates, and a birth date only in the full view', async () => {
    const c = await cast();
    for (const who of [c.candidate, c.basic, c.full, c.owner]) {
      const text = JSON.stringify((await view(who, c.owner.id, 0)).json());
      for (const secret of ['latitude', 'longitude', 'DOB', '1992-03-25']) expect(text).not.toContain(secret);
    }
  });
});
