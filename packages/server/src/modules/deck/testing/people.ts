// Test and benchmark fixture: complete people (verified, terms accepted, profile, selected AI image, a private
// photo, a position) written straight into the database, many at a time. Each property can be turned off to
// break one rule of RULES.md "Matching". Positions go into user_locations; the trigger snaps them for the deck.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@rookery/shared/limits.ts';
import type { Db } from '../../../platform/db/db-client.ts';
import { SESSION_COOKIE } from '../../../platform/http/viewer.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { users } from '../../auth/auth.schema.ts';
import { aiImages } from '../../images/images.schema.ts';
import { userLocations } from '../../location/location.schema.ts';
import { privatePhotos } from '../../media/media.schema.ts';
import { profiles } from '../../profile/profile.schema.ts';
import { userSettings } from '../../settings/settings.schema.ts';
import type { Point } from '../grid.ts';

/** Auckland's Sky Tower: where people are unless told otherwise. */
export const HOME: Point = { latitude: -36.8485, longitude: 174.7633 };

export interface Sliders {
  introvert: number;
  planner: number;
  explorer: number;
  earlybird: number;
  sweet: number;
}

export interface PersonSpec {
  displayName?: string;
  realName?: string;
  gender?: 'Male' | 'Female' | 'Other';
  preference?: 'Man' | 'Woman' | 'Any';
  /** Age today (UTC) by birthday; or give `dob`. Default 30. */
  age?: number;
  dob?: string;
  younger?: number;
  older?: number;
  sliders?: Partial<Sliders>;
  /** Null: no position at all. */
  at?: Point | null;
  suburb?: string;
  city?: string;
  country?: string | null;
  deviceCountry?: string | null;
  /** Settings row; omitted = the defaults (50 km, km, listed). */
  distanceKm?: number;
  inMiles?: boolean;
  listed?: boolean;
  verified?: boolean;
  acceptTc?: boolean;
  status?: 'active' | 'suspended' | 'banned';
  suspendedUntil?: Date | null;
  source?: string;
  lastActiveAt?: Date;
  /** Parts of a complete profile, each on by default. */
  withProfile?: boolean;
  withAiImage?: boolean;
  withPhoto?: boolean;
}

export interface Person {
  id: string;
  email: string;
  displayName: string;
  /** The AI image selected as public, if any. */
  imageId: string | null;
  photoFilename: string | null;
}

export interface SignedInPerson extends Person {
  cookie: string;
}

/** A yyyy-MM-dd date of birth that makes someone exactly `age` today (UTC): their birthday was yesterday. */
export function dobForAge(age: number, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 1));
  return day.toISOString().slice(0, 10);
}

let counter = 0;

/** Writes people in a few multi-row inserts (chunked), without sessions: fast enough to seed 100k. */
export async function insertPeople(db: Db, specs: PersonSpec[], chunk = 1000): Promise<Person[]> {
  const people: Person[] = [];
  for (let start = 0; start < specs.length; start += chunk) {
    const part = specs.slice(start, start + chunk);
    const rows = part.map((spec) => {
      counter += 1;
      const id = randomUUID();
      const displayName = spec.displayName ?? `Penguin ${counter}`;
      const withProfile = spec.withProfile ?? true;
      const imageId = withProfile && (spec.withAiImage ?? true) ? randomUUID() : null;
      const photoFilename = withProfile && (spec.withPhoto ?? true) ? `${randomUUID()}.jpg` : null;
      return { id, spec, displayName, imageId, photoFilename, email: `p-${id.slice(0, 13)}@example.test` };
    });
    await db.insert(users).values(
      rows.map(({ id, email, spec }) => ({
        id,
        email,
        name: spec.realName ?? 'Test Person',
        source: spec.source ?? 'Email',
        verified: spec.verified ?? true,
        acceptTc: spec.acceptTc ?? true,
        status: spec.status ?? 'active',
        suspendedUntil: spec.suspendedUntil ?? null,
        ...(spec.lastActiveAt ? { lastActiveAt: spec.lastActiveAt } : {}),
      })),
    );
    const withProfile = rows.filter((r) => r.spec.withProfile ?? true);
    if (withProfile.length > 0) {
      await db.insert(profiles).values(
        withProfile.map(({ id, spec, displayName }) => ({
          userId: id,
          displayName,
          dob: spec.dob ?? dobForAge(spec.age ?? 30),
          gender: spec.gender ?? 'Female',
          realName: spec.realName ?? `Real ${displayName}`,
          preference: spec.preference ?? 'Any',
          wantKids: 'Undecided',
          tagline: `Tagline of ${displayName}`,
          description: `About ${displayName}`,
          younger: spec.younger ?? -10,
          older: spec.older ?? 10,
          ...spec.sliders,
        })),
      );
    }
    const located = rows.filter((r) => r.spec.at !== null);
    if (located.length > 0) {
      await db.insert(userLocations).values(
        located.map(({ id, spec }) => {
          const at = spec.at ?? HOME;
          const place = {
            suburb: spec.suburb ?? 'Central',
            city: spec.city ?? 'Auckland',
            country: spec.country === undefined ? 'New Zealand' : spec.country,
          };
          return {
            userId: id,
            latitude: at.latitude,
            longitude: at.longitude,
            accuracy: 10,
            locatedAt: new Date(),
            ...place,
            // Made-up names, the same for the owner and for others (the server names the shown point instead).
            shownSuburb: place.suburb,
            shownCity: place.city,
            shownCountry: place.country,
            shownNamed: true,
            deviceCountry: spec.deviceCountry === undefined ? 'NZ' : spec.deviceCountry,
          };
        }),
      );
    }
    const images = rows.filter((r) => r.imageId);
    if (images.length > 0) {
      await db.insert(aiImages).values(
        images.map(({ id, imageId }) => ({
          id: imageId as string,
          userId: id,
          style: 'comic',
          description: 'A penguin with a pebble',
          storageKey: `ai/${imageId}.png`,
          provider: 'local',
          isProfile: true,
        })),
      );
    }
    const photos = rows.filter((r) => r.photoFilename);
    if (photos.length > 0) {
      await db
        .insert(privatePhotos)
        .values(photos.map(({ id, photoFilename }) => ({ userId: id, filename: photoFilename as string })));
    }
    const withSettings = rows.filter(
      (r) => r.spec.distanceKm !== undefined || r.spec.inMiles !== undefined || r.spec.listed !== undefined,
    );
    if (withSettings.length > 0) {
      await db.insert(userSettings).values(
        withSettings.map(({ id, spec }) => ({
          userId: id,
          gpsDistance: spec.distanceKm ?? LIMITS.defaultDistanceKm,
          gpsInMiles: spec.inMiles ?? false,
          listed: spec.listed ?? true,
        })),
      );
    }
    people.push(
      ...rows.map(({ id, email, displayName, imageId, photoFilename }) => ({
        id,
        email,
        displayName,
        imageId,
        photoFilename,
      })),
    );
  }
  return people;
}

/** One person, signed in. */
export async function createPerson(server: TestServer, spec: PersonSpec = {}): Promise<SignedInPerson> {
  const [person] = await insertPeople(server.database.db, [spec]);
  if (!person) throw new Error('person not written');
  const token = await server.app.services.sessions.start(person.id, 'vitest');
  return { ...person, cookie: `${SESSION_COOKIE}=${token}` };
}
