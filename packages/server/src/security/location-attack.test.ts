// Location privacy under attack (RULES.md "Location privacy"; docs/SECURITY.md). An attacker matched with
// each victim moves a fake account around them, as the trilateration studies of dating apps did: ~50 spoofed
// positions on a 1 km grid within 4 km, each time reading the distance `profilebyid` shows for every victim. For
// each victim it then takes the points consistent with every answer (the intersection of the rounded-distance
// annuli) and estimates the victim's position as their centre, or as the grid point nearest to it. The median
// error of the better estimate must stay above half a grid cell (500 m). The probes run with the position-change
// limit lifted, to measure what the distances alone give away; the limit itself is tested below it.
// LONG_TESTS=1 runs 200 victims instead of 50.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { distanceKm, KM_PER_DEGREE, type Point, snapToGrid } from '../modules/deck/grid.ts';
import { createLocationRepo } from '../modules/location/location.repo.ts';
import { userLocations } from '../modules/location/location.schema.ts';
import { createLocationService } from '../modules/location/location.service.ts';
import { shownPoint } from '../modules/location/shown-point.ts';
import { ABUSE_DEFAULTS, ABUSE_TEXT } from '../platform/http/abuse-limits.ts';
import { createRateLimiter } from '../platform/http/rate-limiter.ts';
import { HOME, make, type SignedInPerson } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const VICTIMS = process.env.LONG_TESTS === '1' ? 200 : 50;
/** Probes within this many km of the centre, on whole-km offsets. */
const PROBE_RADIUS_KM = 4;
/** Victims are spread uniformly over a square of this half-width (km) around the centre. */
const VICTIM_SPREAD_KM = 1;
/** Spoofed positions claim a poor accuracy, which lets them jump past the speed check. */
const SPOOFED_ACCURACY_M = 100_000;

let lifted: TestServer;
let limited: TestServer;

beforeAll(async () => {
  // One after the other: two servers starting at once on a busy machine can miss Fastify's plugin timeout.
  lifted = await startTestServer({
    LIMIT_LOCATION_CHANGES_PER_HOUR: '0',
    LIMIT_LOCATION_CHANGES_PER_DAY: '0',
  });
  limited = await startTestServer();
}, 180_000);
afterAll(async () => {
  await Promise.all([lifted?.close(), limited?.close()]);
});

/** A point `east` and `north` km from the centre. */
function offset(centre: Point, east: number, north: number): Point {
  return {
    latitude: centre.latitude + north / KM_PER_DEGREE,
    longitude: centre.longitude + east / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

/** The other way: km east and north of the centre (flat within a few km; the error is metres). */
function local(centre: Point, point: Point): [number, number] {
  return [
    (point.longitude - centre.longitude) * KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180),
    (point.latitude - centre.latitude) * KM_PER_DEGREE,
  ];
}

async function setPosition(server: TestServer, person: SignedInPerson, at: Point, accuracy = 10) {
  const answer = await apiPost(
    server,
    'logincheck',
    { locationdata: { ...at, accuracy } },
    { cookie: person.cookie },
  );
  expect(answer.statusCode).toBe(200);
}

async function shownDistance(server: TestServer, viewer: SignedInPerson, ownerId: string): Promise<number> {
  const answer = await apiGet(server, `profilebyid&id=${ownerId}`, { cookie: viewer.cookie });
  expect(answer.statusCode).toBe(200);
  const distance = answer.json().profile[0].distance;
  expect(typeof distance).toBe('number');
  return distance;
}

interface Observation {
  /** The attacker's own shown point, which it can work out from its spoofed position and the public grid. */
  at: [number, number];
  shown: number;
}

/**
 * The centre of the points consistent with every answer: a shown distance d means [d − 0.5, d + 0.5) km, and 1
 * means anything under 1.5 km. Searched on a 40 m raster; if rounding at an edge leaves no point consistent with
 * all answers, the least inconsistent ones are taken.
 */
function estimate(observations: Observation[]): [number, number] {
  const step = 0.04;
  const reach = VICTIM_SPREAD_KM + 2;
  let best = Number.POSITIVE_INFINITY;
  let sum: [number, number, number] = [0, 0, 0];
  for (let x = -reach; x <= reach; x += step) {
    for (let y = -reach; y <= reach; y += step) {
      let cost = 0;
      for (const { at, shown } of observations) {
        const r = Math.hypot(x - at[0], y - at[1]);
        const lo = shown <= 1 ? 0 : shown - 0.5;
        const hi = shown + 0.5;
        const miss = r < lo ? lo - r : r > hi ? r - hi : 0;
        cost += miss * miss;
        if (cost > best + 1e-9) break;
      }
      if (cost < best - 1e-9) {
        best = cost;
        sum = [x, y, 1];
      } else if (cost <= best + 1e-9) {
        sum = [sum[0] + x, sum[1] + y, sum[2] + 1];
      }
    }
  }
  return [sum[0] / sum[2], sum[1] / sum[2]];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

describe('an attacker trilaterating victims from the distances the app shows', () => {
  it(`cannot place ${VICTIMS} victims closer than half a grid cell (median)`, async () => {
    const centre = HOME;
    const attacker = await make.person(lifted, { displayName: 'Attacker', at: null });
    const victims: { person: SignedInPerson; exact: Point }[] = [];
    for (let i = 0; i < VICTIMS; i++) {
      const person = await make.person(lifted, { at: null });
      const exact = offset(
        centre,
        (Math.random() * 2 - 1) * VICTIM_SPREAD_KM,
        (Math.random() * 2 - 1) * VICTIM_SPREAD_KM,
      );
      // The victim's own phone sends their exact position, as the app does when it opens.
      await setPosition(lifted, person, exact);
      await make.match(lifted, attacker, person);
      victims.push({ person, exact });
    }

    const probes: Point[] = [];
    for (let east = -PROBE_RADIUS_KM; east <= PROBE_RADIUS_KM; east++) {
      for (let north = -PROBE_RADIUS_KM; north <= PROBE_RADIUS_KM; north++) {
        if (east * east + north * north <= PROBE_RADIUS_KM * PROBE_RADIUS_KM) {
          probes.push(offset(centre, east + 0.1, north + 0.1));
        }
      }
    }
    const observations: Observation[][] = victims.map(() => []);
    for (const probe of probes) {
      await setPosition(lifted, attacker, probe, SPOOFED_ACCURACY_M);
      // The strongest attacker: it knows exactly where its own distances are measured from (its own offset too).
      const at = local(centre, shownPoint(lifted.config.locationSecret, attacker.id, probe));
      for (const [i, victim] of victims.entries()) {
        observations[i]?.push({ at, shown: await shownDistance(lifted, attacker, victim.person.id) });
      }
    }

    const errors = { centre: [] as number[], gridPoint: [] as number[] };
    for (const [i, victim] of victims.entries()) {
      const [east, north] = estimate(observations[i] ?? []);
      const guess = offset(centre, east, north);
      errors.centre.push(distanceKm(guess, victim.exact) * 1000);
      errors.gridPoint.push(distanceKm(snapToGrid(guess), victim.exact) * 1000);
    }
    const figures = Object.entries(errors).map(([estimator, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { estimator, median: quantile(sorted, 0.5), p10: quantile(sorted, 0.1) };
    });
    const best = figures.reduce((a, b) => (b.median < a.median ? b : a));
    console.log(
      [
        'location attack (trilateration over profilebyid distances):',
        `  victims ${VICTIMS}, probes per victim ${probes.length} (limit lifted)`,
        ...figures.map(
          (f) =>
            `  estimate = ${f.estimator}: median error ${Math.round(f.median)} m, p10 ${Math.round(f.p10)} m`,
        ),
        `  the attacker's best: median ${Math.round(best.median)} m (must be > 500 m)`,
        `  with the limit on: ${ABUSE_DEFAULTS.locationChangesPerHour} position changes an hour, ${ABUSE_DEFAULTS.locationChangesPerDay} a day, so ${probes.length} probes take at least ${Math.ceil(probes.length / ABUSE_DEFAULTS.locationChangesPerDay)} days`,
      ].join('\n'),
    );
    expect(best.median).toBeGreaterThan(500);
  }, 900_000);
});

describe('the limit on position changes', () => {
  it(`stops a fake account after ${ABUSE_DEFAULTS.locationChangesPerHour} moves to another grid cell in an hour`, async () => {
    const cap = ABUSE_DEFAULTS.locationChangesPerHour;
    const victim = await make.person(limited, { at: null });
    await setPosition(limited, victim, offset(HOME, 0.3, 0.2));
    const attacker = await make.person(limited, { at: null });
    await make.match(limited, attacker, victim);
    // The first position is not a change; each of the next ones moves 2 km further east.
    const taken: boolean[] = [];
    const shown: number[] = [];
    for (let i = 0; i <= cap + 5; i++) {
      const sent = offset(HOME, 2 * i, 0);
      await setPosition(limited, attacker, sent, SPOOFED_ACCURACY_M);
      const [row] = await limited.database.db
        .select({ longitude: userLocations.longitude })
        .from(userLocations)
        .where(eq(userLocations.userId, attacker.id));
      taken.push(row?.longitude === sent.longitude);
      shown.push(await shownDistance(limited, attacker, victim.id));
    }
    const changes = taken.slice(1).filter(Boolean).length;
    console.log(
      `location changes: ${taken.length - 1} spoofed moves, ${changes} taken (limit ${cap} an hour)`,
    );
    // The first position and `cap` changes were taken, in order; after that the distance shown stands still.
    expect(taken).toEqual(Array.from({ length: taken.length }, (_, i) => i <= cap));
    expect(shown.slice(cap + 1).every((d) => d === shown[cap])).toBe(true);
  }, 120_000);

  it('does not count the same position again, or a move within the same 1 km cell', async () => {
    const person = await make.person(limited, { at: null });
    // The middle of a grid cell, so that a wobble of a few metres stays in it.
    const home = snapToGrid(offset(HOME, 5, 5));
    for (let i = 0; i < ABUSE_DEFAULTS.locationChangesPerHour * 2; i++) {
      // Opening the app at home, with GPS wobbling by a few metres.
      await setPosition(limited, person, offset(home, (i % 3) * 0.01, 0));
    }
    const viewer = await make.person(limited, { at: null });
    await make.match(limited, viewer, person);
    await setPosition(limited, viewer, offset(HOME, 0.1, 10.1));
    // Then a move to another cell: still taken.
    const before = await shownDistance(limited, viewer, person.id);
    await setPosition(limited, person, offset(HOME, 0.1, 8.1), SPOOFED_ACCURACY_M);
    expect(await shownDistance(limited, viewer, person.id)).toBeLessThan(before);
  }, 60_000);

  it('refuses with its sentence, and the daily cap holds across hours', async () => {
    const now = { t: Date.UTC(2026, 0, 1) };
    const clock = () => now.t;
    const locations = createLocationService(createLocationRepo(limited.database.db), {
      clock: () => new Date(now.t),
      name: async () => ({ suburb: null, town: null, city: null, state: null, country: null }),
      changes: {
        hourly: createRateLimiter({ max: 10, windowMs: 3_600_000 }, { clock }),
        daily: createRateLimiter({ max: 50, windowMs: 86_400_000 }, { clock }),
      },
    });
    const person = await make.person(limited, { at: null });
    let east = 0;
    const move = () => {
      east += 2;
      return locations.record(person.id, { ...offset(HOME, east, 0), accuracy: SPOOFED_ACCURACY_M }, null);
    };
    expect(await move()).toBe(true); // the first position
    for (let hour = 0; hour < 5; hour++) {
      for (let i = 0; i < 10; i++) expect(await move()).toBe(true);
      await expect(move()).rejects.toMatchObject({ status: 429, message: ABUSE_TEXT.locationChanges });
      now.t += 3_600_000;
    }
    // Fifty changes in five hours: the day's cap, though the hour's is fresh.
    await expect(move()).rejects.toMatchObject({ status: 429, message: ABUSE_TEXT.locationChanges });
    now.t += 20 * 3_600_000;
    expect(await move()).toBe(true);
  });
});
