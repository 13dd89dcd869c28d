// Session rules on a real database: hashed storage, 30-day sliding expiry, ending, and closed accounts.

import { SESSION } from '@rookery/shared/limits.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { sessions, users } from './auth.schema.ts';
import { createSessionRepo } from './session.repo.ts';
import { createSessionService, hashToken, SESSION_CACHE } from './session.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

function serviceAt(now: { t: number }) {
  return createSessionService(createSessionRepo(server.database.db), { clock: () => new Date(now.t) });
}

/** A service over a repo that counts its lookups, to see which resolves reached the database. */
function countingService(now: { t: number }) {
  const repo = createSessionRepo(server.database.db);
  const counted = { lookups: 0 };
  const service = createSessionService(
    {
      ...repo,
      findWithUser: (id) => {
        counted.lookups += 1;
        return repo.findWithUser(id);
      },
    },
    { clock: () => new Date(now.t) },
  );
  return { service, counted };
}

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const user = await make.account(server);
    const token = await server.app.services.sessions.start(user.id);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toContain(hashToken(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('lives 30 days and slides forward with use', async () => {
    const user = await make.account(server);
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
    const user = await make.account(server);
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
    const user = await make.account(server);
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
    const banned = await make.account(server, { status: 'banned' });
    expect(await service.resolve(banned.cookie.split('=')[1] ?? '')).toBeNull();
    const suspended = await make.account(server, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() + DAY),
    });
    expect(await service.resolve(suspended.cookie.split('=')[1] ?? '')).toBeNull();
    const served = await make.account(server, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() - DAY),
    });
    expect(await service.resolve(served.cookie.split('=')[1] ?? '')).not.toBeNull();
  });
});

describe('the session cache', () => {
  it('remembers an active session for a few seconds, then asks the database again', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const { service, counted } = countingService(now);
    const token = await service.start(user.id);
    expect((await service.resolve(token))?.viewer.userId).toBe(user.id);
    expect((await service.resolve(token))?.viewer.userId).toBe(user.id);
    expect(counted.lookups).toBe(1);
    now.t += SESSION_CACHE.ms + 1;
    expect((await service.resolve(token))?.viewer.userId).toBe(user.id);
    expect(counted.lookups).toBe(2);
  });

  it('refuses a signed-out session at once, and every session of a person ended together', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const { service } = countingService(now);
    const a = await service.start(user.id);
    const b = await service.start(user.id);
    const c = await service.start(user.id);
    for (const token of [a, b, c]) expect(await service.resolve(token)).not.toBeNull();
    await service.end(a);
    expect(await service.resolve(a)).toBeNull();
    const current = await service.resolve(b);
    await service.endAll(user.id, current?.viewer.sessionId);
    expect(await service.resolve(b)).not.toBeNull();
    expect(await service.resolve(c)).toBeNull();
    await service.endAll(user.id);
    expect(await service.resolve(b)).toBeNull();
  });

  it('does not remember a lookup that overlapped the session ending', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const { service } = countingService(now);
    const token = await service.start(user.id);
    // Both start together: the lookup may read the row before the delete, but must not keep it.
    const [during] = await Promise.all([service.resolve(token), service.end(token)]);
    expect(during === null || during.viewer.userId === user.id).toBe(true);
    expect(await service.resolve(token)).toBeNull();
  });

  it('never remembers a session before verification and the terms, so the gates see them at once', async () => {
    const user = await make.account(server, { verified: false, acceptTc: false });
    const now = { t: Date.now() };
    const { service, counted } = countingService(now);
    const token = await service.start(user.id);
    expect((await service.resolve(token))?.viewer.verified).toBe(false);
    await server.database.db
      .update(users)
      .set({ verified: true, acceptTc: true })
      .where(eq(users.id, user.id));
    const after = await service.resolve(token);
    expect(after?.viewer).toMatchObject({ verified: true, acceptTc: true });
    expect(counted.lookups).toBe(2);
  });

  it('still ends a remembered session at its expiry, and slides it once an hour, not on every request', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const { service } = countingService(now);
    const token = await service.start(user.id);
    expect((await service.resolve(token))?.refreshed).toBe(false);
    now.t += 2 * 60 * 60 * 1000;
    expect((await service.resolve(token))?.refreshed).toBe(true);
    expect((await service.resolve(token))?.refreshed).toBe(false);
    now.t += 31 * DAY;
    expect(await service.resolve(token)).toBeNull();
  });

  it('is refused by the real server at once after sign-out and after a suspension', async () => {
    const user = await make.account(server);
    const menudata = (cookie: string) =>
      server.app.inject({ url: '/api?action=menudata', headers: { cookie } });
    expect((await menudata(user.cookie)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await menudata(user.cookie)).statusCode).toBe(401);

    const other = await make.account(server);
    expect((await menudata(other.cookie)).statusCode).toBe(200);
    await server.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, other.id));
    // What the moderation command does after writing the suspension (moderation.service.ts).
    await server.app.services.sessions.endAll(other.id);
    expect((await menudata(other.cookie)).statusCode).toBe(401);
  });

  it('writes "last active" at most once per SESSION.lastSeenEveryMs, not once per request', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() + 60_000 };
    const repo = createSessionRepo(server.database.db);
    const writes = { seen: 0 };
    // The cache off, so every request reads its row: the throttle is the rule's, not the cache's.
    const service = createSessionService(
      {
        ...repo,
        seen: (id, at, since) => {
          writes.seen += 1;
          return repo.seen(id, at, since);
        },
      },
      { clock: () => new Date(now.t), cacheMs: 0 },
    );
    const token = await service.start(user.id);
    const lastSeen = async () =>
      (
        await server.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, hashToken(token)))
      )[0]?.lastSeenAt;
    const signedIn = (await lastSeen())?.getTime() ?? 0;

    // A busy minute: 200 requests, none of them a write (the sign-in was less than the interval ago).
    for (let i = 0; i < 200; i++) {
      expect(await service.resolve(token)).not.toBeNull();
      now.t += 300;
    }
    expect(writes.seen).toBe(0);
    expect((await lastSeen())?.getTime()).toBe(signedIn);

    // Past the interval: one write, then none until the next interval has gone by.
    now.t += SESSION.lastSeenEveryMs;
    for (let i = 0; i < 50; i++) await service.resolve(token);
    expect(writes.seen).toBe(1);
    expect((await lastSeen())?.getTime()).toBe(now.t);
    now.t += SESSION.lastSeenEveryMs - 1_000;
    await service.resolve(token);
    expect(writes.seen).toBe(1);
    now.t += 2_000;
    await service.resolve(token);
    expect(writes.seen).toBe(2);
  });

  it('lists a person’s live sessions for Settings → Devices, and ends one only by its owner', async () => {
    const owner = await make.account(server);
    const other = await make.account(server);
    const service = server.app.services.sessions;
    await service.start(
      owner.id,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
    );
    await service.start(owner.id, 'okhttp/4.12.0', 'app');
    const labels = (await service.devices(owner.id)).map((d) => d.label);
    expect(labels).toEqual(expect.arrayContaining(['Safari on iPhone', 'Rookery app']));
    const [theirs] = await service.devices(other.id);
    expect(await service.endDevice(owner.id, theirs?.deviceId ?? '')).toBeNull();
    expect(await service.devices(other.id)).toHaveLength(1);
  });
});
