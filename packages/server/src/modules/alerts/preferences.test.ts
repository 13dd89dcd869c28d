// The alert preferences (RULES.md "Reads and writes" `preferences`, `setpreferences`): every flag on by default (for
// a person with a settings row from before too), a write changes only what it names, and bad values are refused with
// a sentence (400), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ALL_ON = {
  show_online: 1,
  message_sound: 1,
  push_messages: 1,
  push_matches: 1,
  push_calls: 1,
  push_dates: 1,
  push_gifts: 1,
};

describe('preferences', () => {
  it('are all on for a new person and for one whose settings row came before them', async () => {
    const fresh = await make.person(server);
    expect((await apiGet(server, 'preferences', { cookie: fresh.cookie })).json()).toEqual({
      success: true,
      preferences: ALL_ON,
    });
    const older = await make.person(server);
    await apiPost(
      server,
      'settings',
      { distance: 20, inmiles: false, listed: true },
      { cookie: older.cookie },
    );
    expect((await apiGet(server, 'preferences', { cookie: older.cookie })).json().preferences).toEqual(
      ALL_ON,
    );
  });

  it('changes only what is given, from 0/1 or booleans, and keeps the other settings', async () => {
    const me = await make.person(server);
    await apiPost(server, 'settings', { distance: 30, inmiles: true, listed: true }, { cookie: me.cookie });
    const saved = await apiPost(
      server,
      'setpreferences',
      { show_online: 0, push_gifts: false },
      { cookie: me.cookie },
    );
    expect(saved.json()).toEqual({
      success: true,
      preferences: { ...ALL_ON, show_online: 0, push_gifts: 0 },
    });
    await apiPost(server, 'setpreferences', { message_sound: 0, push_gifts: true }, { cookie: me.cookie });
    expect((await apiGet(server, 'preferences', { cookie: me.cookie })).json().preferences).toEqual({
      ...ALL_ON,
      show_online: 0,
      message_sound: 0,
    });
    expect((await apiGet(server, 'settings', { cookie: me.cookie })).json().data).toMatchObject({
      gps_distance: 30,
      gps_in_miles: 1,
    });
    // Nothing to change answers what is stored.
    expect(
      (await apiPost(server, 'setpreferences', {}, { cookie: me.cookie })).json().preferences.show_online,
    ).toBe(0);
  });

  it('refuses bad values with a sentence naming the preference, and changes nothing', async () => {
    const me = await make.person(server);
    for (const bad of [2, -1, 'yes', null, [1], { on: 1 }]) {
      const answer = await apiPost(server, 'setpreferences', { push_calls: bad }, { cookie: me.cookie });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, error: 'Please check the push_calls.' });
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"action":"setpreferences","data":{"show_online":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await apiGet(server, 'preferences', { cookie: me.cookie })).json().preferences).toEqual(ALL_ON);
  });

  it('belong to the caller only: a signed-out caller is refused', async () => {
    expect((await apiGet(server, 'preferences')).statusCode).toBe(401);
    expect((await apiPost(server, 'setpreferences', { show_online: 0 })).statusCode).toBe(401);
  });
});
