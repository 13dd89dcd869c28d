// Pebbles: a balance with a ledger row for every change, never below zero, even under concurrent spending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('pebbles', () => {
  it('writes a ledger row with its reason for every change', async () => {
    const user = await make.account(server);
    const pebbles = server.app.services.pebbles;
    expect(await pebbles.credit(user.id, 3, 'welcome')).toBe(3);
    expect(await pebbles.spend(user.id, 1, 'image', 'You need a pebble to generate an image.')).toBe(2);
    const ledger = await pebbles.ledger(user.id);
    expect(ledger.map((row) => [row.delta, row.reason])).toEqual([
      [3, 'welcome'],
      [-1, 'image'],
    ]);
  });

  it('refuses to spend what is not there, with 402 and the given message, and writes nothing', async () => {
    const user = await make.account(server);
    const pebbles = server.app.services.pebbles;
    await expect(
      pebbles.spend(user.id, 1, 'gift', 'You need a pebble to send a gift.'),
    ).rejects.toMatchObject({
      status: 402,
      message: 'You need a pebble to send a gift.',
    });
    expect(await pebbles.ledger(user.id)).toEqual([]);
  });

  it('never goes below zero when many spends race', async () => {
    const user = await make.account(server);
    const pebbles = server.app.services.pebbles;
    await pebbles.credit(user.id, 5, 'welcome');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => pebbles.spend(user.id, 1, 'flips', 'Out of pebbles')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await pebbles.balance(user.id)).toBe(0);
    expect((await pebbles.ledger(user.id)).reduce((sum, row) => sum + row.delta, 0)).toBe(0);
  });
});
