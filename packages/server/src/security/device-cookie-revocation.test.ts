// The attack: an ex once signed in on the owner's laptop and kept a copy of its device cookie. The
// cookie made them the owner's browser for good: its own wrong-password budget while the account is paused, and
// reset requests that spend the owner's codes of the day. A password reset did not change that. Against a real
// server: after the owner resets their password, and after a ban (lifted later), a device cookie from before is
// anonymous; the owner's next sign-in leaves a new one, which works.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { authCodes, users } from '../modules/auth/auth.schema.ts';
import {
  apiPost,
  askResetCode,
  codeFor,
  mailTo,
  signInWithEmail,
} from '../modules/auth/testing/auth-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const DEVICE = 'rookery_device';

function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  return all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${DEVICE}=`)) ?? `${DEVICE}=none`;
}

/** The owner signs in in their own browser, which keeps the device cookie (and the ex copies it). */
async function owner() {
  const { email, password } = await make.member(server);
  const res = await signInWithEmail(server, email, password);
  expect(res.statusCode).toBe(200);
  return { email, password, device: deviceCookieOf(res) };
}

/** The attacker keeps the account paused from elsewhere: guesses without a cookie until they are refused. */
async function pauseAccount(email: string): Promise<void> {
  for (let i = 0; i < 8; i++) await signInWithEmail(server, email, `guess ${i}`);
  expect((await signInWithEmail(server, email, 'one more guess')).statusCode).toBe(429);
}

async function resetCodes(email: string): Promise<number> {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await server.database.db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(and(eq(authCodes.userId, user?.id ?? ''), eq(authCodes.purpose, 'reset')));
  return rows.length;
}

describe('a device cookie kept from before', () => {
  it('is anonymous after the owner resets their password: no budget of its own, no owner’s reset codes', async () => {
    const me = await owner();
    const exCopy = me.device;
    // The owner resets their password from their browser.
    const mailsBefore = (await mailTo(server, me.email)).length;
    expect((await askResetCode(server, me.email, { cookie: me.device })).statusCode).toBe(200);
    const code = await codeFor(server, me.email, mailsBefore + 1);
    const newPassword = 'a brand new password';
    expect(
      (await apiPost(server, 'resetpw', { email: me.email, code, password: newPassword })).json(),
    ).toEqual({
      success: true,
    });

    // The owner signs in again in their browser, which still shows the old cookie: it is given a new one.
    const again = await signInWithEmail(server, me.email, newPassword, { cookie: me.device });
    expect(again.statusCode).toBe(200);
    const renewed = deviceCookieOf(again);
    expect(renewed).not.toBe(exCopy);

    // The ex's copy, while someone keeps the account paused: refused like anyone's (before: signed in, 200);
    // the owner's new cookie still has its own budget.
    await pauseAccount(me.email);
    expect((await signInWithEmail(server, me.email, newPassword, { cookie: exCopy })).statusCode).toBe(429);
    expect((await signInWithEmail(server, me.email, newPassword, { cookie: renewed })).statusCode).toBe(200);

    // The ex's copy asking for reset codes, one every 2 minutes: anonymous, so 3 an hour and, past them, the one
    // rescue mail of a code's 15 minutes, 4 in all (the owner's would get 5).
    const spent = await resetCodes(me.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await askResetCode(server, me.email, { cookie: exCopy });
    }
    vi.useRealTimers();
    const sent = (await resetCodes(me.email)) - spent;
    console.info(`device cookie after a reset: the ex's copy asked 5 times, ${sent} reset codes sent`);
    expect(sent).toBeLessThanOrEqual(3 + 1);
  });

  it('is anonymous after a ban, also once the ban is lifted', async () => {
    const me = await owner();
    const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'ana');
    expect((await admin('ban', me.email, '--reason', 'Threats', '--by', 'mo')).status).toBe(0);
    expect((await admin('lift', me.email, '--reason', 'Appeal upheld', '--by', 'mo')).status).toBe(0);
    await pauseAccount(me.email);
    expect((await signInWithEmail(server, me.email, me.password, { cookie: me.device })).statusCode).toBe(
      429,
    );
  });
});
