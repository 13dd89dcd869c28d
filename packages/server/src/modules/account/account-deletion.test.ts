// Account deletion leaves nothing behind: a person with every kind of data the product holds deletes
// their account; then every column of every table (information_schema, each value cast to text) and every stored
// file under DATA_DIR/media (its name and its bytes) is searched for their id and their email. Only the documented
// retention may still name them: reports about them, moderators' actions about them, and the goodbye mail.

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaTables } from '../../architecture/table-writes.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { authCodes, userIdentities } from '../auth/auth.schema.ts';
import { apiPost } from '../auth/testing/auth-test-kit.ts';
import { decisions, deckCards, flips } from '../deck/deck.schema.ts';
import { makeImage } from '../images/testing/images-test-kit.ts';
import {
  makeJpeg,
  makePng,
  makeWav,
  postMultipart,
  uploadPhoto,
  uploadWav,
} from '../media/testing/media-test-kit.ts';
import { moderationActions, reports } from '../moderation/moderation.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { webFormSubmissions } from '../webforms/webforms.schema.ts';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

const realtime = useSocketServer();
let server: TestServer;

beforeAll(() => {
  server = realtime.server;
});

const ok = (answer: { success: boolean; error?: string }) => {
  if (!answer.success) throw new Error(answer.error);
};

/** Every kind of data the product keeps about a person, written through the product's own ways where it has one. */
async function seedEverything(me: SignedInPerson) {
  const { db } = server.database;
  const friend = await make.person(server, { displayName: 'Friend' });
  const other = await make.person(server, { displayName: 'Other' });
  const admirer = await make.person(server, { displayName: 'Admirer' });

  // AI images through a real job (file + row + job row), a photo and a recording through the upload routes.
  const imageId = await makeImage(server, me, 'A penguin on an ice floe');
  expect((await uploadPhoto(server, me, await makeJpeg())).json()).toMatchObject({ success: true });
  // Someone else's file, which must stay.
  expect((await uploadPhoto(server, friend, await makeJpeg())).json()).toMatchObject({ success: true });
  const wav = `${randomUUID()}.wav`;
  expect(
    (
      await apiPost(server, 'uploadvrdata', { vrdata: { filename: wav, prompt: VOICE_PROMPTS[0] } }, me)
    ).json(),
  ).toEqual({ success: true });
  expect((await uploadWav(server, me, wav, makeWav({ seconds: 2 }))).json()).toMatchObject({ success: true });
  // people.ts writes its AI image row without the file; give it one so a leftover would show.
  await server.app.services.storage.put(`ai/${me.imageId}.png`, await makePng(32, 32), 'image/png');

  // Decisions both ways, deck cards both ways, flips, the ledger, notifications, a code, an identity.
  await db.insert(decisions).values([
    { userId: me.id, targetId: admirer.id, kind: 'decline' },
    { userId: admirer.id, targetId: me.id, kind: 'accept' },
  ]);
  await db.insert(deckCards).values([
    { userId: me.id, targetId: admirer.id },
    { userId: admirer.id, targetId: me.id },
  ]);
  await db.insert(flips).values({ userId: me.id, used: 2, bought: 1 });
  await server.app.services.pebbles.credit(me.id, 5, 'welcome');
  await db.insert(notifications).values({ userId: me.id, title: 'Hello', notification: 'Welcome aboard' });
  await db.insert(authCodes).values({
    id: randomUUID(),
    userId: me.id,
    purpose: 'verify',
    codeHash: 'x'.repeat(64),
    sentTo: me.email,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db
    .insert(userIdentities)
    .values({ provider: 'Google', subject: `g-${me.id}`, userId: me.id, email: me.email });
  await server.app.services.mailer.send({
    to: me.email,
    subject: 'Your code',
    text: 'Code 1234',
    html: '<p>1234</p>',
  });

  // A full match with the friend: messages both ways, a read position, a chat image, a gift, a date, a request.
  const room = await make.match(server, me, friend, true);
  const mine = await realtime.socketOf(me, room);
  const theirs = await realtime.socketOf(friend, room);
  ok(await emitAck(mine, 'sendchat', { room, text: 'Hi there, nice penguin', cid: 'c1' }));
  const reply = await emitAck(theirs, 'sendchat', { room, text: 'Hello you', cid: 'c2' });
  ok(reply);
  ok(await emitAck(mine, 'read', { room, id: (reply as unknown as { chat: { id: number } }).chat.id }));
  const upload = await postMultipart(
    server,
    '/uploadchatimage',
    [
      { name: 'room', value: room },
      { name: 'file', filename: 'beach.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
    ],
    me,
  );
  expect(upload.json()).toMatchObject({ success: true });
  ok(await emitAck(mine, 'sendgift', { room, imageid: imageId }));
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  ok(await emitAck(mine, 'setdate', { room, datedb: inAWeek, location: 'The aquarium' }));

  // A second match, ended by a report the person files; a report about them; a moderator's warning.
  const reportedRoom = await make.match(server, me, other);
  const socketInReported = await realtime.socketOf(me, reportedRoom);
  ok(
    await emitAck(socketInReported, 'report', {
      room: reportedRoom,
      reason: 'Harrassment',
      details: 'Rude messages',
    }),
  );
  await db.insert(reports).values({
    reporterId: admirer.id,
    reportedId: me.id,
    reason: 'Fraudulent Behaviour',
    details: 'Asked for money',
  });
  await db.insert(moderationActions).values({
    userId: me.id,
    action: 'warn',
    reason: 'Be kind',
    moderator: 'vitest',
  });

  // In-app feedback (a web_form_submissions row and a mail to support naming them).
  expect(
    (
      await apiPost(server, 'feedback', { source: 'App', type: 'Technical issue', details: 'All good' }, me)
    ).json(),
  ).toEqual({ success: true });

  return { friend, other, admirer, room, reportedRoom };
}

interface Hit {
  table: string;
  column: string;
  rows: number;
}

/** Every column of every table in the public schema, each value cast to text, searched for any of `needles`. */
async function scanTables(needles: string[]): Promise<{ tables: number; columns: number; hits: Hit[] }> {
  const { db } = server.database;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const matches = sql.join(
      needles.map(
        (needle) => sql`strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      ),
      sql` or `,
    );
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ${sql.identifier(table)} where ${matches}`),
    );
    const rows = Number(row?.n ?? 0);
    if (rows > 0) hits.push({ table, column, rows });
  }
  return { tables: new Set(columns.map((c) => c.table_name)).size, columns: columns.length, hits };
}

/** Every file under DATA_DIR/media whose path or bytes contain any of `needles`. */
async function scanFiles(needles: string[]): Promise<{ files: number; hits: string[] }> {
  const root = path.join(server.config.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((e) => path.join(e.parentPath, e.name));
  const hits: string[] = [];
  for (const file of files) {
    const name = path.relative(root, file).toLowerCase();
    const bytes = await readFile(file);
    if (needles.some((needle) => name.includes(needle.toLowerCase()) || bytes.includes(needle))) {
      hits.push(name);
    }
  }
  return { files: files.length, hits };
}

describe('deleteaccount leaves nothing of the person but the documented retention', () => {
  it('deletes every row and file that names them', async () => {
    const me = await make.person(server, { displayName: 'Leaving', realName: 'Lea Ving', distanceKm: 80 });
    const seeded = await seedEverything(me);
    const needles = [me.id, me.email];

    const before = await scanTables(needles);
    const filesBefore = await scanFiles(needles);
    // The seed really did reach every kind of data (a sanity check of the scan itself).
    const tablesBefore = new Set(before.hits.map((hit) => hit.table));
    for (const table of [
      'users',
      'profiles',
      'user_locations',
      'deck_positions',
      'user_settings',
      'ai_images',
      'private_photos',
      'voice_recordings',
      'jobs',
      'decisions',
      'deck_cards',
      'flips',
      'pebble_ledger',
      'notifications',
      'sessions',
      'auth_codes',
      'user_identities',
      'matches',
      'chat_messages',
      'chat_reads',
      'chat_dates',
      'hidden_pairs',
      'reports',
      'moderation_actions',
      'web_form_submissions',
      'mail_outbox',
    ]) {
      expect(tablesBefore, table).toContain(table);
    }
    // Their AI image, photo and recording live under their id; the fixture's image and the chat images do not.
    expect(filesBefore.hits.length).toBeGreaterThanOrEqual(3);
    const chatFiles = (await scanFiles([`chat/${seeded.room}/`])).hits;
    expect(chatFiles).toHaveLength(2);

    const answer = await apiPost(server, 'deleteaccount', 'App', me);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });

    const after = await scanTables(needles);
    const files = await scanFiles(needles);
    console.info(
      `deletion scan: ${after.tables} tables, ${after.columns} columns, ${files.files} files left of ` +
        `${filesBefore.files}; before: ${before.hits.length} columns and ${filesBefore.hits.length} files named ` +
        `the person, after: ${after.hits.length} columns (documented retention) and ${files.hits.length} files`,
    );
    // Every table of the schema was read, and the hand-written ones of the migrations too.
    const declared = schemaTables(REPO).size;
    expect(after.tables).toBeGreaterThanOrEqual(declared);
    expect(files.files).toBe(1);
    expect(files.hits).toEqual([]);
    expect(after.hits.map((hit) => `${hit.table}.${hit.column}`).sort()).toEqual([
      'mail_outbox.to_address',
      'moderation_actions.user_id',
      'reports.reported_id',
    ]);
    // The mail still naming them is the goodbye, and only that.
    const kept = rowsOf<{ subject: string }>(
      await server.database.db.execute(
        sql`select subject from mail_outbox where lower(to_address) = ${me.email.toLowerCase()}`,
      ),
    );
    expect(kept.map((mail) => mail.subject)).toEqual([
      `Your ${server.config.brand.product} account was deleted`,
    ]);
    // The report they filed stays, without them; the one about them stays whole.
    const filed = rowsOf<{ reporter_id: string | null; reported_id: string }>(
      await server.database.db.execute(
        sql`select reporter_id, reported_id from reports where room_id = ${seeded.reportedRoom}`,
      ),
    );
    expect(filed).toEqual([{ reporter_id: null, reported_id: seeded.other.id }]);
    // The chat images they sent (an upload and a gift) are gone.
    expect((await scanFiles([`chat/${seeded.room}/`])).hits).toEqual([]);
    expect(await server.app.services.storage.get(`ai/${me.imageId}.png`)).toBeNull();
    // One anonymous record with the ledger's totals.
    const record = rowsOf<{ reason: string; ledger_totals: Record<string, number> }>(
      await server.database.db.execute(sql`select reason, ledger_totals from deleted_accounts`),
    );
    expect(record).toContainEqual({ reason: 'self', ledger_totals: expect.objectContaining({ welcome: 5 }) });
    // The friend's side: the match ended as 'deleted', the messages stay with nobody as sender, the date is off.
    const room = rowsOf<{ ended_reason: string; user_a: string | null; user_b: string | null }>(
      await server.database.db.execute(
        sql`select ended_reason, user_a, user_b from matches where id = ${seeded.room}`,
      ),
    );
    expect(room[0]?.ended_reason).toBe('deleted');
    expect([room[0]?.user_a, room[0]?.user_b]).toContain(null);
    const dates = rowsOf<{ status: string }>(
      await server.database.db.execute(sql`select status from chat_dates where room_id = ${seeded.room}`),
    );
    expect(dates).toEqual([{ status: 'cancelled' }]);
  });

  it('keeps the public forms the person sent (documented retention), without the link to the account', async () => {
    const me = await make.person(server);
    const id = randomUUID();
    await server.database.db.insert(webFormSubmissions).values({
      id,
      form: 'contact',
      contactEmail: 'someone@example.test',
      payload: { message: 'hello' },
      userId: me.id,
    });
    expect((await apiPost(server, 'deleteaccount', {}, me)).json()).toEqual({ success: true });
    const kept = rowsOf<{ user_id: string | null; form: string }>(
      await server.database.db.execute(sql`select user_id, form from web_form_submissions where id = ${id}`),
    );
    expect(kept).toEqual([{ user_id: null, form: 'contact' }]);
  });
});

describe('who may delete', () => {
  it('refuses anyone without a session with 401, and lets an unverified account delete itself', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: { action: 'deleteaccount', data: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await apiPost(server, 'deleteaccount', {}, { cookie: 'rookery_session=not-a-real-token' });
    expect(forged.statusCode).toBe(401);
    const viaGet = await server.app.inject({ method: 'GET', url: '/api?action=deleteaccount' });
    expect(viaGet.statusCode).not.toBe(200);

    const unverified = await make.person(server, { verified: false, acceptTc: false });
    const answer = await apiPost(server, 'deleteaccount', {}, unverified);
    expect(answer.json()).toEqual({ success: true });
    // The answer clears the cookie, and the old cookie no longer signs anyone in.
    expect(String(answer.headers['set-cookie'])).toMatch(/rookery_session=;/);
    const again = await apiPost(server, 'deleteaccount', {}, unverified);
    expect(again.statusCode).toBe(401);
    const menu = await server.app.inject({
      method: 'GET',
      url: '/api?action=menudata',
      headers: { cookie: unverified.cookie },
    });
    expect(menu.statusCode).toBe(401);
  });

  it('refuses a bad argument with a sentence', async () => {
    const me = await make.person(server);
    const answer = await apiPost(server, 'deleteaccount', { source: 'x'.repeat(100) }, me);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success).toBe(false);
    expect(typeof answer.json().error).toBe('string');
  });
});
