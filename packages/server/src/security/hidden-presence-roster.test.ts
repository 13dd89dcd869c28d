// "Online now": a person who turns "Show when I'm online" off (preferences show_online 0) is hidden from the matches
// list and the `presence` events, but the chat room's `roster` (the chat header's online marker, RULES.md "Realtime")
// still named them to their match whenever they had the chat open. Against a real server and real sockets: the roster
// each member gets leaves out the other members who hide their activity, never themselves, and a hidden person still
// sees a match who shows theirs. The roster must not even *arrive* when a hidden person opens, leaves or closes the
// chat, or its timing alone tells their match that they came and went.
import { describe, expect, it } from 'vitest';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { make } from '../testing/factories.ts';
import { collect, emitAck, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const realtime = useSocketServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the chat roster of a person who hides their activity', () => {
  it('never names them to the other member, nor tells by timing; they still see the other, and themselves', async () => {
    const { a, b, room } = await make.room(realtime.server);
    await apiPost(realtime.server, 'setpreferences', { show_online: 0 }, { cookie: b.cookie });
    const sa = await realtime.socketOf(a);
    const ownRoster = waitFor(sa, 'roster');
    expect(await emitAck(sa, 'joinroom', { room })).toMatchObject({ success: true });
    expect((await ownRoster)[0]).toEqual([a.id]);
    const seenByA = collect(sa, 'roster');

    const sb = await realtime.socketOf(b);
    const seenByB = waitFor(sb, 'roster', (members) => members.includes(a.id));
    expect(await emitAck(sb, 'joinroom', { room })).toMatchObject({ success: true });
    expect((await seenByB)[0].sort()).toEqual([a.id, b.id].sort());
    await emitAck(sb, 'leaveroom', { room });
    await emitAck(sb, 'joinroom', { room });
    sb.close();
    // time passes: a roster on the hidden person's cue would come within this; none may
    await pause(500);
    // The hole this closes: 4 rosters, one per join, leave, join and close of b, each [a] but each on b's cue.
    expect(seenByA).toEqual([]);
    // The hidden person's own view still follows them: a second tab of b's hears the roster with a in it.
    const sb2 = await realtime.socketOf(b);
    const seenByB2 = waitFor(sb2, 'roster', (members) => members.includes(a.id));
    await emitAck(sb2, 'joinroom', { room });
    expect((await seenByB2)[0].sort()).toEqual([a.id, b.id].sort());
    // time passes: a roster on the hidden person's cue would come within this; none may
    await pause(300);
    expect(seenByA).toEqual([]);
    // a's own comings and goings are still news to b, as a shows their activity.
    const bSeesA = waitFor(sb2, 'roster', (members) => !members.includes(a.id));
    await emitAck(sa, 'leaveroom', { room });
    expect((await bSeesA)[0]).toEqual([b.id]);
  });

  it('drops them from the open chat of their match the moment they hide their activity', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const sa = await realtime.socketOf(a, room);
    const both = waitFor(sa, 'roster', (members) => members.length === 2);
    await realtime.socketOf(b, room);
    await both;
    const alone = waitFor(sa, 'roster', (members) => members.length === 1);
    await apiPost(realtime.server, 'setpreferences', { show_online: 0 }, { cookie: b.cookie });
    expect((await alone)[0]).toEqual([a.id]);
  });

  it('names them again once they show their activity', async () => {
    const { a, b, room } = await make.room(realtime.server);
    await apiPost(realtime.server, 'setpreferences', { show_online: 0 }, { cookie: b.cookie });
    await apiPost(realtime.server, 'setpreferences', { show_online: 1 }, { cookie: b.cookie });
    const sa = await realtime.socketOf(a, room);
    const both = waitFor(sa, 'roster', (members) => members.length === 2);
    await realtime.socketOf(b, room);
    expect((await both)[0].sort()).toEqual([a.id, b.id].sort());
  });
});
