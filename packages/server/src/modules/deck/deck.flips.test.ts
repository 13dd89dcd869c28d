// Flips (RULES.md "Money and limits"; RULES.md "Reads and writes" `matchlist`, `usepebble`): one flip per card the
// first time it is served in a period, free reloads, the refill 24 h after the first flip, bought flips, and out of
// flips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { createDeckModule } from './deck.module.ts';
import { eastOf, type Point } from './grid.ts';
import { statementCounter } from './testing/statements.ts';

let server: TestServer;
beforeAll(async () => {
  // No job worker: its poll would be counted among the statements a load sends (it failed once under load).
  server = await startTestServer({ JOBS_WORKER: '0' });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: 40 + area * 2, longitude: -120 + area * 5 };
}

/** A viewer with `count` people who fit them nearby, and a deck service on a clock the test moves. */
async function crowd(count: number) {
  const at = freshArea();
  const viewer = await make.person(server, { gender: 'Male', preference: 'Woman', at });
  await make.people(
    server.database.db,
    Array.from({ length: count }, (_, i) => ({
      gender: 'Female' as const,
      preference: 'Man' as const,
      at: eastOf(at, 1 + i),
    })),
  );
  let now = new Date();
  const module = createDeckModule(server.database.db, {
    pebbles: server.app.services.pebbles,
    clock: () => now,
    photoUrl: server.app.services.privateLinks.photoUrl,
  });
  return {
    viewer,
    deck: module.deck,
    advance: (hours: number) => {
      now = new Date(now.getTime() + hours * HOUR);
    },
  };
}

async function load(deck: Awaited<ReturnType<typeof crowd>>['deck'], viewer: SignedInPerson) {
  const answer = await deck.matchlist(viewer.id);
  if (!answer.success) return { error: answer.error, flips: answer.flips, ids: [] as string[] };
  return { error: null, flips: answer.flips, ids: answer.matches.map((c) => c.user_id) };
}

describe('flips', () => {
  it('charges each new card once per period; reloading the same deck is free', async () => {
    const { viewer, deck } = await crowd(12);
    const first = await load(deck, viewer);
    expect(first.ids).toHaveLength(10);
    expect(first.flips).toBe(10);
    const again = await load(deck, viewer);
    expect(again.ids).toEqual(first.ids);
    expect(again.flips).toBe(10);

    await deck.decline(viewer.id, first.ids.slice(0, 5));
    const third = await load(deck, viewer);
    expect(third.ids).toHaveLength(7);
    expect(third.ids.slice(0, 5)).toEqual(first.ids.slice(5));
    expect(third.flips).toBe(8);
  });

  it('runs out, says "out of flips" with 0, and refills 24 h after the first flip of the period', async () => {
    const { viewer, deck, advance } = await crowd(25);
    const before = Date.now();
    const first = await load(deck, viewer);
    const after = Date.now();
    await deck.decline(viewer.id, first.ids);
    advance(1);
    const second = await load(deck, viewer);
    expect(second.flips).toBe(0);
    await deck.decline(viewer.id, second.ids);
    // The answer says when the flips come back (24 h after the period's first flip).
    const out = await deck.matchlist(viewer.id);
    expect(out).toEqual({ success: false, error: 'out of flips', flips: 0, refill_at: expect.any(String) });
    const refillAt = Date.parse((out as { refill_at: string }).refill_at);
    expect(refillAt).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(refillAt).toBeLessThanOrEqual(after + 24 * HOUR + 1000);

    advance(22.9); // 23.9 h after the first flip: still the same period
    expect((await load(deck, viewer)).error).toBe('out of flips');
    advance(0.2);
    const refilled = await load(deck, viewer);
    expect(refilled.ids).toHaveLength(5);
    expect(refilled.flips).toBe(15);
  });

  it('serves only as many new cards as there are flips left', async () => {
    const { viewer, deck } = await crowd(30);
    const first = await load(deck, viewer);
    await deck.decline(viewer.id, first.ids);
    const second = await load(deck, viewer);
    await deck.decline(viewer.id, second.ids.slice(0, 3));
    // 0 flips left: the 7 already-paid cards come back, no new one.
    const third = await load(deck, viewer);
    expect(third.ids).toEqual(second.ids.slice(3));
    expect(third.flips).toBe(0);
  });

  it('usepebble: one pebble buys 10 flips that are spent after the day’s and survive the refill', async () => {
    const { viewer, deck, advance } = await crowd(45);
    const pebbles = server.app.services.pebbles;
    await expect(deck.usePebble(viewer.id)).rejects.toMatchObject({
      status: 402,
      message: 'You need a pebble to buy more flips.',
    });
    await pebbles.credit(viewer.id, 2, 'ad');
    expect(await deck.usePebble(viewer.id)).toEqual({ pebbles: 1, flips: 30 });
    for (let i = 0; i < 2; i += 1) await deck.decline(viewer.id, (await load(deck, viewer)).ids);
    expect((await load(deck, viewer)).flips).toBe(0);
    // The day's 20 went first, then the 10 bought; the bought ones are gone now.
    expect(await deck.usePebble(viewer.id)).toEqual({ pebbles: 0, flips: 10 });
    advance(25);
    const after = await load(deck, viewer);
    expect(after.ids).toHaveLength(10);
    expect(after.flips).toBe(20); // 20 of the day + 10 bought − 10 cards
    expect(await pebbles.ledger(viewer.id)).toEqual([
      expect.objectContaining({ delta: 2, reason: 'ad' }),
      expect.objectContaining({ delta: -1, reason: 'flips' }),
      expect.objectContaining({ delta: -1, reason: 'flips' }),
    ]);
  });

  it('over HTTP: usepebble answers 402 with the message when short, and the deck its flips', async () => {
    const { viewer } = await crowd(3);
    const short = await apiPost(server, 'usepebble', {}, { cookie: viewer.cookie });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ success: false, error: 'You need a pebble to buy more flips.' });
    const deck = (await apiGet(server, 'matchlist', { cookie: viewer.cookie })).json();
    expect(deck).toMatchObject({ success: true, flips: 17 });
    expect(deck.matches).toHaveLength(3);
  });

  it('never spends the same flips twice when deck loads race', async () => {
    const { viewer, deck } = await crowd(10);
    const answers = await Promise.all(Array.from({ length: 4 }, () => load(deck, viewer)));
    for (const answer of answers) expect(answer.ids).toHaveLength(10);
    expect((await load(deck, viewer)).flips).toBe(10);
  });

  it('a deck load is one statement: a first load, a free reload, a load with new cards, out of flips', async () => {
    const { viewer, deck } = await crowd(25);
    const counter = statementCounter(server.database.db);
    const first = await counter.during(() => load(deck, viewer));
    expect(first.result.ids).toHaveLength(10);
    expect(first.statements).toBe(1);
    const reload = await counter.during(() => load(deck, viewer));
    expect(reload.result).toEqual(first.result);
    expect(reload.statements).toBe(1);
    await deck.decline(viewer.id, first.result.ids);
    const next = await counter.during(() => load(deck, viewer));
    expect(next.result.flips).toBe(0);
    expect(next.statements).toBe(1);
    await deck.decline(viewer.id, next.result.ids);
    const out = await counter.during(() => deck.matchlist(viewer.id));
    expect(out).toEqual({
      result: { success: false, error: 'out of flips', flips: 0, refill_at: expect.any(String) },
      statements: 1,
    });
  });
});
