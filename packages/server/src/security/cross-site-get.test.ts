// The GET actions that change something (a code mailed, a flip charged, an export counted) cannot be
// set off by another website's link or image: a browser's `Sec-Fetch-Site: cross-site` is refused with 403 and a
// sentence, and nothing happens. Same-origin, same-site, `none` (typed or bookmarked) and no header (the mobile
// app, curl) work as before.
import { CROSS_SITE_TEXT } from '@rookery/shared/api/action.ts';
import { ACTIONS } from '@rookery/shared/api/actions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailSent, apiPost, freshIp, mailTo } from '../modules/auth/testing/auth-test-kit.ts';
import { flips } from '../modules/deck/deck.schema.ts';
import { make, newEmail } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const FRIEND_SITE = 'https://friend.example';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: FRIEND_SITE });
});
afterAll(() => server.close());

function get(query: string, headers: Record<string, string>, cookie?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api?action=${query}`,
    remoteAddress: freshIp(),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const CROSS = { 'sec-fetch-site': 'cross-site' };
const refused = { success: false, error: CROSS_SITE_TEXT };

describe('GET actions with side effects', () => {
  it('are the ones the registry marks, and every one of them is a GET', () => {
    const marked = Object.entries(ACTIONS)
      .filter(([, spec]) => 'sideEffects' in spec && spec.sideEffects)
      .map(([name, spec]) => `${name}:${spec.method}`);
    expect(marked.sort()).toEqual(
      ['captchachallenge', 'exportdata', 'matchlist', 'pwresetcode', 'verify'].map((n) => `${n}:GET`),
    );
  });

  it('pwresetcode: cross-site mails nothing; same-site, none and no header do', async () => {
    const { email } = await make.signedUp(server);
    const before = (await mailTo(server, email)).length;
    const res = await get(`pwresetcode&email=${encodeURIComponent(email)}`, CROSS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refused);
    expect(await mailTo(server, email)).toHaveLength(before);

    const allowed: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of allowed) {
      const ok = await get(`pwresetcode&email=${encodeURIComponent(email)}`, headers);
      expect(ok.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // An origin listed in ALLOWED_ORIGINS is one of ours even on another site.
    const friend = await get(`pwresetcode&email=${encodeURIComponent(email)}`, {
      ...CROSS,
      origin: FRIEND_SITE,
    });
    expect(friend.statusCode).toBe(200);
  });

  it('verify: cross-site sends no new code', async () => {
    // Made without a first code, so the resend's one-a-minute rule does not answer first.
    const { email, cookie } = await make.account(server, { verified: false });
    const before = (await mailTo(server, email)).length;
    const res = await get('verify', CROSS, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refused);
    await accountMailSent(server);
    expect(await mailTo(server, email)).toHaveLength(before);
    expect((await get('verify', {}, cookie)).statusCode).toBe(200);
  });

  it('matchlist: cross-site charges no flip', async () => {
    const me = await make.person(server, { gender: 'Female', preference: 'Man' });
    await make.person(server, { gender: 'Male', preference: 'Woman' });
    const used = async () =>
      (await server.database.db.select().from(flips).where(eq(flips.userId, me.id)))[0]?.used ?? 0;
    const res = await get('matchlist', CROSS, me.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refused);
    expect(await used()).toBe(0);
    const ok = await get('matchlist', { 'sec-fetch-site': 'same-origin' }, me.cookie);
    expect(ok.statusCode).toBe(200);
    expect(await used()).toBeGreaterThan(0);
  });

  it('exportdata and captchachallenge: cross-site refused, without the header served', async () => {
    const me = await make.person(server);
    const res = await get('exportdata', CROSS, me.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refused);
    expect((await get('exportdata', {}, me.cookie)).statusCode).toBe(200);
    expect((await get('captchachallenge', CROSS)).statusCode).toBe(403);
    expect((await get('captchachallenge', {})).statusCode).toBe(200);
  });

  it('a read without side effects, and a POST from our own page, are untouched', async () => {
    const me = await make.person(server);
    expect((await get('settings', CROSS, me.cookie)).statusCode).toBe(200);
    const email = newEmail();
    expect((await apiPost(server, 'verifypwreset', { email, code: '0000' })).statusCode).not.toBe(403);
  });
});
