// The session cookie over HTTP: read on each request, cleared and ended by sign-out, and the
// RULES.md "Reads and writes" gates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { sessions } from './auth.schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the session cookie', () => {
  it('signs a request in, and sign-out ends the session on the server and clears the cookie', async () => {
    const user = await make.account(server, { verified: false, acceptTc: false });
    const before = await get('/api?action=menudata', user.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      md: [
        {
          accept_tc: 0,
          verify: 0,
          id: user.id,
          aiimage: null,
          profileimage: null,
          pebbles: 0,
          unread: 0,
          notifications: 0,
        },
      ],
    });

    const out = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/rookery_session=;/);
    expect(cleared).toMatch(/HttpOnly/i);

    // The old cookie is worthless even if a copy survives in another tab or an attacker's hands.
    const after = await get('/api?action=menudata', user.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, error: 'Unauthorized' });
  });

  it('re-sends a sliding cookie as HttpOnly, SameSite=Lax, path /, 30 days, and Secure only behind HTTPS', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const user = await make.account(proxied);
      const hour = 60 * 60 * 1000;
      await proxied.database.db.update(sessions).set({ refreshedAt: new Date(Date.now() - 2 * hour) });
      const plain = await proxied.app.inject({
        url: '/api?action=menudata',
        headers: { cookie: user.cookie },
      });
      const cookie = String(plain.headers['set-cookie']);
      expect(cookie).toMatch(/^rookery_session=[\w-]{43};/);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);

      await proxied.database.db.update(sessions).set({ refreshedAt: new Date(Date.now() - 2 * hour) });
      const https = await proxied.app.inject({
        url: '/api?action=menudata',
        headers: { cookie: user.cookie, 'x-forwarded-proto': 'https' },
      });
      expect(String(https.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('the gates of RULES.md "Reads and writes"', () => {
  it('refuses anonymous callers with 401 on session and member actions', async () => {
    for (const action of ['menudata', 'pebbles']) {
      const res = await get(`/api?action=${action}`);
      expect(res.statusCode, action).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized' });
    }
  });

  it('treats a forged or stale cookie as no session', async () => {
    const res = await get('/api?action=menudata', `rookery_session=${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
  });

  it('lets an unverified person read the menu but not member actions', async () => {
    const unverified = await make.account(server, { verified: false, acceptTc: false });
    expect((await get('/api?action=menudata', unverified.cookie)).statusCode).toBe(200);
    const res = await get('/api?action=pebbles', unverified.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'Forbidden' });
  });

  it('keeps member actions from a verified person who has not accepted the terms', async () => {
    const verified = await make.account(server, { verified: true, acceptTc: false });
    expect((await get('/api?action=pebbles', verified.cookie)).statusCode).toBe(403);
  });

  it('serves member actions to a verified person who accepted the terms', async () => {
    const member = await make.account(server);
    await server.app.services.pebbles.credit(member.id, 3, 'welcome');
    const res = await get('/api?action=pebbles', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, pebbles: 3 });
  });

  it('also answers reads sent by POST, as the mobile app does', async () => {
    const member = await make.account(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: { action: 'pebbles', data: {} },
    });
    expect(res.statusCode).toBe(200);
  });
});
