// Rewarded ads (RULES.md "Ads"; RULES.md "Reads and writes" adstart/adcomplete): a pebble only for a token this
// server issued to this person, handed back no sooner than the ad's length, once, and at most MONEY.adsPerDay times a
// day.
import { AD_TEXT } from '@rookery/shared/api/pebbles.actions.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiPost } from '../auth/testing/auth-test-kit.ts';
import { createAdsRepo } from './ads.repo.ts';
import { createAdsService } from './ads.service.ts';
import { createPebblesRepo } from './pebbles.repo.ts';

let server: TestServer;
beforeAll(async () => {
  // A one-second ad, so the wire tests can wait it out.
  server = await startTestServer({ AD_SECONDS: '1' });
});
afterAll(() => server.close());

/** The service on the test database with a clock the test moves. */
function adsWithClock() {
  let offset = 0;
  const db = server.database.db;
  const ads = createAdsService(createAdsRepo(db, createPebblesRepo(db)), {
    seconds: MONEY.adSeconds,
    secret: 'a-test-secret-for-the-ads-service-0123456789',
    now: () => Date.now() + offset,
  });
  return { ads, advance: (ms: number) => (offset += ms) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('adstart and adcomplete over the wire', () => {
  it('grants one pebble for a finished ad, with a ledger row, and refuses the same token twice', async () => {
    const user = await make.account(server);
    const start = await apiPost(server, 'adstart', {}, { cookie: user.cookie });
    expect(start.statusCode).toBe(200);
    const { token, seconds } = start.json();
    expect(seconds).toBe(1);
    expect(typeof token).toBe('string');

    // time passes: the ad lasts a second, and a shorter watch is refused
    await wait(1100);
    const done = await apiPost(server, 'adcomplete', { token }, { cookie: user.cookie });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, pebbles: 1 });

    const again = await apiPost(server, 'adcomplete', { token }, { cookie: user.cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AD_TEXT.used);

    const ledger = await server.app.services.pebbles.ledger(user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 1 });
    expect(ledger[0]?.reason).toMatch(/^ad:/);
  });

  it('refuses an ad finished sooner than its length, and the token still works after', async () => {
    const user = await make.account(server);
    const { token } = (await apiPost(server, 'adstart', {}, { cookie: user.cookie })).json();
    const early = await apiPost(server, 'adcomplete', { token }, { cookie: user.cookie });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ success: false, error: AD_TEXT.tooSoon });
    expect(await server.app.services.pebbles.balance(user.id)).toBe(0);

    // time passes: the ad lasts a second, and a shorter watch is refused
    await wait(1100);
    expect((await apiPost(server, 'adcomplete', { token }, { cookie: user.cookie })).statusCode).toBe(200);
  });

  it("refuses a stranger's token, a forged one and a missing one", async () => {
    const owner = await make.account(server);
    const stranger = await make.account(server);
    const { token } = (await apiPost(server, 'adstart', {}, { cookie: owner.cookie })).json();
    // time passes: the ad lasts a second, and a shorter watch is refused
    await wait(1100);

    const stolen = await apiPost(server, 'adcomplete', { token }, { cookie: stranger.cookie });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(AD_TEXT.invalid);

    const [version, , nonce, signature] = token.split('.');
    const backdated = [version, (Date.now() - 60_000).toString(36), nonce, signature].join('.');
    expect(
      (await apiPost(server, 'adcomplete', { token: backdated }, { cookie: owner.cookie })).statusCode,
    ).toBe(400);
    const missing = await apiPost(server, 'adcomplete', {}, { cookie: owner.cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(AD_TEXT.invalid);

    expect(await server.app.services.pebbles.balance(stranger.id)).toBe(0);
    // The owner's own token was untouched by the stranger's attempt.
    expect((await apiPost(server, 'adcomplete', { token }, { cookie: owner.cookie })).json()).toEqual({
      success: true,
      pebbles: 1,
    });
  });

  it('needs a verified member who accepted the terms', async () => {
    const anonymous = await apiPost(server, 'adstart', {});
    expect(anonymous.statusCode).toBe(401);
    const unverified = await make.account(server, { verified: false });
    expect((await apiPost(server, 'adstart', {}, { cookie: unverified.cookie })).statusCode).toBe(403);
  });
});

describe('the ads service', () => {
  it(`allows ${MONEY.adsPerDay} ads in 24 hours, then says so with 429 at start and at completion`, async () => {
    const user = await make.account(server);
    const { ads, advance } = adsWithClock();
    const tokens: string[] = [];
    for (let i = 0; i < MONEY.adsPerDay; i += 1) {
      const { token, seconds } = await ads.start(user.id);
      expect(seconds).toBe(MONEY.adSeconds);
      tokens.push(token);
    }
    // Also one started before the limit was reached and finished after it.
    const { token: late } = await ads.start(user.id);
    advance(MONEY.adSeconds * 1000);
    for (const token of tokens) await ads.complete(user.id, token);
    expect(await server.app.services.pebbles.balance(user.id)).toBe(MONEY.adsPerDay);

    await expect(ads.start(user.id)).rejects.toMatchObject({ status: 429, message: AD_TEXT.daily });
    await expect(ads.complete(user.id, late)).rejects.toMatchObject({ status: 429, message: AD_TEXT.daily });
    expect(await server.app.services.pebbles.balance(user.id)).toBe(MONEY.adsPerDay);

    advance(24 * 60 * 60 * 1000 + 1000);
    await expect(ads.start(user.id)).resolves.toMatchObject({ seconds: MONEY.adSeconds });
  });

  it('pays a token once even when two completions race', async () => {
    const user = await make.account(server);
    const { ads, advance } = adsWithClock();
    const { token } = await ads.start(user.id);
    advance(MONEY.adSeconds * 1000);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => ads.complete(user.id, token)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await server.app.services.pebbles.balance(user.id)).toBe(1);
  });

  it('refuses a token of another server key and one left open past its hour', async () => {
    const user = await make.account(server);
    const { ads, advance } = adsWithClock();
    const other = createAdsService(
      createAdsRepo(server.database.db, createPebblesRepo(server.database.db)),
      server.config.ads,
    );
    const foreign = await other.start(user.id);
    advance(MONEY.adSeconds * 1000);
    await expect(ads.complete(user.id, foreign.token)).rejects.toMatchObject({ message: AD_TEXT.invalid });

    const { token } = await ads.start(user.id);
    advance(61 * 60 * 1000);
    await expect(ads.complete(user.id, token)).rejects.toMatchObject({
      status: 400,
      message: AD_TEXT.expired,
    });
  });
});
