// The gate of every action this feature serves (RULES.md "Reads and writes"): anonymous, unverified, terms not
// accepted, member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, newEmail } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost, codeFor } from './testing/auth-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('gates (RULES.md "Reads and writes")', () => {
  const memberActions: [string, 'GET' | 'POST', unknown][] = [
    ['profile', 'GET', {}],
    ['pebbles', 'GET', {}],
    ['changeemail', 'POST', { email: 'a@b.co', password: 'x', newemail: 'c@d.co' }],
    ['verifynewemail', 'POST', { code: '1234' }],
  ];
  const call = (action: string, method: 'GET' | 'POST', data: unknown, cookie?: string) =>
    method === 'GET' ? apiGet(server, action, { cookie }) : apiPost(server, action, data, { cookie });

  it('menudata and the any-session actions: 401 without a session, 200 for every kind of session', async () => {
    const unverified = await make.account(server, { verified: false, acceptTc: false });
    const noTerms = await make.account(server, { verified: true, acceptTc: false });
    const member = await make.account(server);
    for (const [action, method] of [
      ['menudata', 'GET'],
      ['logincheck', 'POST'],
    ] as const) {
      const anonymous = await call(action, method, {});
      expect(anonymous.statusCode, action).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, error: 'Unauthorized' });
      for (const user of [unverified, noTerms, member]) {
        expect((await call(action, method, {}, user.cookie)).statusCode, action).toBe(200);
      }
    }
    for (const [action, method, data] of [
      ['verify', 'GET', {}],
      ['verifycode', 'POST', { code: '1234' }],
      ['accepttc', 'POST', {}],
    ] as const) {
      expect((await call(action, method, data)).statusCode, action).toBe(401);
    }
    // Past the gate, each answers by its own rule: an unverified person may resend and accept nothing yet.
    expect((await call('verify', 'GET', {}, unverified.cookie)).statusCode).toBe(200);
    expect((await call('accepttc', 'POST', {}, unverified.cookie)).statusCode).toBe(403);
    expect((await call('accepttc', 'POST', {}, noTerms.cookie)).statusCode).toBe(200);
  });

  it('member actions: anonymous 401, unverified 403, terms not accepted 403, member 200', async () => {
    const unverified = await make.account(server, { verified: false, acceptTc: false });
    const noTerms = await make.account(server, { verified: true, acceptTc: false });
    for (const [action, method, data] of memberActions) {
      expect((await call(action, method, data)).statusCode, `${action} anonymous`).toBe(401);
      for (const [who, user] of [
        ['unverified', unverified],
        ['no terms', noTerms],
      ] as const) {
        const res = await call(action, method, data, user.cookie);
        expect(res.statusCode, `${action} ${who}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, error: 'Forbidden' });
      }
    }
    const me = await make.member(server);
    expect((await call('profile', 'GET', {}, me.cookie)).json()).toEqual({
      success: true,
      profile: [],
      haspublic: false,
      hasprivate: false,
    });
    expect((await call('pebbles', 'GET', {}, me.cookie)).json()).toEqual({ success: true, pebbles: 3 });
    const next = newEmail('gate');
    const change = await call(
      'changeemail',
      'POST',
      { email: me.email, password: me.password, newemail: next },
      me.cookie,
    );
    expect(change.statusCode).toBe(200);
    const confirm = await call('verifynewemail', 'POST', { code: await codeFor(server, next) }, me.cookie);
    expect(confirm.statusCode).toBe(200);
  });

  it('public actions answer without a session', async () => {
    expect((await apiGet(server, 'signinmethods')).statusCode).toBe(200);
    expect((await apiGet(server, `pwresetcode&email=${encodeURIComponent(newEmail())}`)).statusCode).toBe(
      200,
    );
  });

  it('writes refuse GET', async () => {
    const me = await make.account(server);
    for (const action of [
      'verifycode',
      'accepttc',
      'changeemail',
      'verifynewemail',
      'resetpw',
      'verifypwreset',
      'logincheck',
    ]) {
      expect((await apiGet(server, action, { cookie: me.cookie })).statusCode, action).toBe(404);
    }
  });
});
