// The one place tests and benches make what they need: people, members, matches and rooms. Each factory writes the
// rows a real person's would be (or goes through sign-up, for `signedUp` and `member`), so a test states only what
// it is about. Use it as `make.person(server, {age: 40})`, `make.room(server)`. Imported by benches outside Vitest,
// so nothing here imports vitest.
//
// - account: an account row and a session, no profile (the gates' flags: verified, terms, status)
// - person: a complete person (verified, terms accepted, profile, selected AI image, a private photo, a position),
//   signed in; each part can be turned off to break one rule of RULES.md "Matching"
// - people: many complete people at once, without sessions (the deck's tests and the benches)
// - signedUp: an account made through POST /signin as the register screen does (its code mail awaited)
// - member: signed up, verified with the mailed code, terms accepted
// - googleAccount: a signed-in account that came through Google (no password of its own)
// - match: a match row between two people (basic unless full); answers the room id
// - room: two complete people and their match
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@rookery/shared/limits.ts';
import { eq } from 'drizzle-orm';
import { users } from '../modules/auth/auth.schema.ts';
import {
  accountMailSent,
  apiPost,
  codeFor,
  sessionCookieOf,
  signIn,
} from '../modules/auth/testing/auth-test-kit.ts';
import { matches } from '../modules/chat/chat.schema.ts';
import { pairOf } from '../modules/deck/decisions.repo.ts';
import type { Point } from '../modules/deck/grid.ts';
import { aiImages } from '../modules/images/images.schema.ts';
import { userLocations } from '../modules/location/location.schema.ts';
import { privatePhotos } from '../modules/media/media.schema.ts';
import { profiles } from '../modules/profile/profile.schema.ts';
import { userSettings } from '../modules/settings/settings.schema.ts';
import type { Db } from '../platform/db/db-client.ts';
import { SESSION_COOKIE } from '../platform/http/viewer.ts';
import type { TestServer } from './test-server.ts';

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

/** People written in a few multi-row inserts (chunked), without sessions: fast enough to seed 100k. */
async function people(db: Db, specs: PersonSpec[], chunk = 1000): Promise<Person[]> {
  const written: Person[] = [];
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
    written.push(
      ...rows.map(({ id, email, displayName, imageId, photoFilename }) => ({
        id,
        email,
        displayName,
        imageId,
        photoFilename,
      })),
    );
  }
  return written;
}

/** One person, signed in. */
async function person(server: TestServer, spec: PersonSpec = {}): Promise<SignedInPerson> {
  const [written] = await people(server.database.db, [spec]);
  if (!written) throw new Error('person not written');
  const token = await server.app.services.sessions.start(written.id, 'vitest');
  return { ...written, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface TestUser {
  id: string;
  email: string;
  /** The Cookie header of a signed-in session. */
  cookie: string;
}

/** Creates a person directly in the database (sign-up flows are tested on their own) and signs them in. */
async function account(
  server: TestServer,
  flags: { verified?: boolean; acceptTc?: boolean; status?: string; suspendedUntil?: Date } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `person-${id.slice(0, 8)}@example.test`;
  await server.database.db.insert(users).values({
    id,
    email,
    name: 'Test Person',
    verified: flags.verified ?? true,
    acceptTc: flags.acceptTc ?? true,
    status: flags.status ?? 'active',
    suspendedUntil: flags.suspendedUntil ?? null,
  });
  const token = await server.app.services.sessions.start(id, 'vitest');
  return { id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

let lastEmail = 0;
/** An address no account has yet. */
export function newEmail(label = 'person'): string {
  lastEmail += 1;
  return `${label}-${Date.now().toString(36)}-${lastEmail}@example.test`;
}

/** Registers through POST /signin and answers the account's cookie and address. */
async function signedUp(server: TestServer, name = 'Ana', password = 'correct horse battery') {
  const email = newEmail();
  const res = await signIn(server, {
    platform: 'Register',
    name,
    username: email,
    password,
    deviceid: 'web',
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  // The sign-up's code mail goes out after the answer. Waiting for it here keeps it out of what a test counts next:
  // counted before it lands, it was taken for the next mail, and its code for a reset code ("Incorrect code").
  if (server.config.mail.transport === 'outbox') await accountMailSent(server);
  return { email, password, cookie: sessionCookieOf(res) };
}

/** A member made the way people are: register, verify with the mailed code, accept the terms. */
async function member(server: TestServer) {
  const { email, cookie, password } = await signedUp(server);
  const code = await codeFor(server, email);
  await apiPost(server, 'verifycode', { code }, { cookie });
  await apiPost(server, 'accepttc', {}, { cookie });
  return { email, cookie, password };
}

/** A signed-in account that came through Google, so it has no password of its own. */
async function googleAccount(server: TestServer) {
  const user = await account(server);
  await server.database.db.update(users).set({ source: 'Google' }).where(eq(users.id, user.id));
  return user;
}

export interface Pair {
  a: SignedInPerson;
  b: SignedInPerson;
  room: string;
}

/** A match row between two people (basic unless `fullMatch`); answers the room id. */
async function match(
  server: TestServer,
  one: { id: string },
  other: { id: string },
  fullMatch = false,
): Promise<string> {
  const [userA, userB] = pairOf(one.id, other.id);
  const [row] = await server.database.db
    .insert(matches)
    .values({ userA, userB, fullMatch })
    .returning({ id: matches.id });
  if (!row) throw new Error('match not written');
  return row.id;
}

/** Two complete people, signed in, and their match (basic unless `fullMatch`). */
async function room(
  server: TestServer,
  specs: { a?: PersonSpec; b?: PersonSpec; fullMatch?: boolean } = {},
): Promise<Pair> {
  const a = await person(server, specs.a ?? {});
  const b = await person(server, specs.b ?? {});
  return { a, b, room: await match(server, a, b, specs.fullMatch ?? false) };
}

/** Ends the match as unmatch, report or block would (the safety module's own writes are not needed here). */
export async function endMatch(server: TestServer, roomId: string): Promise<void> {
  await server.database.db
    .update(matches)
    .set({ endedAt: new Date(), endedReason: 'unmatch' })
    .where(eq(matches.id, roomId));
}

export const make = { account, person, people, signedUp, member, googleAccount, match, room };
