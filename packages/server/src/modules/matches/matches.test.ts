// The matches list (RULES.md "Reads and writes" `matches`): open matches only, the real name only for full matches,
// chat fields empty until chat exists, and the unread notifications count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { presence } from '../alerts/alerts.schema.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { chatMessages, matches } from '../chat/chat.schema.ts';
import { chatDates } from '../dates/dates.schema.ts';
import { pairOf } from '../deck/decisions.repo.ts';
import { statementCounter } from '../deck/testing/statements.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { userSettings } from '../settings/settings.schema.ts';
import { createMatchesRepo } from './matches.repo.ts';
import { createMatchesService } from './matches.service.ts';

let server: TestServer;
beforeAll(async () => {
  // No job worker: its poll would be counted among the statements a load sends (it failed once under load).
  server = await startTestServer({ JOBS_WORKER: '0' });
});
afterAll(() => server.close());

describe('matches', () => {
  it('lists open matches with the real name only for full ones', async () => {
    const me = await make.person(server, { displayName: 'Rocky' });
    const basic = await make.person(server, { displayName: 'Pip', realName: 'Philippa Stone' });
    const full = await make.person(server, { displayName: 'Waddles', realName: 'Walter Dune' });
    const ended = await make.person(server, { displayName: 'Gone' });
    const ids: Record<string, string> = {};
    for (const [other, fullMatch] of [
      [basic, false],
      [full, true],
      [ended, false],
    ] as const) {
      ids[other.displayName] = await make.match(server, me, other, fullMatch);
    }
    await server.database.db
      .update(matches)
      .set({ endedAt: new Date(), endedReason: 'unmatch' })
      .where(eq(matches.id, ids.Gone ?? ''));

    const answer = (await apiGet(server, 'matches', { cookie: me.cookie })).json();
    expect(answer.notifications).toBe(0);
    const chatless = {
      chatsread: 1,
      dates: 0,
      lastchat: null,
      lastchattext: null,
      lastchattype: null,
      unread: 0,
      online: 0,
      matched_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    };
    expect(answer.matches).toHaveLength(2);
    expect(answer.matches).toContainEqual({
      match_id: ids.Pip,
      user_id: basic.id,
      imageid: basic.imageId,
      full_match: 0,
      display_name: 'Pip',
      ...chatless,
    });
    expect(answer.matches).toContainEqual({
      match_id: ids.Waddles,
      user_id: full.id,
      imageid: full.imageId,
      full_match: 1,
      real_name: 'Walter Dune',
      display_name: 'Waddles',
      ...chatless,
    });
    // The other side sees the same match from their end.
    const theirs = (await apiGet(server, 'matches', { cookie: basic.cookie })).json();
    expect(theirs.matches).toEqual([
      expect.objectContaining({ match_id: ids.Pip, user_id: me.id, display_name: 'Rocky' }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain('Real Rocky');
  });

  it('is one statement: matches, the last message, upcoming dates and the unread count together', async () => {
    const me = await make.person(server, { displayName: 'Rocky' });
    const other = await make.person(server, { displayName: 'Pip' });
    const db = server.database.db;
    const room = await make.match(server, me, other);
    const [message] = await db
      .insert(chatMessages)
      .values({ roomId: room, fromId: other.id, type: 'text', chattext: 'Hello there' })
      .returning({ id: chatMessages.id });
    const soon = new Date(Date.now() + 86_400_000);
    await db.insert(chatDates).values([
      { roomId: room, requestor: other.id, requestee: me.id, location: 'Cafe', dateAt: soon },
      {
        roomId: room,
        requestor: other.id,
        requestee: me.id,
        location: 'Pier',
        dateAt: soon,
        status: 'declined',
      },
    ]);
    await db.insert(notifications).values([
      { userId: me.id, title: 'Hi', notification: 'unread' },
      { userId: me.id, title: 'Hi', notification: 'read', readAt: new Date() },
      { userId: other.id, title: 'Hi', notification: 'not mine' },
    ]);
    const service = createMatchesService(createMatchesRepo(db));
    const { result, statements } = await statementCounter(db).during(() => service.list(me.id));
    expect(statements).toBe(1);
    expect(result).toEqual({
      notifications: 1,
      matches: [
        {
          match_id: room,
          user_id: other.id,
          imageid: other.imageId,
          full_match: 0,
          display_name: 'Pip',
          chatsread: 0,
          dates: 1,
          lastchat: message?.id,
          lastchattext: 'Hello there',
          lastchattype: 'text',
          unread: 1,
          online: 0,
          // The times of the match and of the last message, and whose turn it is.
          matched_at: expect.stringMatching(/Z$/),
          lastchatat: expect.stringMatching(/Z$/),
          lastchatmine: 0,
        },
      ],
    });
    const mine = await service.list(other.id);
    expect(mine.matches[0]).toMatchObject({ lastchatmine: 1 });
    expect(Math.abs(Date.parse(mine.matches[0]?.lastchatat ?? '') - Date.now())).toBeLessThan(60_000);
    // Online while the other person's presence runs and they show their activity, in the same statement.
    await db.insert(presence).values({ userId: other.id, onlineUntil: new Date(Date.now() + 60_000) });
    const online = await statementCounter(db).during(() => service.list(me.id));
    expect(online.statements).toBe(1);
    expect(online.result.matches[0]?.online).toBe(1);
    await db.insert(userSettings).values({ userId: other.id, showOnline: false });
    expect((await service.list(me.id)).matches[0]?.online).toBe(0);
    await db.update(userSettings).set({ showOnline: true }).where(eq(userSettings.userId, other.id));
    await db
      .update(presence)
      .set({ onlineUntil: new Date(Date.now() - 1000) })
      .where(eq(presence.userId, other.id));
    expect((await service.list(me.id)).matches[0]?.online).toBe(0);
    // Without any match the count still comes, in the same one statement.
    const alone = await make.person(server, { displayName: 'Solo' });
    expect(await statementCounter(db).during(() => service.list(alone.id))).toEqual({
      result: { matches: [], notifications: 0 },
      statements: 1,
    });
  });

  it('puts the latest conversation first: a newer message lifts an older match above a newer one', async () => {
    const me = await make.person(server, { displayName: 'Rocky' });
    const older = await make.person(server, { displayName: 'Pip' });
    const newer = await make.person(server, { displayName: 'Waddles' });
    const db = server.database.db;
    const rooms: string[] = [];
    for (const [other, at] of [
      [older, new Date(Date.now() - 60_000)],
      [newer, new Date(Date.now() - 30_000)],
    ] as const) {
      const [userA, userB] = pairOf(me.id, other.id);
      const [row] = await db
        .insert(matches)
        .values({ userA, userB, createdAt: at })
        .returning({ id: matches.id });
      rooms.push(row?.id ?? '');
    }
    const order = async () =>
      (
        (await apiGet(server, 'matches', { cookie: me.cookie })).json() as { matches: { match_id: string }[] }
      ).matches.map((row) => row.match_id);
    // No messages yet: the newest match first.
    expect(await order()).toEqual([rooms[1], rooms[0]]);
    await db
      .insert(chatMessages)
      .values({ roomId: rooms[0] ?? '', fromId: older.id, type: 'text', chattext: 'Still there?' });
    expect(await order()).toEqual([rooms[0], rooms[1]]);
    // An older message does not: the newer match's own message lifts it back.
    await db
      .insert(chatMessages)
      .values({ roomId: rooms[1] ?? '', fromId: newer.id, type: 'text', chattext: 'Me too' });
    expect(await order()).toEqual([rooms[1], rooms[0]]);
  });
});
