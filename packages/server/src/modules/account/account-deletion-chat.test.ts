// Account deletion under an open chat: the other member is told at once (`accountdeleted`), the deleted
// person's sockets go, the room stays readable for the one left (history with from_id null, "deleted user" in the
// matches list) and refuses every write with one sentence, unmatch removes it for good; two deletions at once
// delete once.

import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.ts';
import { make } from '../../testing/factories.ts';
import { disconnected, emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { ACCOUNT_DELETED, NOT_A_MEMBER } from '../chat/room.service.ts';

const realtime = useSocketServer();
let server: TestServer;

beforeAll(() => {
  server = realtime.server;
});

const deletedCount = async () =>
  Number(
    rowsOf<{ n: string | number }>(
      await server.database.db.execute(sql`select count(*) as n from deleted_accounts`),
    )[0]?.n,
  );

describe('deleting an account in the middle of a conversation', () => {
  it('tells the other member, drops the sockets, and leaves a read-only room', async () => {
    const { a, b, room } = await make.room(server, { fullMatch: true });
    const sa = await realtime.socketOf(a, room);
    const sb = await realtime.socketOf(b, room);
    const sent = await emitAck(sa, 'sendchat', { room, text: 'See you soon', cid: 'x1' });
    expect(sent.success).toBe(true);
    const told = waitFor(sb, 'accountdeleted', (payload) => payload.room === room);
    const gone = disconnected(sa);

    const answer = await apiPost(server, 'deleteaccount', { source: 'App' }, a);
    expect(answer.json()).toEqual({ success: true });
    expect(await told).toEqual([{ room }]);
    await gone;
    // The old cookie opens nothing, over HTTP or the socket.
    expect((await apiGet(server, 'menudata', { cookie: a.cookie })).statusCode).toBe(401);
    await expect(realtime.socketOf(a)).rejects.toThrow();

    // The one left may open the room and read its history, the deleted person's messages without a sender.
    const again = await realtime.socketOf(b);
    const history = waitFor(again, 'getchats', (payload) => payload.room === room);
    expect(await emitAck(again, 'joinroom', { room })).toMatchObject({ success: true, room });
    const [page] = await history;
    const texts = (page as unknown as { chats: ChatMessage[] }).chats.map((c) => [c.from_id, c.chattext]);
    expect(texts).toContainEqual([null, 'See you soon']);
    const loaded = await emitAck(again, 'loadchats', { room });
    expect(loaded.success).toBe(true);
    const lastId = (page as unknown as { chats: ChatMessage[] }).chats.at(-1)?.id ?? 1;
    expect(await emitAck(again, 'read', { room, id: lastId })).toMatchObject({ success: true });

    // Every write is refused with one sentence.
    const refused = { success: false, error: ACCOUNT_DELETED };
    expect(await emitAck(again, 'sendchat', { room, text: 'Hello?', cid: 'x2' })).toEqual(refused);
    expect(await emitAck(again, 'sendchatnotification', { room, text: '[[full-profile-request]]' })).toEqual(
      refused,
    );
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    expect(await emitAck(again, 'setdate', { room, datedb: inADay, location: 'The park' })).toEqual(refused);
    expect(await emitAck(again, 'sendgift', { room, imageid: b.imageId as string })).toEqual(refused);
    expect(await emitAck(again, 'joinavchat', { room, vctype: 'audio' })).toEqual(refused);
    expect(await emitAck(again, 'report', { room, reason: 'Harrassment', details: 'x' })).toEqual(refused);

    // The matches list keeps the room as "deleted user".
    const list = (await apiGet(server, 'matches', { cookie: b.cookie })).json() as {
      matches: Record<string, unknown>[];
    };
    expect(list.matches.find((m) => m.match_id === room)).toMatchObject({
      user_id: '',
      display_name: DELETED_USER_NAME,
      imageid: null,
      deleted: 1,
      lastchattext: 'See you soon',
    });

    // A stranger still learns nothing about the room.
    const stranger = await make.person(server);
    const sc = await realtime.socketOf(stranger);
    expect(await emitAck(sc, 'joinroom', { room })).toEqual({ success: false, error: NOT_A_MEMBER });
    expect(await emitAck(sc, 'unmatch', { room })).toEqual({ success: false, error: NOT_A_MEMBER });

    // Unmatching removes it for good, messages included.
    expect(await emitAck(again, 'unmatch', { room })).toMatchObject({ success: true, room });
    const after = (await apiGet(server, 'matches', { cookie: b.cookie })).json() as {
      matches: { match_id: string }[];
    };
    expect(after.matches.map((m) => m.match_id)).not.toContain(room);
    const left = rowsOf<{ n: string | number }>(
      await server.database.db.execute(sql`select count(*) as n from chat_messages where room_id = ${room}`),
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(await emitAck(again, 'joinroom', { room })).toEqual({ success: false, error: NOT_A_MEMBER });
  });

  it('deletes once when asked twice at the same time', async () => {
    const { a, b, room } = await make.room(server);
    const before = await deletedCount();
    const results = await Promise.all([
      server.app.services.accounts.deleteAccount(a.id, 'self'),
      server.app.services.accounts.deleteAccount(a.id, 'inactive'),
      server.app.services.accounts.deleteAccount(a.id, 'request'),
    ]);
    expect(results.filter((result) => result.deleted)).toHaveLength(1);
    expect(await deletedCount()).toBe(before + 1);
    expect(await server.app.services.accounts.deleteAccount(a.id, 'self')).toEqual({ deleted: false });
    // The room was ended once, for the one left.
    const rooms = rowsOf<{ ended_reason: string }>(
      await server.database.db.execute(sql`select ended_reason from matches where id = ${room}`),
    );
    expect(rooms).toEqual([{ ended_reason: 'deleted' }]);

    // When the one left deletes too, the room has nobody and goes with its messages.
    expect(await server.app.services.accounts.deleteAccount(b.id, 'self')).toEqual({ deleted: true });
    const gone = rowsOf(await server.database.db.execute(sql`select id from matches where id = ${room}`));
    expect(gone).toEqual([]);
  });
});
