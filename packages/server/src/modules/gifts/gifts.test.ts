// sendgift over real sockets (RULES.md "Screens and routes", "Money and limits", "Realtime"): one of the sender's own
// AI images, exactly one pebble in the transaction of the chat message and none on any failure, a copy in the room's
// chat images that outlives the sender's image; for a member, a stranger and a former match; forged ids.
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOU } from '../../platform/realtime/require-self.ts';
import { endMatch, make } from '../../testing/factories.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { apiPost } from '../auth/testing/auth-test-kit.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { download, makePng } from '../media/testing/media-test-kit.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { pebbleLedger } from '../pebbles/pebbles.schema.ts';
import { GIFT_TEXT } from './gifts.service.ts';

const realtime = useSocketServer();
const { socketOf } = realtime;
let server: TestServer;
let png: Buffer;

beforeAll(async () => {
  server = realtime.server;
  png = await makePng(64, 64);
});

/** A room whose sender has `pebbles` and an AI image with its file in storage (people.ts writes only the row). */
async function giftRoom(pebbles: number) {
  const pair = await make.room(server);
  await server.database.db.update(users).set({ pebbles }).where(eq(users.id, pair.a.id));
  await server.app.services.storage.put(`ai/${pair.a.imageId}.png`, png, 'image/png');
  return { ...pair, imageid: pair.a.imageId as string, sa: await socketOf(pair.a, pair.room) };
}

const balanceOf = async (userId: string) =>
  (await server.database.db.select({ p: users.pebbles }).from(users).where(eq(users.id, userId)))[0]?.p;
const giftSpends = async (userId: string) =>
  server.database.db
    .select()
    .from(pebbleLedger)
    .where(and(eq(pebbleLedger.userId, userId), eq(pebbleLedger.reason, 'gift')));
const messagesIn = async (room: string) =>
  server.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, room));

describe('sendgift', () => {
  it('spends exactly one pebble, sends an image message that outlives the sender deleting the image', async () => {
    const { a, b, room, imageid, sa } = await giftRoom(3);
    const sb = await socketOf(b, room);
    const arrived = waitFor(sb, 'newchat');
    const answer = await emitAck(sa, 'sendgift', {
      room,
      my_id: a.id,
      user_id: b.id,
      imageid,
      type: 'image',
    });
    expect(answer).toMatchObject({ success: true, pebbles: 2 });
    const chat = (answer as unknown as { chat: ChatMessage }).chat;
    expect(chat).toMatchObject({ type: 'image', reference: 'gift', from_id: a.id, room_id: room });
    expect(chat.chattext).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect((await arrived)[0].chat).toEqual(chat);
    expect(await balanceOf(a.id)).toBe(2);
    expect(await giftSpends(a.id)).toEqual([expect.objectContaining({ delta: -1 })]);
    const notes = await server.database.db
      .select({ title: notifications.title, text: notifications.notification })
      .from(notifications)
      .where(eq(notifications.userId, b.id));
    expect(notes).toEqual([{ title: 'Gift received', text: `${a.displayName} sent you a gift.` }]);

    // The sender deletes their image: the gift is a copy in the room, still there for both.
    expect((await apiPost(server, 'delaiimage', { fileid: imageid }, { cookie: a.cookie })).statusCode).toBe(
      200,
    );
    expect(await server.app.services.storage.get(`ai/${imageid}.png`)).toBeNull();
    for (const member of [a, b]) {
      const file = await download(server, member, `type=ChatImage&room=${room}&file=${chat.chattext}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(png)).toBe(true);
    }
    const stranger = await make.person(server);
    expect(
      (await download(server, stranger, `type=ChatImage&room=${room}&file=${chat.chattext}`)).statusCode,
    ).toBe(403);
  });

  it('says "You need a pebble to send a gift." and takes nothing when the balance is short', async () => {
    const { a, room, imageid, sa } = await giftRoom(0);
    expect(await emitAck(sa, 'sendgift', { room, imageid })).toEqual({
      success: false,
      error: GIFT_TEXT.needPebble,
    });
    expect(await balanceOf(a.id)).toBe(0);
    expect(await giftSpends(a.id)).toEqual([]);
    expect(await messagesIn(room)).toEqual([]);
  });

  it('two gifts at once with one pebble: one is sent, one refused, the balance is zero, not below', async () => {
    const { a, room, imageid, sa } = await giftRoom(1);
    const second = await socketOf(a);
    const answers = await Promise.all([
      emitAck(sa, 'sendgift', { room, imageid }),
      emitAck(second, 'sendgift', { room, imageid }),
    ]);
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success)).toEqual([
      { success: false, error: GIFT_TEXT.needPebble },
    ]);
    expect(await balanceOf(a.id)).toBe(0);
    expect(await giftSpends(a.id)).toHaveLength(1);
    expect(await messagesIn(room)).toHaveLength(1);
  });

  it("refuses someone else's image, an unknown image and forged ids, taking no pebble", async () => {
    const { a, b, room, imageid, sa } = await giftRoom(3);
    const stranger = await make.person(server);
    for (const other of [b.imageId, stranger.imageId, randomUUID()]) {
      expect(await emitAck(sa, 'sendgift', { room, imageid: other })).toEqual({
        success: false,
        error: GIFT_TEXT.notYours,
      });
    }
    expect(await emitAck(sa, 'sendgift', { room, my_id: b.id, imageid })).toEqual({
      success: false,
      error: NOT_YOU,
    });
    expect(await emitAck(sa, 'sendgift', { room, user_id: stranger.id, imageid })).toEqual({
      success: false,
      error: GIFT_TEXT.notTheOther,
    });
    expect(await balanceOf(a.id)).toBe(3);
    expect(await messagesIn(room)).toEqual([]);
  });

  it('a stranger and a former match get joinfailed and spend nothing', async () => {
    const { room } = await giftRoom(3);
    const outsider = await make.person(server);
    await server.database.db.update(users).set({ pebbles: 3 }).where(eq(users.id, outsider.id));
    const stranger = await socketOf(outsider);
    const failed = waitFor(stranger, 'joinfailed');
    expect(await emitAck(stranger, 'sendgift', { room, imageid: outsider.imageId })).toEqual({
      success: false,
      error: NOT_A_MEMBER,
    });
    expect((await failed)[0]).toEqual({ room, error: NOT_A_MEMBER });
    expect(await balanceOf(outsider.id)).toBe(3);

    const former = await giftRoom(3);
    await endMatch(server, former.room);
    expect(await emitAck(former.sa, 'sendgift', { room: former.room, imageid: former.imageid })).toEqual({
      success: false,
      error: NOT_A_MEMBER,
    });
    expect(await balanceOf(former.a.id)).toBe(3);
    expect(await messagesIn(former.room)).toEqual([]);
  });
});
