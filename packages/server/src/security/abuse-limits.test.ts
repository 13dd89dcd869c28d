// Per-person abuse limits (platform/http/abuse-limits.ts), each played by a real client over the web
// socket: messages a second, first messages a day, reports a day. Each allows its cap and refuses the next with
// the product's sentence, leaves other people alone, and stores nothing it refused. (Position changes are in
// location-attack.test.ts; the images' daily cap, counted in the database, in images-limits.test.ts and in
// abuse-limits.two-servers.test.ts.)
import { REPORT_REASONS } from '@rookery/shared/schemas/chat.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, matches } from '../modules/chat/chat.schema.ts';
import { reports } from '../modules/moderation/moderation.schema.ts';
import { ABUSE_DEFAULTS, ABUSE_TEXT, MESSAGE_WINDOW_SECONDS } from '../platform/http/abuse-limits.ts';
import { make } from '../testing/factories.ts';
import { emitAck } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

// The production defaults, spelled out: NODE_ENV=test switches the messages-a-second limit off by default.
const realtime = useSocketServer({ LIMIT_MESSAGES_PER_SECOND: String(ABUSE_DEFAULTS.messagesPerSecond) });
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const { socketOf } = realtime;

async function messagesIn(room: string, fromId: string) {
  return server.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, room), eq(chatMessages.fromId, fromId)));
}

describe('messages a second', () => {
  it(`allows ${ABUSE_DEFAULTS.messagesPerSecond} a second over ${MESSAGE_WINDOW_SECONDS} s in a burst, then asks to wait`, async () => {
    const cap = ABUSE_DEFAULTS.messagesPerSecond * MESSAGE_WINDOW_SECONDS;
    const { a, b, room } = await make.room(server);
    const [socketA, socketB] = [await socketOf(a), await socketOf(b)];
    const answers = await Promise.all(
      Array.from({ length: cap + 1 }, (_, i) => emitAck(socketA, 'sendchat', { room, text: `quick ${i}` })),
    );
    expect(answers.slice(0, cap).every((answer) => answer.success)).toBe(true);
    expect(answers[cap]).toEqual({
      success: false,
      error: ABUSE_TEXT.messagesPerSecond,
      retryAfter: expect.any(Number),
    });
    expect(await messagesIn(room, a.id)).toHaveLength(cap);
    // The other person is not held back by it.
    expect(await emitAck(socketB, 'sendchat', { room, text: 'my turn' })).toMatchObject({ success: true });
    // time passes: a few seconds later the window has passed.
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_WINDOW_SECONDS * 1000 + 100));
    expect(await emitAck(socketA, 'sendchat', { room, text: 'after a pause' })).toMatchObject({
      success: true,
    });
  }, 60_000);
});

describe('first messages a day', () => {
  it(`opens ${ABUSE_DEFAULTS.firstMessagesPerDay} conversations a day; the next waits, open ones go on`, async () => {
    const cap = ABUSE_DEFAULTS.firstMessagesPerDay;
    const opener = await make.person(server, { displayName: 'Opener' });
    const rooms: string[] = [];
    for (let i = 0; i <= cap; i++) {
      const other = await make.person(server);
      rooms.push(await make.match(server, opener, other));
    }
    const socket = await socketOf(opener);
    // At a person's pace (under the messages-a-second limit, which is on here too).
    for (const room of rooms.slice(0, cap)) {
      expect(await emitAck(socket, 'sendchat', { room, text: 'Hi there!' })).toMatchObject({ success: true });
      // time passes: messages paced under the limit, as a person writes
      await new Promise((resolve) => setTimeout(resolve, 1000 / ABUSE_DEFAULTS.messagesPerSecond + 20));
    }
    const last = rooms[cap] as string;
    expect(await emitAck(socket, 'sendchat', { room: last, text: 'Hi there!' })).toEqual({
      success: false,
      error: ABUSE_TEXT.firstMessages,
      retryAfter: expect.any(Number),
    });
    expect(await messagesIn(last, opener.id)).toHaveLength(0);
    // A conversation already opened is not a first message: it goes on.
    expect(
      await emitAck(socket, 'sendchat', { room: rooms[0] as string, text: 'How was your day?' }),
    ).toMatchObject({ success: true });
    // So is a room where they wrote before this server remembered anything (through another server, say).
    const older = await make.match(server, opener, await make.person(server));
    await server.database.db
      .insert(chatMessages)
      .values({ roomId: older, fromId: opener.id, type: 'text', chattext: 'Written yesterday' });
    expect(await emitAck(socket, 'sendchat', { room: older, text: 'Still there?' })).toMatchObject({
      success: true,
    });
  });
});

describe('reports a day', () => {
  it(`takes ${ABUSE_DEFAULTS.reportsPerDay} reports a day; the next is refused and its match stays as it was`, async () => {
    const cap = ABUSE_DEFAULTS.reportsPerDay;
    const reporter = await make.person(server, { displayName: 'Reporter' });
    const rooms: string[] = [];
    for (let i = 0; i <= cap; i++) rooms.push(await make.match(server, reporter, await make.person(server)));
    const socket = await socketOf(reporter);
    const report = { reason: REPORT_REASONS[0], details: 'Rude messages.' };
    for (const room of rooms.slice(0, cap)) {
      expect(await emitAck(socket, 'report', { room, ...report })).toMatchObject({
        success: true,
        reported: true,
      });
    }
    const last = rooms[cap] as string;
    expect(await emitAck(socket, 'report', { room: last, ...report })).toEqual({
      success: false,
      error: ABUSE_TEXT.reports,
      retryAfter: expect.any(Number),
    });
    const filed = await server.database.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
    expect(filed).toHaveLength(cap);
    const [match] = await server.database.db.select().from(matches).where(eq(matches.id, last));
    expect(match?.endedAt).toBeNull();
    // Blocking is still possible, as the sentence says.
    expect(await emitAck(socket, 'block', { room: last })).toMatchObject({ success: true });
  });

  it('refuses a stranger without counting: the sentence is the room one, not the limit', async () => {
    const { room } = await make.room(server);
    const stranger = await make.person(server);
    const socket = await socketOf(stranger);
    const answer = await emitAck(socket, 'report', { room, reason: REPORT_REASONS[0], details: 'x' });
    expect(answer).toEqual({ success: false, error: 'This conversation is not available.' });
  });
});
