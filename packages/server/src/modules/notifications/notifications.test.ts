// Notifications (RULES.md "Reads and writes"): a person lists, marks read and clears their own only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { matches } from '../chat/chat.schema.ts';
import { plainNote } from './mention.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { notifications } from './notifications.schema.ts';
import { createNotificationsService } from './notifications.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('notifications', () => {
  it('lists newest first, marks read and clears only the caller’s own', async () => {
    const me = await make.person(server);
    const other = await make.person(server);
    let now = new Date('2026-05-01T10:00:00.000Z');
    const service = createNotificationsService(createNotificationsRepo(server.database.db), () => now);
    await service.notify(me.id, 'Gift', 'Pip sent you a gift');
    now = new Date('2026-05-01T11:00:00.000Z');
    await service.notify(me.id, 'Date', 'Pip asked you on a date');
    await service.notify(other.id, 'Other', 'Not yours');

    const list = (await apiGet(server, 'notifications', { cookie: me.cookie })).json();
    expect(list).toEqual({
      success: true,
      notifications: [
        {
          id: expect.any(String),
          title: 'Date',
          notification: 'Pip asked you on a date',
          created: '2026-05-01T11:00:00.000Z',
          read: 0,
        },
        {
          id: expect.any(String),
          title: 'Gift',
          notification: 'Pip sent you a gift',
          created: '2026-05-01T10:00:00.000Z',
          read: 0,
        },
      ],
    });
    expect((await apiGet(server, 'matches', { cookie: me.cookie })).json().notifications).toBe(2);

    expect((await apiPost(server, 'readnotifications', {}, { cookie: me.cookie })).json()).toEqual({
      success: true,
    });
    expect((await apiGet(server, 'matches', { cookie: me.cookie })).json().notifications).toBe(0);
    const read = (await apiGet(server, 'notifications', { cookie: me.cookie })).json().notifications;
    expect(read.map((n: { read: number }) => n.read)).toEqual([1, 1]);
    // The other person's stays unread.
    expect((await apiGet(server, 'matches', { cookie: other.cookie })).json().notifications).toBe(1);

    expect((await apiPost(server, 'deletenotifications', {}, { cookie: me.cookie })).json()).toEqual({
      success: true,
    });
    expect((await apiGet(server, 'notifications', { cookie: me.cookie })).json().notifications).toEqual([]);
    expect(
      (await apiGet(server, 'notifications', { cookie: other.cookie })).json().notifications,
    ).toHaveLength(1);
  });

  it('carries where a tap leads while the match exists, and drops it when the match goes', async () => {
    const me = await make.person(server);
    const other = await make.person(server);
    const matchId = await make.match(server, me, other);
    const service = createNotificationsService(createNotificationsRepo(server.database.db));
    await service.notify(me.id, 'New message', 'Pip sent you a message.', { kind: 'chat', matchId });
    await service.notify(me.id, 'Notice', 'Your account was reviewed.');
    const listed = async () =>
      (await apiGet(server, 'notifications', { cookie: me.cookie })).json().notifications as {
        title: string;
        target?: unknown;
      }[];
    const first = await listed();
    expect(first.find((one) => one.title === 'New message')?.target).toEqual({
      kind: 'chat',
      match_id: matchId,
    });
    expect(first.find((one) => one.title === 'Notice')).not.toHaveProperty('target');

    await server.database.db.delete(matches).where(eq(matches.id, matchId));
    expect((await listed()).find((one) => one.title === 'New message')).not.toHaveProperty('target');
  });

  it('is for members only', async () => {
    expect((await apiGet(server, 'notifications')).statusCode).toBe(401);
    expect((await apiPost(server, 'deletenotifications', {})).statusCode).toBe(401);
  });

  it("stores a date notification's time apart: the text in UTC for old clients, the parts for the viewer's zone", async () => {
    const me = await make.person(server);
    const service = createNotificationsService(createNotificationsRepo(server.database.db));
    const dateAt = new Date('2026-11-28T19:30:00.000Z');
    await service.notify(me.id, 'Date request', {
      ...plainNote('Pip asked you on a date: Penguin Cafe'),
      dateAt,
    });
    const stored = await server.database.db
      .select({ text: notifications.notification, dateAt: notifications.dateAt })
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(stored).toEqual([{ text: 'Pip asked you on a date: Penguin Cafe', dateAt }]);
    const [item] = (await apiGet(server, 'notifications', { cookie: me.cookie })).json().notifications;
    expect(item).toMatchObject({
      notification: 'Pip asked you on a date: Penguin Cafe, Nov 28, 2026, 7:30 PM UTC',
      date: { at: '2026-11-28T19:30:00.000Z', text: 'Pip asked you on a date: Penguin Cafe' },
    });
  });
});
