// logincheck's positions: named offline (a city for central Auckland, nothing mid-Pacific), impossible jumps
// ignored, and the exact coordinates shown to nobody but their owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { profiles } from '../profile/profile.schema.ts';
import { countryAt, placeAt } from './gazetteer.ts';
import { createLocationRepo } from './location.repo.ts';
import { userLocations } from './location.schema.ts';
import { createLocationService } from './location.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUCKLAND = { latitude: -36.8485, longitude: 174.7633 };
const PONSONBY = { latitude: -36.8575, longitude: 174.7437 };
const CROMWELL_OUTSKIRTS = { latitude: -45.0, longitude: 169.5 };
const MID_PACIFIC = { latitude: 0, longitude: -140 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const WELLINGTON = { latitude: -41.2865, longitude: 174.7762 };

async function stored(userId: string) {
  const rows = await server.database.db.select().from(userLocations).where(eq(userLocations.userId, userId));
  return rows[0];
}

describe('the gazetteer', () => {
  it('names central Auckland as the city of Auckland in New Zealand', async () => {
    expect(await placeAt(AUCKLAND.latitude, AUCKLAND.longitude)).toMatchObject({
      city: 'Auckland',
      town: null,
      state: 'Auckland',
      country: 'New Zealand',
    });
    const ponsonby = await placeAt(PONSONBY.latitude, PONSONBY.longitude);
    expect(ponsonby.city).toBe('Auckland');
    expect(ponsonby.suburb).not.toBeNull();
  });

  it('names the nearest town in the country, and nothing but the country far from every place', async () => {
    expect(await placeAt(CROMWELL_OUTSKIRTS.latitude, CROMWELL_OUTSKIRTS.longitude)).toMatchObject({
      town: 'Cromwell',
      city: null,
      state: 'Otago',
      country: 'New Zealand',
    });
    expect(await placeAt(MID_PACIFIC.latitude, MID_PACIFIC.longitude)).toEqual({
      suburb: null,
      town: null,
      city: null,
      state: null,
      country: null,
    });
    expect(countryAt(40.7128, -74.006)).toBe('United States');
    expect((await placeAt(LONDON.latitude, LONDON.longitude)).city).toBe('London');
  });
});

describe('recording a position', () => {
  it('ignores a fix that would mean travelling faster than 1,000 km/h, and takes it once that is possible', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const locations = createLocationService(createLocationRepo(server.database.db), {
      clock: () => new Date(now.t),
    });
    expect(await locations.record(user.id, { ...AUCKLAND, accuracy: 20 }, 'NZ')).toBe(true);

    now.t += 60 * 60_000; // an hour later "in London": 18,000 km in an hour
    expect(await locations.record(user.id, { ...LONDON, accuracy: 20 }, null)).toBe(false);
    expect(await stored(user.id)).toMatchObject({ ...AUCKLAND, city: 'Auckland', deviceCountry: 'NZ' });

    now.t += 60 * 60_000; // Wellington, 490 km, two hours after the Auckland fix: a flight
    expect(await locations.record(user.id, WELLINGTON, undefined)).toBe(true);
    expect(await stored(user.id)).toMatchObject({ ...WELLINGTON, city: 'Wellington' });

    now.t += 24 * 60 * 60_000; // London a day later: a long flight, possible
    expect(await locations.record(user.id, LONDON, undefined)).toBe(true);
  });

  it('stores what logincheck brings for its owner, and keeps the last position when a later one is empty', async () => {
    const user = await make.account(server);
    const res = await apiPost(
      server,
      'logincheck',
      {
        locationdata: { ...AUCKLAND, accuracy: 35, time: Date.now() },
        devicecountry: 'NZ',
        ipaddress: '203.0.113.9',
        mapdata: { city: 'Atlantis' },
      },
      { cookie: user.cookie },
    );
    expect(res.json()).toEqual({
      success: true,
      verified: true,
      email: user.email,
      name: 'Test Person',
      accept_tc: true,
    });
    // The server names the place itself; what the client says it is does not count.
    expect(await stored(user.id)).toMatchObject({
      ...AUCKLAND,
      accuracy: 35,
      city: 'Auckland',
      country: 'New Zealand',
      deviceCountry: 'NZ',
    });

    const empty = await apiPost(server, 'logincheck', { locationdata: {} }, { cookie: user.cookie });
    expect(empty.statusCode).toBe(200);
    const garbled = await apiPost(
      server,
      'logincheck',
      { locationdata: { latitude: 'north', longitude: 500 } },
      { cookie: user.cookie },
    );
    expect(garbled.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject(AUCKLAND);
  });
});

describe('who sees coordinates (RULES.md "Who may see what")', () => {
  it('shows a person their own exact position and nobody else’s, in any answer', async () => {
    const owner = await make.account(server);
    const other = await make.account(server);
    const exact = { latitude: -36.851234, longitude: 174.762345 };
    await apiPost(
      server,
      'logincheck',
      { locationdata: { ...exact, accuracy: 5 } },
      { cookie: owner.cookie },
    );
    await apiPost(
      server,
      'logincheck',
      { locationdata: { ...WELLINGTON, accuracy: 5 } },
      { cookie: other.cookie },
    );
    for (const userId of [owner.id, other.id]) {
      await server.database.db.insert(profiles).values({
        userId,
        displayName: 'Pen',
        dob: '1990-05-01',
        gender: 'Female',
        realName: 'Pen Guin',
        preference: 'Any',
        wantKids: 'Undecided',
      });
    }

    const own = await apiGet(server, 'profile', { cookie: owner.cookie });
    expect(own.json().profile[0]).toMatchObject({ user_id: owner.id, ...exact, country: 'New Zealand' });

    const answers = [
      await apiGet(server, 'profile', { cookie: other.cookie }),
      await apiGet(server, 'menudata', { cookie: other.cookie }),
      await apiPost(server, 'logincheck', {}, { cookie: other.cookie }),
      await apiGet(server, 'pebbles', { cookie: other.cookie }),
      await apiGet(server, 'signinmethods'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('174.762');
      expect(answer.body).not.toContain('-36.851');
      expect(answer.body).not.toContain(owner.id);
    }
  });
});
