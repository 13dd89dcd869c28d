// The deck reads personality cells nearest the viewer first and stops early (drizzle/0007_deck_speed.sql; since 0010
// the viewer's own cell first, then more cells a round while too few are found). With a crowd of hundreds it takes
// that path, with more rounds for a longer deck; with a handful of people it widens and then ranks everyone around.
// The order must still be exactly RULES.md "Matching": closest personality, then distance, then most recently active
// (then id), exclusions left out. The answer is checked against that order computed here from the crowd's own values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type PersonSpec, type Sliders } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createDeckRepo } from './deck.repo.ts';
import { decisions } from './deck.schema.ts';
import { dayOf } from './deck.service.ts';
import { distanceKm, eastOf, type Point, snapToGrid } from './grid.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CROWD = 400;
const SLIDERS = ['introvert', 'planner', 'explorer', 'earlybird', 'sweet'] as const;

let seed = 7;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

function randomSliders(): Sliders {
  const [introvert, planner, explorer, earlybird, sweet] = SLIDERS.map(() => Math.floor(random() * 11));
  return { introvert, planner, explorer, earlybird, sweet } as Sliders;
}

let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: 10 + area * 3, longitude: 20 + area * 7 };
}

/**
 * A crowd of women who all fit a man of 30 looking for women, each with her own sliders, on a line east of him (so
 * that two different grid points are never at the same distance, and the order here cannot differ from the
 * database's by a rounding).
 */
async function crowdAround(at: Point, viewerSliders: Sliders, size = CROWD) {
  const now = Date.now();
  const specs: PersonSpec[] = Array.from({ length: size }, (_, i) => ({
    gender: 'Female',
    preference: 'Man',
    age: 25 + (i % 10),
    sliders: randomSliders(),
    at: eastOf(at, 0.3 + (i % 37)),
    // many share a place or a moment, so that activity and then the id decide between them
    lastActiveAt: new Date(now - (i % 5) * 60_000),
  }));
  const [viewer, ...crowd] = await make.people(server.database.db, [
    { gender: 'Male', preference: 'Woman', age: 30, sliders: viewerSliders, at },
    ...specs,
  ]);
  if (!viewer) throw new Error('no viewer');
  const home = snapToGrid(at);
  const ranked = crowd
    .map((person, i) => {
      const spec = specs[i] as PersonSpec;
      const sliders = spec.sliders as Sliders;
      return {
        id: person.id,
        unlike: SLIDERS.reduce((sum, s) => sum + (sliders[s] - viewerSliders[s]) ** 2, 0),
        km: distanceKm(home, snapToGrid(spec.at as Point)),
        active: (spec.lastActiveAt as Date).getTime(),
      };
    })
    .sort((a, b) => a.unlike - b.unlike || a.km - b.km || b.active - a.active || (a.id < b.id ? -1 : 1));
  return { viewer, ranked: ranked.map((r) => r.id) };
}

async function deck(viewerId: string, limit: number): Promise<string[]> {
  const now = new Date();
  const rows = await createDeckRepo(server.database.db).candidates(viewerId, {
    today: dayOf(now),
    now,
    chilledSince: new Date(now.getTime() - 7 * 86_400_000),
    limit,
  });
  return rows.map((row) => row.user_id);
}

const SLIDER_CORNER: Sliders = { introvert: 0, planner: 10, explorer: 0, earlybird: 10, sweet: 0 };

describe('the deck in a crowd', () => {
  const viewers: Record<string, Sliders> = {
    'in the middle of every cell': { introvert: 5, planner: 6, explorer: 5, earlybird: 6, sweet: 5 },
    'on the edges of cells': { introvert: 3, planner: 4, explorer: 7, earlybird: 8, sweet: 10 },
    'in a corner': { introvert: 0, planner: 0, explorer: 0, earlybird: 0, sweet: 0 },
  };
  for (const [name, sliders] of Object.entries(viewers)) {
    it(`ranks exactly as the rules say for a viewer ${name}, with decisions left out`, async () => {
      const { viewer, ranked } = await crowdAround(freshArea(), sliders);
      expect(await deck(viewer.id, 10)).toEqual(ranked.slice(0, 10));
      // a longer deck reads more cells, in more rounds
      expect(await deck(viewer.id, 60)).toEqual(ranked.slice(0, 60));
      // declining the best three and every fifth of the next fifty brings in the ones after them, in order
      const declined = [...ranked.slice(0, 3), ...ranked.slice(3, 53).filter((_, i) => i % 5 === 0)];
      await server.database.db
        .insert(decisions)
        .values(declined.map((targetId) => ({ userId: viewer.id, targetId, kind: 'decline' })));
      const left = ranked.filter((id) => !declined.includes(id));
      expect(await deck(viewer.id, 10)).toEqual(left.slice(0, 10));
      expect(await deck(viewer.id, 40)).toEqual(left.slice(0, 40));
    });
  }
});

describe('the deck with few people around', () => {
  // A dozen people spread over every cell: the widening rounds find fewer than ten, so the last round ranks everyone
  // around; with 30 people the widening rounds alone find ten.
  for (const size of [12, 30]) {
    it(`ranks all ${size} exactly as the rules say, round by round`, async () => {
      const { viewer, ranked } = await crowdAround(freshArea(), SLIDER_CORNER, size);
      expect(await deck(viewer.id, 10)).toEqual(ranked.slice(0, 10));
      expect(await deck(viewer.id, 60)).toEqual(ranked);
    });
  }
});
