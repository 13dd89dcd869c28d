// POST /uploadchatimage (RULES.md "Files") and GET /download?type=ChatImage: full matches only; jpg/png by their
// bytes, re-encoded without metadata; the 'image' message stored and sent to the room; the file for the two members
// only, and for neither once the match has ended.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { endMatch, make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { download, makeJpeg, makePng, postMultipart } from '../media/testing/media-test-kit.ts';
import { CHAT_IMAGE_TEXT } from './chat-images.service.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

function upload(person: SignedInPerson, room: string, data: Buffer, name = 'photo.jpg') {
  return postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: name, contentType: 'image/jpeg', data },
    ],
    person,
  );
}

const messagesIn = async (room: string) =>
  server.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, room));

describe('POST /uploadchatimage', () => {
  it('stores an upright jpeg without metadata, sends the message to the room, and serves it to both members', async () => {
    const { a, b, room } = await make.room(server, { fullMatch: true });
    const socket = await realtime.socketOf(b);
    expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
    const arrived = waitFor(socket, 'newchat');
    // 600×300 with EXIF orientation 6 (turn 90°) and a GPS position.
    const response = await upload(
      a,
      room,
      await makeJpeg({ width: 600, height: 300, exif: { orientation: 6 } }),
    );
    expect(response.statusCode).toBe(200);
    const { success, chat } = response.json();
    expect(success).toBe(true);
    expect(chat).toMatchObject({ type: 'image', from_id: a.id, room_id: room, reference: null });
    expect(chat.chattext).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect((await arrived)[0].chat).toEqual(chat);

    for (const member of [a, b]) {
      const file = await download(server, member, `type=ChatImage&room=${room}&file=${chat.chattext}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      // The whole picture, turned upright (not cut square), and nothing of the original's metadata.
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 600]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const stranger = await make.person(server);
    expect(
      (await download(server, stranger, `type=ChatImage&room=${room}&file=${chat.chattext}`)).statusCode,
    ).toBe(403);

    // A png is accepted too; a big one is scaled to fit 1080 on its longer side.
    const png = await upload(a, room, await makePng(2000, 1000), 'big.png');
    expect(png.statusCode).toBe(200);
    const stored = await download(server, b, `type=ChatImage&room=${room}&file=${png.json().chat.chattext}`);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 540]);

    // Once the match has ended, neither member gets the file.
    await endMatch(server, room);
    for (const member of [a, b]) {
      expect(
        (await download(server, member, `type=ChatImage&room=${room}&file=${chat.chattext}`)).statusCode,
      ).toBe(403);
    }
  });

  it('refuses a basic match, a stranger and a former match with 403, storing nothing', async () => {
    const jpeg = await makeJpeg();
    const basic = await make.room(server);
    const refused = await upload(basic.a, basic.room, jpeg);
    expect([refused.statusCode, refused.json()]).toMatchObject([
      403,
      { success: false, error: CHAT_IMAGE_TEXT.fullMatchOnly },
    ]);
    const full = await make.room(server, { fullMatch: true });
    const stranger = await make.person(server);
    const byStranger = await upload(stranger, full.room, jpeg);
    expect([byStranger.statusCode, byStranger.json()]).toMatchObject([
      403,
      { success: false, error: NOT_A_MEMBER },
    ]);
    await endMatch(server, full.room);
    expect((await upload(full.a, full.room, jpeg)).statusCode).toBe(403);
    expect(await messagesIn(basic.room)).toEqual([]);
    expect(await messagesIn(full.room)).toEqual([]);
  });

  it('judges the type by the bytes, limits the size to 10 MB and needs a session and a room', async () => {
    const { a, room } = await make.room(server, { fullMatch: true });
    const fake = await upload(a, room, Buffer.from('GIF89a not really a picture'), 'photo.png');
    expect([fake.statusCode, fake.json().error]).toEqual([415, CHAT_IMAGE_TEXT.notImage]);
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    expect([(await upload(a, room, big)).statusCode, (await upload(a, room, big)).json().error]).toEqual([
      413,
      CHAT_IMAGE_TEXT.tooLarge,
    ]);
    const noRoom = await postMultipart(
      server,
      '/uploadchatimage',
      [{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: await makeJpeg() }],
      a,
    );
    expect([noRoom.statusCode, noRoom.json().error]).toEqual([400, CHAT_IMAGE_TEXT.badRoom]);
    const anonymous = await postMultipart(server, '/uploadchatimage', [{ name: 'room', value: room }]);
    expect(anonymous.statusCode).toBe(401);
    expect(await messagesIn(room)).toEqual([]);
  });
});
