// Where seeded people live: real towns from the gazetteer's cities.json (GeoNames), chosen with a weight that
// stands in for population, and a spread around each town that makes cities dense and the country sparse.
//
// cities.json carries no populations. A big city is listed as dozens of neighbourhoods, though, so the number of
// places within NEAR_KM of a place says how big the town around it is: picking a place with that weight gives a
// town of n entries about n² of the people (Auckland ends up with about a third of New Zealand, as it has).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as geokdbush from 'geokdbush';
import KDBush from 'kdbush';
import { type Place, placeAt } from '../modules/location/location.public.ts';
import { SeedError } from './seed-error.ts';
import type { Random } from './seed-random.ts';

const NEAR_KM = 10;
const KM_PER_DEGREE = 111.19508023353291;

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

export interface Town {
  latitude: number;
  longitude: number;
  country: string;
  /** Places of the gazetteer within NEAR_KM: 1 for a lone town, dozens inside a city. */
  near: number;
  /** How far people spread around it (standard deviation, km): a few hundred metres in a city, km in the country. */
  spreadKm: number;
}

export interface Towns {
  count: number;
  /** A town picked by its weight. */
  pick(r: Random): number;
  town(index: number): Town;
  /** A point around the town, as people are spread around it. */
  around(r: Random, index: number): { latitude: number; longitude: number };
  /** The gazetteer's names of the town's centre (looked up once per town). */
  names(index: number): Promise<Place>;
}

const require = createRequire(import.meta.url);

/** `countries`: ISO codes (NZ, AU…), or empty for the whole world. */
export async function loadTowns(countries: string[]): Promise<Towns> {
  const all = JSON.parse(await readFile(require.resolve('cities.json'), 'utf8')) as RawCity[];
  const wanted = new Set(countries);
  const chosen = wanted.size === 0 ? all : all.filter((c) => wanted.has(c.country));
  if (chosen.length === 0) {
    throw new SeedError(
      `The gazetteer has no towns in ${countries.join(', ')}; give ISO country codes such as NZ or AU.`,
    );
  }
  const index = new KDBush(chosen.length);
  for (const c of chosen) index.add(Number(c.lng), Number(c.lat));
  index.finish();
  const towns: Town[] = [];
  const cumulative = new Float64Array(chosen.length);
  let total = 0;
  chosen.forEach((c, i) => {
    const latitude = Number(c.lat);
    const longitude = Number(c.lng);
    const near = geokdbush.around(index, longitude, latitude, Number.POSITIVE_INFINITY, NEAR_KM).length;
    towns.push({
      latitude,
      longitude,
      country: c.country,
      near,
      spreadKm: Math.max(0.6, 4 / Math.sqrt(near)),
    });
    total += near;
    cumulative[i] = total;
  });
  const names = new Map<number, Promise<Place>>();
  return {
    count: towns.length,
    pick(r) {
      const target = r.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) > target) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
    town: (i) => towns[i] as Town,
    around(r, i) {
      const town = towns[i] as Town;
      const km = Math.abs(r.normal(0, town.spreadKm));
      const angle = r.next() * 2 * Math.PI;
      const latitude = town.latitude + (km * Math.cos(angle)) / KM_PER_DEGREE;
      const cosLat = Math.max(0.01, Math.cos((town.latitude * Math.PI) / 180));
      let longitude = town.longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * cosLat);
      if (longitude > 180) longitude -= 360;
      if (longitude < -180) longitude += 360;
      return { latitude: Math.max(-89.9, Math.min(89.9, latitude)), longitude };
    },
    names(i) {
      let found = names.get(i);
      if (!found) {
        const town = towns[i] as Town;
        found = placeAt(town.latitude, town.longitude);
        names.set(i, found);
      }
      return found;
    },
  };
}
