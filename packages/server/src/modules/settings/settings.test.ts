// Settings and newname (RULES.md "Reads and writes", "Validation", "Constants and limits"): defaults, distance 0–200
// km, the miles choice, listed hiding a person from decks at once, and names changeable only for Email accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME, make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { eastOf } from '../deck/grid.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('settings', () => {
  it('reads the defaults: 50 km, km, listed', async () => {
    const me = await make.person(server, {
      realName: 'Rocco Hopper',
      deviceCountry: 'US',
      country: 'United States',
    });
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json()).toEqual({
      success: true,
      data: {
        name: 'Rocco Hopper',
        email: me.email,
        source: 'Email',
        gps_distance: 50,
        gps_in_miles: 0,
        listed: 1,
        device_country: 'US',
        country: 'United States',
        verified_only: 0,
      },
    });
  });

  it('saves distance in km within 0–200 and the flags; refuses anything else with a sentence', async () => {
    const me = await make.person(server);
    const save = (data: unknown) => apiPost(server, 'settings', data, { cookie: me.cookie });
    expect((await save({ distance: 124.6, inmiles: true, listed: 1, pushnotifs: 'na' })).json()).toEqual({
      success: true,
    });
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json().data).toMatchObject({
      gps_distance: 125,
      gps_in_miles: 1,
      listed: 1,
      verified_only: 0,
    });
    // "Verified people only", kept when a later save leaves it out.
    expect((await save({ distance: 125, verified_only: true })).statusCode).toBe(200);
    expect((await save({ distance: 125 })).statusCode).toBe(200);
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json().data.verified_only).toBe(1);
    for (const distance of [201, -1, 'far']) {
      const answer = await save({ distance });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, error: 'Distance must be between 0 and 200 km' });
    }
    expect((await save({})).statusCode).toBe(400);
    expect((await save({ distance: 0 })).statusCode).toBe(200);
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json().data.gps_distance).toBe(0);
  });

  it('hides an unlisted person from decks at once, and shows them again when listed', async () => {
    const viewer = await make.person(server, {
      gender: 'Male',
      preference: 'Woman',
      at: { latitude: 5, longitude: 5 },
    });
    const her = await make.person(server, {
      gender: 'Female',
      preference: 'Man',
      at: eastOf({ latitude: 5, longitude: 5 }, 2),
    });
    const deckIds = async () =>
      (await apiGet(server, 'matchlist', { cookie: viewer.cookie }))
        .json()
        .matches.map((c: { user_id: string }) => c.user_id);
    expect(await deckIds()).toContain(her.id);
    await apiPost(
      server,
      'settings',
      { distance: 50, inmiles: false, listed: false },
      { cookie: her.cookie },
    );
    expect(await deckIds()).not.toContain(her.id);
    await apiPost(server, 'settings', { distance: 50, inmiles: false, listed: true }, { cookie: her.cookie });
    expect(await deckIds()).toContain(her.id);
  });
});

describe('newname', () => {
  it('changes the name of an Email account, up to 100 characters', async () => {
    const me = await make.person(server, { at: HOME });
    expect(
      (await apiPost(server, 'newname', { name: ' Rocky Hopper ' }, { cookie: me.cookie })).json(),
    ).toEqual({ success: true });
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json().data.name).toBe('Rocky Hopper');
    const long = await apiPost(server, 'newname', { name: 'x'.repeat(101) }, { cookie: me.cookie });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Name must be at most 100 characters');
    expect((await apiPost(server, 'newname', { name: '  ' }, { cookie: me.cookie })).json().error).toBe(
      'Name is required',
    );
  });

  it('refuses other sources with the RULES.md "Validation" sentence', async () => {
    for (const source of ['Google', 'Facebook']) {
      const me = await make.person(server, { source });
      const answer = await apiPost(server, 'newname', { name: 'New' }, { cookie: me.cookie });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        success: false,
        error: `This is set from ${source} so cannot be changed here.`,
      });
    }
  });
});
