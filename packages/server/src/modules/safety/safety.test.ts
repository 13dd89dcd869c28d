// Unmatch, report and block over real sockets
// (RULES.md "Entities", "Calls the app makes", "Safety and moderation", "Realtime"): each ends the match, hides the
// pair, cancels upcoming dates and closes the room for both, in one transaction; for a member, a stranger and a
// former match; forged ids; the report's RULES.md "Validation" messages; one report per pair; one end of two.
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOU } from '../../platform/realtime/require-self.ts';
import { endMatch, make, type Pair } from '../../testing/factories.ts';
import { emitAck, type TestSocket, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { matches } from '../chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../chat/room.service.ts';
import { chatDates } from '../dates/dates.schema.ts';
import { reports } from '../moderation/moderation.schema.ts';
import { createSafetyRepo } from './safety.repo.ts';
import { hiddenPairs } from './safety.schema.ts';
import { SAFETY_TEXT } from './safety.service.ts';

const realtime = useSocketServer();
const { socketOf } = realtime;
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

async function room(): Promise<Pair & { sa: TestSocket; sb: TestSocket }> {
  const pair = await make.room(server);
  return { ...pair, sa: await socketOf(pair.a, pair.room), sb: await socketOf(pair.b, pair.room) };
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString();
const REPORT = { reason: 'Harrassment', details: 'Kept messaging after I said no.' } as const;

async function matchOf(id: string) {
  const [row] = await server.database.db.select().from(matches).where(eq(matches.id, id));
  return row;
}
/** Rows naming the pair in either order (only the canonical one may exist). */
async function hiddenOf(a: string, b: string) {
  return server.database.db
    .select()
    .from(hiddenPairs)
    .where(
      or(
        and(eq(hiddenPairs.userA, a), eq(hiddenPairs.userB, b)),
        and(eq(hiddenPairs.userA, b), eq(hiddenPairs.userB, a)),
      ),
    );
}
async function reportsBy(userId: string) {
  return server.database.db.select().from(reports).where(eq(reports.reporterId, userId));
}

describe.each([
  ['unmatch', {}],
  ['report', REPORT],
  ['block', {}],
] as const)('%s', (event, extra) => {
  it('ends the match, hides the pair, cancels upcoming dates and closes the room for both', async () => {
    const { a, b, room: id, sa, sb } = await room();
    const date = await emitAck(sb, 'setdate', { room: id, datedb: inDays(2), location: 'Beach' });
    expect(date.success).toBe(true);
    const toA = waitFor(sa, 'unmatched');
    const toB = waitFor(sb, 'unmatched');
    const ids = event === 'block' ? {} : { unmatcher: b.id, unmatchee: a.id, full_match: 0 };
    const answer = await emitAck(sb, event, { room: id, ...ids, ...extra });
    expect(answer).toEqual(
      event === 'report' ? { success: true, room: id, reported: true } : { success: true, room: id },
    );
    expect((await toA)[0]).toEqual({ success: true, room: id });
    expect((await toB)[0]).toEqual({ success: true, room: id });

    const match = await matchOf(id);
    expect(match?.endedAt).toBeInstanceOf(Date);
    expect(match?.endedReason).toBe(event);
    const [userA, userB] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    expect(await hiddenOf(a.id, b.id)).toEqual([
      expect.objectContaining({ userA, userB, hiddenBy: b.id, reason: event }),
    ]);
    const filed = await reportsBy(b.id);
    expect(filed).toEqual(
      event === 'report'
        ? [expect.objectContaining({ reportedId: a.id, roomId: id, ...REPORT, status: 'open' })]
        : [],
    );
    const dates = await server.database.db.select().from(chatDates).where(eq(chatDates.roomId, id));
    expect(dates.map((d) => d.status)).toEqual(['cancelled']);

    // Out of the room on the server's side: nothing more reaches either socket, and neither can act in it.
    let leaked = false;
    for (const socket of [sa, sb]) socket.on('newchat', () => (leaked = true));
    server.app.services.realtime.toRoom(id, 'newchat', {
      chat: { id: 0, type: 'text', chattext: 'x', from_id: a.id, room_id: id, reference: null, created: '' },
    });
    for (const [socket, me] of [
      [sa, a.id],
      [sb, b.id],
    ] as const) {
      expect(await emitAck(socket, 'sendchat', { room: id, text: 'still there?' })).toEqual({
        success: false,
        error: NOT_A_MEMBER,
      });
      expect(await emitAck(socket, 'joinroom', { room: id, user: me })).toEqual({
        success: false,
        error: NOT_A_MEMBER,
      });
      expect(await emitAck(socket, event, { room: id, ...extra })).toEqual({
        success: false,
        error: NOT_A_MEMBER,
      });
    }
    expect(leaked).toBe(false);
  });

  it('a stranger and a former match get joinfailed and change nothing', async () => {
    const { room: id } = await room();
    const stranger = await socketOf(await make.person(server));
    const failed = waitFor(stranger, 'joinfailed');
    expect(await emitAck(stranger, event, { room: id, ...extra })).toEqual({
      success: false,
      error: NOT_A_MEMBER,
    });
    expect((await failed)[0]).toEqual({ room: id, error: NOT_A_MEMBER });
    expect((await matchOf(id))?.endedAt).toBeNull();

    const former = await room();
    await endMatch(server, former.room);
    expect(await emitAck(former.sa, event, { room: former.room, ...extra })).toEqual({
      success: false,
      error: NOT_A_MEMBER,
    });
    expect(await hiddenOf(former.a.id, former.b.id)).toEqual([]);
    expect(await reportsBy(former.a.id)).toEqual([]);
  });
});

describe('forged ids and the report form', () => {
  it('refuses an unmatcher who is not the session user and an unmatchee who is not the other member', async () => {
    const { a, b, room: id, sa } = await room();
    const stranger = await make.person(server);
    for (const event of ['unmatch', 'report'] as const) {
      const extra = event === 'report' ? REPORT : {};
      expect(await emitAck(sa, event, { room: id, unmatcher: b.id, unmatchee: a.id, ...extra })).toEqual({
        success: false,
        error: NOT_YOU,
      });
      for (const unmatchee of [a.id, stranger.id]) {
        expect(await emitAck(sa, event, { room: id, unmatcher: a.id, unmatchee, ...extra })).toEqual({
          success: false,
          error: SAFETY_TEXT.notTheOther,
        });
      }
    }
    expect((await matchOf(id))?.endedAt).toBeNull();
    expect(await hiddenOf(a.id, b.id)).toEqual([]);
  });

  it('says the RULES.md "Validation" messages for a missing reason and missing or long details', async () => {
    const { a, room: id, sa } = await room();
    const cases: [Record<string, unknown>, string][] = [
      [{ details: 'x' }, CHAT_MESSAGES.reasonRequired],
      [{ reason: 'Harassment', details: 'x' }, CHAT_MESSAGES.reasonRequired],
      [{ reason: 'Other' }, CHAT_MESSAGES.detailsRequired],
      [{ reason: 'Other', details: '   ' }, CHAT_MESSAGES.detailsRequired],
      [{ reason: 'Other', details: 'x'.repeat(2001) }, CHAT_MESSAGES.detailsRequired],
    ];
    for (const [payload, error] of cases) {
      expect(await emitAck(sa, 'report', { room: id, ...payload })).toEqual({ success: false, error });
    }
    expect(await reportsBy(a.id)).toEqual([]);
    expect(
      await emitAck(sa, 'report', { room: id, reason: 'Fraudulent Behaviour', details: 'x'.repeat(2000) }),
    ).toMatchObject({ success: true });
  });
});

describe('once', () => {
  it('two members ending the match at the same moment: one end, one hidden pair', async () => {
    const { a, b, room: id, sa, sb } = await room();
    const answers = await Promise.all([
      emitAck(sa, 'report', { room: id, ...REPORT }),
      emitAck(sb, 'unmatch', { room: id }),
    ]);
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success)).toEqual([{ success: false, error: NOT_A_MEMBER }]);
    expect(await hiddenOf(a.id, b.id)).toHaveLength(1);
    expect((await reportsBy(a.id)).length).toBe(answers[0]?.success ? 1 : 0);
  });

  it('a second report of the same person adds no row', async () => {
    const { a, b, room: id, sa } = await room();
    expect(await emitAck(sa, 'report', { room: id, ...REPORT })).toMatchObject({
      success: true,
      reported: true,
    });
    const repo = createSafetyRepo(server.database.db);
    const again = await repo.transaction((tx) =>
      repo.fileReport(tx, {
        reporterId: a.id,
        reportedId: b.id,
        roomId: id,
        reason: 'Other',
        details: 'again',
      }),
    );
    expect(again).toBe(false);
    expect(await reportsBy(a.id)).toEqual([expect.objectContaining({ ...REPORT })]);
  });
});
