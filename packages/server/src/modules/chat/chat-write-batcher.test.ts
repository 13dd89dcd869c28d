// The chat's write batcher on a real database (MemberWritesRepo.insertFromMembers): one statement per batch, input
// order kept, refusals and resends answered per message, the batch cap, and a failed statement failing only its
// batch. Then the same through sockets: messages refused for different reasons at the same moment each get their
// own sentence.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endMatch, make } from '../../testing/factories.ts';
import { emitAck, type TestSocket } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { pairOf } from '../deck/decisions.repo.ts';
import { MUTED_TEXT } from '../moderation/mute-check.ts';
import { matches } from './chat.schema.ts';
import {
  createMemberWritesRepo,
  type MemberWrite,
  type MemberWriteOutcome,
} from './chat-member-writes.repo.ts';
import { createChatWriteBatcher, type StoredWrite } from './chat-write-batcher.ts';
import { ACCOUNT_DELETED, NOT_A_MEMBER } from './room.service.ts';

const realtime = useSocketServer();
let server: TestServer;

beforeAll(() => {
  server = realtime.server;
});

/** A batcher over the real repo that records the size of every statement it sends. */
function recordingBatcher(maxBatch?: number) {
  const repo = createMemberWritesRepo(server.database.db, { engine: server.database.kind });
  const statements: number[] = [];
  const batcher = createChatWriteBatcher({
    write: (writes) => {
      statements.push(writes.length);
      return repo.insertFromMembers(writes);
    },
    maxBatch,
  });
  return { batcher, statements };
}

const write = (
  roomId: string,
  fromId: string,
  chattext: string,
  clientId: string | null = null,
): MemberWrite => ({
  roomId,
  fromId,
  chattext,
  clientId,
});

async function stored(roomId: string): Promise<{ id: number; chattext: string; client_id: string | null }[]> {
  const result = await server.database.db.execute(
    sql`select id, chattext, client_id from chat_messages where room_id = ${roomId} order by id`,
  );
  return (
    result as unknown as { rows: { id: string | number; chattext: string; client_id: string | null }[] }
  ).rows.map((row) => ({ ...row, id: Number(row.id) }));
}

const chatOf = (outcome: StoredWrite) => {
  if (outcome.outcome === 'refused') throw new Error('refused');
  return outcome.chat;
};

describe('one statement per batch', () => {
  it('stores messages from several rooms in one statement, in the order they were sent', async () => {
    const pairs = await Promise.all([make.room(server), make.room(server), make.room(server)]);
    const { batcher, statements } = recordingBatcher();
    const writes = Array.from({ length: 30 }, (_, i) => {
      const pair = pairs[i % 3] as (typeof pairs)[number];
      return write(pair.room, i % 2 ? pair.a.id : pair.b.id, `message ${i}`, `c-${i}`);
    });
    const outcomes = await Promise.all(writes.map((w) => batcher.submit(w)));
    expect(statements).toEqual([30]);
    expect(outcomes.map((o) => o.outcome)).toEqual(writes.map(() => 'created'));
    const ids = outcomes.map((o) => chatOf(o).id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    outcomes.forEach((outcome, i) => {
      const pair = pairs[i % 3] as (typeof pairs)[number];
      expect(outcome).toMatchObject({
        chat: { chattext: `message ${i}`, cid: `c-${i}`, room_id: pair.room, type: 'text' },
        // The other member of the room, for the offline notification.
        other: i % 2 ? pair.b.id : pair.a.id,
      });
    });
    for (const [p, pair] of pairs.entries()) {
      const texts = writes.flatMap((w, i) => (i % 3 === p ? [w.chattext] : []));
      expect((await stored(pair.room)).map((row) => row.chattext)).toEqual(texts);
    }
  });

  it('collects what arrives while a statement is in flight into the next one, and caps a batch', async () => {
    const { a, b, room } = await make.room(server);
    const repo = createMemberWritesRepo(server.database.db, { engine: server.database.kind });
    const statements: string[][] = [];
    const later: Promise<StoredWrite>[] = [];
    const batcher = createChatWriteBatcher({
      write: (writes) => {
        statements.push(writes.map((w) => w.chattext));
        if (statements.length === 1) {
          for (let i = 1; i <= 5; i++) later.push(batcher.submit(write(room, b.id, `later ${i}`)));
        }
        return repo.insertFromMembers(writes);
      },
      maxBatch: 3,
    });
    const first = await batcher.submit(write(room, a.id, 'first'));
    expect(first.outcome).toBe('created');
    await Promise.all(later);
    expect(statements).toEqual([['first'], ['later 1', 'later 2', 'later 3'], ['later 4', 'later 5']]);
    expect((await stored(room)).map((row) => row.chattext)).toEqual([
      'first',
      'later 1',
      'later 2',
      'later 3',
      'later 4',
      'later 5',
    ]);
    expect(() => createChatWriteBatcher({ write: repo.insertFromMembers, maxBatch: 0 })).toThrow(
      'maxBatch must be a positive integer',
    );
  });
});

describe('each message answered on its own', () => {
  it('refuses strangers, former matches and muted senders in a batch and stores the rest', async () => {
    const open1 = await make.room(server);
    const ended = await make.room(server);
    await endMatch(server, ended.room);
    const muted = await make.room(server);
    await server.database.db
      .update(users)
      .set({ mutedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, muted.a.id));
    const stranger = await make.person(server);
    const { batcher, statements } = recordingBatcher();
    const outcomes = await Promise.all([
      batcher.submit(write(open1.room, open1.a.id, 'hello')),
      batcher.submit(write(open1.room, stranger.id, 'let me in')),
      batcher.submit(write(ended.room, ended.a.id, 'after the end')),
      batcher.submit(write(muted.room, muted.a.id, 'while muted')),
      batcher.submit(write(muted.room, muted.b.id, 'not muted')),
      batcher.submit(write(open1.room, open1.b.id, 'hello back')),
    ]);
    expect(statements).toEqual([6]);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'created',
      'refused',
      'refused',
      'refused',
      'created',
      'created',
    ]);
    expect((await stored(open1.room)).map((row) => row.chattext)).toEqual(['hello', 'hello back']);
    expect(await stored(ended.room)).toEqual([]);
    expect((await stored(muted.room)).map((row) => row.chattext)).toEqual(['not muted']);
  });

  it('stores a client id once: resends in the same batch and of an earlier batch answer the stored message', async () => {
    const { a, b, room } = await make.room(server);
    const { batcher, statements } = recordingBatcher();
    const earlier = chatOf(await batcher.submit(write(room, a.id, 'earlier', 'e-1')));
    const outcomes = await Promise.all([
      batcher.submit(write(room, a.id, 'new', 'n-1')),
      batcher.submit(write(room, a.id, 'earlier', 'e-1')),
      batcher.submit(write(room, a.id, 'new, resent', 'n-1')),
      // The same client id from the other member is another message.
      batcher.submit(write(room, b.id, 'theirs', 'n-1')),
      // Without a client id, equal texts are two messages.
      batcher.submit(write(room, a.id, 'ha')),
      batcher.submit(write(room, a.id, 'ha')),
    ]);
    expect(statements).toEqual([1, 6]);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'created',
      'existing',
      'existing',
      'created',
      'created',
      'created',
    ]);
    const [newOne, resentEarlier, resentNew, theirs, ha1, ha2] = outcomes.map(chatOf);
    expect(resentEarlier).toEqual(earlier);
    expect(resentNew).toEqual(newOne);
    expect(resentNew?.chattext).toBe('new');
    expect(theirs).toMatchObject({ from_id: b.id, cid: 'n-1', chattext: 'theirs' });
    expect(ha1?.id).toBeLessThan(ha2?.id as number);
    expect((await stored(room)).map((row) => [row.chattext, row.client_id])).toEqual([
      ['earlier', 'e-1'],
      ['new', 'n-1'],
      ['theirs', 'n-1'],
      ['ha', null],
      ['ha', null],
    ]);
  });

  it('puts a message the statement could not settle first into the next batch', async () => {
    const { a, room } = await make.room(server);
    const repo = createMemberWritesRepo(server.database.db, { engine: server.database.kind });
    const statements: string[][] = [];
    const batcher = createChatWriteBatcher({
      write: async (writes) => {
        statements.push(writes.map((w) => w.chattext));
        // The first statement answers `retry` for its first message without storing it, as when a resend races
        // the same client id written by another server; everything else is written for real.
        if (statements.length > 1) return repo.insertFromMembers(writes);
        const rest = await repo.insertFromMembers(writes.slice(1));
        return [{ outcome: 'retry' } as MemberWriteOutcome, ...rest];
      },
    });
    const raced = batcher.submit(write(room, a.id, 'raced', 'r-1'));
    const second = batcher.submit(write(room, a.id, 'second', 'r-2'));
    await second;
    const third = batcher.submit(write(room, a.id, 'third', 'r-3'));
    expect((await raced).outcome).toBe('created');
    await third;
    // The next statement starts as the first answers, with the raced message first; `third` came after it.
    expect(statements[0]).toEqual(['raced', 'second']);
    expect(statements[1]?.[0]).toBe('raced');
    expect(statements.slice(1).flat()).toEqual(['raced', 'third']);
  });
});

describe('a failed statement', () => {
  it('fails only its own batch, with a clear error, and stores and acknowledges none of it', async () => {
    const { a, b, room } = await make.room(server);
    const { batcher, statements } = recordingBatcher(2);
    const settled = await Promise.allSettled([
      batcher.submit(write(room, a.id, 'good, but with a bad neighbour')),
      // Not a uuid: the database refuses the whole statement.
      batcher.submit(write('not-a-room', a.id, 'bad')),
      batcher.submit(write(room, b.id, 'next batch')),
      batcher.submit(write(room, a.id, 'next batch too')),
    ]);
    expect(statements).toEqual([2, 2]);
    const [first, second, third, fourth] = settled;
    for (const failed of [first, second]) {
      expect(failed?.status).toBe('rejected');
      expect((failed as PromiseRejectedResult).reason.message).toMatch(
        /^storing 2 chat messages failed: .*uuid/,
      );
    }
    expect(third).toMatchObject({ status: 'fulfilled', value: { outcome: 'created' } });
    expect(fourth).toMatchObject({ status: 'fulfilled', value: { outcome: 'created' } });
    expect((await stored(room)).map((row) => row.chattext)).toEqual(['next batch', 'next batch too']);
    // The batcher goes on after a failure.
    expect((await batcher.submit(write(room, a.id, 'afterwards'))).outcome).toBe('created');
  });
});

describe('through the socket', () => {
  it('answers each refused message of one moment with its own sentence and delivers the rest', async () => {
    const member = await make.room(server);
    const muted = await make.room(server);
    const until = new Date('2031-03-03T00:00:00Z');
    await server.database.db.update(users).set({ mutedUntil: until }).where(eq(users.id, muted.a.id));
    // A room whose other member deleted their account: ended as 'deleted', their side emptied.
    const left = await make.room(server);
    const [userA] = pairOf(left.a.id, left.b.id);
    await server.database.db
      .update(matches)
      .set({
        endedAt: new Date(),
        endedReason: 'deleted',
        ...(userA === left.b.id ? { userA: null } : { userB: null }),
      })
      .where(eq(matches.id, left.room));
    const stranger = await make.person(server);

    const sockets = await Promise.all(
      [member.a, muted.a, left.a, stranger].map((person) => realtime.socketOf(person)),
    );
    const [memberSocket, mutedSocket, leftSocket, strangerSocket] = sockets as TestSocket[];
    const answers = await Promise.all([
      emitAck(memberSocket as TestSocket, 'sendchat', { room: member.room, text: 'hello', cid: 's-1' }),
      emitAck(mutedSocket as TestSocket, 'sendchat', { room: muted.room, text: 'hello' }),
      emitAck(leftSocket as TestSocket, 'sendchat', { room: left.room, text: 'hello?' }),
      emitAck(strangerSocket as TestSocket, 'sendchat', { room: member.room, text: 'hi there' }),
    ]);
    expect(answers[0]).toMatchObject({ success: true, chat: { chattext: 'hello', cid: 's-1' } });
    expect(answers.slice(1)).toEqual([
      { success: false, error: MUTED_TEXT.until(until) },
      { success: false, error: ACCOUNT_DELETED },
      { success: false, error: NOT_A_MEMBER },
    ]);
    expect((await stored(member.room)).map((row) => row.chattext)).toEqual(['hello']);
    expect(await stored(muted.room)).toEqual([]);
    expect(await stored(left.room)).toEqual([]);
  });
});
