// The people of the authorisation matrix: one owner with data of every kind (profile, AI image, private photo, voice
// recording, a chat room with a full match and an image in it) and the ten callers
// RULES.md "Reads and writes", "Who may see what" distinguish, each standing in one relation to that owner. Everyone
// is made through the same fixtures as the feature tests, and the relations that have a product path (the deck
// serving a card, unmatch, block) go through it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions, users } from '../../modules/auth/auth.schema.ts';
import { hashToken } from '../../modules/auth/session.service.ts';
import { apiGet, apiPost } from '../../modules/auth/testing/auth-test-kit.ts';
import { chatDates } from '../../modules/dates/dates.schema.ts';
import { eastOf, type Point } from '../../modules/deck/grid.ts';
import { generate, waitForJob } from '../../modules/images/testing/images-test-kit.ts';
import { voiceRecordings } from '../../modules/media/media.schema.ts';
import { makeJpeg, makePng, makeWav, postMultipart } from '../../modules/media/testing/media-test-kit.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { connectAs, emitAck, type TestSocket } from '../../testing/socket-client.ts';
import type { TestServer } from '../../testing/test-server.ts';

export const CALLER_KINDS = [
  'anonymous',
  'unverified',
  'self',
  'stranger',
  'candidate',
  'basic match',
  'full match',
  'former match',
  'blocked',
  'banned',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The owner's position: a longitude nobody else has (the others stand east of it), so it can be looked for. */
export const OWNER_AT: Point = { latitude: -43.987651, longitude: 172.123457 };

/** What the owner holds; each text is unique to this owner, so finding it in an answer means it leaked. */
export interface OwnerData {
  person: SignedInPerson;
  displayName: string;
  realName: string;
  dob: string;
  imageId: string;
  jobId: string;
  photoId: string;
  photo: string;
  voice: string;
  /** The room of the owner and the full match. */
  room: string;
  chatText: string;
  chatId: number;
  chatImage: string;
  /** An accepted date of the owner and the full match, an hour from now. */
  dateId: string;
  /** The device id of a second session of the owner, on another phone (Settings → Devices). */
  deviceId: string;
}

export interface Cast {
  owner: OwnerData;
  /** Null for the anonymous caller. */
  callers: Record<CallerKind, SignedInPerson | null>;
  /** Each caller's own room with the owner, where one exists (open or ended). */
  rooms: Partial<Record<CallerKind, string>>;
}

/** Someone near the owner whom the deck would show the owner (and the owner them). */
export function neighbour(server: TestServer, spec: object = {}) {
  return make.person(server, {
    gender: 'Male',
    preference: 'Woman',
    at: eastOf(OWNER_AT, 3),
    ...spec,
  });
}

/** A socket of a person, joined to a room; closed by the caller. */
async function joined(url: string, person: SignedInPerson, room: string): Promise<TestSocket> {
  const socket = await connectAs(url, { cookie: person.cookie });
  expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
  return socket;
}

export async function buildCast(server: TestServer, url: string): Promise<Cast> {
  const tag = randomUUID().slice(0, 8);
  const displayName = `Ownerpip${tag}`;
  const realName = `Philippa Realname${tag}`;
  const dob = '1987-06-19';
  const person = await make.person(server, {
    gender: 'Female',
    preference: 'Any',
    at: OWNER_AT,
    displayName,
    realName,
    dob,
    withAiImage: false,
  });
  const db = server.database.db;

  // A real AI image through the job, so that its file exists and the job id can be aimed at.
  const started = await generate(server, person, 'A penguin on a rock');
  expect(started.statusCode, started.body).toBe(200);
  const jobId: string = started.json().jobid;
  const job = await waitForJob(server, person, jobId);
  const imageId = job.imageid as string;
  expect(imageId).toBeTruthy();
  expect(
    (await apiPost(server, 'selectimage', { imageid: imageId }, { cookie: person.cookie })).statusCode,
  ).toBe(200);

  const photo = person.photoFilename as string;
  await server.app.services.storage.put(
    storageKeys.privatePhoto(person.id, photo),
    await makeJpeg(),
    'image/jpeg',
  );
  const photos = (await apiGet(server, 'profileimages', { cookie: person.cookie })).json().images as {
    id: string;
    filename: string;
  }[];
  const photoId = photos.find((p) => p.filename === photo)?.id as string;
  expect(photoId).toBeTruthy();

  const voice = `${randomUUID()}.wav`;
  await server.app.services.storage.put(storageKeys.voiceRecording(person.id, voice), makeWav(), 'audio/wav');
  await db
    .insert(voiceRecordings)
    .values({ userId: person.id, filename: voice, prompt: 'My ideal Sunday', uploadedAt: new Date() });

  const stranger = await make.person(server, { at: { latitude: 48.8566, longitude: 2.3522 } });
  const unverified = await neighbour(server, { verified: false, acceptTc: false });

  // The deck serves the owner to the candidate, which is what makes them a "candidate in the deck".
  const candidate = await neighbour(server);
  const deck = (await apiGet(server, 'matchlist', { cookie: candidate.cookie })).json().matches as {
    user_id: string;
  }[];
  expect(deck.map((card) => card.user_id)).toContain(person.id);

  const basic = await neighbour(server);
  const full = await neighbour(server);
  const former = await neighbour(server);
  const blocked = await neighbour(server);
  const banned = await neighbour(server);
  const rooms: Partial<Record<CallerKind, string>> = {
    'basic match': await make.match(server, person, basic, false),
    'full match': await make.match(server, person, full, true),
    'former match': await make.match(server, person, former, true),
    blocked: await make.match(server, person, blocked, true),
    // A full match who is then banned: only the ban may stand between them and the owner's data.
    banned: await make.match(server, person, banned, true),
  };
  const room = rooms['full match'] as string;

  // The chat: a message from the owner and an image from the full match.
  const ownerSocket = await joined(url, person, room);
  const chatText = `Secret chat line ${tag}`;
  const sent = await emitAck(ownerSocket, 'sendchat', { room, text: chatText });
  expect(sent).toMatchObject({ success: true });
  const chatId = Number((sent as { chat?: { id: number } }).chat?.id ?? 0);
  const upload = await postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: await makePng() },
    ],
    full,
  );
  expect(upload.statusCode, upload.body).toBe(200);
  const chatImage: string = upload.json().chat.chattext;

  // The former match left through unmatch, and the owner blocked the blocked one: both through the product.
  const formerSocket = await joined(url, former, rooms['former match'] as string);
  expect(await emitAck(formerSocket, 'unmatch', { room: rooms['former match'] as string })).toMatchObject({
    success: true,
  });
  formerSocket.close();
  expect(await emitAck(ownerSocket, 'block', { room: rooms.blocked as string })).toMatchObject({
    success: true,
  });
  ownerSocket.close();

  await db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
  const [date] = await db
    .insert(chatDates)
    .values({
      roomId: room,
      requestor: person.id,
      requestee: full.id,
      location: 'Penguin Cafe',
      dateAt: new Date(Date.now() + 3_600_000),
      status: 'accepted',
    })
    .returning({ id: chatDates.id });
  const dateId = date?.id as string;
  const phone = hashToken(await server.app.services.sessions.start(person.id, 'Android phone', 'app'));
  const [device] = await db.select({ id: sessions.deviceId }).from(sessions).where(eq(sessions.id, phone));
  const deviceId = device?.id as string;

  return {
    owner: {
      person,
      displayName,
      realName,
      dob,
      imageId,
      jobId,
      photoId,
      photo,
      voice,
      room,
      chatText,
      chatId,
      chatImage,
      dateId,
      deviceId,
    },
    callers: {
      anonymous: null,
      unverified,
      self: person,
      stranger,
      candidate,
      'basic match': basic,
      'full match': full,
      'former match': former,
      blocked,
      banned,
    },
    rooms,
  };
}

/**
 * The owner's data each caller may see (RULES.md "Who may see what"), as the texts that stand for it. Anything of the
 * owner's not in the caller's list must not appear in any answer they get.
 */
export function secretsHiddenFrom(kind: CallerKind, owner: OwnerData): string[] {
  const all = {
    displayName: owner.displayName,
    aiImage: owner.imageId,
    realName: owner.realName,
    dob: owner.dob,
    photo: owner.photo,
    voice: owner.voice,
    chatText: owner.chatText,
    chatImage: owner.chatImage,
    email: owner.person.email,
    exactLocation: String(OWNER_AT.longitude),
    device: owner.deviceId,
  };
  const maySee: Record<CallerKind, (keyof typeof all)[]> = {
    anonymous: [],
    unverified: [],
    self: Object.keys(all) as (keyof typeof all)[],
    stranger: [],
    candidate: ['displayName', 'aiImage'],
    'basic match': ['displayName', 'aiImage', 'voice'],
    'full match': ['displayName', 'aiImage', 'voice', 'realName', 'dob', 'photo', 'chatText', 'chatImage'],
    'former match': [],
    blocked: [],
    banned: [],
  };
  const visible = new Set<string>(maySee[kind]);
  return Object.entries(all)
    .filter(([name]) => !visible.has(name))
    .map(([, value]) => value);
}
