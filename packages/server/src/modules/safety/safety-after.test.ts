// After an unmatch, a report or a block (RULES.md "Who may see what", last line): neither person can message, call,
// see the other's private files (ProfileImage, VoiceRecording, ChatImage) or meet the other in the deck again —
// checked both ways, for two people who met through the real deck and matched.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, type TestSocket } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { matches } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { eastOf, type Point } from '../deck/grid.ts';
import { voiceRecordings } from '../media/media.schema.ts';
import { download, makeJpeg, makePng, makeWav, postMultipart } from '../media/testing/media-test-kit.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

let area = 0;
function freshArea(): Point {
  area += 1;
  return { latitude: -20 - area * 2, longitude: 20 + area * 5 };
}

const deckOf = async (person: SignedInPerson): Promise<string[]> =>
  ((await apiGet(server, 'matchlist', { cookie: person.cookie })).json().matches ?? []).map(
    (c: { user_id: string }) => c.user_id,
  );

interface Side {
  person: SignedInPerson;
  socket: TestSocket;
  photo: string;
  voice: string;
}

/** Two people the deck shows each other, who accept each other, share full profiles and exchange an image. */
async function fullMatch(): Promise<{ one: Side; two: Side; room: string; chatImage: string }> {
  const at = freshArea();
  const people = [
    await make.person(server, { gender: 'Male', preference: 'Woman', at }),
    await make.person(server, { gender: 'Female', preference: 'Man', at: eastOf(at, 2) }),
  ] as const;
  const [him, her] = people;
  expect(await deckOf(him)).toContain(her.id);
  expect(await deckOf(her)).toContain(him.id);
  await apiPost(server, 'matchaccept', { userid: her.id }, { cookie: him.cookie });
  const matched = await apiPost(server, 'matchaccept', { userid: him.id }, { cookie: her.cookie });
  const room: string = matched.json().match.match_id;
  // The full-profile request and its answer are the chat's; here the level is set directly.
  await server.database.db.update(matches).set({ fullMatch: true }).where(eq(matches.id, room));

  const sides: Side[] = [];
  for (const person of people) {
    const photo = person.photoFilename as string;
    await server.app.services.storage.put(
      storageKeys.privatePhoto(person.id, photo),
      await makeJpeg(),
      'image/jpeg',
    );
    const voice = `${randomUUID()}.wav`;
    await server.app.services.storage.put(
      storageKeys.voiceRecording(person.id, voice),
      makeWav(),
      'audio/wav',
    );
    await server.database.db
      .insert(voiceRecordings)
      .values({ userId: person.id, filename: voice, prompt: 'My ideal Sunday', uploadedAt: new Date() });
    const socket = await realtime.socketOf(person);
    expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
    sides.push({ person, socket, photo, voice });
  }
  const upload = await postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: await makePng() },
    ],
    him,
  );
  expect(upload.statusCode).toBe(200);
  const [one, two] = sides as [Side, Side];
  return { one, two, room, chatImage: upload.json().chat.chattext };
}

/** What `viewer` may still do with `owner` and their room: each answer's status or success. */
async function reach(viewer: Side, owner: Side, room: string, chatImage: string) {
  const files = await Promise.all([
    // Through a link signed for the viewer, as profilebyid gives it.
    download(
      server,
      viewer.person,
      server.app.services.privateLinks.photoUrl(owner.photo, viewer.person.id).replace('/download?', ''),
    ),
    download(server, viewer.person, `type=VoiceRecording&file=${owner.voice}`),
    download(server, viewer.person, `type=ChatImage&room=${room}&file=${chatImage}`),
    apiGet(server, `profilebyid&id=${owner.person.id}&full=1`, { cookie: viewer.person.cookie }),
  ]);
  const message = await emitAck(viewer.socket, 'sendchat', { room, text: 'hello?' });
  const call = await emitAck(viewer.socket, 'joinavchat', { room, vctype: 'audio' });
  const join = await emitAck(viewer.socket, 'joinroom', { room });
  return {
    photo: files[0].statusCode,
    voice: files[1].statusCode,
    chatImage: files[2].statusCode,
    profile: files[3].statusCode,
    message: message.success || message.error,
    call: call.success || call.error,
    join: join.success || join.error,
    deck: (await deckOf(viewer.person)).includes(owner.person.id),
    accept: (
      await apiPost(server, 'matchaccept', { userid: owner.person.id }, { cookie: viewer.person.cookie })
    ).statusCode,
  };
}

describe.each([
  ['unmatch', {}],
  ['report', { reason: 'Other', details: 'Not who they said they were.' }],
  ['block', {}],
] as const)('after %s', (event, extra) => {
  it('neither can message, call, see private files or meet the other again (both ways)', async () => {
    const { one, two, room, chatImage } = await fullMatch();
    // Before: everything open to both (the checks can fail).
    for (const [viewer, owner] of [
      [one, two],
      [two, one],
    ] as const) {
      const before = await reach(viewer, owner, room, chatImage);
      expect(before).toMatchObject({ photo: 200, voice: 200, chatImage: 200, profile: 200, message: true });
      expect(before.call).toBe(true);
    }

    expect(await emitAck(one.socket, event, { room, ...extra })).toMatchObject({ success: true, room });

    for (const [viewer, owner] of [
      [one, two],
      [two, one],
    ] as const) {
      expect(await reach(viewer, owner, room, chatImage)).toEqual({
        photo: 403,
        voice: 403,
        chatImage: 403,
        profile: 403,
        message: NOT_A_MEMBER,
        call: NOT_A_MEMBER,
        join: NOT_A_MEMBER,
        deck: false,
        accept: 403,
      });
    }
  });
});
