// Full-profile requests (RULES.md "States and transitions", "Realtime"): basic matches only, one waiting at a time,
// answered only by the recipient while pending; accepting makes the match full for both at once, with notifications.
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, fieldsOf, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { CHAT_TEXT } from './chat.service.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const joined = (person: SignedInPerson, room: string) => realtime.socketOf(person, room);

const request = { text: CHAT_MARKERS.fullProfileRequest } as const;

async function fullMatchOf(person: SignedInPerson, room: string): Promise<number | undefined> {
  const answer = await server.app.inject({
    method: 'GET',
    url: '/api?action=matches',
    headers: { cookie: person.cookie },
  });
  const item = (answer.json().matches as { match_id: string; full_match: number }[]).find(
    (m) => m.match_id === room,
  );
  return item?.full_match;
}

async function notesOf(person: SignedInPerson): Promise<string[]> {
  const answer = await server.app.inject({
    method: 'GET',
    url: '/api?action=notifications',
    headers: { cookie: person.cookie },
  });
  return (answer.json().notifications as { title: string }[]).map((note) => note.title);
}

describe('full-profile request', () => {
  it('is sent to the room, waits alone, and is accepted by the recipient for both at once', async () => {
    const { a, b, room } = await make.room(server, { a: { displayName: 'Ada' }, b: { displayName: 'Bo' } });
    const socketA = await joined(a, room);
    const socketB = await joined(b, room);
    const incoming = waitFor(
      socketB,
      'newchat',
      ({ chat }) => chat.chattext === CHAT_MARKERS.fullProfileRequest,
    );
    const waiting = waitFor(socketB, 'getchatnotifications', (payload) => payload.chats.length === 1);
    const sent = fieldsOf(await emitAck(socketA, 'sendchatnotification', { room, my_id: a.id, ...request }));
    expect(sent.chat).toMatchObject({ type: 'notification', status: 'pending', from_id: a.id });
    await incoming;
    expect((await waiting)[0].chats[0]?.id).toBe((sent.chat as ChatMessage).id);
    expect(await notesOf(b)).toContain('Full Profile request');

    // One at a time, from either side.
    const twice = { success: false, error: CHAT_TEXT.requestPending };
    expect(await emitAck(socketA, 'sendchatnotification', { room, ...request })).toEqual(twice);
    expect(await emitAck(socketB, 'sendchatnotification', { room, ...request })).toEqual(twice);
    // The sender cannot accept their own request; only the recipient, and only a request from the sender.
    const none = { success: false, error: CHAT_TEXT.noRequest };
    expect(await emitAck(socketA, 'acceptfp', { room, from_id: a.id, accept: true })).toEqual(none);
    expect(await emitAck(socketA, 'acceptfp', { room, from_id: b.id, accept: true })).toEqual(none);
    expect(await fullMatchOf(a, room)).toBe(0);

    const onA = {
      updated: waitFor(socketA, 'chatupdated'),
      accepted: waitFor(socketA, 'newchat', ({ chat }) => chat.chattext === CHAT_MARKERS.fullProfileAccepted),
      match: waitFor(socketA, 'matchupdated'),
      fp: waitFor(socketA, 'fpaccepted'),
      cleared: waitFor(socketA, 'getchatnotifications', (payload) => payload.chats.length === 0),
    };
    const answer = await emitAck(socketB, 'acceptfp', { room, my_id: b.id, from_id: a.id, accept: 1 });
    expect(answer).toMatchObject({ success: true, accepted: true });
    expect((await onA.updated)[0].chat).toMatchObject({
      id: (sent.chat as ChatMessage).id,
      status: 'accepted',
    });
    expect((await onA.accepted)[0].chat.from_id).toBe(b.id);
    expect((await onA.match)[0]).toEqual({ room, full_match: 1 });
    expect((await onA.fp)[0]).toEqual({ room, accepted: true });
    await onA.cleared;
    expect(await fullMatchOf(a, room)).toBe(1);
    expect(await fullMatchOf(b, room)).toBe(1);
    expect(await notesOf(a)).toContain('Full Profile request accepted');

    // Answered once only; and a full match has nothing left to request.
    expect(await emitAck(socketB, 'acceptfp', { room, from_id: a.id, accept: true })).toEqual(none);
    expect(await emitAck(socketA, 'sendchatnotification', { room, ...request })).toEqual({
      success: false,
      error: CHAT_TEXT.alreadyFull,
    });
  });

  it('declined keeps the match basic and allows a new request later', async () => {
    const { a, b, room } = await make.room(server);
    const socketA = await joined(a, room);
    const socketB = await joined(b, room);
    await emitAck(socketA, 'sendchatnotification', { room, ...request });
    const fp = waitFor(socketA, 'fpaccepted');
    expect(await emitAck(socketB, 'acceptfp', { room, from_id: a.id, accept: false })).toMatchObject({
      success: true,
      accepted: false,
    });
    expect((await fp)[0]).toEqual({ room, accepted: false });
    expect(await fullMatchOf(b, room)).toBe(0);
    expect(await notesOf(a)).toContain('Full Profile request declined');
    expect((await emitAck(socketA, 'sendchatnotification', { room, ...request })).success).toBe(true);
  });

  it('answers a join-call marker only with the call joinavchat started, never with video for basic matches', async () => {
    const { a, b, room } = await make.room(server);
    const socketA = await joined(a, room);
    await joined(b, room);
    const refused = { success: false, error: CHAT_TEXT.startCallFirst };
    expect(
      await emitAck(socketA, 'sendchatnotification', { room, text: CHAT_MARKERS.joinCallAudio }),
    ).toEqual(refused);
    expect(
      await emitAck(socketA, 'sendchatnotification', { room, text: CHAT_MARKERS.joinCallVideo }),
    ).toEqual(refused);
    const started = await emitAck(socketA, 'joinavchat', { room, vctype: 'audio' });
    expect(started.success).toBe(true);
    const echo = await emitAck(socketA, 'sendchatnotification', { room, text: CHAT_MARKERS.joinCallAudio });
    expect(echo).toMatchObject({
      success: true,
      chat: { chattext: CHAT_MARKERS.joinCallAudio, status: 'pending' },
    });
    expect(
      await emitAck(socketA, 'sendchatnotification', { room, text: CHAT_MARKERS.joinCallVideo }),
    ).toEqual(refused);
  });
});
