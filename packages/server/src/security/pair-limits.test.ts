// Inside a match nothing limited how often one person asked the same other person. Against
// a real server over real sockets, with the default limits: the cancel-and-ask-again date loop, the declined-and-
// asked-again full-profile loop and repeated call rings each stop at the per-pair limit with a clear sentence and
// retryAfter (the 429's Retry-After), the person asked gets a notification only for the requests let through,
// and the limit is the pair's: the same person still asks another match, and the other person still asks back.

import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { PAIR_LIMIT_TEXT, PAIR_LIMITS } from '@rookery/shared/limits.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../modules/notifications/notifications.schema.ts';
import { make, type Pair } from '../testing/factories.ts';
import { emitAck, fieldsOf } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

/** More attempts than any limit allows: the old code let every one through. */
const ATTEMPTS = 20;
const HOUR_S = 3600;
const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const { socketOf } = realtime;

async function notificationsOf(userId: string, title: string): Promise<number> {
  const rows = await server.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
  return rows.length;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Runs `attempt` ATTEMPTS times; answers how many went through and the first refusal. */
async function loop(attempt: () => Promise<Record<string, unknown>>) {
  let passed = 0;
  let refusal: Record<string, unknown> | null = null;
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const answer = await attempt();
    if (answer.success) passed += 1;
    else refusal ??= answer;
  }
  return { passed, refusal };
}

function expectRefusal(refusal: Record<string, unknown> | null, sentence: (s: number) => string) {
  expect(refusal).not.toBeNull();
  const retryAfter = Number(refusal?.retryAfter);
  expect(retryAfter).toBeGreaterThan(HOUR_S - 120);
  expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
  expect(refusal).toMatchObject({ success: false, error: sentence(retryAfter), retryAfter });
}

describe('per-pair limits inside a match', () => {
  it('stops the cancel-and-ask-again date loop at the limit, one notification per request let through', async () => {
    const pair: Pair = await make.room(server);
    const [sa, sb] = [await socketOf(pair.a), await socketOf(pair.b)];
    const { passed, refusal } = await loop(async () => {
      const asked = fieldsOf(
        await emitAck(sa, 'setdate', { room: pair.room, datedb: inDays(3), location: 'Cafe' }),
      );
      const date = asked.date as { id: string } | undefined;
      if (date) await emitAck(sa, 'canceldate', { room: pair.room, dateid: date.id });
      return asked;
    });
    console.info(`[pair-limits] date requests: ${passed} of ${ATTEMPTS} let through`);
    expect(passed).toBe(PAIR_LIMITS.dateRequestsPerHour);
    expectRefusal(refusal, PAIR_LIMIT_TEXT.dateRequests);
    expect(await notificationsOf(pair.b.id, 'Date request')).toBe(PAIR_LIMITS.dateRequestsPerHour);
    // The pair's limit, not the person's: B still asks A, and A still asks another match.
    expect(
      fieldsOf(await emitAck(sb, 'setdate', { room: pair.room, datedb: inDays(2), location: 'Park' }))
        .success,
    ).toBe(true);
    const other = await make.person(server);
    const room = await make.match(server, pair.a, other);
    expect(
      fieldsOf(await emitAck(sa, 'setdate', { room, datedb: inDays(2), location: 'Park' })).success,
    ).toBe(true);
  });

  it('stops the declined-and-asked-again full-profile loop at the limit', async () => {
    const pair: Pair = await make.room(server);
    const [sa, sb] = [await socketOf(pair.a), await socketOf(pair.b)];
    const { passed, refusal } = await loop(async () => {
      const asked = fieldsOf(
        await emitAck(sa, 'sendchatnotification', { room: pair.room, text: CHAT_MARKERS.fullProfileRequest }),
      );
      if (asked.success)
        await emitAck(sb, 'acceptfp', { room: pair.room, from_id: pair.a.id, accept: false });
      return asked;
    });
    console.info(`[pair-limits] full-profile requests: ${passed} of ${ATTEMPTS} let through`);
    expect(passed).toBe(PAIR_LIMITS.profileRequestsPerHour);
    expectRefusal(refusal, PAIR_LIMIT_TEXT.profileRequests);
    expect(await notificationsOf(pair.b.id, 'Full Profile request')).toBe(PAIR_LIMITS.profileRequestsPerHour);
  });

  it('stops repeated call rings at the limit; answering a ring is never counted', async () => {
    const pair: Pair = await make.room(server);
    const [sa, sb] = [await socketOf(pair.a), await socketOf(pair.b)];
    const { passed, refusal } = await loop(async () => {
      const rang = fieldsOf(await emitAck(sa, 'joinavchat', { room: pair.room, vctype: 'audio' }));
      if (rang.success) await emitAck(sa, 'endcall', { room: pair.room });
      return rang;
    });
    console.info(`[pair-limits] call rings: ${passed} of ${ATTEMPTS} let through`);
    expect(passed).toBe(PAIR_LIMITS.callRingsPerHour);
    expectRefusal(refusal, PAIR_LIMIT_TEXT.callRings);
    // B rings A (B's own count), and A may still answer it.
    expect(fieldsOf(await emitAck(sb, 'joinavchat', { room: pair.room, vctype: 'audio' })).role).toBe(
      'caller',
    );
    expect(fieldsOf(await emitAck(sa, 'joinavchat', { room: pair.room, vctype: 'audio' })).role).toBe(
      'callee',
    );
  });
});
