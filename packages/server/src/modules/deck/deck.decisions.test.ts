// Decisions (RULES.md "Reads and writes" matchaccept/matchchill/matchdecline; RULES.md "Matching"): only on people
// the deck served, chill for 7 days, decline for ever, and two accepts make exactly one match with a notification
// each.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { matches } from '../chat/chat.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { createDeckModule } from './deck.module.ts';
import { eastOf, type Point } from './grid.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: 10 + area * 2, longitude: 10 + area * 5 };
}

/** A man and a woman who fit each other, each with the other in their deck. */
async function pair() {
  const at = freshArea();
  const him = await make.person(server, { gender: 'Male', preference: 'Woman', at, displayName: 'Rocky' });
  const her = await make.person(server, {
    gender: 'Female',
    preference: 'Man',
    at: eastOf(at, 2),
    displayName: 'Pip',
  });
  for (const person of [him, her]) {
    const deck = (await apiGet(server, 'matchlist', { cookie: person.cookie })).json();
    expect(deck.matches.map((c: { user_id: string }) => c.user_id)).toContain(
      person === him ? her.id : him.id,
    );
  }
  return { him, her, at };
}

const post = (who: SignedInPerson, action: string, data: unknown) =>
  apiPost(server, action, data, { cookie: who.cookie });

async function matchRows(a: string, b: string) {
  return server.database.db
    .select()
    .from(matches)
    .where(and(eq(matches.userA, a < b ? a : b), eq(matches.userB, a < b ? b : a)));
}

describe('accept', () => {
  it('makes a match on the second accept, tells both, and lists it for both', async () => {
    const { him, her } = await pair();
    const first = await post(him, 'matchaccept', { userid: her.id });
    expect(first.json()).toEqual({ success: true, flips: 19 });
    const second = await post(her, 'matchaccept', { userid: him.id });
    const matchId = second.json().match?.match_id;
    expect(second.json()).toEqual({ success: true, flips: 19, match: { match_id: expect.any(String) } });

    for (const [person, other] of [
      [him, 'Pip'],
      [her, 'Rocky'],
    ] as const) {
      const notes = (await apiGet(server, 'notifications', { cookie: person.cookie })).json().notifications;
      expect(notes).toEqual([
        {
          id: expect.any(String),
          title: "It's a match!",
          notification: `You and ${other} like each other. Say hello!`,
          created: expect.any(String),
          read: 0,
          // A tap opens the new match's chat.
          target: { kind: 'match', match_id: matchId },
        },
      ]);
      const list = (await apiGet(server, 'matches', { cookie: person.cookie })).json();
      expect(list.matches.map((m: { match_id: string }) => m.match_id)).toEqual([matchId]);
      expect(list.notifications).toBe(1);
    }
    // Matched people leave each other's decks.
    const deck = (await apiGet(server, 'matchlist', { cookie: him.cookie })).json();
    expect(deck.matches.map((c: { user_id: string }) => c.user_id)).not.toContain(her.id);
  });

  it('makes exactly one match when both accept at the same moment', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, () => pair()));
    await Promise.all(
      pairs.flatMap(({ him, her }) => [
        post(him, 'matchaccept', { userid: her.id }),
        post(her, 'matchaccept', { userid: him.id }),
      ]),
    );
    for (const { him, her } of pairs) {
      const rows = await matchRows(him.id, her.id);
      expect(rows).toHaveLength(1);
      const notes = await server.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, him.id));
      expect(notes).toHaveLength(1);
    }
  });

  it('refuses anyone the deck did not serve: a stranger, a made-up id, oneself', async () => {
    const { him } = await pair();
    const stranger = await make.person(server, { gender: 'Female', preference: 'Man', at: freshArea() });
    for (const userid of [stranger.id, 'not-a-user', '00000000-0000-4000-8000-000000000000', him.id]) {
      const answer = await post(him, 'matchaccept', { userid });
      expect(answer.statusCode, userid).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, error: 'Forbidden' });
    }
    // Even when the stranger accepts first, an accept by id alone makes nothing.
    expect((await post(stranger, 'matchaccept', { userid: him.id })).statusCode).toBe(403);
    expect(await matchRows(him.id, stranger.id)).toHaveLength(0);
    expect((await post(him, 'matchdecline', { userids: [stranger.id] })).statusCode).toBe(403);
    expect((await post(him, 'matchchill', { userid: stranger.id })).statusCode).toBe(403);
  });
});

describe('chill and decline', () => {
  async function withClock() {
    const { him, her, at } = await pair();
    let now = new Date();
    const module = createDeckModule(server.database.db, {
      pebbles: server.app.services.pebbles,
      clock: () => now,
      photoUrl: server.app.services.privateLinks.photoUrl,
    });
    const ids = async () => {
      const answer = await module.deck.matchlist(him.id);
      return answer.success ? answer.matches.map((c) => c.user_id) : [];
    };
    return {
      him,
      her,
      at,
      deck: module.deck,
      ids,
      days: (d: number) => (now = new Date(now.getTime() + d * 86_400_000)),
    };
  }

  it('hides a chilled person for 7 days, then shows them again', async () => {
    const { him, her, deck, ids, days } = await withClock();
    expect(await deck.chill(him.id, her.id)).toEqual({ flips: 19 });
    expect(await ids()).not.toContain(her.id);
    days(6.9);
    expect(await ids()).not.toContain(her.id);
    days(0.2);
    expect(await ids()).toContain(her.id);
  });

  it('never shows a declined person again, and a decline is final', async () => {
    const { him, her, deck, ids, days } = await withClock();
    await deck.decline(him.id, [her.id]);
    await expect(deck.accept(him.id, her.id)).rejects.toMatchObject({ status: 403 });
    await expect(deck.chill(him.id, her.id)).rejects.toMatchObject({ status: 403 });
    for (const step of [1, 8, 400]) {
      days(step);
      expect(await ids()).not.toContain(her.id);
    }
  });

  it('declines a whole deck in one call (Flip Deck), refusing all if one id was not served', async () => {
    const { him, her } = await pair();
    const stranger = await make.person(server, { at: freshArea() });
    expect((await post(him, 'matchdecline', { userids: [her.id, stranger.id] })).statusCode).toBe(403);
    const deck = (await apiGet(server, 'matchlist', { cookie: him.cookie })).json();
    expect(deck.matches.map((c: { user_id: string }) => c.user_id)).toContain(her.id);
    expect((await post(him, 'matchdecline', { userids: [her.id] })).json()).toEqual({
      success: true,
      flips: 19,
    });
    const after = (await apiGet(server, 'matchlist', { cookie: him.cookie })).json();
    expect(after.matches.map((c: { user_id: string }) => c.user_id)).not.toContain(her.id);
  });
});
