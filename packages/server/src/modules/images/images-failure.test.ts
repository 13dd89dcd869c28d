// A generator that fails: the job ends failed with a sentence for the person, and the pebble it cost comes back
// (ledger reason 'refund'), written with the failure so it happens once. A failed free image leaves the next
// one free. Runs against the Stability AI stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_KEYS, startGeneratorStandIn } from '../../platform/imagegen/testing/generator-stand-in.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { generate, get, waitForJob } from './testing/images-test-kit.ts';

let server: TestServer;
let standIn: Awaited<ReturnType<typeof startGeneratorStandIn>>;
beforeAll(async () => {
  standIn = await startGeneratorStandIn();
  server = await startTestServer({
    JOBS_POLL_MS: '50',
    IMAGEGEN: 'stability',
    STABILITY_API_KEY: STAND_IN_KEYS.stability,
    STABILITY_URL: standIn.url,
    IMAGEGEN_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

describe('a failed image', () => {
  it('keeps the first image free when the free one failed, and refunds a paid one that fails', async () => {
    const user = await make.account(server);
    await server.app.services.pebbles.credit(user.id, 1, 'welcome');

    const free = await generate(server, user, '[crash] A garden party');
    expect(free.json()).toMatchObject({ success: true, pebbles: 1 });
    const crashed = await waitForJob(server, user, free.json().jobid);
    expect(crashed).toMatchObject({
      status: 'failed',
      error:
        'The image generator (Stability AI) had a problem making the image. Please try again later. Nothing was charged for it.',
    });

    // The free flag follows the same rule: a failed job does not use up the free image.
    expect((await get(server, user, 'userimagespage')).json()).toMatchObject({ total: 0, free: true });
    const stillFree = await generate(server, user, 'A garden party');
    expect(stillFree.json()).toMatchObject({ success: true, pebbles: 1 });
    const done = await waitForJob(server, user, stillFree.json().jobid);
    expect(done.status).toBe('done');
    expect((await get(server, user, 'userimages')).json().images).toHaveLength(1);

    const paid = await generate(server, user, '[filtered] A garden party');
    expect(paid.json()).toMatchObject({ success: true, pebbles: 0 });
    const filtered = await waitForJob(server, user, paid.json().jobid);
    expect(filtered).toEqual({
      success: true,
      status: 'failed',
      progress: expect.any(Number),
      error:
        'The image generator would not draw this description. Please describe something else. Your pebble has been given back.',
    });
    expect(await server.app.services.pebbles.balance(user.id)).toBe(1);
    expect((await server.app.services.pebbles.ledger(user.id)).map((r) => [r.delta, r.reason])).toEqual([
      [1, 'welcome'],
      [-1, 'image'],
      [1, 'refund'],
    ]);
    expect((await get(server, user, 'userimages')).json().images).toHaveLength(1);
  });
});
