// The batched write on its own (MemberWritesRepo.insertFromMembers): each message stored now comes with what its
// alert needs, read by the same statement (the sender as the other member sees them, and the other member's unread
// count up to that message); and on PGlite's thread, a database session started anew (the thread reopened after
// PGlite aborted) stores as before, though the plan the repo kept was the old session's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/db/db-client.ts';
import type { PgliteThread } from '../../platform/db/pglite-thread.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { pairOf } from '../deck/decisions.repo.ts';
import { matches } from './chat.schema.ts';
import { createMemberWritesRepo, type MemberWriteOutcome } from './chat-member-writes.repo.ts';

const senderOf = (outcome: MemberWriteOutcome | undefined) => {
  if (outcome?.outcome !== 'created') throw new Error(`not stored now: ${outcome?.outcome}`);
  return outcome.sender;
};

describe('a message stored now', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("comes with its alert's sender and the other member's unread count, this batch's earlier ones counted", async () => {
    const { a, b, room } = await make.room(server, {
      a: { displayName: 'Ana', realName: 'Ana Real' },
      fullMatch: true,
    });
    const repo = createMemberWritesRepo(server.database.db, { engine: server.database.kind });
    const write = (fromId: string, chattext: string) => ({
      roomId: room,
      fromId,
      chattext,
      clientId: chattext,
    });

    const first = await repo.insertFromMembers([write(a.id, 'one'), write(b.id, 'hi'), write(a.id, 'two')]);
    expect(senderOf(first[0])).toEqual({
      to: b.id,
      open: true,
      hidden: false,
      fullMatch: true,
      displayName: 'Ana',
      realName: 'Ana Real',
      imageid: a.imageId,
      unread: 1,
      toHidden: [],
    });
    expect(senderOf(first[1])).toMatchObject({ to: a.id, unread: 1 });
    expect(senderOf(first[2])).toMatchObject({ to: b.id, unread: 2 });

    // b reads up to "one": only what came after it counts, in the next statement too.
    const firstId = first[0]?.outcome === 'created' ? first[0].chat.id : 0;
    await server.database.db.execute(
      sql`insert into chat_reads (room_id, user_id, last_read) values (${room}, ${b.id}, ${firstId})`,
    );
    const next = await repo.insertFromMembers([write(a.id, 'three')]);
    expect(senderOf(next[0])).toMatchObject({ to: b.id, unread: 2 });

    // A resend is not stored again, and brings no alert.
    const again = await repo.insertFromMembers([write(a.id, 'three')]);
    expect(again[0]).toMatchObject({ outcome: 'existing' });
    expect(again[0]).not.toHaveProperty('sender');
  });
});

// PGlite only: the PostgreSQL pass (DATABASE_URL) has no thread to restart.
describe.skipIf(Boolean(process.env.DATABASE_URL))("on PGlite's thread, started anew", () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rookery-chat-writes-'));
    database = await openDatabase({ db: { kind: 'pglite', dir: path.join(dir, 'db'), thread: 'worker' } });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores as before the thread stopped', async () => {
    const { db } = database;
    const [one, other] = await make.people(db, [{}, {}]);
    if (!one || !other) throw new Error('people not written');
    const [userA, userB] = pairOf(one.id, other.id);
    const [match] = await db.insert(matches).values({ userA, userB }).returning({ id: matches.id });
    const roomId = match?.id ?? '';
    const repo = createMemberWritesRepo(db, { engine: 'pglite' });
    const send = (chattext: string) =>
      repo.insertFromMembers([{ roomId, fromId: one.id, chattext, clientId: null }]);

    expect((await send('before')).map((o) => o.outcome)).toEqual(['created']);
    const client = (db as unknown as { $client: PgliteThread }).$client;
    await client.crashForTest().catch(() => {});
    await client.waitReady;
    expect(client.restarted).toBe(1);
    expect((await send('after')).map((o) => o.outcome)).toEqual(['created']);
  });
});
