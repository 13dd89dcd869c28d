// RULES.md "Matching": a population that breaks each rule once (both ways where a rule is mutual), the
// ranking, and the location privacy of the answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type Person, type PersonSpec, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { hiddenPairs } from '../safety/safety.schema.ts';
import { pairOf } from './decisions.repo.ts';
import { decisions, deckPositions } from './deck.schema.ts';
import { distanceKm, eastOf, northOf, type Point, snapToGrid } from './grid.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let area = 0;
/** A fresh place for each test, far from every other test's people. */
function freshArea(): Point {
  area += 1;
  return { latitude: -60 + area * 3, longitude: -170 + area * 7 };
}

async function deckOf(viewer: SignedInPerson) {
  const response = await apiGet(server, 'matchlist', { cookie: viewer.cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    success: boolean;
    error?: string;
    flips?: number;
    matches: Array<Record<string, unknown> & { user_id: string }>;
  };
}

async function idsInDeck(viewer: SignedInPerson): Promise<string[]> {
  const deck = await deckOf(viewer);
  expect(deck.success).toBe(true);
  return deck.matches.map((card) => card.user_id);
}

/** A straight man of 30 looking for women, and people who fit him unless a test says otherwise. */
const VIEWER: PersonSpec = { gender: 'Male', preference: 'Woman', age: 30 };
const FITS: PersonSpec = { gender: 'Female', preference: 'Man', age: 30 };

async function scene(at: Point, others: Record<string, PersonSpec>) {
  const viewer = await make.person(server, { ...VIEWER, at });
  const people: Record<string, Person> = {};
  for (const [name, spec] of Object.entries(others)) {
    people[name] = await make.person(server, { ...FITS, at: eastOf(at, 3), displayName: name, ...spec });
  }
  return { viewer, people, names: (ids: string[]) => ids.map((id) => nameOf(people, id)).sort() };
}

function nameOf(people: Record<string, Person>, id: string): string {
  return Object.entries(people).find(([, p]) => p.id === id)?.[0] ?? id;
}

describe('who is shown', () => {
  it('shows only people who pass every rule: standing, listed, complete profile', async () => {
    const at = freshArea();
    const { viewer, names } = await scene(at, {
      fits: {},
      unverified: { verified: false },
      noTerms: { acceptTc: false },
      suspended: { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) },
      suspensionOver: { status: 'suspended', suspendedUntil: new Date(Date.now() - 86_400_000) },
      banned: { status: 'banned' },
      unlisted: { listed: false },
      noProfile: { withProfile: false },
      noAiImage: { withAiImage: false },
      noPhoto: { withPhoto: false },
      noName: { displayName: '' },
      noPosition: { at: null },
    });
    expect(names(await idsInDeck(viewer))).toEqual(['fits', 'suspensionOver']);
  });

  it('needs each one inside the other one’s distance, measured between snapped positions', async () => {
    const at = freshArea();
    const { viewer, names } = await scene(at, {
      at49: { at: eastOf(at, 49) },
      at60: { at: eastOf(at, 60) },
      theirsTooShort: { at: eastOf(at, 20), distanceKm: 10 },
      theirsLongEnough: { at: northOf(at, 20), distanceKm: 25 },
    });
    expect(names(await idsInDeck(viewer))).toEqual(['at49', 'theirsLongEnough']);

    const mine = await make.person(server, { ...VIEWER, at, distanceKm: 15 });
    expect(names(await idsInDeck(mine))).toEqual([]);
  });

  it('compares snapped positions, not exact ones, at the edge of the distance', async () => {
    const at = freshArea();
    const me = snapToGrid(at);
    // Snapped distances along one axis are whole cells, so search diagonally for two spots: one inside 50 km
    // exactly but outside once snapped, and the reverse.
    let insideRawOnly: Point | undefined;
    let insideSnappedOnly: Point | undefined;
    for (let north = 20; north < 40; north += 0.07) {
      for (let radius = 49.5; radius < 50.5; radius += 0.03) {
        const spot = northOf(eastOf(at, Math.sqrt(radius ** 2 - north ** 2)), north);
        const raw = distanceKm(at, spot);
        const snapped = distanceKm(me, snapToGrid(spot));
        if (raw <= 49.95 && snapped > 50.05) insideRawOnly ??= spot;
        if (snapped <= 49.95 && raw > 50.05) insideSnappedOnly ??= spot;
      }
    }
    expect(insideRawOnly && insideSnappedOnly).toBeTruthy();
    const { viewer, names } = await scene(at, {
      insideRawOnly: { at: insideRawOnly as Point },
      insideSnappedOnly: { at: insideSnappedOnly as Point },
    });
    expect(names(await idsInDeck(viewer))).toEqual(['insideSnappedOnly']);
  });

  it('keeps the database’s snapped positions on the same 1 km grid as grid.ts', async () => {
    const at = freshArea();
    const person = await make.person(server, {
      at: { latitude: at.latitude + 0.1234567, longitude: 12.3456789 },
    });
    const rows = await server.database.db
      .select()
      .from(deckPositions)
      .where(sql`${deckPositions.userId} = ${person.id}`);
    const expected = snapToGrid({ latitude: at.latitude + 0.1234567, longitude: 12.3456789 });
    expect(rows[0]?.latitude).toBeCloseTo(expected.latitude, 9);
    expect(rows[0]?.longitude).toBeCloseTo(expected.longitude, 9);
  });

  it('needs each one’s preference to accept the other’s gender', async () => {
    const at = freshArea();
    const { viewer, names } = await scene(at, {
      woman: {},
      man: { gender: 'Male', preference: 'Woman' },
      other: { gender: 'Other', preference: 'Any' },
      womanWantsWomen: { preference: 'Woman' },
      womanWantsAnyone: { preference: 'Any' },
    });
    expect(names(await idsInDeck(viewer))).toEqual(['woman', 'womanWantsAnyone']);

    const anyone = await make.person(server, { gender: 'Other', preference: 'Any', at });
    expect(names(await idsInDeck(anyone))).toEqual(['other', 'womanWantsAnyone']);
  });

  it('needs each one’s age inside the other’s range, by birthday', async () => {
    const at = freshArea();
    const { viewer, names } = await scene(at, {
      age19: { age: 19, older: 11 },
      age20: { age: 20 },
      age40: { age: 40 },
      age41: { age: 41, younger: -11 },
      age25WantsYounger: { age: 25, older: 4 },
      age25Fine: { age: 25, older: 5 },
      age35WantsOlder: { age: 35, younger: -4 },
    });
    expect(names(await idsInDeck(viewer))).toEqual(['age20', 'age25Fine', 'age40']);
  });

  it('leaves out every decision in force, matches and hidden pairs, both ways', async () => {
    const at = freshArea();
    const { viewer, people, names } = await scene(at, {
      fits: {},
      iDeclined: {},
      iDeclinedLongAgo: {},
      iAccepted: {},
      iChilled: {},
      iChilledLongAgo: {},
      theyDeclined: {},
      theyChilled: {},
      theyAccepted: {},
      matched: {},
      iBlocked: {},
      theyReported: {},
      unmatched: {},
    });
    const p = (name: string) => (people[name] as Person).id;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await server.database.db.insert(decisions).values([
      { userId: viewer.id, targetId: p('iDeclined'), kind: 'decline' },
      { userId: viewer.id, targetId: p('iDeclinedLongAgo'), kind: 'decline', decidedAt: daysAgo(400) },
      { userId: viewer.id, targetId: p('iAccepted'), kind: 'accept' },
      { userId: viewer.id, targetId: p('iChilled'), kind: 'chill', decidedAt: daysAgo(6.9) },
      { userId: viewer.id, targetId: p('iChilledLongAgo'), kind: 'chill', decidedAt: daysAgo(7.1) },
      { userId: p('theyDeclined'), targetId: viewer.id, kind: 'decline', decidedAt: daysAgo(30) },
      { userId: p('theyChilled'), targetId: viewer.id, kind: 'chill' },
      { userId: p('theyAccepted'), targetId: viewer.id, kind: 'accept' },
    ]);
    await make.match(server, viewer, { id: p('matched') });
    for (const [name, by, reason] of [
      ['iBlocked', viewer.id, 'block'],
      ['theyReported', p('theyReported'), 'report'],
      ['unmatched', p('unmatched'), 'unmatch'],
    ] as const) {
      const [userA, userB] = pairOf(viewer.id, p(name));
      await server.database.db.insert(hiddenPairs).values({ userA, userB, hiddenBy: by, reason });
    }
    expect(names(await idsInDeck(viewer))).toEqual([
      'fits',
      'iChilledLongAgo',
      'theyAccepted',
      'theyChilled',
    ]);

    // The other way round: the hidden, matched and declining people do not see the viewer either.
    for (const name of ['iBlocked', 'theyReported', 'unmatched', 'matched', 'iDeclined']) {
      const them = people[name] as Person;
      const token = await server.app.services.sessions.start(them.id, 'vitest');
      const seen = await idsInDeck({ ...them, cookie: `rookery_session=${token}` });
      expect(seen, name).not.toContain(viewer.id);
    }
  });

  it('answers GPS disabled without a position', async () => {
    const nowhere = await make.person(server, { ...VIEWER, at: null });
    expect((await apiGet(server, 'matchlist', { cookie: nowhere.cookie })).json()).toMatchObject({
      success: false,
      error: 'GPS disabled',
    });
  });
});

describe('order', () => {
  it('ranks closest personality first, then distance, then the most recently active', async () => {
    const at = freshArea();
    const long = new Date(Date.now() - 30 * 86_400_000);
    const { viewer, people } = await scene(at, {
      sameFarOld: { at: eastOf(at, 20), lastActiveAt: long },
      sameFarRecent: { at: eastOf(at, 20), lastActiveAt: new Date() },
      sameNear: { at: eastOf(at, 5), lastActiveAt: long },
      oppositeNearest: {
        at: eastOf(at, 1),
        sliders: { introvert: 0, planner: 0, explorer: 0, earlybird: 0, sweet: 0 },
      },
      slightlyDifferent: { at: eastOf(at, 1), sliders: { sweet: 7 } },
    });
    const order = (await idsInDeck(viewer)).map((id) => nameOf(people, id));
    expect(order).toEqual([
      'sameNear',
      'sameFarRecent',
      'sameFarOld',
      'slightlyDifferent',
      'oppositeNearest',
    ]);
  });
});

describe('what a card says', () => {
  it('gives the card fields with a whole distance of at least 1, and never a position or a birth date', async () => {
    const at = freshArea();
    const { viewer, people } = await scene(at, {
      beside: { at: eastOf(at, 0.2), dob: '1994-08-01', suburb: 'Ponsonby' },
      further: { at: northOf(at, 12.6) },
    });
    const deck = await deckOf(viewer);
    const beside = deck.matches.find((c) => c.user_id === people.beside?.id);
    expect(beside).toEqual({
      id: people.beside?.id,
      user_id: people.beside?.id,
      display_name: 'beside',
      age: expect.any(Number),
      distance: 1,
      distance_unit: 'km',
      suburb: 'Ponsonby',
      town: null,
      city: 'Auckland',
      state: null,
      tagline: 'Tagline of beside',
      description: 'About beside',
      gender: 'Female',
      starsign: 'Leo',
      imageid: people.beside?.imageId,
    });
    const further = deck.matches.find((c) => c.user_id === people.further?.id);
    const snappedKm = distanceKm(snapToGrid(at), snapToGrid(northOf(at, 12.6)));
    expect(further?.distance).toBe(Math.round(snappedKm));
    const text = JSON.stringify(deck);
    for (const secret of ['latitude', 'longitude', 'DOB', 'dob', '1994-08-01']) {
      expect(text).not.toContain(secret);
    }
    // Coordinates are fractions; every number a card carries (age, distance, flips) is whole. Comparing values
    // rather than text keeps a uuid that happens to contain "-33" from failing the test.
    const numbers: number[] = [];
    JSON.parse(text, (_key, value) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers.filter((value) => !Number.isInteger(value))).toEqual([]);
  });

  it('shows miles to a US viewer who chose them, and km to anyone else who did', async () => {
    const at = freshArea();
    const { people } = await scene(at, { far: { at: eastOf(at, 30) } });
    const american = await make.person(server, { ...VIEWER, at, inMiles: true, deviceCountry: 'US' });
    const kiwi = await make.person(server, { ...VIEWER, at, inMiles: true, deviceCountry: 'NZ' });
    const km = distanceKm(snapToGrid(at), snapToGrid(eastOf(at, 30)));
    const inMiles = (await deckOf(american)).matches.find((c) => c.user_id === people.far?.id);
    expect(inMiles).toMatchObject({ distance: Math.round(km * 0.621371), distance_unit: 'miles' });
    const inKm = (await deckOf(kiwi)).matches.find((c) => c.user_id === people.far?.id);
    expect(inKm).toMatchObject({ distance: Math.round(km), distance_unit: 'km' });
  });
});
