// Nothing acknowledged is lost when the server restarts between two messages; the matches list shows the last
// message, the unread mark (driven by `read`, which only moves forward) and the upcoming dates.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { connectAs, emitAck, fieldsOf, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { chatDates } from '../dates/dates.schema.ts';

const realtime = useSocketServer();
let server: TestServer;
const extra: FastifyInstance[] = [];
/** Sockets on the restart's own servers (the file's server closes its own). */
const open: TestSocket[] = [];

beforeAll(() => {
  server = realtime.server;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  for (const app of extra) await app.close();
});

async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

async function joined(url: string, person: SignedInPerson, room: string): Promise<TestSocket> {
  const socket = await connectAs(url, { cookie: person.cookie });
  open.push(socket);
  expect((await emitAck(socket, 'joinroom', { room })).success).toBe(true);
  return socket;
}

describe('a restart', () => {
  it('loses nothing that was acknowledged', async () => {
    const { a, b, room } = await make.room(server);
    // A server of its own on the test's database, so it can be closed and replaced.
    const first = await buildServer(server.config, { database: server.database, migrated: true });
    const firstUrl = await listen(first);
    const socket = await joined(firstUrl, a, room);
    const before = await emitAck(socket, 'sendchat', { room, text: 'before the restart', cid: 'r-1' });
    expect(before.success).toBe(true);
    await first.close();

    const second = await buildServer(server.config, { database: server.database, migrated: true });
    extra.push(second);
    const secondUrl = await listen(second);
    const again = await joined(secondUrl, a, room);
    // The client resends what it is unsure of: the same cid is the same message.
    expect(await emitAck(again, 'sendchat', { room, text: 'before the restart', cid: 'r-1' })).toEqual(
      before,
    );
    expect((await emitAck(again, 'sendchat', { room, text: 'after the restart' })).success).toBe(true);

    const reader = await connectAs(secondUrl, { cookie: b.cookie });
    open.push(reader);
    const page = waitFor(reader, 'getchats');
    await emitAck(reader, 'joinroom', { room });
    const [{ chats }] = await page;
    expect(chats.map((chat) => chat.chattext)).toEqual(['before the restart', 'after the restart']);
  });
});

describe('the matches list', () => {
  it('shows the last message, unread until read, and the upcoming open dates', async () => {
    const { a, b, room } = await make.room(server);
    const list = async (person: SignedInPerson) => {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api?action=matches',
        headers: { cookie: person.cookie },
      });
      return (answer.json().matches as Record<string, unknown>[]).find((m) => m.match_id === room);
    };
    expect(await list(b)).toMatchObject({ lastchat: null, chatsread: 1, dates: 0 });

    const socketA = await realtime.socketOf(a, room);
    const socketB = await realtime.socketOf(b, room);
    const one = fieldsOf(await emitAck(socketA, 'sendchat', { room, text: 'first' })).chat as { id: number };
    const two = fieldsOf(await emitAck(socketA, 'sendchat', { room, text: 'second' })).chat as { id: number };
    expect(await list(b)).toMatchObject({
      lastchat: two.id,
      lastchattext: 'second',
      lastchattype: 'text',
      chatsread: 0,
    });
    // The sender's own last word counts as read.
    expect(await list(a)).toMatchObject({ lastchat: two.id, chatsread: 1 });

    expect(await emitAck(socketB, 'read', { room, id: one.id })).toEqual({ success: true, room, id: one.id });
    expect(await list(b)).toMatchObject({ chatsread: 0 });
    expect(await emitAck(socketB, 'read', { room, id: two.id })).toMatchObject({ id: two.id });
    expect(await list(b)).toMatchObject({ chatsread: 1 });
    // Only forward, and never past the last message.
    expect(await emitAck(socketB, 'read', { room, id: one.id })).toMatchObject({ id: two.id });
    expect(await emitAck(socketB, 'read', { room, id: two.id + 1000 })).toMatchObject({ id: two.id });
    await emitAck(socketA, 'sendchat', { room, text: 'third' });
    expect(await list(b)).toMatchObject({ lastchattext: 'third', chatsread: 0 });

    const day = 24 * 60 * 60 * 1000;
    await server.database.db.insert(chatDates).values([
      {
        roomId: room,
        requestor: a.id,
        requestee: b.id,
        location: 'Beach',
        dateAt: new Date(Date.now() + day),
      },
      {
        roomId: room,
        requestor: a.id,
        requestee: b.id,
        location: 'Cafe',
        dateAt: new Date(Date.now() + 2 * day),
        status: 'accepted',
      },
      {
        roomId: room,
        requestor: a.id,
        requestee: b.id,
        location: 'Gone',
        dateAt: new Date(Date.now() + day),
        status: 'cancelled',
      },
      {
        roomId: room,
        requestor: a.id,
        requestee: b.id,
        location: 'Past',
        dateAt: new Date(Date.now() - day),
      },
    ]);
    expect(await list(a)).toMatchObject({ dates: 2 });
    expect(await list(b)).toMatchObject({ dates: 2 });
  });
});
