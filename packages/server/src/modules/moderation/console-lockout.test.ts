// Against a real server: anyone who knows a moderator's address could spend its 5 failed sign-ins
// per 15 minutes, and then the moderator's right password with a fresh TOTP code got 429 while reports waited.
// A browser the moderator signed in from before keeps its own budget; the console tells them of the tries.
// A console session has an absolute lifetime: one in use must not stay alive for ever.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { freshIp } from '../auth/testing/auth-test-kit.ts';
import { MODERATOR_DEVICE_COOKIE } from './console.routes.ts';
import { moderatorSessions, moderators } from './moderation.schema.ts';
import { MODERATOR_LIMITS, MODERATOR_SESSION } from './moderators.service.ts';
import { addModerator, codeAt, consoleSignIn, setCookie, steadyStep } from './testing/console-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const ATTACKER_TRIES = 40;

describe('a moderator cannot be locked out from elsewhere', () => {
  it('lets their known browser in after 40 failed tries from other browsers, and says so', async () => {
    const m = await addModerator(server, 'kai@mods.test');
    await steadyStep();
    const first = await consoleSignIn(server, m, { code: codeAt(m.secret, -1) });
    expect(first.statusCode).toBe(303);
    const device = setCookie(first, MODERATOR_DEVICE_COOKIE);

    // The attacker: wrong passwords from 40 addresses, no cookie. Past the account's 5, every one is 429.
    const answers: number[] = [];
    for (let i = 0; i < ATTACKER_TRIES; i += 1) {
      answers.push(
        (await consoleSignIn(server, m, { code: '000000', password: 'guess', ip: freshIp() })).statusCode,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(MODERATOR_LIMITS.account.max);
    expect(answers.filter((s) => s === 429)).toHaveLength(ATTACKER_TRIES - MODERATOR_LIMITS.account.max);
    // Another browser of the moderator's own (no cookie) is still refused: that is the account's budget.
    expect((await consoleSignIn(server, m, { code: codeAt(m.secret) })).statusCode).toBe(429);

    // The moderator's own browser, right password and a fresh code: in.
    const back = await consoleSignIn(server, m, { code: codeAt(m.secret, 1), cookie: device });
    expect(back.statusCode).toBe(303);
    const session = setCookie(back);
    const queue = await server.app.inject({ url: '/admin', headers: { cookie: session } });
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain(
      `${ATTACKER_TRIES + 1} failed sign-ins from other browsers since your last visit`,
    );
  });

  it('keeps a known browser to its own budget: 5 wrong there, then 429 for it alone', async () => {
    const m = await addModerator(server, 'noa@mods.test');
    await steadyStep();
    const device = setCookie(
      await consoleSignIn(server, m, { code: codeAt(m.secret, -1) }),
      MODERATOR_DEVICE_COOKIE,
    );
    for (let i = 0; i < MODERATOR_LIMITS.device.max; i += 1) {
      const wrong = await consoleSignIn(server, m, { code: '000000', password: 'x', cookie: device });
      expect(wrong.statusCode).toBe(401);
    }
    expect((await consoleSignIn(server, m, { code: codeAt(m.secret), cookie: device })).statusCode).toBe(429);
    // A forged or other moderator's cookie is nobody's: it counts on the account as any stranger's.
    const forged = `${'A'.repeat(24)}.${'B'.repeat(43)}`;
    expect(
      (
        await consoleSignIn(server, m, {
          code: codeAt(m.secret),
          cookie: `${MODERATOR_DEVICE_COOKIE}=${forged}`,
        })
      ).statusCode,
    ).toBe(303);
  });
});

describe('a console session has an absolute lifetime', () => {
  it('is refused 12 hours after sign-in even though it was used a minute ago', async () => {
    const m = await addModerator(server, 'ari@mods.test');
    await steadyStep();
    const session = setCookie(await consoleSignIn(server, m, { code: codeAt(m.secret, -1) }));
    const open = () => server.app.inject({ url: '/admin', headers: { cookie: session } });
    const signedInAgo = (ms: number) =>
      server.database.db
        .update(moderatorSessions)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(
          inArray(
            moderatorSessions.moderatorId,
            server.database.db
              .select({ id: moderators.id })
              .from(moderators)
              .where(eq(moderators.email, m.email)),
          ),
        );

    // Signed in 11 h 59 min ago and in use all along: still in.
    await signedInAgo(MODERATOR_SESSION.lifetimeMs - 60_000);
    const late = await open();
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Open reports');
    // A minute later, in use a moment ago (its idle expiry is 30 minutes away): out.
    await signedInAgo(MODERATOR_SESSION.lifetimeMs + 1_000);
    const after = await open();
    expect(after.body).not.toContain('Open reports');
    expect(after.body).toContain('autocomplete="one-time-code"');
  });
});
