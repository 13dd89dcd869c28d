// The deck's undo (RULES.md "Reads and writes" matchundo), attacked: one takes back only one's own last decision,
// only within MONEY.deckUndoSeconds, never someone else's, never an older one, never an accept that made a match.
import { MONEY } from '@rookery/shared/limits.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { decisions } from '../modules/deck/deck.schema.ts';
import { DECK_TEXT } from '../modules/deck/deck.service.ts';
import { eastOf, type Point } from '../modules/deck/grid.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: -20 - area * 2, longitude: 20 + area * 5 };
}

/** One man and two women around him, each served the others' cards. */
async function trio() {
  const at = freshArea();
  const him = await make.person(server, { gender: 'Male', preference: 'Woman', at, displayName: 'Rocky' });
  const pip = await make.person(server, {
    gender: 'Female',
    preference: 'Man',
    at: eastOf(at, 2),
    displayName: 'Pip',
  });
  const ada = await make.person(server, {
    gender: 'Female',
    preference: 'Man',
    at: eastOf(at, 3),
    displayName: 'Ada',
  });
  for (const person of [him, pip, ada]) await apiGet(server, 'matchlist', { cookie: person.cookie });
  return { him, pip, ada };
}

const post = (who: SignedInPerson, action: string, data: unknown) =>
  apiPost(server, action, data, { cookie: who.cookie });
const deckIds = async (who: SignedInPerson): Promise<string[]> =>
  ((await apiGet(server, 'matchlist', { cookie: who.cookie })).json().matches ?? []).map(
    (card: { user_id: string }) => card.user_id,
  );

describe('matchundo', () => {
  it("takes back one's own last decline at once, and the card is back in the deck", async () => {
    const { him, pip } = await trio();
    expect((await post(him, 'matchdecline', { userids: [pip.id] })).statusCode).toBe(200);
    expect(await deckIds(him)).not.toContain(pip.id);
    const undone = await post(him, 'matchundo', { userid: pip.id });
    expect(undone.json()).toEqual({ success: true, flips: expect.any(Number), undone: [pip.id] });
    expect(await deckIds(him)).toContain(pip.id);
    // Once: there is nothing left to take back.
    expect((await post(him, 'matchundo', { userid: pip.id })).statusCode).toBe(403);
  });

  it('takes back a whole Flip Deck as one decision', async () => {
    const { him, pip, ada } = await trio();
    await post(him, 'matchdecline', { userids: [pip.id, ada.id] });
    const undone = await post(him, 'matchundo', { userid: ada.id });
    expect([...undone.json().undone].sort()).toEqual([pip.id, ada.id].sort());
  });

  it("refuses someone else's decision, even one about the caller", async () => {
    const { him, pip } = await trio();
    await post(pip, 'matchdecline', { userids: [him.id] });
    // He names her: her decline on him is not his to take back.
    const refused = await post(him, 'matchundo', { userid: pip.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: DECK_TEXT.undoNotLast });
    const stays = await server.database.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.userId, pip.id), eq(decisions.targetId, him.id)));
    expect(stays.map((row) => row.kind)).toEqual(['decline']);
  });

  it('refuses a decision that is not the last one, and one older than the window', async () => {
    const { him, pip, ada } = await trio();
    await post(him, 'matchdecline', { userids: [pip.id] });
    // time passes: the next decision is later on the clock, so it is the last one
    await new Promise((done) => setTimeout(done, 5));
    await post(him, 'matchchill', { userid: ada.id });
    const notLast = await post(him, 'matchundo', { userid: pip.id });
    expect(notLast.json()).toMatchObject({ success: false, error: DECK_TEXT.undoNotLast });

    // The last decision, made longer ago than the window (his earlier one older still): refused, and it stays.
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const setAt = (target: string, at: Date) =>
      server.database.db
        .update(decisions)
        .set({ decidedAt: at })
        .where(and(eq(decisions.userId, him.id), eq(decisions.targetId, target)));
    await setAt(pip.id, ago(MONEY.deckUndoSeconds + 60));
    await setAt(ada.id, ago(MONEY.deckUndoSeconds + 1));
    const late = await post(him, 'matchundo', { userid: ada.id });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ success: false, error: DECK_TEXT.undoTooLate });
    expect(await deckIds(him)).not.toContain(ada.id);
  });

  it('refuses an accept that made a match; bad ids are refused, never a 500', async () => {
    const { him, pip } = await trio();
    await post(him, 'matchaccept', { userid: pip.id });
    const second = await post(pip, 'matchaccept', { userid: him.id });
    expect(second.json().match?.match_id).toEqual(expect.any(String));
    const matched = await post(pip, 'matchundo', { userid: him.id });
    expect(matched.json()).toMatchObject({ success: false, error: DECK_TEXT.undoMatched });
    for (const userid of ['not-a-uuid', '', 'x'.repeat(200), "' or 1=1 --"]) {
      const bad = await post(him, 'matchundo', { userid });
      expect([400, 403]).toContain(bad.statusCode);
    }
    expect((await post(him, 'matchundo', {})).statusCode).toBe(400);
  });
});
