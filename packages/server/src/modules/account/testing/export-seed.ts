// The data export's seed: one person with data in every section of the export and media of every kind, matched with
// another person whose private data must never reach the first one's export (data-export.test.ts, the golden
// document of data-export-document.test.ts, and the section reads of data-export-coverage.test.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { storageKeys } from '../../../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { authCodes, sessions, userIdentities, users } from '../../auth/auth.schema.ts';
import { apiGet, apiPost } from '../../auth/testing/auth-test-kit.ts';
import { chatMessages, chatReads } from '../../chat/chat.schema.ts';
import { dateAlerts, dateCheckins, trustedContacts } from '../../date-safety/date-safety.schema.ts';
import { chatDates } from '../../dates/dates.schema.ts';
import { decisions, flips } from '../../deck/deck.schema.ts';
import { faceChecks, facePrints } from '../../face-check/face-check.schema.ts';
import { aiImages } from '../../images/images.schema.ts';
import {
  makeJpeg,
  makePng,
  makeWav,
  postMultipart,
  uploadPhoto,
  uploadWav,
} from '../../media/testing/media-test-kit.ts';
import { moderationActions, reports } from '../../moderation/moderation.schema.ts';
import { notifications } from '../../notifications/notifications.schema.ts';
import { pushSubscriptions } from '../../push/push.schema.ts';
import { webFormSubmissions } from '../../webforms/webforms.schema.ts';

export interface Seeded {
  me: SignedInPerson;
  other: SignedInPerson;
  room: string;
  /** Strings that belong to someone else or are secrets: none may appear in my export. */
  forbidden: string[];
  /** Storage keys of my files, by the zip path they must have. */
  myFiles: Map<string, string>;
  /** The message I have read up to, and the date a safety mail of mine was about. */
  firstMessage: number;
  sharedDate: string;
}

/**
 * A person with a row in every section of the export (and files of every kind), matched with another person who has
 * private data of their own. Rows written here carry distinct times where the export orders by time, so two runs
 * give the same document.
 */
export async function seedEverything(server: TestServer): Promise<Seeded> {
  const db = server.database.db;
  const storage = server.app.services.storage;
  const me = await make.person(server, {
    displayName: 'Mara',
    realName: 'Mara Export-Real',
    dob: '1995-06-15',
    withAiImage: false,
    withPhoto: false,
    distanceKm: 80,
  });
  const other = await make.person(server, {
    displayName: 'Otto',
    realName: 'Otto Hidden-Realname',
    withAiImage: false,
    withPhoto: false,
    at: { latitude: -41.2865, longitude: 174.7762 },
  });
  const third = await make.person(server, { displayName: 'Thea', withAiImage: false, withPhoto: false });
  const myFiles = new Map<string, string>();

  await db
    .update(users)
    .set({ passwordHash: '$argon2id$v=19$m=1,t=1,p=1$SECRET-PASSWORD-HASH' })
    .where(eq(users.id, me.id));
  await db
    .insert(userIdentities)
    .values({ provider: 'Google', subject: 'google-sub-mara', userId: me.id, email: me.email });
  await db.insert(authCodes).values({
    id: randomUUID(),
    userId: me.id,
    purpose: 'verify',
    codeHash: 'SECRET-CODE-HMAC',
    sentTo: me.email,
    expiresAt: new Date(Date.now() + 900_000),
  });
  await db.insert(flips).values({ userId: me.id, used: 3, bought: 5, periodStartedAt: new Date() });
  await server.app.services.pebbles.credit(me.id, 4, 'welcome');

  // AI images: rows and files as the image job writes them.
  for (const description of ['A penguin surfing', 'A penguin reading']) {
    const id = randomUUID();
    const key = storageKeys.aiImage(me.id, id);
    await storage.put(key, await makePng(64, 64), 'image/png');
    await db
      .insert(aiImages)
      .values({ id, userId: me.id, style: 'comic', description, storageKey: key, provider: 'local' });
    myFiles.set(`media/ai/${id}.png`, key);
  }
  // Private photos and a voice recording through the real upload routes.
  for (let i = 0; i < 2; i++) {
    const res = await uploadPhoto(server, me, await makeJpeg());
    expect(res.json().success).toBe(true);
    const filename = res.json().filename as string;
    myFiles.set(`media/photos/${filename}`, storageKeys.privatePhoto(me.id, filename));
  }
  // Words Mara would rather not read: hers, so they are in her export.
  expect(
    (await apiPost(server, 'sethiddenwords', { words: ['ex', 'crypto'] }, { cookie: me.cookie })).json(),
  ).toMatchObject({ success: true });
  const wav = `${randomUUID()}.wav`;
  const prompt = (await apiGet(server, 'vrprompts', { cookie: me.cookie })).json().prompts[0].value as string;
  expect(
    (
      await apiPost(server, 'uploadvrdata', { vrdata: { filename: wav, prompt } }, { cookie: me.cookie })
    ).json(),
  ).toEqual({ success: true });
  expect((await uploadWav(server, me, wav, makeWav({ seconds: 1 }))).json()).toEqual({ success: true });
  myFiles.set(`media/voice/${wav}`, storageKeys.voiceRecording(me.id, wav));

  // The other person's own photo: never in my export.
  const theirPhoto = (await uploadPhoto(server, other, await makeJpeg({ width: 200, height: 200 }))).json()
    .filename as string;

  // A full match with messages both ways, a chat image and a gift from me, one image from them.
  const room = await make.match(server, me, other, true);
  await db.insert(decisions).values([
    { userId: me.id, targetId: other.id, kind: 'accept', decidedAt: new Date('2030-01-01T10:00:00.000Z') },
    { userId: other.id, targetId: me.id, kind: 'accept', decidedAt: new Date('2030-01-01T10:01:00.000Z') },
    { userId: me.id, targetId: third.id, kind: 'decline', decidedAt: new Date('2030-01-01T10:02:00.000Z') },
  ]);
  await db.insert(chatMessages).values([
    { roomId: room, fromId: me.id, type: 'text', chattext: 'Hello from Mara' },
    { roomId: room, fromId: other.id, type: 'text', chattext: 'OTTO-PRIVATE-REPLY' },
    { roomId: room, fromId: me.id, type: 'text', chattext: 'See you at the beach' },
  ]);
  const sent = await postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
    ],
    me,
  );
  const chatImage = sent.json().chat.chattext as string;
  myFiles.set(`media/chat/${chatImage}`, storageKeys.chatImage(room, chatImage));
  const gift = `${randomUUID()}.png`;
  await storage.put(storageKeys.chatImage(room, gift), await makePng(32, 32), 'image/png');
  await db
    .insert(chatMessages)
    .values({ roomId: room, fromId: me.id, type: 'image', chattext: gift, reference: 'gift' });
  myFiles.set(`media/chat/${gift}`, storageKeys.chatImage(room, gift));
  const theirImage = (
    await postMultipart(
      server,
      '/uploadchatimage',
      [
        { name: 'room', value: room },
        { name: 'file', filename: 'o.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
      ],
      other,
    )
  ).json().chat.chattext as string;

  await db.insert(chatDates).values({
    roomId: room,
    requestor: other.id,
    requestee: me.id,
    location: 'Mission Bay',
    dateAt: new Date('2030-01-05T10:00:00.000Z'),
  });
  // Read positions both ways, and a mail about a date of mine to my trusted contact.
  const [firstMessage] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, room))
    .orderBy(chatMessages.id)
    .limit(1);
  await db.insert(chatReads).values([
    { roomId: room, userId: me.id, lastRead: firstMessage?.id ?? 0 },
    { roomId: room, userId: other.id, lastRead: 999_999 },
  ]);
  const sharedDate = randomUUID();
  await db
    .insert(dateAlerts)
    .values({ dateId: sharedDate, userId: me.id, kind: 'shared', jobId: randomUUID() });
  await db.insert(notifications).values([
    { userId: me.id, title: 'New match', notification: 'You matched with Otto.' },
    { userId: other.id, title: 'New match', notification: 'OTTO-NOTIFICATION' },
  ]);
  // A report I filed, and one filed about me (kept from me), one about the other person.
  await db.insert(reports).values([
    { reporterId: me.id, reportedId: third.id, reason: 'Other', details: 'Mara reports Thea' },
    { reporterId: third.id, reportedId: me.id, reason: 'Other', details: 'REPORT-ABOUT-MARA' },
    { reporterId: third.id, reportedId: other.id, reason: 'Other', details: 'REPORT-ABOUT-OTTO' },
  ]);
  await db.insert(moderationActions).values([
    { userId: me.id, action: 'warn', reason: 'Be kind', moderator: 'mod-alice' },
    { userId: other.id, action: 'mute', reason: 'OTTO-MODERATION', moderator: 'mod-alice' },
  ]);
  await db.insert(webFormSubmissions).values([
    {
      id: randomUUID(),
      form: 'feedback',
      contactEmail: me.email,
      accountEmail: me.email,
      senderId: me.id,
      payload: { source: 'App', type: 'Feedback', details: 'Lovely app' },
    },
    {
      id: randomUUID(),
      form: 'delete',
      contactEmail: 'stranger@example.test',
      accountEmail: me.email,
      payload: { details: 'STRANGER-DELETE-REQUEST' },
      confirmTokenHash: 'SECRET-CONFIRM-TOKEN-HASH',
    },
  ]);

  // Push in my session, a trusted contact with a shared date, and a face check with its kept descriptor.
  const [mySession] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
  await db.insert(pushSubscriptions).values({
    endpoint: 'https://push.example.test/send/SECRET-PUSH-ENDPOINT',
    p256dh: 'SECRET-PUSH-P256DH',
    auth: 'SECRET-PUSH-AUTH',
    userId: me.id,
    sessionId: mySession?.id ?? '',
  });
  await db
    .insert(trustedContacts)
    .values({ userId: me.id, name: 'Tui Contact', email: 'tui@example.test', phone: '+64 21 000 000' });
  await db.insert(dateCheckins).values({
    dateId: sharedDate,
    userId: me.id,
    tokenHash: 'SECRET-CHECKIN-TOKEN-HASH',
    location: 'Mission Bay',
    dateAt: new Date('2030-01-05T10:00:00.000Z'),
    otherId: other.id,
    personName: 'Mara',
    matchName: 'Otto',
    contactName: 'Tui Contact',
    contactEmail: 'tui@example.test',
    expiresAt: new Date('2030-01-06T10:00:00.000Z'),
    sharedAt: new Date('2030-01-04T10:00:00.000Z'),
    safeBy: new Date('2030-01-05T13:00:00.000Z'),
  });
  await db.insert(faceChecks).values({
    userId: me.id,
    state: 'verified',
    verifiedAt: new Date('2030-01-02T10:00:00.000Z'),
    consentVersion: 'test-1',
    consentText: 'I agree to the face check.',
    consentAt: new Date('2030-01-02T09:59:00.000Z'),
  });
  await db.insert(facePrints).values({
    userId: me.id,
    descriptor: 'SECRET-FACE-DESCRIPTOR',
    bands: [1, 2, 3],
    usedAt: new Date('2030-01-02T10:00:00.000Z'),
  });

  const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
  const forbidden = [
    'SECRET-PASSWORD-HASH',
    'SECRET-CODE-HMAC',
    'SECRET-CONFIRM-TOKEN-HASH',
    'OTTO-PRIVATE-REPLY',
    'OTTO-NOTIFICATION',
    'OTTO-MODERATION',
    'REPORT-ABOUT-MARA',
    'REPORT-ABOUT-OTTO',
    'STRANGER-DELETE-REQUEST',
    'SECRET-PUSH-ENDPOINT',
    'SECRET-PUSH-P256DH',
    'SECRET-PUSH-AUTH',
    'SECRET-CHECKIN-TOKEN-HASH',
    'SECRET-FACE-DESCRIPTOR',
    'Otto Hidden-Realname',
    'mod-alice',
    other.id,
    third.id,
    other.email,
    '-41.2865',
    theirPhoto,
    theirImage,
    ...sessionIds,
  ];
  return { me, other, room, forbidden, myFiles, firstMessage: firstMessage?.id ?? 0, sharedDate };
}
