// Emailed codes on a real database with a clock the test moves: 15 minutes, 5 tries, one a minute, 10 a day
// per purpose, and the one-time link that comes with each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { authCodes } from './auth.schema.ts';
import { createCodeGuessesRepo } from './code-guesses.repo.ts';
import { createCodesRepo } from './codes.repo.ts';
import { CODE_TEXT, createCodesService } from './codes.service.ts';
import { createDecoyCodesRepo } from './decoy-codes.repo.ts';
import { wrongCode } from './testing/auth-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

const TEST_KEY = 'a-test-secret-that-is-long-enough-0123';

function codesAt(now: { t: number }, secret = TEST_KEY) {
  const { db } = server.database;
  return createCodesService(createCodesRepo(db), createCodeGuessesRepo(db), createDecoyCodesRepo(db), {
    clock: () => new Date(now.t),
    secret,
  });
}

describe('codes', () => {
  it('are four random digits, stored only as a keyed hash', async () => {
    const user = await make.account(server);
    const codes = codesAt({ t: Date.now() });
    const { code } = await codes.issue(user.id, 'verify', user.email);
    expect(code).toMatch(/^\d{4}$/);
    const rows = await server.database.db.select().from(authCodes).where(eq(authCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(await codes.check(user.id, 'verify', code, true)).toBe(user.email);
  });

  it('work for 15 minutes, once, and only for their purpose', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const codes = codesAt(now);
    const { code } = await codes.issue(user.id, 'reset', user.email);
    await expect(codes.check(user.id, 'verify', code, true)).rejects.toMatchObject({
      status: 400,
      message: CODE_TEXT.void,
    });
    now.t += 14 * MINUTE;
    expect(await codes.check(user.id, 'reset', code, false)).toBe(user.email); // a look does not spend it
    expect(await codes.check(user.id, 'reset', code, true)).toBe(user.email);
    await expect(codes.check(user.id, 'reset', code, true)).rejects.toMatchObject({
      message: CODE_TEXT.void,
    });

    now.t += 2 * MINUTE;
    const { code: late } = await codes.issue(user.id, 'reset', user.email);
    now.t += 15 * MINUTE + 1;
    await expect(codes.check(user.id, 'reset', late, true)).rejects.toMatchObject({
      status: 400,
      message: CODE_TEXT.void,
    });
  });

  it('are void after five wrong tries, even for the right code, until a new one is asked for', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const codes = codesAt(now);
    const { code } = await codes.issue(user.id, 'verify', user.email);
    for (let i = 1; i <= 4; i++) {
      await expect(codes.check(user.id, 'verify', wrongCode(code), true)).rejects.toMatchObject({
        status: 400,
        message: 'Incorrect code',
      });
    }
    await expect(codes.check(user.id, 'verify', wrongCode(code), true)).rejects.toMatchObject({
      message: CODE_TEXT.lastTry,
    });
    await expect(codes.check(user.id, 'verify', code, true)).rejects.toMatchObject({
      message: CODE_TEXT.void,
    });

    now.t += MINUTE;
    const { code: fresh } = await codes.issue(user.id, 'verify', user.email);
    expect(await codes.check(user.id, 'verify', fresh, true)).toBe(user.email);
  });

  it('give no extra tries to guesses sent all at once', async () => {
    const user = await make.account(server);
    const codes = codesAt({ t: Date.now() });
    const { code } = await codes.issue(user.id, 'verify', user.email);
    const guesses = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
    );
    const results = await Promise.allSettled(guesses.map((g) => codes.check(user.id, 'verify', g, true)));
    const told = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'));
    expect(told.filter((m) => m === 'Incorrect code' || m === CODE_TEXT.lastTry)).toHaveLength(5);
  });

  it('are resent at most once a minute per purpose, with the seconds to wait', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const codes = codesAt(now);
    await codes.issue(user.id, 'verify', user.email);
    now.t += 20_000;
    await expect(codes.issue(user.id, 'verify', user.email)).rejects.toMatchObject({
      status: 429,
      retryAfter: 40,
      message: CODE_TEXT.resendWait,
    });
    await codes.issue(user.id, 'reset', user.email); // another purpose is not held up
    now.t += 40_000;
    const { code: second } = await codes.issue(user.id, 'verify', user.email);
    // The newer code replaces the older one.
    expect(await codes.check(user.id, 'verify', second, true)).toBe(user.email);
  });

  it('are at most ten a day per account and purpose, so one purpose cannot use up another', async () => {
    const user = await make.account(server);
    const start = Date.now();
    const now = { t: start };
    const codes = codesAt(now);
    for (let i = 0; i < 10; i++) {
      await codes.issue(user.id, 'reset', user.email);
      now.t += MINUTE;
    }
    await expect(codes.issue(user.id, 'reset', user.email)).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts, please try again later.',
      retryAfter: Math.ceil((start + 24 * 60 * MINUTE - now.t) / 1000),
    });
    expect((await codes.issue(user.id, 'changeemail', 'new@example.test')).code).toMatch(/^\d{4}$/);
    expect((await codes.issue(user.id, 'verify', user.email)).code).toMatch(/^\d{4}$/);
    now.t = start + 24 * 60 * MINUTE + 1;
    expect((await codes.issue(user.id, 'reset', user.email)).code).toMatch(/^\d{4}$/);
  });

  it('come with a long one-time link, stored only as a hash, that works once whatever the tries', async () => {
    const user = await make.account(server);
    const now = { t: Date.now() };
    const codes = codesAt(now);
    const { code, token } = await codes.issue(user.id, 'verify', user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.database.db.select().from(authCodes).where(eq(authCodes.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    for (let i = 0; i < 5; i++) await codes.check(user.id, 'verify', wrongCode(code), true).catch(() => {});
    expect(await codes.checkLink(token, false)).toEqual({
      userId: user.id,
      purpose: 'verify',
      sentTo: user.email,
    });
    await codes.checkLink(token, true);
    await expect(codes.checkLink(token, true)).rejects.toMatchObject({
      status: 400,
      message: CODE_TEXT.linkGone,
    });
    now.t += MINUTE;
    const late = await codes.issue(user.id, 'verify', user.email);
    now.t += 15 * MINUTE + 1;
    await expect(codes.checkLink(late.token, false)).rejects.toMatchObject({ message: CODE_TEXT.linkGone });
  });

  it('refuse to start without a key', () => {
    const { db } = server.database;
    expect(() =>
      createCodesService(createCodesRepo(db), createCodeGuessesRepo(db), createDecoyCodesRepo(db), {
        secret: '',
      }),
    ).toThrow(/needs a secret/);
  });
});
