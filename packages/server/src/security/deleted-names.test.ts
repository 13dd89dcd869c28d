// A deleted person's name in others' notifications (RULES.md "Reads and writes" `deleteaccount`): B matches A through
// the deck, writes to A while A is away and asks to share full profiles, so that A's notifications name B three
// times; then B deletes their account the way the app does. Nothing A's `notifications` answers may name B any more,
// and the notifications read "deleted user" where B's name was.

import { readFileSync } from 'node:fs';
import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.schema.ts';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { naming } from '../modules/notifications/mention.ts';
import { createNotificationsRepo } from '../modules/notifications/notifications.repo.ts';
import { notifications } from '../modules/notifications/notifications.schema.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { emitAck } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

/** A name no notification text could hold by chance. */
const NAME = 'Zephyrine Quockerwodger';

async function notificationsOf(person: SignedInPerson): Promise<string> {
  const answer = await apiGet(server, 'notifications', { cookie: person.cookie });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe("a deleted person's name in the notifications of the people they matched", () => {
  it('is replaced by "deleted user" everywhere in the answer', async () => {
    const at = { latitude: 48.2, longitude: 16.37 };
    const a = await make.person(server, { gender: 'Male', preference: 'Woman', at, displayName: 'Anton' });
    const b = await make.person(server, {
      gender: 'Female',
      preference: 'Man',
      at: { latitude: 48.21, longitude: 16.38 },
      displayName: NAME,
    });
    // The real way to a match: both are served the other, both accept.
    for (const person of [a, b]) {
      const deck = (await apiGet(server, 'matchlist', { cookie: person.cookie })).json();
      expect(deck.matches.map((c: { user_id: string }) => c.user_id)).toContain(person === a ? b.id : a.id);
    }
    await apiPost(server, 'matchaccept', { userid: b.id }, { cookie: a.cookie });
    const second = await apiPost(server, 'matchaccept', { userid: a.id }, { cookie: b.cookie });
    const room = second.json().match?.match_id as string;
    expect(room).toBeTruthy();
    // A is away: B's message and full-profile request become notifications.
    const sb = await realtime.socketOf(b, room);
    expect((await emitAck(sb, 'sendchat', { room, text: 'Hello there', cid: 'd1' })).success).toBe(true);
    expect(
      (await emitAck(sb, 'sendchatnotification', { room, text: '[[full-profile-request]]' })).success,
    ).toBe(true);

    const before = await notificationsOf(a);
    const namedBefore = before.split(NAME).length - 1;
    expect(namedBefore).toBeGreaterThanOrEqual(3);

    expect((await apiPost(server, 'deleteaccount', { source: 'App' }, b)).json()).toEqual({ success: true });

    const after = await notificationsOf(a);
    const items = JSON.parse(after).notifications as { notification: string }[];
    const saying = items.filter((n) => n.notification.includes(DELETED_USER_NAME)).length;
    console.log(
      `deleted names: A's notifications named B ${namedBefore} times before B deleted the account; after, ${after.split(NAME).length - 1} (and ${saying} of ${items.length} say "${DELETED_USER_NAME}")`,
    );
    expect(after).not.toContain(NAME);
    expect(after).not.toContain('Zephyrine');
    expect(saying).toBeGreaterThanOrEqual(3);
    expect(items.map((n) => n.notification)).toContain(
      `You and ${DELETED_USER_NAME} like each other. Say hello!`,
    );
    // A's own name in B's notifications went with B's rows; A's notifications about others are untouched.
    expect(items.length).toBe(JSON.parse(before).notifications.length);
  }, 120_000);

  it('is forgotten whatever deletes the users row, in the right place of the text, whatever the name', async () => {
    const reader = await make.person(server, { displayName: 'Reader' });
    const named = await make.person(server, { displayName: 'You 🐧' });
    const notes = createNotificationsService(createNotificationsRepo(server.database.db));
    const about = { userId: named.id, name: 'You 🐧' };
    await notes.notify(
      reader.id,
      'Match',
      naming(about, (n) => `You and ${n} like each other. Say hello!`),
    );
    await notes.notify(
      reader.id,
      'Gift',
      naming(about, (n) => `${n} sent you a gift.`),
    );
    await notes.notify(reader.id, 'Plain', 'Your suspension has ended.');
    // Not the app's deletion: the row alone, as an operator or a retention job might remove it.
    await server.database.db.delete(users).where(eq(users.id, named.id));
    const texts = (await notes.list(reader.id)).map((n) => n.notification).sort();
    expect(texts).toEqual(
      [
        `${DELETED_USER_NAME} sent you a gift.`,
        `You and ${DELETED_USER_NAME} like each other. Say hello!`,
        'Your suspension has ended.',
      ].sort(),
    );
  });

  it('is forgotten in notifications written before they recorded whom they name (drizzle/0012)', async () => {
    const { a, b } = await make.room(server, {
      a: { displayName: 'Old Reader' },
      b: { displayName: 'Quillon Vask' },
    });
    const legacy = [
      'You and Quillon Vask like each other. Say hello!',
      'Quillon Vask sent you a message.',
      'Quillon Vask asked you on a date: The park, Friday 7 pm',
      'Someone else sent you a gift.',
    ];
    for (const text of legacy) {
      await server.database.db
        .insert(notifications)
        .values({ userId: a.id, title: 'Old', notification: text });
    }
    // The migration's own statement that ties older notes to the match partner they name.
    const migration = readFileSync(
      new URL('../../drizzle/0013_notification_mentions.sql', import.meta.url),
      'utf8',
    );
    const tie = migration.split('--> statement-breakpoint').at(-1) as string;
    expect(tie).toContain('UPDATE notifications n');
    await server.database.db.execute(sql.raw(tie));
    await server.database.db.delete(users).where(eq(users.id, b.id));
    const texts = (await apiGet(server, 'notifications', { cookie: a.cookie }))
      .json()
      .notifications.map((n: { notification: string }) => n.notification);
    expect(texts.sort()).toEqual(
      [
        `You and ${DELETED_USER_NAME} like each other. Say hello!`,
        `${DELETED_USER_NAME} sent you a message.`,
        `${DELETED_USER_NAME} asked you on a date: The park, Friday 7 pm`,
        'Someone else sent you a gift.',
      ].sort(),
    );
  });
});
