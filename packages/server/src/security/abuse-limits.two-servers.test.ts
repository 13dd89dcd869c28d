// The abuse limits hold across servers: two servers built on one database and one Redis (REDIS_URL), a
// person's hits on each add up. Messages a second and reports a day count in Redis; the images' daily cap counts
// in the database; position changes in Redis again. Runs only with REDIS_URL (.ci/run sets it); skipped otherwise.
import { REPORT_REASONS } from '@rookery/shared/schemas/chat.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { chatMessages } from '../modules/chat/chat.schema.ts';
import { eastOf } from '../modules/deck/grid.ts';
import { generate } from '../modules/images/testing/images-test-kit.ts';
import { userLocations } from '../modules/location/location.schema.ts';
import { ABUSE_DEFAULTS, ABUSE_TEXT, MESSAGE_WINDOW_SECONDS } from '../platform/http/abuse-limits.ts';
import { HOME, make } from '../testing/factories.ts';
import { emitAck, type TestSocket } from '../testing/socket-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { useTwoServers } from '../testing/two-servers-fixture.ts';

const { REDIS_URL } = process.env;
const IMAGE_CAP = 3;

describe.skipIf(!REDIS_URL)('abuse limits on two servers (needs REDIS_URL)', () => {
  const servers = useTwoServers(REDIS_URL, {
    LIMIT_MESSAGES_PER_SECOND: String(ABUSE_DEFAULTS.messagesPerSecond),
    IMAGEGEN_DAILY_CAP: String(IMAGE_CAP),
    IMAGEGEN_ACTIVE_PER_PERSON: '100',
  });
  let one: TestServer;
  /** The second server, shaped like the first for the test kits. */
  let two: TestServer;

  beforeAll(() => {
    one = servers.one;
    two = { ...one, app: servers.two, close: async () => servers.two.close() };
  });

  const socketOn = (server: 0 | 1, person: { cookie: string }) =>
    servers.socketOn(servers.urls[server], person.cookie);

  it('adds up messages a second sent through both servers', async () => {
    const cap = ABUSE_DEFAULTS.messagesPerSecond * MESSAGE_WINDOW_SECONDS;
    const { a, room } = await make.room(one);
    const [first, second] = [await socketOn(0, a), await socketOn(1, a)];
    // One message through each server first (their first statements are slow on a busy machine), then a fresh window.
    for (const socket of [first, second]) {
      expect(await emitAck(socket, 'sendchat', { room, text: 'warming up' })).toMatchObject({
        success: true,
      });
    }
    // time passes: a fresh window of the limit
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_WINDOW_SECONDS * 1000 + 100));
    const half = Math.ceil((cap + 1) / 2);
    const answers = await Promise.all(
      Array.from({ length: cap + 1 }, (_, i) =>
        emitAck(i < half ? first : second, 'sendchat', { room, text: `burst ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(cap);
    expect(answers.filter((answer) => !answer.success)).toEqual([
      { success: false, error: ABUSE_TEXT.messagesPerSecond, retryAfter: expect.any(Number) },
    ]);
    const stored = await one.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, room));
    expect(stored).toHaveLength(cap + 2);
  });

  it('adds up reports a day filed through both servers', async () => {
    const cap = ABUSE_DEFAULTS.reportsPerDay;
    const reporter = await make.person(one, { displayName: 'Reporter' });
    const rooms: string[] = [];
    for (let i = 0; i <= cap; i++) rooms.push(await make.match(one, reporter, await make.person(one)));
    const sockets = [await socketOn(0, reporter), await socketOn(1, reporter)];
    const report = { reason: REPORT_REASONS[1], details: 'Unwanted pictures.' };
    for (const [i, room] of rooms.slice(0, cap).entries()) {
      expect(await emitAck(sockets[i % 2] as TestSocket, 'report', { room, ...report })).toMatchObject({
        success: true,
      });
    }
    // The eleventh, through the server that has seen only half of them.
    expect(await emitAck(sockets[cap % 2] as TestSocket, 'report', { room: rooms[cap], ...report })).toEqual({
      success: false,
      error: ABUSE_TEXT.reports,
      retryAfter: expect.any(Number),
    });
  });

  it('holds the images daily cap (counted in the database) across both servers', async () => {
    const user = await make.account(one);
    await one.app.services.pebbles.credit(user.id, 10, 'welcome');
    for (let n = 0; n < IMAGE_CAP; n++) {
      expect((await generate(n % 2 === 0 ? one : two, user, `Picture ${n}`)).statusCode).toBe(200);
    }
    const capped = await generate(IMAGE_CAP % 2 === 0 ? one : two, user, 'One more');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toContain(`You have asked for ${IMAGE_CAP} images in the last 24 hours`);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('adds up position changes made through both servers', async () => {
    const cap = ABUSE_DEFAULTS.locationChangesPerHour;
    const person = await make.person(one, { at: null });
    const at = (step: number) => ({ ...eastOf(HOME, 2 * step), accuracy: 100_000 });
    for (let step = 0; step <= cap + 1; step++) {
      const server = step % 2 === 0 ? one : two;
      const answer = await apiPost(
        server,
        'logincheck',
        { locationdata: at(step) },
        { cookie: person.cookie },
      );
      expect(answer.statusCode).toBe(200);
    }
    // The first position, then `cap` changes; the last move was not taken.
    const [row] = await one.database.db
      .select()
      .from(userLocations)
      .where(eq(userLocations.userId, person.id));
    expect(row?.longitude).toBeCloseTo(at(cap).longitude, 9);
  });
});
