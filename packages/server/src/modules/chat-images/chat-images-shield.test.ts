// The explicit-image shield end to end on a real server: a chat image is classified on upload by the
// real model; over SHIELD_THRESHOLD its message carries flagged:true for the sender (the upload's answer and their
// own socket) and for the receiver (newchat, the history of joinroom and loadchats), stored in chat_messages.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_THRESHOLD,
  LANDSCAPE,
  SKIN,
  shieldFixture,
} from '../../platform/shield/testing/shield-fixtures.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, fieldsOf, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { postMultipart } from '../media/testing/media-test-kit.ts';

// A long time limit: on a loaded test machine one image can take seconds, and a timeout counts as not flagged.
const realtime = useSocketServer({
  SHIELD: 'on',
  SHIELD_THRESHOLD: String(FIXTURE_THRESHOLD),
  SHIELD_TIMEOUT_MS: '60000',
});
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

function upload(person: SignedInPerson, room: string, data: Buffer) {
  return postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: 'picture.jpg', contentType: 'image/jpeg', data },
    ],
    person,
  );
}

async function joined(person: SignedInPerson, room: string): Promise<TestSocket> {
  const socket = await realtime.socketOf(person);
  const history = waitFor(socket, 'getchats');
  expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
  await history;
  return socket;
}

describe('explicit-image shield on /uploadchatimage', () => {
  it('flags the image over the threshold for both members, everywhere the message is read, and not the other', async () => {
    const { a, b, room } = await make.room(server, { fullMatch: true });
    const sender = await joined(a, room);
    const receiver = await joined(b, room);
    const toReceiver = waitFor(receiver, 'newchat', () => true, 120_000);
    const toSender = waitFor(sender, 'newchat', () => true, 120_000);

    const response = await upload(a, room, shieldFixture(SKIN));
    expect(response.statusCode).toBe(200);
    const { chat } = response.json();
    expect(chat).toMatchObject({ type: 'image', from_id: a.id, flagged: true });
    expect((await toReceiver)[0].chat).toEqual(chat);
    expect((await toSender)[0].chat).toEqual(chat);

    const plain = await upload(a, room, shieldFixture(LANDSCAPE));
    expect(plain.statusCode).toBe(200);
    // Not flagged: the field is absent, so every other message keeps its shape.
    expect(plain.json().chat).not.toHaveProperty('flagged');

    // The receiver's own fetches (a later joinroom's history and loadchats) carry the flag; so do the sender's.
    for (const person of [b, a]) {
      const again = await realtime.socketOf(person);
      const history = waitFor(again, 'getchats');
      await emitAck(again, 'joinroom', { room });
      const [page] = await history;
      const byId = new Map(page.chats.map((message) => [message.id, message]));
      expect(byId.get(chat.id)?.flagged).toBe(true);
      expect(byId.get(plain.json().chat.id)).not.toHaveProperty('flagged');
      const loaded = fieldsOf(await emitAck(again, 'loadchats', { room })) as { chats: { id: number }[] };
      expect(loaded.chats.find((message) => message.id === chat.id)).toMatchObject({ flagged: true });
    }

    const rows = await server.database.db
      .select({ id: chatMessages.id, flagged: chatMessages.flagged })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room));
    expect(rows.sort((x, y) => x.id - y.id).map((row) => row.flagged)).toEqual([true, false]);

    // Counted at /metrics for the operator.
    const metrics = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^shield_images_classified_total 2$/m);
    expect(metrics).toMatch(/^shield_images_flagged_total 1$/m);
    expect(metrics).toMatch(/^shield_images_failed_total 0$/m);
  }, 180_000);
});
