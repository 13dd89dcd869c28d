// Two real server processes on one PostgreSQL database and one Redis (RULES.md "Defaults and scale-out"): two people
// connected to different servers chat, request and accept a full profile, and set a date; the online check sees
// across servers. Runs only with DATABASE_URL and REDIS_URL set (.ci/run sets both); skipped otherwise.
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { SESSION_CACHE } from '../../modules/auth/session.service.ts';
import { scaleOutEnabled, useServerNodes } from '../../testing/server-nodes-fixture.ts';
import { connectAs, emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';

describe.skipIf(!scaleOutEnabled)('scale-out on PostgreSQL and Redis (needs DATABASE_URL, REDIS_URL)', () => {
  // A fresh PostgreSQL database (migrated) holds the people; both servers use it.
  const cluster = useServerNodes();

  async function joined(url: string, cookie: string): Promise<TestSocket> {
    const socket = await cluster.socketOn(url, cookie);
    const { room } = cluster.pair;
    expect(await emitAck(socket, 'joinroom', { room })).toEqual({ success: true, room });
    return socket;
  }

  it('two people on different servers chat, share full profiles and set a date', async () => {
    const [one, two] = cluster.nodes;
    const { a, b, room } = cluster.pair;
    const socketA = await joined(one.url, a.cookie);
    const rosterOnA = waitFor(socketA, 'roster', (members) => members.length === 2);
    const socketB = await joined(two.url, b.cookie);
    // The roster is gathered from both servers.
    expect((await rosterOnA)[0].sort()).toEqual([a.id, b.id].sort());

    const hello = waitFor(socketB, 'newchat', ({ chat }) => chat.chattext === 'hello from server one');
    expect((await emitAck(socketA, 'sendchat', { room, text: 'hello from server one' })).success).toBe(true);
    await hello;
    const reply = waitFor(socketA, 'newchat', ({ chat }) => chat.chattext === 'and back from two');
    await emitAck(socketB, 'sendchat', { room, text: 'and back from two' });
    await reply;

    const request = waitFor(socketB, 'getchatnotifications', ({ chats }) => chats.length === 1);
    expect(
      (await emitAck(socketA, 'sendchatnotification', { room, text: CHAT_MARKERS.fullProfileRequest }))
        .success,
    ).toBe(true);
    await request;
    const full = waitFor(socketA, 'matchupdated');
    const fp = waitFor(socketA, 'fpaccepted');
    expect(await emitAck(socketB, 'acceptfp', { room, from_id: a.id, accept: true })).toMatchObject({
      success: true,
      accepted: true,
    });
    expect((await full)[0]).toEqual({ room, full_match: 1 });
    expect((await fp)[0]).toEqual({ room, accepted: true });

    const when = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const dateMessage = waitFor(socketB, 'newchat', ({ chat }) => chat.type === 'date');
    const dated = await emitAck(socketA, 'setdate', { room, datedb: when, location: 'The penguin pool' });
    expect(dated).toMatchObject({ success: true });
    const [{ chat: date }] = await dateMessage;

    // B is online (on server two), so A's messages on server one notify nobody; once B has read and left, one does.
    const notes = async () => {
      const answer = await fetch(`${two.url}/api?action=notifications`, { headers: { cookie: b.cookie } });
      const body = (await answer.json()) as { notifications: { title: string }[] };
      return body.notifications.filter((note) => note.title === 'New message').length;
    };
    expect(await notes()).toBe(0);
    // Read up to the date, so the next message starts a new unread streak (one notification per streak).
    expect(await emitAck(socketB, 'read', { room, id: date.id })).toMatchObject({
      success: true,
      id: date.id,
    });
    const left = waitFor(socketA, 'roster', (members) => members.length === 1);
    socketB.close();
    expect((await left)[0]).toEqual([a.id]);
    await emitAck(socketA, 'sendchat', { room, text: 'are you there?' });
    expect(await notes()).toBe(1);
  });

  it('a hidden message reaches the reader folded on an app that did not opt in, open on the web, across servers', async () => {
    const [one, two] = cluster.nodes;
    const { a, b, room } = cluster.pair;
    const set = await fetch(`${one.url}/api`, {
      method: 'POST',
      headers: { cookie: b.cookie, 'content-type': 'application/json', origin: one.url },
      body: JSON.stringify({ action: 'sethiddenwords', data: { words: ['walrus'] } }),
    });
    expect(set.status).toBe(200);
    // B's mobile app (no auth, no Origin) on server two, B's web app on server one, A writing on server one.
    const app = await connectAs(two.url, { cookie: b.cookie, origin: null, auth: null });
    try {
      expect(await emitAck(app, 'joinroom', { room })).toMatchObject({ success: true });
      const web = await joined(one.url, b.cookie);
      const writer = await joined(one.url, a.cookie);
      const onApp = waitFor(app, 'newchat', ({ chat }) => chat.from_id === a.id && chat.hidden === true);
      const onWeb = waitFor(web, 'newchat', ({ chat }) => chat.from_id === a.id && chat.hidden === true);
      expect((await emitAck(writer, 'sendchat', { room, text: 'a walrus hug' })).success).toBe(true);
      expect((await onApp)[0].chat.chattext).toBe(HIDDEN_WORDS.folded);
      expect((await onWeb)[0].chat.chattext).toBe('a walrus hug');
    } finally {
      app.close();
    }
  });

  it('a session signed out on one server is refused by the other at once, though it remembered it', async () => {
    const [one, two] = cluster.nodes;
    const cookie = cluster.pair.b.cookie;
    const menu = () => fetch(`${two.url}/api?action=menudata`, { headers: { cookie } });
    // Server two now remembers the session (session.service.ts SESSION_CACHE, 5 s), from some moment after this one.
    const remembered = Date.now();
    expect((await menu()).status).toBe(200);
    const out = await fetch(`${one.url}/signout`, { method: 'POST', headers: { cookie, origin: one.url } });
    expect(out.status).toBeLessThan(300);
    // Told through Redis: a 401 answered before 5 s have passed since `remembered` came while server two's copy was
    // still one it would have trusted. Measured from there, not from a guess of how fast a loaded machine is.
    let status = 200;
    while (status === 200 && Date.now() - remembered < SESSION_CACHE.ms) {
      status = (await menu()).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
    expect(Date.now() - remembered).toBeLessThan(SESSION_CACHE.ms);
  });
});
