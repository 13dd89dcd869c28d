// Reset-code guessing: an attacker with many addresses guesses an account's 4-digit codes across
// codes and purposes. At most 10 wrong guesses count per 24 h and 30 per 30 days for the mailbox the codes go
// to, then its code path stays closed (the right code too) until the owner signs in or uses the mailed link
// (and the windows let it); the owner hears once per closing. Time is moved in the database: the budget lives there.
import { CODES } from '@rookery/shared/limits.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { authCodeMisses, authCodes, authMailboxMisses, users } from '../modules/auth/auth.schema.ts';
import { CODE_TEXT } from '../modules/auth/codes.service.ts';
import {
  accountMailSent,
  apiGet,
  apiPost,
  askResetCode,
  codeFor,
  mailTo,
  signInWithEmail,
  userIdOf,
  waitForMail,
} from '../modules/auth/testing/auth-test-kit.ts';
import { make, newEmail } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CLOSED_SUBJECT = /^Too many wrong codes were tried on your .+ account$/;

/** Moves an account's codes (so a new one may be asked for at once) and wrong guesses back in time. */
async function age(userId: string, what: 'codes' | 'misses', ms: number) {
  const { db } = server.database;
  const by = sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);
  if (what === 'codes') {
    await db
      .update(authCodes)
      .set({ createdAt: sql`${authCodes.createdAt} - ${by}` })
      .where(eq(authCodes.userId, userId));
  } else {
    await db
      .update(authCodeMisses)
      .set({ createdAt: sql`${authCodeMisses.createdAt} - ${by}` })
      .where(eq(authCodeMisses.userId, userId));
    // Mailboxes are kept by a keyed hash: every one is moved (each test's victim is done with by the next).
    await db.update(authMailboxMisses).set({ createdAt: sql`${authMailboxMisses.createdAt} - ${by}` });
  }
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * The token of the one-time link in the newest code mail to an address. Mail is a job tried at once, so a notice
 * queued just after it ("Too many wrong codes…") may land first: the newest mail with a link, within 10 s.
 */
async function linkTokenFor(email: string): Promise<string> {
  // The newest mail's link: the one just asked for goes out after the answer, so wait for it to be sent.
  await accountMailSent(server);
  await waitForMail(server, email);
  for (let i = 0; i < 500; i++) {
    const mails = await mailTo(server, email);
    const token = mails.map((m) => /\?token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no link in the mails to ${email}`);
}

interface Victim {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * `count` wrong guesses, alternating the verification code (with the victim's session) and the reset code
 * (anonymous), each from a new address; a void code gets a new one, and a purpose that gets no new code
 * (its limits) is left for the other. Answers what the guesses heard.
 */
async function guessWrong(victim: Victim, count: number, on: TestServer = server, onlyReset = false) {
  const heard = { counted: 0, closed: 0, other: [] as string[] };
  const dry = { reset: false, verify: onlyReset };
  const asked = { reset: false, verify: false };
  for (let i = 0; i < count && !(dry.reset && dry.verify); ) {
    const purpose = (i % 2 === 1 && !dry.reset) || dry.verify ? 'reset' : 'verify';
    const res =
      purpose === 'reset'
        ? await apiPost(on, 'verifypwreset', { email: victim.email, code: '0000' })
        : await apiPost(on, 'verifycode', { code: '0000' }, { cookie: victim.cookie });
    const error = String(res.json().error ?? '');
    if (res.statusCode === 400 && error === CODE_TEXT.void) {
      // The code is used up or gone: a new one, as an attacker would ask.
      if (asked[purpose]) dry[purpose] = true;
      asked[purpose] = true;
      await age(victim.id, 'codes', 2 * 60_000);
      if (purpose === 'reset') await askResetCode(on, victim.email);
      else await apiGet(on, 'verify', { cookie: victim.cookie });
      await accountMailSent(on); // its mail goes out after the answer
      continue;
    }
    asked[purpose] = false;
    i += 1;
    if (res.statusCode === 400 && (error === CODE_TEXT.incorrect || error === CODE_TEXT.lastTry)) {
      heard.counted += 1;
    } else if (res.statusCode === 429 && error === CODE_TEXT.closed) {
      heard.closed += 1;
    } else {
      heard.other.push(`${res.statusCode} ${error}`);
    }
  }
  return heard;
}

async function victim(): Promise<Victim> {
  const { email, password, cookie } = await make.signedUp(server);
  await codeFor(server, email); // the welcome code
  return { id: await userIdOf(server, email), email, password, cookie };
}

/** Asks for a fresh verification code and tries the right one: the answer's status and error. */
async function rightVerifyCode(v: Victim) {
  await age(v.id, 'codes', 2 * 60_000);
  const before = (await mailTo(server, v.email)).length;
  await apiGet(server, 'verify', { cookie: v.cookie });
  const code = await codeFor(server, v.email, before + 1);
  const res = await apiPost(server, 'verifycode', { code }, { cookie: v.cookie });
  return { status: res.statusCode, error: res.json().error as string | undefined };
}

const closedMails = async (email: string) =>
  (await mailTo(server, email)).filter((m) => CLOSED_SUBJECT.test(m.subject));

describe('code guessing across codes, purposes and addresses', () => {
  it('counts at most 10 wrong guesses a day, then refuses even the right code; the link still works', async () => {
    const v = await victim();
    const heard = await guessWrong(v, 60);
    expect(heard.other).toEqual([]);
    expect(heard.counted).toBe(CODES.guessesPerDay);
    expect(heard.closed).toBe(60 - CODES.guessesPerDay);

    // The right code is refused too, and waiting a day does not open it again.
    expect(await rightVerifyCode(v)).toEqual({ status: 429, error: CODE_TEXT.closed });
    await age(v.id, 'misses', DAY + HOUR);
    expect(await rightVerifyCode(v)).toEqual({ status: 429, error: CODE_TEXT.closed });

    // The owner heard once, for this closing.
    await expect.poll(() => closedMails(v.email).then((m) => m.length)).toBe(1);

    // The link in the latest mail verifies and lifts the closing; the day's window still counts its misses.
    const token = await linkTokenFor(v.email);
    const used = await apiPost(server, 'codelink', { token });
    expect(used.json()).toEqual({ success: true, purpose: 'verify', email: v.email });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, v.id));
    expect(row?.verified).toBe(true);
    const again = await apiPost(server, 'codelink', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(CODE_TEXT.linkGone);
    await age(v.id, 'misses', DAY + HOUR);
    await age(v.id, 'codes', 2 * 60_000);
    const mailed = (await mailTo(server, v.email)).length;
    const reset = await askResetCode(server, v.email);
    expect(reset.statusCode).toBe(200);
    const code = await codeFor(server, v.email, mailed + 1);
    expect((await apiPost(server, 'verifypwreset', { email: v.email, code })).statusCode).toBe(200);
  });

  it('counts at most 30 a month, even when the owner keeps opening the path by signing in', async () => {
    const owner = await make.member(server);
    const v = { ...owner, id: await userIdOf(server, owner.email) };
    let counted = 0;
    for (let day = 0; day < 6; day++) {
      // Each day on a server started afresh: the hourly reset mails per target are in memory without Redis.
      const app = await buildServer(server.config, { database: server.database, migrated: true });
      await app.ready();
      try {
        counted += (await guessWrong(v, 20, { ...server, app }, true)).counted;
      } finally {
        await app.close();
      }
      // The owner signs in (which opens the path), and a day passes.
      expect((await signInWithEmail(server, v.email, v.password)).statusCode).toBe(200);
      await age(v.id, 'misses', DAY + HOUR);
      await age(v.id, 'codes', DAY + HOUR);
    }
    expect(counted).toBe(CODES.guessesPer30Days);
    await expect.poll(() => closedMails(v.email).then((m) => m.length)).toBe(3);
    // A month after the first guesses the budget is back.
    await age(v.id, 'misses', 25 * DAY);
    await age(v.id, 'codes', DAY + HOUR);
    const app = await buildServer(server.config, { database: server.database, migrated: true });
    await app.ready();
    try {
      expect((await guessWrong(v, 12, { ...server, app }, true)).counted).toBe(CODES.guessesPerDay);
    } finally {
      await app.close();
    }
  });

  it('holds across a restart and a second server on the same database', async () => {
    const v = await victim();
    expect((await guessWrong(v, 6)).counted).toBe(6);
    // A server started afresh on the same database (a restart, or the next server behind the balancer).
    const app = await buildServer(server.config, { database: server.database, migrated: true });
    await app.ready();
    try {
      const heard = await guessWrong(v, 20, { ...server, app });
      expect(heard.counted).toBe(CODES.guessesPerDay - 6);
      expect(heard.closed).toBe(20 - (CODES.guessesPerDay - 6));
    } finally {
      await app.close();
    }
  });

  it('lets the reset link choose a new password after the code path closed', async () => {
    const v = await victim();
    await guessWrong(v, 12);
    await age(v.id, 'codes', 2 * 60_000);
    await askResetCode(server, v.email);
    const token = await linkTokenFor(v.email);
    const look = await apiPost(server, 'codelink', { token });
    expect(look.json()).toEqual({ success: true, purpose: 'reset', email: v.email });
    const set = await apiPost(server, 'resetpwlink', { token, password: 'a brand new password' });
    expect(set.statusCode).toBe(200);
    expect((await signInWithEmail(server, v.email, 'a brand new password')).statusCode).toBe(200);
    const twice = await apiPost(server, 'resetpwlink', { token, password: 'another new password' });
    expect(twice.json()).toMatchObject({ success: false, error: CODE_TEXT.linkGone });
    const forged = await apiPost(server, 'codelink', { token: 'x'.repeat(43) });
    expect(forged.json()).toMatchObject({ success: false, error: CODE_TEXT.linkGone });
  });

  it('lets the email-change link confirm the new address, and no other purpose', async () => {
    const owner = await make.member(server);
    const next = newEmail('moved');
    const asked = await apiPost(
      server,
      'changeemail',
      { email: owner.email, password: owner.password, newemail: next },
      { cookie: owner.cookie },
    );
    expect(asked.statusCode).toBe(200);
    const token = await linkTokenFor(next);
    // Not a reset link: resetpwlink refuses it and leaves it usable.
    const wrongUse = await apiPost(server, 'resetpwlink', { token, password: 'a brand new password' });
    expect(wrongUse.json()).toMatchObject({ success: false, error: CODE_TEXT.linkGone });
    const used = await apiPost(server, 'codelink', { token });
    expect(used.json()).toEqual({ success: true, purpose: 'changeemail', email: next });
    const [row] = await server.database.db.select().from(users).where(eq(users.email, next));
    expect(row).toBeDefined();
    const bad = await apiPost(server, 'codelink', { token: 'short' });
    expect(bad.statusCode).toBe(400);
  });
});
