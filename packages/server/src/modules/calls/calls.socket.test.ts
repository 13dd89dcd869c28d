// The call events (RULES.md "States and transitions", the contract in packages/shared/src/calls.ts) between two
// matched people, a stranger, basic and full matches, and the no-answer timeout (shortened through
// CALL_NO_ANSWER_MS).
import { CALL_TEXT } from '@rookery/shared/calls.ts';
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { make, type Pair, type SignedInPerson } from '../../testing/factories.ts';
import { collect, emitAck, fieldsOf, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { INVALID_PEER_ID } from './calls.service.ts';

// Long enough for a loaded machine to answer in time, short enough for the timeout test.
const NO_ANSWER_MS = 3000;
const realtime = useSocketServer({ CALL_NO_ANSWER_MS: String(NO_ANSWER_MS) });
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const joined = (person: SignedInPerson, room?: string) => realtime.socketOf(person, room);

async function call(pair: Pair) {
  return { a: await joined(pair.a, pair.room), b: await joined(pair.b, pair.room) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('starting and answering', () => {
  it('stores the request for the callee, answers the callee as callee, and gives each a peer id', async () => {
    const pair = await make.room(server, { fullMatch: true });
    const { a, b } = await call(pair);
    const request = waitFor(b, 'newchat', ({ chat }) => chat.chattext === CHAT_MARKERS.joinCallVideo);
    const started = fieldsOf(await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'video' }));
    expect(started).toMatchObject({ success: true, role: 'caller', vctype: 'video', room: pair.room });
    const [{ chat }] = await request;
    expect(chat).toMatchObject({ from_id: pair.a.id, status: 'pending', id: started.request });

    const answered = waitFor(a, 'chatupdated', ({ chat: c }) => c.id === chat.id);
    const accepted = fieldsOf(await emitAck(b, 'joinavchat', { room: pair.room, vctype: 'video' }));
    expect(accepted).toMatchObject({ success: true, role: 'callee', request: chat.id });
    expect((await answered)[0].chat.status).toBe('accepted');
    expect(accepted.peerid).not.toBe(started.peerid);
  });

  it('makes the second of two people who call at once the callee', async () => {
    const pair = await make.room(server);
    const { a, b } = await call(pair);
    const [first, second] = await Promise.all([
      emitAck(a, 'joinavchat', { room: pair.room, vctype: 'audio' }),
      emitAck(b, 'joinavchat', { room: pair.room, vctype: 'audio' }),
    ]);
    const roles = [fieldsOf(first).role, fieldsOf(second).role].sort();
    expect(roles).toEqual(['callee', 'caller']);
  });

  it('refuses video between basic matches on the server, and voice works', async () => {
    const pair = await make.room(server);
    const { a } = await call(pair);
    expect(await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'video' })).toEqual({
      success: false,
      error: CALL_TEXT.videoNeedsFullMatch,
    });
    expect(fieldsOf(await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'audio' })).success).toBe(true);
  });

  it('refuses a stranger every call event in the room, and names nobody else', async () => {
    const pair = await make.room(server, { fullMatch: true });
    const { a, b } = await call(pair);
    await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'audio' });
    const stranger = await joined(await make.person(server));
    const refused = { success: false, error: NOT_A_MEMBER };
    expect(await emitAck(stranger, 'joinavchat', { room: pair.room, vctype: 'audio' })).toEqual(refused);
    expect(await emitAck(stranger, 'joincall', { room: pair.room, peerid: '', action: 'caller' })).toEqual(
      refused,
    );
    expect(await emitAck(stranger, 'video', { room: pair.room, on: true })).toEqual(refused);
    expect(await emitAck(stranger, 'endcall', { room: pair.room })).toEqual(refused);
    expect(
      (await emitAck(a, 'joincall', { room: pair.room, id: pair.b.id, peerid: '', action: 'caller' }))
        .success,
    ).toBe(false);
    const ringing = await emitAck(b, 'joinavchat', { room: pair.room, vctype: 'audio' });
    expect(fieldsOf(ringing).role).toBe('callee'); // the stranger's endcall did not end it
  });
});

describe('in a call', () => {
  it('sends joincall, video and endcall only to the other member', async () => {
    const pair = await make.room(server, { fullMatch: true });
    const { a, b } = await call(pair);
    // The caller's other device hears what the callee sends (it is the same person), never the caller's own.
    const aSecond = await joined(pair.a, pair.room);
    const bystander = await make.room(server);
    const elsewhere = await joined(bystander.a, bystander.room);
    const seenByOthers = [
      collect(elsewhere, 'joinedcall'),
      collect(elsewhere, 'videostatus'),
      collect(elsewhere, 'closedcall'),
      collect(aSecond, 'videostatus'),
      collect(aSecond, 'closedcall'),
    ];
    await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'video' });
    const callee = fieldsOf(await emitAck(b, 'joinavchat', { room: pair.room }));
    const peerid = String(callee.peerid);

    const joinedAtA = waitFor(a, 'joinedcall');
    expect((await emitAck(b, 'joincall', { room: pair.room, peerid, action: 'callee' })).success).toBe(true);
    expect((await joinedAtA)[0]).toEqual({ id: pair.b.id, peerid, action: 'callee' });
    expect(await emitAck(a, 'joincall', { room: pair.room, peerid, action: 'caller' })).toEqual({
      success: false,
      error: INVALID_PEER_ID, // the callee's id is not the caller's to announce
    });

    const videoAtB = waitFor(b, 'videostatus');
    await emitAck(a, 'video', { room: pair.room, on: false });
    expect((await videoAtB)[0]).toEqual({ id: pair.a.id, on: false });

    const closedAtB = waitFor(b, 'closedcall');
    expect(fieldsOf(await emitAck(a, 'endcall', { room: pair.room }))).toEqual({
      success: true,
      ended: true,
    });
    expect((await closedAtB)[0]).toEqual({ id: pair.a.id });
    expect(fieldsOf(await emitAck(b, 'endcall', { room: pair.room }))).toEqual({
      success: true,
      ended: false,
    });
    expect(await emitAck(a, 'video', { room: pair.room, on: true })).toEqual({
      success: false,
      error: CALL_TEXT.noOpenCall,
    });
    // time passes: an event to the others would come within this; none may
    await pause(100);
    expect(seenByOthers.flat()).toEqual([]);
  });

  it('declining from the chat removes the notice and tells the caller', async () => {
    const pair = await make.room(server);
    const { a, b } = await call(pair);
    await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'audio' });
    const closed = waitFor(a, 'closedcall');
    const notices = waitFor(b, 'getchatnotifications', ({ chats }) => chats.length === 0);
    const updated = waitFor(a, 'chatupdated');
    await emitAck(b, 'endcall', { room: pair.room });
    expect((await closed)[0]).toEqual({ id: pair.b.id });
    await notices;
    expect((await updated)[0].chat.status).toBe('declined');
  });

  it('ends a call nobody answers: the request expires and the caller hears closedcall', async () => {
    const pair = await make.room(server);
    const { a, b } = await call(pair);
    const closed = waitFor(a, 'closedcall', () => true, NO_ANSWER_MS * 3);
    const missed = waitFor(b, 'chatupdated', ({ chat }) => chat.status === 'expired', NO_ANSWER_MS * 3);
    const started = Date.now();
    await emitAck(a, 'joinavchat', { room: pair.room, vctype: 'audio' });
    expect((await closed)[0]).toEqual({ id: pair.b.id });
    expect(Date.now() - started).toBeGreaterThanOrEqual(NO_ANSWER_MS - 50);
    expect((await missed)[0].chat.chattext).toBe(CHAT_MARKERS.joinCallAudio);
    // Too late to answer: the callee starts a new call instead.
    expect(fieldsOf(await emitAck(b, 'joinavchat', { room: pair.room })).role).toBe('caller');
  });
});
