// Dates over real sockets (RULES.md "Entities", "Validation", "Calls the app makes", "Realtime"): setdate,
// acceptdate, canceldate and getdates for a member, a stranger and a former match; forged ids; the
// RULES.md "Validation" messages; the open-request limit; one answer of two.
import type { ChatDate, ChatMessage } from '@rookery/shared/events.ts';
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOU } from '../../platform/realtime/require-self.ts';
import { endMatch, make, type Pair } from '../../testing/factories.ts';
import { emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { chatDates } from './dates.schema.ts';
import { DATE_TEXT, MAX_OPEN_DATE_REQUESTS } from './dates.service.ts';

// The per-pair hourly limit (security/pair-limits.test.ts) is off here: these tests ask many times per room.
const realtime = useSocketServer({ LIMIT_DATE_REQUESTS_PER_PAIR_HOUR: '0' });
const { socketOf } = realtime;
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A pair in a room with both sockets joined. */
async function room(): Promise<Pair & { sa: TestSocket; sb: TestSocket }> {
  const pair = await make.room(server);
  return { ...pair, sa: await socketOf(pair.a, pair.room), sb: await socketOf(pair.b, pair.room) };
}

async function ask(socket: TestSocket, roomId: string, days = 3, location = 'Penguin Cafe') {
  const answer = await emitAck(socket, 'setdate', { room: roomId, datedb: inDays(days), location });
  if (!answer.success) throw new Error(answer.error);
  return answer as unknown as { success: true; date: ChatDate; chat: ChatMessage };
}

async function datesOf(roomId: string) {
  return server.database.db.select().from(chatDates).where(eq(chatDates.roomId, roomId));
}

async function notesOf(userId: string) {
  return server.database.db
    .select({ title: notifications.title, text: notifications.notification, dateAt: notifications.dateAt })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe('setdate', () => {
  it('stores the date and its chat message, sends both to the room and notifies the requestee', async () => {
    const { a, b, room: id, sa, sb } = await room();
    const when = inDays(2);
    const newchat = waitFor(sb, 'newchat');
    const dates = waitFor(sa, 'dates');
    const answer = await emitAck(sa, 'setdate', {
      room: id,
      requestor: a.id,
      requestee: b.id,
      datedb: when,
      datetext: 'whatever the client shows',
      location: '  Penguin Cafe ',
    });
    const date = { id: expect.any(String), location: 'Penguin Cafe', date_at: when, status: 'requested' };
    expect(answer).toMatchObject({ success: true, date: { ...date, requestor: a.id, requestee: b.id } });
    const [{ chat }] = await newchat;
    expect(chat).toMatchObject({
      type: 'date',
      from_id: a.id,
      room_id: id,
      reference: (answer as unknown as { date: ChatDate }).date.id,
      chattext: `Penguin Cafe, ${when}`,
      status: 'pending',
    });
    expect((await dates)[0]).toEqual({ room: id, dates: [expect.objectContaining(date)] });
    expect(await notesOf(b.id)).toEqual([
      {
        title: 'Date request',
        // The time is stored apart, for each reader's own zone; the text names the place only.
        text: `${a.displayName} asked you on a date: Penguin Cafe`,
        dateAt: new Date(when),
      },
    ]);
    expect(await notesOf(a.id)).toEqual([]);
  });

  it('says the RULES.md "Validation" messages for a missing, past or unreadable time and a missing or long location', async () => {
    const { room: id, sa } = await room();
    const cases: [Record<string, unknown>, string][] = [
      [{ location: 'Beach' }, CHAT_MESSAGES.dateRequired],
      [{ datedb: 'next tuesday', location: 'Beach' }, CHAT_MESSAGES.dateRequired],
      [{ datedb: new Date(Date.now() - 60_000).toISOString(), location: 'Beach' }, CHAT_MESSAGES.datePast],
      [{ datedb: inDays(1), location: '   ' }, CHAT_MESSAGES.locationRequired],
      [{ datedb: inDays(1), location: 'x'.repeat(101) }, CHAT_MESSAGES.locationTooLong],
    ];
    for (const [payload, error] of cases) {
      expect(await emitAck(sa, 'setdate', { room: id, ...payload })).toEqual({ success: false, error });
    }
    expect(await ask(sa, id, 1, 'x'.repeat(100))).toMatchObject({ success: true });
    expect(await datesOf(id)).toHaveLength(1);
  });

  it('refuses forged requestor and requestee ids and stores nothing', async () => {
    const { a, b, room: id, sa } = await room();
    const stranger = await make.person(server);
    const base = { room: id, datedb: inDays(1), location: 'Beach' };
    expect(await emitAck(sa, 'setdate', { ...base, requestor: b.id, requestee: a.id })).toEqual({
      success: false,
      error: NOT_YOU,
    });
    for (const requestee of [a.id, stranger.id]) {
      expect(await emitAck(sa, 'setdate', { ...base, requestor: a.id, requestee })).toEqual({
        success: false,
        error: DATE_TEXT.notTheOther,
      });
    }
    expect(await datesOf(id)).toEqual([]);
  });

  it(`allows at most ${MAX_OPEN_DATE_REQUESTS} unanswered requests per room`, async () => {
    const { b, room: id, sa, sb } = await room();
    for (let day = 1; day <= MAX_OPEN_DATE_REQUESTS; day += 1) await ask(day % 2 ? sa : sb, id, day);
    expect(await emitAck(sb, 'setdate', { room: id, datedb: inDays(20), location: 'Beach' })).toEqual({
      success: false,
      error: DATE_TEXT.tooMany,
    });
    // An answered request no longer counts.
    const waiting = (await datesOf(id)).find((d) => d.requestee === b.id);
    expect(await emitAck(sb, 'acceptdate', { room: id, dateref: waiting?.id, accepted: 0 })).toMatchObject({
      success: true,
    });
    expect(await ask(sb, id, 20)).toMatchObject({ success: true });
    expect(await datesOf(id)).toHaveLength(MAX_OPEN_DATE_REQUESTS + 1);
  });
});

describe('acceptdate', () => {
  it('only the requestee answers: accepting tells the room and the requestor', async () => {
    const { a, b, room: id, sa, sb } = await room();
    const { date, chat } = await ask(sa, id);
    expect(
      await emitAck(sa, 'acceptdate', { room: id, dateref: date.id, chatref: chat.id, accepted: 1 }),
    ).toEqual({ success: false, error: DATE_TEXT.onlyRequestee });
    expect(await emitAck(sb, 'acceptdate', { room: id, my_id: a.id, dateref: date.id, accepted: 1 })).toEqual(
      {
        success: false,
        error: NOT_YOU,
      },
    );

    const accepted = waitFor(sa, 'dateaccepted');
    const updated = waitFor(sa, 'chatupdated');
    const dates = waitFor(sa, 'dates');
    const answer = await emitAck(sb, 'acceptdate', {
      room: id,
      my_id: b.id,
      dateref: date.id,
      accepted: true,
    });
    expect(answer).toEqual({ success: true, date: { ...date, status: 'accepted' } });
    expect((await accepted)[0]).toEqual({ room: id, date: { ...date, status: 'accepted' } });
    expect((await updated)[0].chat).toMatchObject({ id: chat.id, status: 'accepted' });
    expect((await dates)[0].dates).toEqual([{ ...date, status: 'accepted' }]);
    expect(await notesOf(a.id)).toEqual([
      {
        title: 'Date accepted',
        text: `${b.displayName} accepted your date: ${date.location}`,
        dateAt: new Date(date.date_at),
      },
    ]);
    // Answered once: a second answer changes nothing.
    expect(await emitAck(sb, 'acceptdate', { room: id, dateref: date.id, accepted: 0 })).toEqual({
      success: false,
      error: DATE_TEXT.answered,
    });
  });

  it('declining drops the date from the list without a dateaccepted', async () => {
    const { a, room: id, sa, sb } = await room();
    const { date } = await ask(sa, id);
    const dates = waitFor(sa, 'dates');
    let acceptedSeen = false;
    sa.on('dateaccepted', () => {
      acceptedSeen = true;
    });
    expect(await emitAck(sb, 'acceptdate', { room: id, dateref: date.id, accepted: '0' })).toMatchObject({
      success: true,
      date: { status: 'declined' },
    });
    expect((await dates)[0].dates).toEqual([]);
    expect(acceptedSeen).toBe(false);
    expect((await notesOf(a.id)).map((n) => n.title)).toEqual(['Date declined']);
    expect(await emitAck(sb, 'acceptdate', { room: id, dateref: crypto.randomUUID(), accepted: 1 })).toEqual({
      success: false,
      error: DATE_TEXT.unknown,
    });
  });

  it('two answers at the same moment: exactly one is taken', async () => {
    const { room: id, sa, b } = await room();
    const { date } = await ask(sa, id);
    const second = await socketOf(b);
    const first = await socketOf(b);
    const answers = await Promise.all([
      emitAck(first, 'acceptdate', { room: id, dateref: date.id, accepted: 1 }),
      emitAck(second, 'acceptdate', { room: id, dateref: date.id, accepted: 0 }),
    ]);
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success)).toEqual([
      { success: false, error: DATE_TEXT.answered },
    ]);
    const rows = await datesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe(answers[0]?.success ? 'accepted' : 'declined');
  });
});

describe('canceldate and getdates', () => {
  it('lists upcoming requested or accepted dates soonest first; either member cancels', async () => {
    const { room: id, sa, sb } = await room();
    const later = await ask(sa, id, 9, 'Later');
    const soon = await ask(sb, id, 2, 'Soon');
    const declined = await ask(sa, id, 5, 'Declined');
    await emitAck(sb, 'acceptdate', { room: id, dateref: declined.date.id, accepted: 0 });
    await emitAck(sa, 'acceptdate', { room: id, dateref: soon.date.id, accepted: 1 });

    const listed = waitFor(sb, 'dates');
    const answer = await emitAck(sb, 'getdates', { room: id });
    expect(
      answer.success && (answer as unknown as { dates: ChatDate[] }).dates.map((d) => d.location),
    ).toEqual(['Soon', 'Later']);
    expect((await listed)[0].dates.map((d) => d.status)).toEqual(['accepted', 'requested']);

    expect(await emitAck(sb, 'canceldate', { room: id, dateid: declined.date.id })).toEqual({
      success: false,
      error: DATE_TEXT.notCancellable,
    });
    // The requestee cancels a request, the requestor an accepted date.
    expect(await emitAck(sb, 'canceldate', { room: id, dateid: later.date.id })).toMatchObject({
      success: true,
      date: { status: 'cancelled' },
    });
    const empty = waitFor(sb, 'dates', (payload) => payload.dates.length === 0);
    expect(await emitAck(sa, 'canceldate', { room: id, dateid: soon.date.id })).toMatchObject({
      success: true,
    });
    await empty;
    const message = await server.database.db
      .select({ status: chatMessages.status })
      .from(chatMessages)
      .where(eq(chatMessages.reference, later.date.id));
    expect(message).toEqual([{ status: 'expired' }]);
  });
});

describe('who may', () => {
  const events = (id: string, dateid: string) =>
    ({
      getdates: { room: id },
      setdate: { room: id, datedb: inDays(1), location: 'Beach' },
      canceldate: { room: id, dateid },
      acceptdate: { room: id, dateref: dateid, accepted: 1 },
    }) as const;

  it('a stranger gets joinfailed for every date event and changes nothing', async () => {
    const { room: id, sa } = await room();
    const { date } = await ask(sa, id);
    const stranger = await socketOf(await make.person(server));
    for (const [event, payload] of Object.entries(events(id, date.id))) {
      const failed = waitFor(stranger, 'joinfailed');
      expect(await emitAck(stranger, event as 'getdates', payload), event).toEqual({
        success: false,
        error: NOT_A_MEMBER,
      });
      expect((await failed)[0]).toEqual({ room: id, error: NOT_A_MEMBER });
    }
    expect((await datesOf(id)).map((d) => d.status)).toEqual(['requested']);
  });

  it('a former match can no longer ask, answer, cancel or list', async () => {
    const { room: id, sa, sb } = await room();
    const { date } = await ask(sa, id);
    await endMatch(server, id);
    for (const socket of [sa, sb]) {
      for (const [event, payload] of Object.entries(events(id, date.id))) {
        expect(await emitAck(socket, event as 'getdates', payload), event).toEqual({
          success: false,
          error: NOT_A_MEMBER,
        });
      }
    }
    expect((await datesOf(id)).map((d) => d.status)).toEqual(['requested']);
  });
});
