// Issue 20's person events across two real servers on one PostgreSQL database and one Redis (DESIGN.md 3): A on
// server one writes, B on server two (no room joined) gets the `alert` with the unread count; presence crosses
// servers both ways. Runs only with DATABASE_URL and REDIS_URL set (.ci/run sets both); skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Node, settled, startNode, stopNode } from '../../testing/server-nodes.ts';
import { connectAs, emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { matchedPair, type Pair } from '../chat/testing/chat-fixture.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const enabled = Boolean(DATABASE_URL && REDIS_URL);

describe.skipIf(!enabled)('alerts across servers (needs DATABASE_URL and REDIS_URL)', () => {
  let db: TestServer;
  let nodes: Node[] = [];
  let pair: Pair;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    db = await startTestServer();
    if (db.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    const databaseUrl = db.config.db.url;
    pair = await matchedPair(db, { a: { displayName: 'Ada' }, b: { displayName: 'Bo' } });
    nodes = await Promise.all([startNode(databaseUrl, REDIS_URL), startNode(databaseUrl, REDIS_URL)]);
    await Promise.all(nodes.map((node) => settled(node.url)));
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map(stopNode));
    await db?.close();
  }, 60_000);

  async function socketOn(url: string, cookie: string): Promise<TestSocket> {
    const socket = await connectAs(url, { cookie });
    sockets.push(socket);
    return socket;
  }

  it('a message on server one reaches the other member on server two, off the room, with the unread count', async () => {
    const [one, two] = nodes as [Node, Node];
    const { a, b, room } = pair;
    const socketB = await socketOn(two.url, b.cookie);
    const socketA = await socketOn(one.url, a.cookie);
    expect(await emitAck(socketA, 'joinroom', { room })).toMatchObject({ success: true });
    for (const [text, unread] of [
      ['first', 1],
      ['second', 2],
    ] as const) {
      const heard = waitFor(
        socketB,
        'alert',
        (alert) => alert.kind === 'message' && alert.chat.chattext === text,
      );
      expect(await emitAck(socketA, 'sendchat', { room, text })).toMatchObject({ success: true });
      expect((await heard)[0]).toMatchObject({ kind: 'message', room, unread, from: { user_id: a.id } });
    }
    // B's menu on server one counts the room with unread messages.
    const menu = await fetch(`${one.url}/api?action=menudata`, { headers: { cookie: b.cookie } });
    expect(((await menu.json()) as { md: { unread: number }[] }).md[0]?.unread).toBe(1);
  });

  it('presence crosses servers: online when the first socket opens anywhere, offline when the last closes', async () => {
    const [one, two] = nodes as [Node, Node];
    const { b, room } = pair;
    const c = await matchedPair(db, { a: { displayName: 'Cy' } });
    // C's partner watches from server two.
    const watcher = await socketOn(two.url, c.b.cookie);
    const online = waitFor(watcher, 'presence', (p) => p.room === c.room && p.online);
    const onOne = await socketOn(one.url, c.a.cookie);
    expect((await online)[0]).toEqual({ room: c.room, online: true });
    // A second socket on the other server, then the first closes: C is still online (seen across servers).
    const onTwo = await socketOn(two.url, c.a.cookie);
    const heard: unknown[] = [];
    watcher.on('presence', (p) => heard.push(p));
    onOne.close();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(heard).toEqual([]);
    const matches = async () => {
      const answer = await fetch(`${one.url}/api?action=matches`, { headers: { cookie: c.b.cookie } });
      return ((await answer.json()) as { matches: { match_id: string; online: number }[] }).matches;
    };
    expect((await matches()).find((m) => m.match_id === c.room)?.online).toBe(1);
    const offline = waitFor(watcher, 'presence', (p) => p.room === c.room && !p.online);
    onTwo.close();
    expect((await offline)[0]).toEqual({ room: c.room, online: false });
    expect((await matches()).find((m) => m.match_id === c.room)?.online).toBe(0);
    expect(room).not.toBe(c.room);
    expect(b.id).not.toBe(c.b.id);
  });
});
