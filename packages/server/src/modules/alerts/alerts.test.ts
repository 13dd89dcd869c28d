// Alerts to the person against a real server and real Socket.IO clients: each kind of `alert` reaches the
// right person on a socket that joined no room, with the unread counts right; never a non-member, never across an
// ended pair, and the real name only in a full match.
import type { PersonAlert } from '@rookery/shared/events.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { collect, emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import { users } from '../auth/auth.schema.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { eastOf, type Point } from '../deck/grid.ts';
import { makePng } from '../media/testing/media-test-kit.ts';

const NO_ANSWER_MS = 1500;
const realtime = useSocketServer({ CALL_NO_ANSWER_MS: String(NO_ANSWER_MS) });

type Kind = PersonAlert['kind'];
type AlertOf<K extends Kind> = Extract<PersonAlert, { kind: K }>;

/** The next alert of `kind` (and passing `accept`) on the socket. */
async function alertOn<K extends Kind>(
  socket: TestSocket,
  kind: K,
  accept: (alert: AlertOf<K>) => boolean = () => true,
  ms = 5000,
): Promise<AlertOf<K>> {
  const [alert] = await waitFor(socket, 'alert', (a) => a.kind === kind && accept(a as AlertOf<K>), ms);
  return alert as AlertOf<K>;
}

const names = {
  a: { displayName: 'Ada', realName: 'Ada Lovelace' },
  b: { displayName: 'Bea', realName: 'Bea Arthur' },
};

async function pairWithSockets(fullMatch = false) {
  const pair = await make.room(realtime.server, { a: names.a, b: names.b, fullMatch });
  const stranger = await make.person(realtime.server);
  return {
    ...pair,
    sa: await realtime.socketOf(pair.a, pair.room),
    // B's sockets joined no room: the app sits on another screen.
    sb: await realtime.socketOf(pair.b),
    sc: await realtime.socketOf(stranger),
  };
}

describe('message alerts', () => {
  it('reach the other member off the room with the unread count; reads clear it on their other devices', async () => {
    const { a, b, room, sa, sb, sc } = await pairWithSockets();
    const strangerHeard = collect(sc, 'alert');
    const ownHeard = collect(sa, 'alert');
    const first = alertOn(sb, 'message');
    const sent = await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'hello Bea' });
    expect(sent).toMatchObject({ success: true });
    const alert = await first;
    expect(alert).toMatchObject({ room, unread: 1, chat: { chattext: 'hello Bea', from_id: a.id } });
    // A basic match: the display name and the public image, never the real name.
    expect(alert.from).toEqual({ user_id: a.id, display_name: 'Ada', imageid: a.imageId });

    const second = alertOn(sb, 'message', (m) => m.unread === 2);
    await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'are you there?' });
    const latest = await second;

    // B reads on a phone; the laptop's badge clears.
    const phone = await realtime.socketOf(b, room);
    const cleared = alertOn(sb, 'read');
    expect(await emitAck(phone, 'read', { room, id: latest.chat.id })).toMatchObject({ success: true });
    expect(await cleared).toEqual({ kind: 'read', room, unread: 0 });
    const third = alertOn(sb, 'message');
    await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'ok' });
    expect((await third).unread).toBe(1);

    expect(strangerHeard).toEqual([]);
    // The sender's own sockets hear no message alert of their own.
    expect(ownHeard.filter(([x]) => x.kind === 'message')).toEqual([]);
  });

  it('name the sender by their real name in a full match', async () => {
    const { a, room, sa, sb } = await pairWithSockets(true);
    const heard = alertOn(sb, 'message');
    await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'hi' });
    expect((await heard).from).toMatchObject({ display_name: 'Ada', real_name: 'Ada Lovelace' });
  });

  it('stop when the match ends: the other member hears matchended, the one who blocked hears nothing more', async () => {
    const { a, b, room, sa, sb, sc } = await pairWithSockets();
    const strangerHeard = collect(sc, 'alert');
    const ended = alertOn(sa, 'matchended');
    const blockerHeard = collect(sb, 'alert');
    expect(await emitAck(sb, 'block', { room })).toMatchObject({ success: true });
    expect(await ended).toEqual({ kind: 'matchended', room });
    // A's later attempts reach nobody.
    await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'why?' });
    await emitAck(sa, 'joinavchat', { room, vctype: 'audio' });
    // time passes: what the blocked person sends would arrive within this; nothing may
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(blockerHeard).toEqual([]);
    expect(strangerHeard).toEqual([]);
    expect(b.id).not.toBe(a.id);
  });
});

describe('full profile, notifications and dates', () => {
  it('tell the asked person, then the asker, each with the notification and its unread count', async () => {
    const { a, b, room, sa, sb } = await pairWithSockets();
    const asked = alertOn(sb, 'fullprofile');
    const noted = alertOn(sb, 'notification');
    await emitAck(sa, 'sendchatnotification', { room, my_id: a.id, text: '[[full-profile-request]]' });
    expect(await asked).toMatchObject({ room, state: 'requested', from: { user_id: a.id } });
    expect((await asked).from.real_name).toBeUndefined();
    const note = await noted;
    expect(note.unread).toBe(1);
    expect(note.notification).toMatchObject({ title: 'Full Profile request' });
    expect(note.notification.notification).toContain('Ada');

    const answered = alertOn(sa, 'fullprofile');
    const bRoom = await realtime.socketOf(b, room);
    await emitAck(bRoom, 'acceptfp', { room, my_id: b.id, from_id: a.id, accept: 1 });
    // Now a full match: the answer names B in full.
    expect(await answered).toMatchObject({
      state: 'accepted',
      from: { user_id: b.id, real_name: 'Bea Arthur' },
    });
    const menu = (await apiGet(realtime.server, 'menudata', { cookie: b.cookie })).json().md[0];
    expect(menu.notifications).toBe(1);
  });

  it('tell the other member of a date request, its answer and its cancellation', async () => {
    const { a, b, room, sa, sb } = await pairWithSockets();
    const asked = alertOn(sb, 'date');
    const datedb = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const made = await emitAck(sa, 'setdate', {
      room,
      requestor: a.id,
      requestee: b.id,
      location: 'Cafe',
      datedb,
    });
    const date = (made as unknown as { date: { id: string } }).date;
    expect(await asked).toMatchObject({
      room,
      state: 'requested',
      date: { id: date.id },
      from: { user_id: a.id },
    });
    const answer = alertOn(sa, 'date');
    await emitAck(sb, 'acceptdate', { room, dateref: date.id, accepted: 1 });
    expect(await answer).toMatchObject({ state: 'accepted', from: { user_id: b.id } });
    const cancelled = alertOn(sb, 'date', (d) => d.state === 'cancelled');
    await emitAck(sa, 'canceldate', { room, dateid: date.id });
    expect((await cancelled).date.id).toBe(date.id);
  });

  it('tell the other member of a gift', async () => {
    const { a, room, sa, sb } = await pairWithSockets();
    await realtime.server.database.db.update(users).set({ pebbles: 2 }).where(eq(users.id, a.id));
    await realtime.server.app.services.storage.put(`ai/${a.imageId}.png`, await makePng(32, 32), 'image/png');
    const gift = alertOn(sb, 'gift');
    expect(await emitAck(sa, 'sendgift', { room, imageid: a.imageId as string })).toMatchObject({
      success: true,
    });
    expect(await gift).toEqual({
      kind: 'gift',
      room,
      from: { user_id: a.id, display_name: 'Ada', imageid: a.imageId },
    });
  });
});

describe('call alerts', () => {
  it('ring every tab of the callee; one answers and the other stops', async () => {
    const { a, b, room, sa, sb } = await pairWithSockets();
    const tablet = await realtime.socketOf(b);
    const ringing = Promise.all([alertOn(sb, 'call'), alertOn(tablet, 'call')]);
    await emitAck(sa, 'joinavchat', { room, vctype: 'audio' });
    for (const ring of await ringing) {
      expect(ring).toMatchObject({ room, state: 'ringing', vctype: 'audio', from: { user_id: a.id } });
    }
    const answered = alertOn(tablet, 'call', (c) => c.state === 'answered');
    expect(await emitAck(sb, 'joinavchat', { room, vctype: 'audio' })).toMatchObject({ role: 'callee' });
    expect((await answered).from.user_id).toBe(a.id);
    const ended = alertOn(sb, 'call', (c) => c.state === 'ended');
    await emitAck(sa, 'endcall', { room });
    expect((await ended).from.user_id).toBe(a.id);
    expect(b.id).toBeTruthy();
  });

  it('tell both of a decline, and both of a call nobody answered or the caller gave up', async () => {
    const declined = await pairWithSockets();
    await emitAck(declined.sa, 'joinavchat', { room: declined.room, vctype: 'audio' });
    const toCaller = alertOn(declined.sa, 'call', (c) => c.state === 'declined');
    const toCallee = alertOn(declined.sb, 'call', (c) => c.state === 'declined');
    await emitAck(declined.sb, 'endcall', { room: declined.room });
    expect((await toCaller).from.user_id).toBe(declined.b.id);
    expect((await toCallee).from.user_id).toBe(declined.a.id);

    const unanswered = await pairWithSockets();
    const missedCaller = alertOn(unanswered.sa, 'call', (c) => c.state === 'missed', NO_ANSWER_MS * 4);
    const missedCallee = alertOn(unanswered.sb, 'call', (c) => c.state === 'missed', NO_ANSWER_MS * 4);
    await emitAck(unanswered.sa, 'joinavchat', { room: unanswered.room, vctype: 'audio' });
    expect((await missedCallee).from.user_id).toBe(unanswered.a.id);
    expect((await missedCaller).from.user_id).toBe(unanswered.b.id);

    const cancelled = await pairWithSockets();
    await emitAck(cancelled.sa, 'joinavchat', { room: cancelled.room, vctype: 'audio' });
    const missed = alertOn(cancelled.sb, 'call', (c) => c.state === 'missed');
    await emitAck(cancelled.sa, 'endcall', { room: cancelled.room });
    expect((await missed).from.user_id).toBe(cancelled.a.id);
  });
});

describe('match alerts', () => {
  it('tell the person who accepted first, wherever they are, and both of their notification', async () => {
    const at: Point = { latitude: 12, longitude: -40 };
    const him = await make.person(realtime.server, {
      gender: 'Male',
      preference: 'Woman',
      at,
      displayName: 'Hal',
    });
    const her = await make.person(realtime.server, {
      gender: 'Female',
      preference: 'Man',
      at: eastOf(at, 2),
      displayName: 'Hana',
    });
    for (const viewer of [him, her]) {
      const deck = (await apiGet(realtime.server, 'matchlist', { cookie: viewer.cookie })).json();
      expect(deck.matches.map((c: { user_id: string }) => c.user_id)).toContain(
        viewer === him ? her.id : him.id,
      );
    }
    const hers = await realtime.socketOf(her);
    const his = await realtime.socketOf(him);
    const hisHeard = collect(his, 'alert');
    await apiPost(realtime.server, 'matchaccept', { userid: him.id }, { cookie: her.cookie });
    const matched = alertOn(hers, 'match');
    const herNote = alertOn(hers, 'notification');
    const hisNote = alertOn(his, 'notification');
    const answer = (
      await apiPost(realtime.server, 'matchaccept', { userid: her.id }, { cookie: him.cookie })
    ).json();
    expect(await matched).toEqual({
      kind: 'match',
      room: answer.match.match_id,
      from: { user_id: him.id, display_name: 'Hal', imageid: him.imageId },
    });
    expect((await herNote).notification.title).toBe("It's a match!");
    expect((await hisNote).unread).toBe(1);
    expect(hisHeard.filter(([x]) => x.kind === 'match')).toEqual([]);
  });
});
