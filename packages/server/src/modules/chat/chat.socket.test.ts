// The chat's socket events (RULES.md "Realtime") for a member, a stranger and a former match; forged ids; the text
// limit; ordering; client-id de-duplication.
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_YOU } from '../../platform/realtime/require-self.ts';
import { endMatch, make, type Pair, type SignedInPerson } from '../../testing/factories.ts';
import { collect, emitAck, fieldsOf, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { NOT_A_MEMBER } from './room.service.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const { socketOf } = realtime;

async function joined(person: SignedInPerson, room: string): Promise<TestSocket> {
  const socket = await socketOf(person);
  const chats = waitFor(socket, 'getchats');
  expect(await emitAck(socket, 'joinroom', { room, user: person.id })).toEqual({ success: true, room });
  await chats;
  return socket;
}

const EVENTS = (room: string, me: string, other: string) =>
  ({
    joinroom: { room },
    leaveroom: { room },
    loadchats: { room },
    read: { room, id: 1 },
    sendchat: { room, my_id: me, text: 'hello' },
    sendchatnotification: { room, my_id: me, text: '[[full-profile-request]]' },
    acceptfp: { room, my_id: me, from_id: other, accept: 1 },
  }) as const;

describe('members only', () => {
  it('a member joins, gets the history and requests, and both see the roster', async () => {
    const { a, b, room } = await make.room(server);
    const socketA = await joined(a, room);
    const roster = waitFor(socketA, 'roster', (members) => members.length === 2);
    const socketB = await socketOf(b);
    const chats = waitFor(socketB, 'getchats');
    const requests = waitFor(socketB, 'getchatnotifications');
    await emitAck(socketB, 'joinroom', { room });
    expect((await chats)[0]).toEqual({ success: true, room, chats: [], more: false });
    expect((await requests)[0]).toEqual({ success: true, room, chats: [] });
    expect((await roster)[0].sort()).toEqual([a.id, b.id].sort());

    const left = waitFor(socketA, 'roster', (members) => members.length === 1);
    expect(await emitAck(socketB, 'leaveroom', { room })).toEqual({ success: true, room });
    expect((await left)[0]).toEqual([a.id]);
    const gone = waitFor(socketA, 'roster', (members) => members.length === 1);
    await emitAck(socketB, 'joinroom', { room });
    socketB.close();
    expect((await gone)[0]).toEqual([a.id]);
  });

  it('a stranger gets joinfailed for every event and changes nothing', async () => {
    const { a, b, room } = await make.room(server);
    const stranger = await make.person(server);
    const socket = await socketOf(stranger);
    const failed = collect(socket, 'joinfailed');
    for (const [event, payload] of Object.entries(EVENTS(room, stranger.id, a.id))) {
      const answer = await emitAck(socket, event as 'joinroom', payload);
      expect(answer, event).toEqual({ success: false, error: NOT_A_MEMBER });
    }
    expect(failed).toHaveLength(7);
    expect(failed[0]?.[0]).toEqual({ room, error: NOT_A_MEMBER });
    const stored = await server.database.db.execute(
      sql`select count(*)::int as n from chat_messages where room_id = ${room}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // And a member of that room hears nothing from them.
    const member = await joined(b, room);
    expect(member.connected).toBe(true);
  });

  it('a former match gets joinfailed for every event, as a stranger does', async () => {
    const { a, b, room } = await make.room(server);
    const socket = await joined(a, room);
    expect((await emitAck(socket, 'sendchat', { room, text: 'before' })).success).toBe(true);
    await endMatch(server, room);
    const failed = collect(socket, 'joinfailed');
    for (const [event, payload] of Object.entries(EVENTS(room, a.id, b.id))) {
      const answer = await emitAck(socket, event as 'joinroom', payload);
      expect(answer, event).toEqual({ success: false, error: NOT_A_MEMBER });
    }
    expect(failed).toHaveLength(7);
  });
});

describe('payloads', () => {
  it('refuses ids that name someone else', async () => {
    const { a, b, room } = await make.room(server);
    const socket = await joined(a, room);
    const forged = { success: false, error: NOT_YOU };
    expect(await emitAck(socket, 'joinroom', { room, user: b.id })).toEqual(forged);
    expect(await emitAck(socket, 'sendchat', { room, my_id: b.id, text: 'as b' })).toEqual(forged);
    expect(
      await emitAck(socket, 'sendchatnotification', { room, my_id: b.id, text: '[[full-profile-request]]' }),
    ).toEqual(forged);
    expect(await emitAck(socket, 'acceptfp', { room, my_id: b.id, from_id: a.id, accept: true })).toEqual(
      forged,
    );
    const history = fieldsOf(await emitAck(socket, 'loadchats', { room }));
    expect(history.chats).toEqual([]);
  });

  it('refuses text over 200 characters and empty text with the RULES.md "Validation" messages', async () => {
    const { a, room } = await make.room(server);
    const socket = await joined(a, room);
    expect(await emitAck(socket, 'sendchat', { room, text: 'x'.repeat(201) })).toEqual({
      success: false,
      error: CHAT_MESSAGES.textTooLong,
    });
    expect(await emitAck(socket, 'sendchat', { room, text: '   ' })).toEqual({
      success: false,
      error: CHAT_MESSAGES.textRequired,
    });
    const fits = await emitAck(socket, 'sendchat', { room, text: 'y'.repeat(200) });
    expect(fits.success).toBe(true);
  });
});

describe('messages', () => {
  it('keeps 100 quick messages in the order they were sent, for both members and in the history', async () => {
    const { a, b, room } = await make.room(server);
    const socketA = await joined(a, room);
    const socketB = await joined(b, room);
    const received = collect(socketB, 'newchat');
    const texts = Array.from({ length: 100 }, (_, i) => `message ${i}`);
    const answers = await Promise.all(texts.map((text) => emitAck(socketA, 'sendchat', { room, text })));
    const ids = answers.map((answer) => (fieldsOf(answer).chat as { id: number }).id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    await vi.waitFor(() => expect(received).toHaveLength(100));
    expect(received.map(([{ chat }]) => chat.chattext)).toEqual(texts);

    const latest = fieldsOf(await emitAck(socketB, 'loadchats', { room }));
    const page = latest.chats as { id: number; chattext: string }[];
    expect(page.map((chat) => chat.chattext)).toEqual(texts.slice(50));
    expect(latest.more).toBe(true);
    const older = fieldsOf(await emitAck(socketB, 'loadchats', { room, before: page[0]?.id }));
    expect((older.chats as { chattext: string }[]).map((chat) => chat.chattext)).toEqual(texts.slice(0, 50));
    expect(older.more).toBe(false);
  });

  it('stores a resend with the same cid once, answers the same message and sends it to the room again', async () => {
    const { a, b, room } = await make.room(server);
    const socketA = await joined(a, room);
    const socketB = await joined(b, room);
    const received = collect(socketB, 'newchat');
    const first = await emitAck(socketA, 'sendchat', { room, text: 'once', cid: 'client-1' });
    const again = await emitAck(socketA, 'sendchat', { room, text: 'once', cid: 'client-1' });
    expect(first.success).toBe(true);
    expect(again).toEqual(first);
    expect(fieldsOf(first).chat).toMatchObject({
      chattext: 'once',
      from_id: a.id,
      room_id: room,
      type: 'text',
      cid: 'client-1',
    });
    // A fence: B's own later message arrives after anything A's sends caused.
    await emitAck(socketB, 'sendchat', { room, text: 'fence' });
    await vi.waitFor(() => expect(received.some(([{ chat }]) => chat.chattext === 'fence')).toBe(true));
    // Stored once, and sent to the room again with the resend (its first send may have been lost with Redis
    // or with the server that stored it): the same message, by id, which clients keep once.
    const copies = received.filter(([{ chat }]) => chat.chattext === 'once').map(([{ chat }]) => chat.id);
    expect(copies).toEqual(
      [fieldsOf(first).chat, fieldsOf(first).chat].map((chat) => (chat as { id: number }).id),
    );
    const stored = await server.database.db.execute(
      sql`select count(*)::int as n from chat_messages where room_id = ${room} and chattext = 'once'`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('tells an offline receiver once per unread streak', async () => {
    const pair: Pair = await make.room(server, { a: { displayName: 'Skipper' } });
    const socketA = await joined(pair.a, pair.room);
    await emitAck(socketA, 'sendchat', { room: pair.room, text: 'one' });
    await emitAck(socketA, 'sendchat', { room: pair.room, text: 'two' });
    const notes = () =>
      server.app.inject({
        method: 'GET',
        url: '/api?action=notifications',
        headers: { cookie: pair.b.cookie },
      });
    const listed = (await notes()).json().notifications as { title: string; notification: string }[];
    expect(listed).toEqual([
      expect.objectContaining({ title: 'New message', notification: 'Skipper sent you a message.' }),
    ]);
    // Online, nothing more; after reading and going away, the next message tells them again.
    const socketB = await joined(pair.b, pair.room);
    const last = await emitAck(socketA, 'sendchat', { room: pair.room, text: 'three' });
    expect((await notes()).json().notifications).toHaveLength(1);
    await emitAck(socketB, 'read', { room: pair.room, id: (fieldsOf(last).chat as { id: number }).id });
    // Gone once the room's roster no longer has them.
    const alone = waitFor(socketA, 'roster', (members) => !members.includes(pair.b.id));
    socketB.close();
    await alone;
    await emitAck(socketA, 'sendchat', { room: pair.room, text: 'four' });
    expect((await notes()).json().notifications).toHaveLength(2);
  });
});
