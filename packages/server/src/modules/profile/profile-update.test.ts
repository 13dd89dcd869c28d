// updateprofile (RULES.md "Reads and writes"): the caller's own profile is created or replaced; each
// RULES.md "Validation" rule answers 400 with its message; 18+ by birthday on the server's calendar; has_kids reloads
// as saved; gates 401/403.
import type { ProfileInput } from '@rookery/shared/schemas/profile.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { make, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { profiles } from './profile.schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VALID = {
  display_name: 'Rocky',
  DOB: '1994-02-28',
  gender: 'Male',
  real_name: 'Rocco Hopper',
  preference: 'Woman',
  want_kids: 'Undecided',
} satisfies ProfileInput;

function save(me: TestUser, profile: unknown) {
  return apiPost(server, 'updateprofile', { profile }, { cookie: me.cookie });
}

async function readBack(me: TestUser) {
  const answer = (await apiGet(server, 'profile', { cookie: me.cookie })).json();
  return answer.profile[0];
}

async function refused(profile: unknown): Promise<{ status: number; error: string }> {
  const me = await make.account(server);
  const response = await save(me, profile);
  const body = response.json();
  // A refused save writes nothing.
  expect(await readBack(me)).toBeUndefined();
  return { status: response.statusCode, error: body.error };
}

describe('updateprofile saves the caller’s profile', () => {
  it('creates the profile with every field, and `profile` reads each back as sent', async () => {
    const me = await make.account(server);
    const full = {
      ...VALID,
      description: 'I build igloos.',
      ideal_partner: 'Someone who likes the cold.',
      tagline: 'Pebbles > flowers',
      younger: -5,
      older: 7,
      has_kids: true,
      introvert: 0,
      planner: 10,
      explorer: 3,
      earlybird: 8,
      sweet: 1,
    };
    const response = await save(me, full);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await readBack(me)).toEqual({
      ...full,
      user_id: me.id,
      country: null,
      latitude: null,
      longitude: null,
    });
  });

  it('reloads has_kids true as true (the original read it back under a misspelt name) and false as false', async () => {
    const me = await make.account(server);
    await save(me, { ...VALID, has_kids: true });
    expect((await readBack(me)).has_kids).toBe(true);
    await save(me, { ...VALID, has_kids: false });
    expect((await readBack(me)).has_kids).toBe(false);
  });

  it('accepts the mobile app’s 1/"1"/"true" for has_kids', async () => {
    const me = await make.account(server);
    for (const sent of [1, '1', 'true']) {
      await save(me, { ...VALID, has_kids: false });
      await save(me, { ...VALID, has_kids: sent });
      expect((await readBack(me)).has_kids).toBe(true);
    }
  });

  it('fills the defaults: sliders at 5, age range −10…+10, no kids, empty texts', async () => {
    const me = await make.account(server);
    expect((await save(me, VALID)).statusCode).toBe(200);
    expect(await readBack(me)).toMatchObject({
      description: '',
      ideal_partner: '',
      tagline: '',
      younger: -10,
      older: 10,
      has_kids: false,
      introvert: 5,
      planner: 5,
      explorer: 5,
      earlybird: 5,
      sweet: 5,
    });
  });

  it('replaces the profile on a second save (one row per person) and trims the texts', async () => {
    const me = await make.account(server);
    await save(me, { ...VALID, tagline: 'first', sweet: 9 });
    await save(me, { ...VALID, display_name: '  Pip  ', tagline: '', sweet: 2 });
    const rows = await server.database.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(await readBack(me)).toMatchObject({ display_name: 'Pip', tagline: '', sweet: 2 });
  });
});

describe('updateprofile refuses the first broken rule with its RULES.md "Validation" message', () => {
  it.each([
    ['display_name', { display_name: '' }, 'Display Name is required'],
    ['display_name (spaces only)', { display_name: '   ' }, 'Display Name is required'],
    ['DOB', { DOB: '' }, 'Please select a date of birth'],
    ['DOB (not a date)', { DOB: '1994-02-30' }, 'Please select a date of birth'],
    ['DOB (wrong format)', { DOB: '28/02/1994' }, 'Please select a date of birth'],
    ['gender', { gender: '' }, 'Gender is required'],
    ['gender (unknown)', { gender: 'Penguin' }, 'Gender is required'],
    ['real_name', { real_name: '' }, 'Real Name is required'],
    ['preference', { preference: 'Male' }, 'Gender Preference is required'],
    ['want_kids', { want_kids: '' }, 'Please specify if you want kids'],
  ])('%s', async (_field, broken, message) => {
    expect(await refused({ ...VALID, ...broken })).toEqual({ status: 400, error: message });
  });

  it('reports missing fields in the editor’s order: display name first, then date of birth', async () => {
    expect(await refused({})).toEqual({ status: 400, error: 'Display Name is required' });
    const { DOB: _dob, ...noDob } = VALID;
    expect(await refused({ ...noDob, gender: undefined })).toEqual({
      status: 400,
      error: 'Please select a date of birth',
    });
  });

  it('refuses a request without a profile object', async () => {
    const me = await make.account(server);
    const response = await apiPost(server, 'updateprofile', VALID, { cookie: me.cookie });
    expect(response.statusCode).toBe(400);
    expect(await readBack(me)).toBeUndefined();
  });
});

describe('updateprofile limits', () => {
  it.each([
    ['display_name', 100, 'Display Name must be at most 100 characters'],
    ['real_name', 100, 'Real Name must be at most 100 characters'],
    ['tagline', 60, 'Tagline must be at most 60 characters'],
    ['description', 2000, 'About You must be at most 2000 characters'],
    ['ideal_partner', 2000, 'Ideal Partner must be at most 2000 characters'],
  ])('%s: %i characters are kept, one more is refused', async (field, max, message) => {
    const me = await make.account(server);
    expect((await save(me, { ...VALID, [field]: 'a'.repeat(max) })).statusCode).toBe(200);
    expect((await readBack(me))[field]).toHaveLength(max);
    expect(await refused({ ...VALID, [field]: 'a'.repeat(max + 1) })).toEqual({
      status: 400,
      error: message,
    });
  });

  it.each([
    ['younger', -30, 0, [-31, 1]],
    ['older', 0, 30, [-1, 31]],
    ['introvert', 0, 10, [-1, 11]],
    ['planner', 0, 10, [-1, 11]],
    ['explorer', 0, 10, [-1, 11]],
    ['earlybird', 0, 10, [-1, 11]],
    ['sweet', 0, 10, [-1, 11]],
  ] as const)('%s takes %i…%i and refuses outside or fractions', async (field, min, max, outside) => {
    const me = await make.account(server);
    for (const value of [min, max]) {
      expect((await save(me, { ...VALID, [field]: value })).statusCode).toBe(200);
      expect((await readBack(me))[field]).toBe(value);
    }
    for (const value of [...outside, min + 0.5]) {
      const answer = await refused({ ...VALID, [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatch(/^Choose a (value|whole number) from /);
    }
  });
});

describe('updateprofile: 18 and over, by birthday on the server’s calendar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Only Date is faked, so the database and the HTTP layer keep their real timers. */
  function today(year: number, month: number, day: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, month - 1, day, 12, 0, 0));
  }

  it('allows a person whose 18th birthday is today and refuses one whose birthday is tomorrow', async () => {
    today(2026, 6, 15);
    expect(await refused({ ...VALID, DOB: '2008-06-16' })).toEqual({
      status: 400,
      error: 'You must be over 18 to use this product.',
    });
    const me = await make.account(server);
    expect((await save(me, { ...VALID, DOB: '2008-06-15' })).statusCode).toBe(200);
    expect((await readBack(me)).DOB).toBe('2008-06-15');
  });

  it('a leap-day birthday counts from 1 March in a common year', async () => {
    today(2026, 2, 28);
    expect((await refused({ ...VALID, DOB: '2008-02-29' })).error).toBe(
      'You must be over 18 to use this product.',
    );
    today(2026, 3, 1);
    const me = await make.account(server);
    expect((await save(me, { ...VALID, DOB: '2008-02-29' })).statusCode).toBe(200);
  });

  it('the same rule against the real clock: a date computed 18 years back from today', async () => {
    const now = new Date();
    // The day after 18 years ago today is still under 18 (1 March when today is 28 February after a leap year).
    const tomorrow18 = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
    const text = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect((await refused({ ...VALID, DOB: text(tomorrow18) })).error).toBe(
      'You must be over 18 to use this product.',
    );
  });
});

describe('updateprofile: only the caller’s own profile', () => {
  it('ignores any user id in the payload: a stranger cannot change someone else’s profile', async () => {
    const owner = await make.account(server);
    const stranger = await make.account(server);
    await save(owner, { ...VALID, display_name: 'Owner' });

    const attack = { ...VALID, display_name: 'Hacked', user_id: owner.id, userId: owner.id };
    const response = await apiPost(
      server,
      'updateprofile',
      { profile: attack, user_id: owner.id, userid: owner.id },
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect((await readBack(owner)).display_name).toBe('Owner');
    // The write landed on the stranger's own profile.
    expect(await readBack(stranger)).toMatchObject({ user_id: stranger.id, display_name: 'Hacked' });
  });

  it('refuses anyone signed out (401), unverified or without the terms (403), and saves nothing', async () => {
    const anonymous = await apiPost(server, 'updateprofile', { profile: VALID });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'Unauthorized' });

    for (const flags of [{ verified: false }, { acceptTc: false }]) {
      const person = await make.account(server, flags);
      const response = await save(person, VALID);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: 'Forbidden' });
      const rows = await server.database.db.select().from(profiles).where(eq(profiles.userId, person.id));
      expect(rows).toEqual([]);
    }
  });

  it('is a write: GET is refused', async () => {
    const me = await make.account(server);
    const response = await apiGet(server, 'updateprofile', { cookie: me.cookie });
    expect(response.statusCode).toBe(404);
  });
});
