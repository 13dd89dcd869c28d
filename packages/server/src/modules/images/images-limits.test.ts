// The money and the limits of generateimage under concurrency, with no worker running (jobs stay queued):
// parallel requests never take the balance below zero and accept exactly what can be paid for; one image on
// the way at a time; a daily cap. The person's row lock makes this hold on PostgreSQL as on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { generate } from './testing/images-test-kit.ts';

let roomy: TestServer;
let strict: TestServer;
beforeAll(async () => {
  [roomy, strict] = await Promise.all([
    startTestServer({ JOBS_WORKER: '0', IMAGEGEN_ACTIVE_PER_PERSON: '100', IMAGEGEN_DAILY_CAP: '5' }),
    startTestServer({ JOBS_WORKER: '0' }),
  ]);
});
afterAll(async () => {
  await Promise.all([roomy.close(), strict.close()]);
});

function statuses(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('generateimage under concurrency', () => {
  it('accepts exactly what the balance pays for when ten requests race (one free, three paid)', async () => {
    const user = await make.account(roomy);
    await roomy.app.services.pebbles.credit(user.id, 3, 'welcome');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => generate(roomy, user, `A beach, take ${n}`)),
    );
    // Five would pass the daily cap; the balance allows four: the free one and three paid ones.
    expect(statuses(answers)).toEqual({ 200: 4, 402: 6 });
    expect(
      answers
        .filter((a) => a.statusCode === 402)
        .every((a) => a.json().error === 'You need a pebble to generate an image.'),
    ).toBe(true);
    expect(await roomy.app.services.pebbles.balance(user.id)).toBe(0);
    const ledger = await roomy.app.services.pebbles.ledger(user.id);
    expect(ledger.filter((r) => r.reason === 'image').map((r) => r.delta)).toEqual([-1, -1, -1]);
    expect(
      answers
        .filter((a) => a.statusCode === 200)
        .map((a) => a.json().pebbles)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
  });

  it('keeps one image on the way per person: of ten racing requests one is queued', async () => {
    const user = await make.account(strict);
    await strict.app.services.pebbles.credit(user.id, 3, 'welcome');
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(strict, user)));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 9 });
    expect(answers.find((a) => a.statusCode === 429)?.json().error).toBe(
      'You already have an image on the way. Please wait for it to finish before asking for another.',
    );
    // The one accepted was the free first image; nothing was spent by the refused ones.
    expect(await strict.app.services.pebbles.balance(user.id)).toBe(3);
  });

  it('stops at the daily cap with a friendly message and when to come back', async () => {
    const user = await make.account(roomy);
    await roomy.app.services.pebbles.credit(user.id, 10, 'welcome');
    for (let n = 0; n < 5; n++) expect((await generate(roomy, user, `Picture ${n}`)).statusCode).toBe(200);
    const capped = await generate(roomy, user, 'One more');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toBe(
      'You have asked for 5 images in the last 24 hours, the most we make in a day. Please try again tomorrow.',
    );
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await roomy.app.services.pebbles.balance(user.id)).toBe(6);
  });
});
