// One seeded person, complete as the product defines it (RULES.md "Matching"): verified, terms accepted, a
// profile with every field, settings, a position in a real town, a selected AI image and a private photo.
// Shares: men and women about 48% each, other 4%; mostly straight, some gay, some open to anyone; ages 18–80
// with most people 25–45; sliders a little correlated (introverts explore less, planners rise early).
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import type { Place } from '../modules/location/location.public.ts';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, NEUTRAL_NAMES } from './seed-names.ts';
import { clamp, type Random } from './seed-random.ts';
import type { Towns } from './seed-towns.ts';
import {
  AI_IMAGE_PROMPTS,
  description,
  displayName,
  idealPartner,
  PHOTO_PROMPTS,
  tagline,
} from './seed-words.ts';

export const SEED_EMAIL_DOMAIN = 'seed.rookery.test';
/** Every seeded person's password (docs: sign in as anyone seeded with their email and this). */
export const SEED_PASSWORD = 'penguin-pebbles';
/** How many placeholder files each kind of picture shares (written once, see seed-media.ts). */
export const PLACEHOLDERS = AI_IMAGE_PROMPTS.length;
export const PHOTO_PLACEHOLDERS = PHOTO_PROMPTS.length;

const DAY = 86_400_000;
const DISTANCES: readonly (readonly [number, number])[] = [
  [10, 8],
  [25, 20],
  [50, 35],
  [80, 12],
  [100, 12],
  [150, 6],
  [200, 7],
];
/** Devices in these countries show miles (settings). */
const MILES = new Set(['US', 'GB', 'LR', 'MM']);

export type Gender = 'Male' | 'Female' | 'Other';
export type Preference = 'Man' | 'Woman' | 'Any';

export interface SeedPerson {
  n: number;
  id: string;
  email: string;
  realName: string;
  displayName: string;
  gender: Gender;
  preference: Preference;
  age: number;
  dob: string;
  younger: number;
  older: number;
  hasKids: boolean;
  wantKids: 'Yes' | 'No' | 'Undecided';
  sliders: [number, number, number, number, number];
  tagline: string;
  description: string;
  idealPartner: string;
  distanceKm: number;
  inMiles: boolean;
  listed: boolean;
  town: number;
  latitude: number;
  longitude: number;
  place: Place;
  deviceCountry: string;
  createdAt: Date;
  lastActiveAt: Date;
  aiImageId: string;
  aiPlaceholder: number;
  aiStyle: string;
  photoId: string;
  photoFilename: string;
  photoPlaceholder: number;
}

function ageOf(r: Random): number {
  const kind = r.next();
  if (kind < 0.62) return Math.floor(clamp(r.normal(34, 7), 18, 80));
  if (kind < 0.9) return r.int(18, 60);
  return r.int(45, 80);
}

/** A date of birth that makes someone `age` today (UTC), on a random day of that year of life. */
function dobFor(r: Random, age: number, now: Date): string {
  const lastBirthday = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  return new Date(lastBirthday - r.int(1, 360) * DAY).toISOString().slice(0, 10);
}

function preferenceOf(r: Random, gender: Gender): Preference {
  if (gender === 'Other')
    return r.weighted<Preference>([
      ['Any', 60],
      ['Man', 20],
      ['Woman', 20],
    ]);
  const straight: Preference = gender === 'Male' ? 'Woman' : 'Man';
  const gay: Preference = gender === 'Male' ? 'Man' : 'Woman';
  return r.weighted<Preference>([
    [straight, 87],
    [gay, 7],
    ['Any', 6],
  ]);
}

function slider(r: Random, mean: number): number {
  return Math.round(clamp(r.normal(mean, 2.4), 0, 10));
}

function wantKidsOf(r: Random, age: number): SeedPerson['wantKids'] {
  if (age < 40)
    return r.weighted<SeedPerson['wantKids']>([
      ['Yes', 45],
      ['No', 20],
      ['Undecided', 35],
    ]);
  if (age < 50)
    return r.weighted<SeedPerson['wantKids']>([
      ['Yes', 15],
      ['No', 55],
      ['Undecided', 30],
    ]);
  return r.weighted<SeedPerson['wantKids']>([
    ['Yes', 3],
    ['No', 82],
    ['Undecided', 15],
  ]);
}

function lastActive(r: Random, now: Date, createdAt: Date): Date {
  // Most people were here this month, most of those this week; a tail has drifted away for up to three months.
  const days = r.chance(0.9) ? 30 * r.next() ** 2 : 30 + 60 * r.next();
  return new Date(Math.max(createdAt.getTime(), now.getTime() - days * DAY));
}

export async function seedPerson(r: Random, n: number, towns: Towns, now: Date): Promise<SeedPerson> {
  const gender = r.weighted<Gender>([
    ['Male', 48],
    ['Female', 48],
    ['Other', 4],
  ]);
  const first = r.pick(gender === 'Male' ? MALE_NAMES : gender === 'Female' ? FEMALE_NAMES : NEUTRAL_NAMES);
  const family = r.pick(FAMILY_NAMES);
  const age = ageOf(r);
  const introvert = slider(r, 5);
  const planner = slider(r, 5);
  const explorer = Math.round(clamp(slider(r, 5) - 0.3 * (introvert - 5), 0, 10));
  const earlybird = Math.round(clamp(slider(r, 5) + 0.3 * (planner - 5), 0, 10));
  const sweet = slider(r, 6);
  const town = towns.pick(r);
  const at = towns.around(r, town);
  const place = await towns.names(town);
  const country = towns.town(town).country;
  const createdAt = new Date(now.getTime() - r.int(1, 720) * DAY - r.int(0, DAY));
  const id = r.uuid();
  const photoId = r.uuid();
  return {
    n,
    id,
    // The number keeps addresses unique however often a name comes up.
    email: `${first}.${family}.${n}@${SEED_EMAIL_DOMAIN}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, ''),
    realName: `${first} ${family}`,
    displayName: displayName(r, first, family),
    gender,
    preference: preferenceOf(r, gender),
    age,
    dob: dobFor(r, age, now),
    // Older people look across a wider range, mostly younger than themselves.
    younger: -Math.round(clamp(r.normal(4 + age * 0.12, 2.5), 0, Math.min(30, age - 18))),
    older: Math.round(clamp(r.normal(4 + age * 0.05, 2.5), 1, 30)),
    hasKids: r.chance(age < 25 ? 0.05 : age < 35 ? 0.2 : age < 45 ? 0.45 : 0.6),
    wantKids: wantKidsOf(r, age),
    sliders: [introvert, planner, explorer, earlybird, sweet],
    tagline: tagline(r),
    description: description(r),
    idealPartner: idealPartner(r),
    distanceKm: r.weighted(DISTANCES),
    inMiles: MILES.has(country),
    listed: r.chance(0.98),
    town,
    latitude: at.latitude,
    longitude: at.longitude,
    place,
    deviceCountry: country,
    createdAt,
    lastActiveAt: lastActive(r, now, createdAt),
    aiImageId: r.uuid(),
    aiPlaceholder: r.int(0, PLACEHOLDERS - 1),
    aiStyle: r.pick(IMAGE_STYLES),
    photoId,
    photoFilename: `${photoId}.jpg`,
    // From the number, not a draw, so that the people of a seed stay the same as before photos had placeholders.
    photoPlaceholder: n % PHOTO_PLACEHOLDERS,
  };
}
