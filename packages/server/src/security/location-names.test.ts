// Place names under attack (RULES.md "Location privacy"): a victim walks across central Auckland,
// where the gazetteer has a suburb every few hundred metres, in steps of 250 m, and after each step an attacker
// matched with them reads what `profilebyid` shows. Everything shown to anyone but the owner (suburb, town, city,
// state, distance) must come from the victim's shown point, so none of it may change while the victim stays in one
// 1 km grid cell. The walk runs with the position-change limit lifted (location-attack.test.ts tests the limit).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { deckPositions } from '../modules/deck/deck.schema.ts';
import { KM_PER_DEGREE, type Point, snapToGrid } from '../modules/deck/grid.ts';
import { placeAt } from '../modules/location/gazetteer.ts';
import { createLocationRepo } from '../modules/location/location.repo.ts';
import { userLocations } from '../modules/location/location.schema.ts';
import { createLocationService } from '../modules/location/location.service.ts';
import { HOME, make, type SignedInPerson } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The walk: a square of this half-width (km) around central Auckland, crossed in rows. */
const HALF_WIDTH_KM = 1.5;
const STEP_KM = 0.25;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    LIMIT_LOCATION_CHANGES_PER_HOUR: '0',
    LIMIT_LOCATION_CHANGES_PER_DAY: '0',
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

function offset(centre: Point, east: number, north: number): Point {
  return {
    latitude: centre.latitude + north / KM_PER_DEGREE,
    longitude: centre.longitude + east / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

async function setPosition(person: SignedInPerson, at: Point) {
  const answer = await apiPost(
    server,
    'logincheck',
    { locationdata: { ...at, accuracy: 10 } },
    { cookie: person.cookie },
  );
  expect(answer.statusCode).toBe(200);
}

async function profileOf(viewer: SignedInPerson, ownerId: string) {
  const answer = await apiGet(server, `profilebyid&id=${ownerId}`, { cookie: viewer.cookie });
  expect(answer.statusCode).toBe(200);
  return answer.json().profile[0] as Record<string, unknown>;
}

const cellKey = (p: Point) => {
  const c = snapToGrid(p);
  return `${c.latitude.toFixed(6)},${c.longitude.toFixed(6)}`;
};

describe('an attacker watching the place names of a victim who walks across a dense city', () => {
  it('sees the same names and distance for as long as the victim stays in one grid cell', async () => {
    const victim = await make.person(server, { displayName: 'Walker', at: null });
    const attacker = await make.person(server, { displayName: 'Watcher', at: null });
    await setPosition(attacker, offset(HOME, 3.1, 3.1));
    const walk: Point[] = [];
    const side = Math.round((2 * HALF_WIDTH_KM) / STEP_KM);
    for (let row = 0; row <= side; row++) {
      for (let col = 0; col <= side; col++) {
        // Back and forth, so that every step is STEP_KM.
        const east = -HALF_WIDTH_KM + STEP_KM * (row % 2 === 0 ? col : side - col);
        walk.push(offset(HOME, east, -HALF_WIDTH_KM + STEP_KM * row));
      }
    }

    // The walk starts where the victim already is: a jump there would be taken for a glitch (faster than a plane).
    await setPosition(victim, walk[0] as Point);
    await make.match(server, attacker, victim);

    const seen = new Map<string, Set<string>>();
    const exactNames = new Set<string>();
    let ownerSawExact = 0;
    for (const at of walk) {
      await setPosition(victim, at);
      const shown = await profileOf(attacker, victim.id);
      const names = JSON.stringify([shown.suburb, shown.town, shown.city, shown.state, shown.distance]);
      const key = cellKey(at);
      seen.set(key, (seen.get(key) ?? new Set()).add(names));
      const exact = await placeAt(at.latitude, at.longitude);
      exactNames.add(JSON.stringify([exact.suburb, exact.town, exact.city]));
      // The owner still sees their own exact place.
      const own = await profileOf(victim, victim.id);
      if (own.suburb === exact.suburb && own.town === exact.town && own.city === exact.city) ownerSawExact++;
    }

    const perCell = [...seen.values()].map((s) => s.size);
    const shownSuburbs = new Set([...seen.values()].flatMap((s) => [...s].map((n) => JSON.parse(n)[0])));
    console.log(
      [
        'location names (a victim walking across central Auckland, watched through profilebyid):',
        `  ${walk.length} moves of ${STEP_KM * 1000} m through ${seen.size} grid cells; ${exactNames.size} distinct exact-position names on the way`,
        `  distinct answers (suburb, town, city, state, distance) within one cell: max ${Math.max(...perCell)}, cells with more than one ${perCell.filter((n) => n > 1).length}`,
        `  distinct suburbs the attacker saw over the whole walk: ${shownSuburbs.size}`,
        `  the owner saw their own exact place after ${ownerSawExact} of ${walk.length} moves`,
      ].join('\n'),
    );
    expect(seen.size).toBeGreaterThan(9);
    expect(exactNames.size).toBeGreaterThan(5);
    expect(Math.max(...perCell)).toBe(1);
    expect(ownerSawExact).toBe(walk.length);
  }, 600_000);

  it('names older positions by their shown point, on deck cards too, and shows no exact-position name meanwhile', async () => {
    const at = offset(HOME, -0.7, -1.2);
    const victim = await make.person(server, {
      gender: 'Female',
      preference: 'Man',
      at,
      suburb: 'Exactville',
    });
    const viewer = await make.person(server, {
      gender: 'Male',
      preference: 'Woman',
      at: offset(HOME, 0.2, 0.2),
    });
    // A row as drizzle/0012 finds it: names of the exact position only.
    await server.database.db
      .update(userLocations)
      .set({
        shownSuburb: null,
        shownTown: null,
        shownCity: null,
        shownState: null,
        shownCountry: null,
        shownNamed: false,
      })
      .where(eq(userLocations.userId, victim.id));
    const card = async () => {
      const deck = (await apiGet(server, 'matchlist', { cookie: viewer.cookie })).json();
      return deck.matches.find((c: { user_id: string }) => c.user_id === victim.id);
    };
    expect(await card()).toMatchObject({ suburb: null, city: null });

    const locations = createLocationService(createLocationRepo(server.database.db), {
      shownPointSecret: server.config.locationSecret,
    });
    expect(await locations.nameShownPoints()).toBeGreaterThanOrEqual(1);
    expect(await locations.nameShownPoints()).toBe(0);
    const [shown] = await server.database.db
      .select({ latitude: deckPositions.latitude, longitude: deckPositions.longitude })
      .from(deckPositions)
      .where(eq(deckPositions.userId, victim.id));
    const expected = await placeAt(shown?.latitude ?? 0, shown?.longitude ?? 0);
    expect(expected.city).toBe('Auckland');
    expect(await card()).toMatchObject({ suburb: expected.suburb, town: expected.town, city: expected.city });
    expect((await profileOf(viewer, victim.id)).suburb).toBe(expected.suburb);
    expect((await profileOf(victim, victim.id)).suburb).toBe('Exactville');
  }, 120_000);
});
