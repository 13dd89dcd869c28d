// The profile read of RULES.md "Reads and writes": the owner's own record with every RULES.md "Entities" field, or an
// empty list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { profiles } from './profile.schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('profile', () => {
  it('is an empty list before the profile editor has saved anything', async () => {
    const me = await make.account(server);
    expect((await apiGet(server, 'profile', { cookie: me.cookie })).json()).toEqual({
      success: true,
      profile: [],
      haspublic: false,
      hasprivate: false,
    });
  });

  it('carries every Profile field with its defaults, the date of birth as yyyy-MM-dd, and no position yet', async () => {
    const me = await make.account(server);
    await server.database.db.insert(profiles).values({
      userId: me.id,
      displayName: 'Rocky',
      dob: '1994-02-28',
      gender: 'Male',
      realName: 'Rocco Hopper',
      preference: 'Woman',
      wantKids: 'Yes',
      tagline: 'Pebbles > flowers',
    });
    expect((await apiGet(server, 'profile', { cookie: me.cookie })).json()).toEqual({
      success: true,
      profile: [
        {
          user_id: me.id,
          display_name: 'Rocky',
          DOB: '1994-02-28',
          gender: 'Male',
          description: '',
          ideal_partner: '',
          tagline: 'Pebbles > flowers',
          real_name: 'Rocco Hopper',
          preference: 'Woman',
          younger: -10,
          older: 10,
          has_kids: false,
          want_kids: 'Yes',
          introvert: 5,
          planner: 5,
          explorer: 5,
          earlybird: 5,
          sweet: 5,
          country: null,
          latitude: null,
          longitude: null,
        },
      ],
      haspublic: false,
      hasprivate: false,
    });
  });
});
