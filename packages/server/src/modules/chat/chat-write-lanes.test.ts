// The chat's write batcher when a statement gets stuck (a room's row locked by another connection on PostgreSQL):
// other rooms' messages start beside it once it has run `stallMs`, a room's own messages never overtake each other,
// and a batch that fails on a lock is tried again room by room so only the stuck room's messages are refused. The
// statements here are stand-ins that hang or fail on command; the PostgreSQL lock itself is in
// security/fault-table-lock.test.ts.
import { describe, expect, it } from 'vitest';
import type { MemberWrite, MemberWriteOutcome } from './chat-member-writes.repo.ts';
import { createChatWriteBatcher, type StoredWrite } from './chat-write-batcher.ts';

const write = (roomId: string, chattext: string): MemberWrite => ({
  roomId,
  fromId: 'sender',
  chattext,
  clientId: null,
});

const created = (w: MemberWrite): MemberWriteOutcome => ({
  outcome: 'created',
  chat: {
    id: 1,
    type: 'text',
    chattext: w.chattext,
    from_id: w.fromId,
    room_id: w.roomId,
    reference: null,
    created: new Date().toISOString(),
  },
  other: null,
  otherHidden: [],
  sender: {
    to: null,
    open: true,
    hidden: false,
    fullMatch: false,
    displayName: null,
    realName: null,
    imageid: null,
    unread: 1,
    toHidden: [],
  },
});

/** PostgreSQL's lock_not_available, wrapped as drizzle wraps the driver's error. */
function lockError(): Error {
  const cause = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
  return new Error('Failed query: with input as (...)', { cause });
}

/**
 * A stand-in database: every statement is recorded with its texts; a statement holding a text of `stuckRoom` hangs
 * until `release()` (then answers, or fails with `lockError` when `failStuck`); others answer after `ms`.
 */
function standIn({ ms = 1, failStuck = false } = {}) {
  const statements: string[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const held: (() => void)[] = [];
  let stuckRoom: string | null = null;
  return {
    statements,
    mostInFlight: () => mostInFlight,
    stick(room: string) {
      stuckRoom = room;
    },
    release() {
      stuckRoom = null;
      for (const go of held.splice(0)) go();
    },
    async write(writes: MemberWrite[]): Promise<MemberWriteOutcome[]> {
      statements.push(writes.map((w) => w.chattext));
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        if (stuckRoom !== null && writes.some((w) => w.roomId === stuckRoom)) {
          await new Promise<void>((resolve) => held.push(resolve));
          if (failStuck) throw lockError();
        } else {
          // time passes: each statement of the stand-in takes `ms`
          await new Promise((resolve) => setTimeout(resolve, ms));
        }
        return writes.map(created);
      } finally {
        inFlight -= 1;
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (a loaded machine stretches every timer, so the tests wait on what is counted). */
async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 500) throw new Error('waited 5 s in vain');
    await sleep(10);
  }
}

async function textOf(pending: Promise<StoredWrite>): Promise<string> {
  const outcome = await pending;
  if (outcome.outcome === 'refused') throw new Error('refused');
  return outcome.chat.chattext;
}

describe('a stuck statement', () => {
  it('holds every later message with one lane (PGlite: nothing can lock one of its rows)', async () => {
    const db = standIn();
    const batcher = createChatWriteBatcher({ write: db.write, stallMs: 20 });
    db.stick('room-a');
    const stuck = batcher.submit(write('room-a', 'a1'));
    await until(() => db.statements.length === 1);
    let otherDone = false;
    const other = batcher.submit(write('room-b', 'b1')).then((outcome) => {
      otherDone = true;
      return outcome;
    });
    // time passes: with one lane the other room must still be waiting after this
    await sleep(60);
    expect(otherDone).toBe(false);
    expect(db.statements).toEqual([['a1']]);
    db.release();
    await Promise.all([stuck, other]);
    expect(db.statements).toEqual([['a1'], ['b1']]);
  });

  it("lets other rooms' messages pass it once it has run stallMs, and keeps the stuck room's in order", async () => {
    const db = standIn();
    const batcher = createChatWriteBatcher({ write: db.write, lanes: 3, stallMs: 300 });
    db.stick('room-a');
    const a1 = batcher.submit(write('room-a', 'a1'));
    await until(() => db.statements.length === 1);
    // Before the stall: the next messages wait for the statement in flight, as ever.
    const a2 = batcher.submit(write('room-a', 'a2'));
    const b1 = batcher.submit(write('room-b', 'b1'));
    // time passes: before the stall the next messages must still be waiting
    await sleep(30);
    expect(db.statements).toEqual([['a1']]);
    // After it: room b is stored beside the stuck statement; room a's second message waits for its first.
    expect(await textOf(b1)).toBe('b1');
    const b2 = await textOf(batcher.submit(write('room-b', 'b2')));
    expect(b2).toBe('b2');
    expect(db.statements).toEqual([['a1'], ['b1'], ['b2']]);
    db.release();
    expect(await Promise.all([textOf(a1), textOf(a2)])).toEqual(['a1', 'a2']);
    expect(db.statements).toEqual([['a1'], ['b1'], ['b2'], ['a2']]);
  });

  it('runs one statement at a time while none is stuck', async () => {
    const db = standIn({ ms: 5 });
    const batcher = createChatWriteBatcher({ write: db.write, lanes: 4, stallMs: 10_000 });
    const sent: Promise<unknown>[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (let room = 0; room < 5; room += 1) sent.push(batcher.submit(write(`room-${room}`, `${round}`)));
      // time passes: rounds a moment apart, as messages come, so lanes could overlap were they let
      await sleep(2);
    }
    await Promise.all(sent);
    expect(db.mostInFlight()).toBe(1);
  });

  it('opens at most `lanes` statements, however many rooms are stuck', async () => {
    const db = standIn();
    const batcher = createChatWriteBatcher({ write: db.write, lanes: 2, stallMs: 10 });
    db.stick('room-a');
    const a = batcher.submit(write('room-a', 'a1'));
    await until(() => db.statements.length === 1);
    // room-b, sent once room-a's statement is in flight, gets a lane of its own and sticks too; a third room must
    // then wait for one of the two.
    db.stick('room-b');
    const b = batcher.submit(write('room-b', 'b1'));
    await until(() => db.statements.length === 2);
    const c = batcher.submit(write('room-c', 'c1'));
    // time passes: with both lanes stuck the third room must still be waiting
    await sleep(100);
    expect(db.mostInFlight()).toBe(2);
    expect(db.statements).toEqual([['a1'], ['b1']]);
    db.release();
    expect(await Promise.all([textOf(a), textOf(b), textOf(c)])).toEqual(['a1', 'b1', 'c1']);
  });
});

describe('a batch that fails on a lock', () => {
  it('is tried again room by room: only the stuck room is refused, the others are stored', async () => {
    const db = standIn({ failStuck: true });
    const batcher = createChatWriteBatcher({ write: db.write, lanes: 2, stallMs: 10 });
    db.stick('room-a');
    // All three arrive in one turn, so they share one statement, which the lock fails.
    const pending = [
      batcher.submit(write('room-a', 'a1')),
      batcher.submit(write('room-b', 'b1')),
      batcher.submit(write('room-a', 'a2')),
    ].map((promise) =>
      promise.then(
        (outcome) => ({ ok: outcome }),
        (err: Error) => ({ err }),
      ),
    );
    await until(() => db.statements.length === 1);
    db.release();
    db.stick('room-a');
    // Room a's retry sticks again; room b's is stored.
    await until(() => db.statements.length === 3);
    db.release();
    const [a1, b1, a2] = await Promise.all(pending);
    expect(b1).toMatchObject({ ok: { outcome: 'created' } });
    for (const refused of [a1, a2]) {
      expect(refused).toMatchObject({ err: { message: expect.stringContaining('lock timeout') } });
    }
    // The shared statement, then room a's messages together (in order) and room b's alone.
    expect(db.statements[0]).toEqual(['a1', 'b1', 'a2']);
    expect(db.statements.slice(1).sort()).toEqual([['a1', 'a2'], ['b1']]);
  });

  it('any other failure refuses the whole batch at once, as before', async () => {
    const batcher = createChatWriteBatcher({
      write: async () => {
        throw new Error('invalid input syntax for type uuid');
      },
      lanes: 2,
    });
    const outcomes = await Promise.allSettled([
      batcher.submit(write('room-a', 'a1')),
      batcher.submit(write('room-b', 'b1')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('the next batch', () => {
  it('goes to the database as the one before answers, before that one is sent on', async () => {
    const db = standIn();
    const events: string[] = [];
    const batcher = createChatWriteBatcher({
      write: (writes) => {
        events.push(`writing ${writes.map((w) => w.chattext).join()}`);
        return db.write(writes);
      },
    });
    const record = (text: string, pending: Promise<StoredWrite>) =>
      pending.then(() => events.push(`${text} sent on`));
    db.stick('room-a');
    const first = record('a1', batcher.submit(write('room-a', 'a1')));
    await until(() => db.statements.length === 1);
    const second = record('b1', batcher.submit(write('room-b', 'b1')));
    db.release();
    await Promise.all([first, second]);
    expect(events).toEqual(['writing a1', 'writing b1', 'a1 sent on', 'b1 sent on']);
  });
});
