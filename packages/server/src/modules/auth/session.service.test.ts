// Session rules on a real database: hashed storage, 30-day sliding expiry, ending, and closed accounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema.ts';
import { createTestUser, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createSessionRepo } from './session.repo.ts';
import { createSessionService, hashToken } from './session.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

function serviceAt(now: { t: number }) {
  return createSessionService(createSessionRepo(server.database.db), () => new Date(now.t));
}

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const user = await createTestUser(server);
    const token = await server.app.services.sessions.start(user.id);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toContain(hashToken(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('lives 30 days and slides forward with use', async () => {
    const user = await createTestUser(server);
    const now = { t: Date.now() };
    const service = serviceAt(now);
    const token = await service.start(user.id);

    now.t += 29 * DAY;
    const used = await service.resolve(token);
    expect(used?.viewer.userId).toBe(user.id);
    expect(used?.refreshed).toBe(true);

    now.t += 29 * DAY; // 58 days after sign-in, 29 after last use
    expect((await service.resolve(token))?.viewer.userId).toBe(user.id);

    now.t += 31 * DAY; // unused for 31 days
    expect(await service.resolve(token)).toBeNull();
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('does not write on every request', async () => {
    const user = await createTestUser(server);
    const now = { t: Date.now() };
    const service = serviceAt(now);
    const token = await service.start(user.id);
    now.t += 60_000;
    expect((await service.resolve(token))?.refreshed).toBe(false);
  });

  it('refuses malformed and unknown tokens', async () => {
    const service = server.app.services.sessions;
    expect(await service.resolve('')).toBeNull();
    expect(await service.resolve("' or 1=1 --")).toBeNull();
    expect(await service.resolve('A'.repeat(43))).toBeNull();
  });

  it('ends one session, or all of a person except the current one', async () => {
    const user = await createTestUser(server);
    const service = server.app.services.sessions;
    const a = await service.start(user.id);
    const b = await service.start(user.id);
    const c = await service.start(user.id);
    await service.end(a);
    expect(await service.resolve(a)).toBeNull();
    const current = await service.resolve(b);
    expect(await service.endAll(user.id, current?.viewer.sessionId)).toBeGreaterThanOrEqual(2);
    expect(await service.resolve(b)).not.toBeNull();
    expect(await service.resolve(c)).toBeNull();
  });

  it('gives a banned account, and a suspended one until its date, no session', async () => {
    const service = server.app.services.sessions;
    const banned = await createTestUser(server, { status: 'banned' });
    expect(await service.resolve(banned.cookie.split('=')[1] ?? '')).toBeNull();
    const suspended = await createTestUser(server, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() + DAY),
    });
    expect(await service.resolve(suspended.cookie.split('=')[1] ?? '')).toBeNull();
    const served = await createTestUser(server, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() - DAY),
    });
    expect(await service.resolve(served.cookie.split('=')[1] ?? '')).not.toBeNull();
  });
});
