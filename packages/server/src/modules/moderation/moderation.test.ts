// Moderation from the command line (RULES.md "Safety and moderation"): each command through the admin
// runner against a listening test server; what a mute, a suspension and a ban do to the person's messages,
// sessions, sockets, sign-in and place in other people's decks; the log; the reports counted by people; and the
// CLI forwarding to a running server over its admin socket.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { osUser, runAdmin } from '../../admin/admin-runner.ts';
import { adminSocketPath } from '../../admin/admin-socket.ts';
import { jobs } from '../../platform/db/platform.schema.ts';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { disconnected, emitAck } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import { users } from '../auth/auth.schema.ts';
import { hashPassword } from '../auth/password.ts';
import { apiGet, signInWithEmail } from '../auth/testing/auth-test-kit.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { eastOf, type Point } from '../deck/grid.ts';
import { makeJpeg, postMultipart } from '../media/testing/media-test-kit.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { createSafetyRepo } from '../safety/safety.repo.ts';
import { moderationActions, reports } from './moderation.schema.ts';
import { MODERATION_TEXT, NOTICE } from './moderation-text.ts';
import { dayOf, MUTED_TEXT } from './mute-check.ts';
import { SUSPENSION_END_JOB } from './suspension-end.job.ts';

const fixture = useSocketServer();
const db = () => fixture.server.database.db;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const DAY = 86_400_000;

/** `npm run admin -- …` as a moderator named Ana (the operating-system user; --by only labels it). */
const admin = (...argv: string[]) => runAdmin(fixture.server.app, ADMIN_COMMANDS, argv, 'ana');

const notificationsOf = (userId: string) =>
  db()
    .select({ title: notifications.title, notification: notifications.notification })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

const actionsOf = (userId: string) =>
  db()
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.userId, userId))
    .orderBy(asc(moderationActions.createdAt));

async function standingOf(userId: string) {
  const [row] = await db()
    .select({ status: users.status, suspendedUntil: users.suspendedUntil, mutedUntil: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function withPassword(person: SignedInPerson, password = 'a good long password') {
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, person.id));
  return (pw = password) => signInWithEmail(fixture.server, person.email, pw);
}

let area = 0;
/** A fresh place per deck test, away from everyone else in this file. */
function freshArea(): Point {
  area += 1;
  return { latitude: -50 + area * 4, longitude: -120 + area * 9 };
}

async function deckIds(viewer: SignedInPerson): Promise<string[]> {
  const answer = (await apiGet(fixture.server, 'matchlist', { cookie: viewer.cookie })).json();
  expect(answer.success).toBe(true);
  return (answer.matches as { user_id: string }[]).map((card) => card.user_id);
}

/** A viewer and a person who fits them, somewhere of their own. */
async function deckScene() {
  const at = freshArea();
  const viewer = await make.person(fixture.server, { gender: 'Male', preference: 'Woman', at });
  const target = await make.person(fixture.server, {
    gender: 'Female',
    preference: 'Man',
    at: eastOf(at, 3),
  });
  return { viewer, target };
}

const tomorrow = () => new Date(Date.now() + DAY).toISOString().slice(0, 10);
const future = '2031-03-03';

describe('refusals', () => {
  it('refuses a missing reason, an unknown person, a date in the past and stray words, writing nothing', async () => {
    const person = await make.person(fixture.server);
    const other = await make.person(fixture.server);
    const cases: [string[], string][] = [
      [['mute', person.email], MODERATION_TEXT.noReason],
      [['mute', person.email, '--reason', '   '], MODERATION_TEXT.noReason],
      [['warn', 'nobody@example.test', '--reason', 'x'], MODERATION_TEXT.unknownEmail('nobody@example.test')],
      [
        ['ban', '00000000-0000-4000-8000-000000000000', '--reason', 'x'],
        MODERATION_TEXT.unknownId('00000000-0000-4000-8000-000000000000'),
      ],
      [['ban', 'pip', '--reason', 'x'], MODERATION_TEXT.notAPersonRef('pip')],
      [['ban', '--reason', 'x'], MODERATION_TEXT.noPerson],
      [
        ['suspend', person.email, '--until', '2020-01-01', '--reason', 'x'],
        MODERATION_TEXT.pastDate('2020-01-01'),
      ],
      [
        ['suspend', person.email, '--until', new Date().toISOString().slice(0, 10), '--reason', 'x'],
        MODERATION_TEXT.pastDate(new Date().toISOString().slice(0, 10)),
      ],
      [
        ['mute', person.email, '--until', '2031-02-30', '--reason', 'x'],
        MODERATION_TEXT.badDate('2031-02-30'),
      ],
      [['mute', person.email, '--days', '0', '--reason', 'x'], MODERATION_TEXT.badDays('0')],
      [['mute', person.email, '--days', '2.5', '--reason', 'x'], MODERATION_TEXT.badDays('2.5')],
      [
        ['mute', person.email, '--days', '3', '--until', future, '--reason', 'x'],
        MODERATION_TEXT.untilAndDays,
      ],
      [['suspend', person.email, '--reason', 'x'], MODERATION_TEXT.suspensionNeedsEnd],
      [['warn', person.email, '--reason', 'rude', 'messages'], MODERATION_TEXT.stray(['messages'])],
      [
        ['lift', person.email, '--reason', 'x'],
        MODERATION_TEXT.nothingToLift(`${person.displayName} <${person.email}>`),
      ],
      [['report', 'not-an-id'], MODERATION_TEXT.unknownReport('not-an-id')],
      [
        ['resolve', '00000000-0000-4000-8000-000000000000', '--reason', 'x'],
        MODERATION_TEXT.unknownReport('00000000-0000-4000-8000-000000000000'),
      ],
    ];
    for (const [argv, sentence] of cases) {
      expect(await admin(...argv), argv.join(' ')).toEqual({ lines: [sentence], status: 1 });
    }
    // An option the command does not take: parseArgs's sentence and the usage.
    const unknown = await admin('ban', person.email, '--until', future, '--reason', 'x');
    expect(unknown.status).toBe(1);
    expect(unknown.lines.at(-1)).toMatch(/^Usage: npm run admin -- ban <email\|id>/);

    // A report that is about someone else cannot be settled by an action on this person.
    const [report] = await db()
      .insert(reports)
      .values({ reporterId: person.id, reportedId: other.id, reason: 'Spam', details: 'Links' })
      .returning({ id: reports.id });
    const id = report?.id as string;
    expect(await admin('warn', person.email, '--reason', 'x', '--report', id)).toEqual({
      lines: [MODERATION_TEXT.reportNotAbout(id, `${person.displayName} <${person.email}>`)],
      status: 1,
    });
    expect(await actionsOf(person.id)).toEqual([]);
    expect(await standingOf(person.id)).toEqual({ status: 'active', suspendedUntil: null, mutedUntil: null });
    expect(await notificationsOf(person.id)).toEqual([]);
  });

  it('lists every moderation command in help', async () => {
    const help = await admin('help');
    expect(help.status).toBe(0);
    for (const name of [
      'reports',
      'report',
      'mute',
      'suspend',
      'ban',
      'lift',
      'warn',
      'resolve',
      'history',
    ]) {
      expect(help.lines.some((line) => line.trimStart().startsWith(`${name} `))).toBe(true);
    }
  });
});

describe('mute', () => {
  it('refuses messages, requests, dates, gifts, images and calls with the date, tells the person, and lift restores', async () => {
    const { a, b, room } = await make.room(fixture.server, { fullMatch: true });
    const sa = await fixture.socketOf(a, room);
    expect(await emitAck(sa, 'sendchat', { room, text: 'before the mute' })).toMatchObject({ success: true });

    const muted = await admin(
      'mute',
      a.email,
      '--until',
      future,
      '--reason',
      'Insults in chat',
      '--by',
      'mo',
    );
    expect(muted).toEqual({
      lines: [`Muted ${a.displayName} <${a.email}> until 3 March 2031. They have been told.`],
      status: 0,
    });
    const refusal = { success: false, error: "You can't send messages until 3 March 2031." };
    expect(refusal.error).toBe(MUTED_TEXT.until(new Date('2031-03-03T00:00:00Z')));
    expect(await emitAck(sa, 'sendchat', { room, text: 'while muted' })).toEqual(refusal);
    expect(await emitAck(sa, 'sendchat', { room, text: 'with a cid', cid: 'c-1' })).toEqual(refusal);
    expect(
      await emitAck(sa, 'sendchatnotification', { room, my_id: a.id, text: '[[full-profile-request]]' }),
    ).toEqual(refusal);
    const datedb = new Date(Date.now() + 3 * DAY).toISOString();
    expect(await emitAck(sa, 'setdate', { room, datedb, location: 'Beach' })).toEqual(refusal);
    expect(await emitAck(sa, 'sendgift', { room, imageid: a.imageId as string })).toEqual(refusal);
    // A call is a way of reaching the other person too: a muted person may not ring.
    expect(await emitAck(sa, 'joinavchat', { room, vctype: 'audio' })).toEqual(refusal);
    const image = await postMultipart(
      fixture.server,
      '/uploadchatimage',
      [
        { name: 'room', value: room },
        { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
      ],
      a,
    );
    expect(image.statusCode).toBe(403);
    expect(image.json()).toMatchObject(refusal);
    const stored = await db().select().from(chatMessages).where(eq(chatMessages.roomId, room));
    expect(stored.map((m) => m.chattext)).toEqual(['before the mute']);

    // The other member is not muted.
    const sb = await fixture.socketOf(b, room);
    expect(await emitAck(sb, 'sendchat', { room, text: 'I still can' })).toMatchObject({ success: true });

    expect(await notificationsOf(a.id)).toEqual([
      {
        title: NOTICE.mute.title,
        notification: "You can't send messages until 3 March 2031. Reason: Insults in chat",
      },
    ]);

    expect(await admin('lift', a.email, '--reason', 'Apologised')).toEqual({
      lines: [`Lifted muted until 3 March 2031 for ${a.displayName} <${a.email}>. They have been told.`],
      status: 0,
    });
    expect(await emitAck(sa, 'sendchat', { room, text: 'after the lift' })).toMatchObject({ success: true });
    expect((await notificationsOf(a.id)).at(-1)).toEqual({
      title: NOTICE.lift.title,
      notification: NOTICE.lift.text('Apologised'),
    });
    expect((await actionsOf(a.id)).map((r) => [r.action, r.until, r.reason, r.moderator])).toEqual([
      // --by is a label beside the operator the process vouches for, never the name alone.
      ['mute', new Date('2031-03-03T00:00:00Z'), 'Insults in chat', 'ana (says mo)'],
      ['lift', null, 'Apologised', 'ana'],
    ]);
  });

  it('is indefinite without a date, and --days counts from now', async () => {
    const { a, room } = await make.room(fixture.server);
    const sa = await fixture.socketOf(a, room);
    expect((await admin('mute', a.id, '--reason', 'Spam links')).lines).toEqual([
      `Muted ${a.displayName} <${a.email}> until a moderator lifts it. They have been told.`,
    ]);
    expect((await standingOf(a.id))?.mutedUntil).toEqual(new Date('9999-12-31T00:00:00Z'));
    expect(await emitAck(sa, 'sendchat', { room, text: 'x' })).toEqual({
      success: false,
      error: "You can't send messages because you have been muted.",
    });
    expect((await notificationsOf(a.id))[0]?.notification).toBe(
      "You can't send messages until a moderator lifts the mute. Reason: Spam links",
    );
    // Someone else's room stays someone else's: a stranger learns nothing about it, muted or not.
    const others = await make.room(fixture.server);
    expect(await emitAck(sa, 'sendchat', { room: others.room, text: 'x' })).toEqual({
      success: false,
      error: NOT_A_MEMBER,
    });

    const before = Date.now();
    expect((await admin('mute', a.email, '--days', '3', '--reason', 'Shorter after review')).status).toBe(0);
    const until = (await standingOf(a.id))?.mutedUntil?.getTime() ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(await emitAck(sa, 'sendchat', { room, text: 'x' })).toEqual({
      success: false,
      error: MUTED_TEXT.until(new Date(until)),
    });

    // A mute whose date has passed refuses nothing.
    await db()
      .update(users)
      .set({ mutedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, a.id));
    expect(await emitAck(sa, 'sendchat', { room, text: 'free again' })).toMatchObject({ success: true });
  });
});

describe('suspend', () => {
  it('disconnects at once, refuses sign-in with the date, leaves every deck, and ends on its date', async () => {
    const { viewer, target } = await deckScene();
    const signIn = await withPassword(target);
    expect(await deckIds(viewer)).toContain(target.id);
    const other = await make.person(fixture.server);
    const room = await make.match(fixture.server, target, other);
    const socket = await fixture.socketOf(target, room);
    const gone = disconnected(socket);

    const answer = await admin('suspend', target.email, '--until', future, '--reason', 'Fake profile');
    expect(answer).toEqual({
      lines: [`Suspended ${target.displayName} <${target.email}> until 3 March 2031; 1 session ended.`],
      status: 0,
    });
    await gone;
    expect((await apiGet(fixture.server, 'menudata', { cookie: target.cookie })).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Your account is suspended until 3 March 2031.',
    });
    expect(await deckIds(viewer)).not.toContain(target.id);
    // Told at sign-in while it lasts; the notification comes when it ends.
    expect(await notificationsOf(target.id)).toEqual([]);

    // The date comes: the job queued for it (moved to now here) makes the account active and tells the person.
    const past = new Date(Date.now() - 1000);
    await db().update(users).set({ suspendedUntil: past }).where(eq(users.id, target.id));
    await db()
      .update(jobs)
      .set({ runAfter: past, payload: { until: past.toISOString(), reason: 'Fake profile' } })
      .where(and(eq(jobs.userId, target.id), eq(jobs.kind, SUSPENSION_END_JOB)));
    await expect
      .poll(() => notificationsOf(target.id), { timeout: 10_000 })
      .toEqual([
        {
          title: NOTICE.suspensionEnded.title,
          notification: NOTICE.suspensionEnded.text(past, 'Fake profile'),
        },
      ]);
    expect(await standingOf(target.id)).toEqual({ status: 'active', suspendedUntil: null, mutedUntil: null });
    expect((await signIn()).statusCode).toBe(200);
    expect(await deckIds(viewer)).toContain(target.id);
  });

  it('lets a person whose suspension is past sign in even before the job has run', async () => {
    const person = await make.person(fixture.server);
    const signIn = await withPassword(person);
    expect((await admin('suspend', person.email, '--days', '2', '--reason', 'Cooling off')).status).toBe(0);
    expect((await signIn()).statusCode).toBe(403);
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, person.id));
    expect((await signIn()).statusCode).toBe(200);
  });

  it('a lift before the date ends it at once, and the job then tells nobody', async () => {
    const person = await make.person(fixture.server);
    const signIn = await withPassword(person);
    expect((await admin('suspend', person.id, '--until', tomorrow(), '--reason', 'Spam')).status).toBe(0);
    expect((await admin('lift', person.id, '--reason', 'Mistaken identity')).status).toBe(0);
    expect((await signIn()).statusCode).toBe(200);
    await db()
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.userId, person.id), eq(jobs.kind, SUSPENSION_END_JOB)));
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ status: jobs.status })
              .from(jobs)
              .where(and(eq(jobs.userId, person.id), eq(jobs.kind, SUSPENSION_END_JOB)))
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('done');
    expect((await notificationsOf(person.id)).map((n) => n.title)).toEqual([NOTICE.lift.title]);
  });
});

describe('ban', () => {
  it('disconnects, refuses sign-in for good, leaves every deck; only a lift undoes it', async () => {
    const { viewer, target } = await deckScene();
    const signIn = await withPassword(target);
    const socket = await fixture.socketOf(target);
    const gone = disconnected(socket);
    expect(await deckIds(viewer)).toContain(target.id);

    expect(await admin('ban', target.email, '--reason', 'Scam attempts')).toEqual({
      lines: [`Banned ${target.displayName} <${target.email}>; 1 session ended.`],
      status: 0,
    });
    await gone;
    expect((await apiGet(fixture.server, 'menudata', { cookie: target.cookie })).statusCode).toBe(401);
    expect((await signIn()).json()).toMatchObject({ success: false, error: 'Your account has been banned.' });
    expect(await deckIds(viewer)).not.toContain(target.id);
    expect(await admin('ban', target.email, '--reason', 'again')).toEqual({
      lines: [MODERATION_TEXT.alreadyBanned(`${target.displayName} <${target.email}>`)],
      status: 1,
    });
    expect(await admin('suspend', target.email, '--days', '3', '--reason', 'x')).toEqual({
      lines: [MODERATION_TEXT.banned(`${target.displayName} <${target.email}>`)],
      status: 1,
    });
    expect(await standingOf(target.id)).toEqual({ status: 'banned', suspendedUntil: null, mutedUntil: null });

    expect((await admin('lift', target.email, '--reason', 'Appeal upheld')).lines).toEqual([
      `Lifted banned for ${target.displayName} <${target.email}>. They have been told.`,
    ]);
    expect((await signIn()).statusCode).toBe(200);
    expect(await deckIds(viewer)).toContain(target.id);
  });
});

describe('warn and history', () => {
  it('warns by a notification, and history shows the standing, the reports and every action in order', async () => {
    const person = await make.person(fixture.server);
    expect(await admin('warn', person.email, '--reason', 'Rude opening lines.')).toEqual({
      lines: [`Warned ${person.displayName} <${person.email}>.`],
      status: 0,
    });
    expect(await notificationsOf(person.id)).toEqual([
      { title: NOTICE.warn.title, notification: NOTICE.warn.text('Rude opening lines.') },
    ]);
    expect(
      (await admin('mute', person.email, '--until', future, '--reason', 'Kept on', '--by', 'lee')).status,
    ).toBe(0);
    const history = await admin('history', person.email.toUpperCase());
    expect(history.status).toBe(0);
    expect(history.lines[0]).toBe(
      `${person.displayName} <${person.email}> · id ${person.id} · muted until 3 March 2031`,
    );
    expect(history.lines[1]).toBe('Reports about them: 0 open, 0 in all.');
    expect(history.lines.slice(2)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}warn by ana: Rude opening lines\.$/),
      expect.stringMatching(/ {2}mute until 3 March 2031 by ana \(says lee\): Kept on$/),
    ]);
    const fresh = await make.person(fixture.server);
    expect((await admin('history', fresh.id)).lines.at(-1)).toBe('No moderation actions.');
  });
});

describe('reports', () => {
  it('groups open reports by the reported person, counts each reporter once, and shows the conversation', async () => {
    const reported = await make.person(fixture.server, { displayName: 'Rook' });
    const first = await make.person(fixture.server, { displayName: 'Ana' });
    const second = await make.person(fixture.server, { displayName: 'Bea' });
    const firstRoom = await make.match(fixture.server, first, reported);
    const secondRoom = await make.match(fixture.server, second, reported);
    const sr = await fixture.socketOf(reported, firstRoom);
    const s1 = await fixture.socketOf(first, firstRoom);
    for (let i = 1; i <= 12; i++) {
      const from = i % 2 === 0 ? s1 : sr;
      expect(await emitAck(from, 'sendchat', { room: firstRoom, text: `message ${i}` })).toMatchObject({
        success: true,
      });
    }
    // A message whose sender later deleted their account keeps no sender.
    await db()
      .insert(chatMessages)
      .values({ roomId: firstRoom, fromId: null, type: 'text', chattext: 'gone' });
    const longText = `${'long '.repeat(38)}end`;
    expect(await emitAck(sr, 'sendchat', { room: firstRoom, text: longText })).toMatchObject({
      success: true,
    });

    const reason = { reason: 'Harrassment', details: 'Kept messaging after I said no.' } as const;
    expect(await emitAck(s1, 'report', { room: firstRoom, ...reason })).toMatchObject({ reported: true });
    const s2 = await fixture.socketOf(second, secondRoom);
    expect(
      await emitAck(s2, 'report', { room: secondRoom, reason: 'Fraudulent Behaviour', details: 'Links' }),
    ).toMatchObject({
      reported: true,
    });
    // The same reporter again adds no second report, so the count stays two people.
    const safety = createSafetyRepo(db());
    const again = await safety.transaction((tx) =>
      safety.fileReport(tx, { reporterId: first.id, reportedId: reported.id, roomId: firstRoom, ...reason }),
    );
    expect(again).toBe(false);

    const list = await admin('reports');
    expect(list.status).toBe(0);
    const from = list.lines.findIndex((line) => line.startsWith(`Rook <${reported.email}>`));
    expect(from).toBeGreaterThan(0);
    expect(list.lines[from]).toBe(`Rook <${reported.email}> · id ${reported.id} · active`);
    expect(list.lines[from + 1]).toBe('  Reported by 2 people.');
    const group = list.lines.slice(
      from,
      list.lines.indexOf('', from) === -1 ? undefined : list.lines.indexOf('', from),
    );
    const firstReport = group.findIndex((line) => line.includes(`from Ana <${first.email}>`));
    expect(group[firstReport + 1]).toBe('    Reason: Harrassment');
    expect(group[firstReport + 2]).toBe('    Details: Kept messaging after I said no.');
    expect(group[firstReport + 3]).toBe('    Last 10 messages:');
    const context = group.slice(firstReport + 4, firstReport + 14);
    expect(context.map((line) => line.replace(/^ {6}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}/, ''))).toEqual([
      'reported      message 5',
      'reporter      message 6',
      'reported      message 7',
      'reporter      message 8',
      'reported      message 9',
      'reporter      message 10',
      'reported      message 11',
      'reporter      message 12',
      'deleted user  gone',
      `reported      ${longText.slice(0, 119)}…`,
    ]);
    expect(group.some((line) => line.includes(`from Bea <${second.email}>`))).toBe(true);
    expect(group.some((line) => line.includes('No messages in this conversation.'))).toBe(true);

    // One report in full: 30 messages of context (here all 14).
    const [row] = await db()
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporterId, first.id), eq(reports.reportedId, reported.id)));
    const full = await admin('report', row?.id as string);
    expect(full.lines[0]).toBe(`About Rook <${reported.email}> · id ${reported.id}`);
    expect(full.lines).toContain('  Last 14 messages:');
    expect(full.lines.filter((line) => line.includes(' UTC  '))).toHaveLength(14);

    // Resolving: one with an action, one without; both leave the open list, --all still shows them.
    const [other] = await db()
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporterId, second.id), eq(reports.reportedId, reported.id)));
    const mutedWithReport = await admin(
      'mute',
      reported.email,
      '--days',
      '7',
      '--reason',
      'Harassment confirmed',
      '--report',
      row?.id as string,
    );
    const mutedUntil = (await standingOf(reported.id))?.mutedUntil as Date;
    expect(mutedWithReport).toEqual({
      lines: [
        `Muted Rook <${reported.email}> until ${dayOf(mutedUntil)}. They have been told. Report ${row?.id} is resolved.`,
      ],
      status: 0,
    });
    expect(await admin('resolve', other?.id as string, '--reason', 'Not spam: a shared playlist')).toEqual({
      lines: [`Report ${other?.id} is resolved without an action.`],
      status: 0,
    });
    expect(await admin('resolve', other?.id as string, '--reason', 'again')).toEqual({
      lines: [MODERATION_TEXT.reportResolved(other?.id as string)],
      status: 1,
    });
    expect((await admin('reports')).lines.some((line) => line.includes(reported.id))).toBe(false);
    const all = await admin('reports', '--all');
    for (const id of [row?.id, other?.id]) {
      expect(all.lines.find((line) => line.startsWith(`  Report ${id} `))).toMatch(
        / · resolved \d{4}-\d\d-\d\d /,
      );
    }
    expect((await actionsOf(reported.id)).map((r) => [r.action, r.reportId, r.moderator])).toEqual([
      ['mute', row?.id, 'ana'],
      ['resolve', other?.id, 'ana'],
    ]);
    const history = await admin('history', reported.email);
    expect(history.lines[1]).toBe('Reports about them: 0 open, 2 in all.');
  });
});

describe('the admin socket', () => {
  it('runs the CLI inside the listening server, which owns the database', async () => {
    const server = fixture.server;
    const person = await make.person(server, { displayName: 'Socket' });
    const reporter = await make.person(server);
    await db()
      .insert(reports)
      .values({ reporterId: reporter.id, reportedId: person.id, reason: 'Spam', details: 'Via the socket' });
    // Without a database address: were the socket not answering, the CLI could only open an empty PGlite in
    // DATA_DIR, never this server's database, so the rows below prove the command ran inside the server.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const childEnv = { ...inherited, DATA_DIR: server.config.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const cli = (...argv: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'packages/server/src/admin/main.ts', ...argv],
        {
          cwd: REPO_ROOT,
          env: childEnv,
          timeout: 60_000,
        },
      );
    expect(adminSocketPath(server.config.dataDir)).toContain(server.config.dataDir);
    const listed = await cli('reports');
    expect(listed.stdout).toContain(`Socket <${person.email}> · id ${person.id} · active`);
    expect(listed.stdout).toContain('Details: Via the socket');

    const muted = await cli(
      'mute',
      person.email,
      '--days',
      '2',
      '--reason',
      'Spam links',
      '--by',
      'cli-moderator',
    );
    expect(muted.stdout).toContain(`Muted Socket <${person.email}> until `);
    expect((await actionsOf(person.id)).map((r) => [r.action, r.moderator])).toEqual([
      // Recorded as the server's own OS user (only it can open the socket), the typed name beside it.
      ['mute', `${osUser()} (says cli-moderator)`],
    ]);
  }, 90_000);
});
