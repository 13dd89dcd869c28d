// Anyone can use up a person's codes: anonymous pwresetcode requests from many addresses must not
// stop the signed-in owner's verification and email-change codes, and one target gets at most
// CODES.anonymousResetsPerHour reset mails an hour however many addresses ask. The answer never changes.
import { CODES } from '@rookery/shared/limits.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes } from '../modules/auth/auth.schema.ts';
import {
  accountMailSent,
  apiGet,
  apiPost,
  askResetCode,
  codeFor,
  mailTo,
  userIdOf,
} from '../modules/auth/testing/auth-test-kit.ts';
import { make, newEmail } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Moves an account's codes two minutes back, so the once-a-minute wait is never what stops a request. */
async function ageCodes(email: string) {
  await server.database.db
    .update(authCodes)
    .set({ createdAt: sql`${authCodes.createdAt} - interval '2 minutes'` })
    .where(eq(authCodes.userId, await userIdOf(server, email)));
}

const resetMails = async (email: string) =>
  (await mailTo(server, email)).filter((m) => m.subject.includes('password reset code'));

/** `count` anonymous reset requests from as many addresses; every answer must be the same success. */
async function anonymousResets(email: string, count: number) {
  for (let i = 0; i < count; i++) {
    await ageCodes(email);
    const res = await askResetCode(server, email);
    expect(res.json()).toEqual({ success: true, email });
  }
  await accountMailSent(server); // reset mail goes out after the answer
}

describe('anonymous code requests', () => {
  it('send one target at most the hourly reset mails and one rescue, from any number of addresses', async () => {
    const { email } = await make.signedUp(server);
    await anonymousResets(email, 12);
    // Past the hourly 3, one rescue mail per code lifetime keeps a live link in the owner's mailbox.
    expect(await resetMails(email)).toHaveLength(CODES.anonymousResetsPerHour + 1);
  });

  it('do not stop the owner’s verification code', async () => {
    const { email, cookie } = await make.signedUp(server);
    await codeFor(server, email);
    await anonymousResets(email, 12);
    await ageCodes(email);
    const before = (await mailTo(server, email)).length;
    const resend = await apiGet(server, 'verify', { cookie });
    expect(resend.statusCode).toBe(200);
    const code = await codeFor(server, email, before + 1);
    expect((await apiPost(server, 'verifycode', { code }, { cookie })).statusCode).toBe(200);
  });

  it('do not stop the owner’s email-change code', async () => {
    const owner = await make.member(server);
    await anonymousResets(owner.email, 12);
    const next = newEmail('moved');
    const asked = await apiPost(
      server,
      'changeemail',
      { email: owner.email, password: owner.password, newemail: next },
      { cookie: owner.cookie },
    );
    expect(asked.statusCode).toBe(200);
    const code = await codeFor(server, next);
    const confirmed = await apiPost(server, 'verifynewemail', { code }, { cookie: owner.cookie });
    expect(confirmed.json()).toEqual({ success: true, email: next });
  });
});
