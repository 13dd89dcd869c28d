// Alerts to the person across two real servers on one PostgreSQL database and one Redis
// (RULES.md "Defaults and scale-out"): A on server one writes, B on server two (no room joined) gets the `alert` with
// the unread count; presence crosses servers both ways. Runs only with DATABASE_URL and REDIS_URL set (.ci/run sets
// both); skipped otherwise.
import { describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { scaleOutEnabled, useServerNodes } from '../../testing/server-nodes-fixture.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';

describe.skipIf(!scaleOutEnabled)('alerts across servers (needs DATABASE_URL and REDIS_URL)', () => {
  const cluster = useServerNodes();
  const socketOn = cluster.socketOn;

  it('a message on server one reaches the other member on server two, off the room, with the unread count', async () => {
    const [one, two] = cluster.nodes;
    const { a, b, room } = cluster.pair;
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
    const [one, two] = cluster.nodes;
    const { b, room } = cluster.pair;
    const c = await make.room(cluster.db, { a: { displayName: 'Cy' } });
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
    // time passes: a presence change would be heard within this; none may come
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
