// Call history on both sides: an answered call that ended carries its duration on the chat message
// (live, in the history and in the matches list of both people), a call never answered carries none, and the
// ringing alert tells the callee's ringing sheet how long this server lets it ring (CALL_NO_ANSWER_MS).
import { CHAT_MARKERS, type PersonAlert } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { emitAck, fieldsOf, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';

// Long enough that a loaded machine still answers within the ring after the 1.5 s pause below.
const NO_ANSWER_MS = 10_000;
const realtime = useSocketServer({ CALL_NO_ANSWER_MS: String(NO_ANSWER_MS) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pairInRoom() {
  const pair = await make.room(realtime.server);
  return {
    ...pair,
    sa: await realtime.socketOf(pair.a, pair.room),
    sb: await realtime.socketOf(pair.b, pair.room),
  };
}

async function lastCallOf(cookie: string, room: string) {
  const list = (await apiGet(realtime.server, 'matches', { cookie })).json();
  return list.matches.find((m: { match_id: string }) => m.match_id === room)?.lastcall;
}

describe('call duration', () => {
  it('times an answered call from the answer to the end, for both people', async () => {
    const { a, b, room, sa, sb } = await pairInRoom();
    await emitAck(sa, 'joinavchat', { room, vctype: 'audio' });
    await pause(1500); // time passes: ringing is not part of the call's time
    const answerSent = performance.now();
    expect(fieldsOf(await emitAck(sb, 'joinavchat', { room, vctype: 'audio' })).role).toBe('callee');
    const answered = performance.now();
    // time passes: the call lasts two seconds and more, and its time must say so
    await pause(2100);
    const ended = waitFor(sb, 'chatupdated', ({ chat }) => chat.reference === 'ended');
    const endSent = performance.now();
    await emitAck(sa, 'endcall', { room });
    const endAcked = performance.now();
    const [{ chat }] = await ended;
    expect(chat).toMatchObject({ chattext: CHAT_MARKERS.joinCallAudio, status: 'accepted' });
    // The server timed the answer between answerSent and answered, and the end between endSent and endAcked: the
    // duration lies in that window (2.1 s, wider on a loaded machine), which leaves out the 1.5 s of ringing.
    const duration = chat.duration ?? 0;
    expect(duration).toBeGreaterThanOrEqual(Math.round((endSent - answered) / 1000));
    expect(duration).toBeLessThanOrEqual(Math.round((endAcked - answerSent) / 1000));

    // Joining the room again sends its history: the duration is stored, not only sent once.
    const again = await realtime.socketOf(b);
    const history = waitFor(again, 'getchats', (payload) => payload.room === room);
    await emitAck(again, 'joinroom', { room });
    const [{ chats }] = await history;
    expect(chats.find((c) => c.id === chat.id)?.duration).toBe(duration);
    for (const person of [a, b]) {
      expect(await lastCallOf(person.cookie, room)).toEqual({
        status: 'accepted',
        reference: 'ended',
        duration,
      });
    }
  });

  it('gives no duration to a call in progress, a declined one or one nobody answered', async () => {
    const { a, room, sa, sb } = await pairInRoom();
    await emitAck(sa, 'joinavchat', { room, vctype: 'audio' });
    await emitAck(sb, 'joinavchat', { room, vctype: 'audio' });
    expect(await lastCallOf(a.cookie, room)).toEqual({ status: 'accepted', reference: 'in-call' });
    await emitAck(sa, 'endcall', { room });
    await emitAck(sa, 'joinavchat', { room, vctype: 'audio' });
    const declined = waitFor(sa, 'chatupdated', ({ chat }) => chat.status === 'declined');
    await emitAck(sb, 'endcall', { room });
    expect((await declined)[0].chat.duration).toBeUndefined();
    expect(await lastCallOf(a.cookie, room)).toEqual({ status: 'declined', reference: null });
  });
});

describe('the ringing alert', () => {
  it("carries this server's ring time, not the contract's default", async () => {
    const pair = await make.room(realtime.server);
    const callee = await realtime.socketOf(pair.b);
    const caller = await realtime.socketOf(pair.a, pair.room);
    const [ring] = await Promise.all([
      waitFor(callee, 'alert', (alert: PersonAlert) => alert.kind === 'call' && alert.state === 'ringing'),
      emitAck(caller, 'joinavchat', { room: pair.room, vctype: 'audio' }),
    ]);
    const alert = ring[0] as Extract<PersonAlert, { kind: 'call' }>;
    expect(alert.ringms).toBeGreaterThan(NO_ANSWER_MS - 1000);
    expect(alert.ringms).toBeLessThanOrEqual(NO_ANSWER_MS);
  });
});
