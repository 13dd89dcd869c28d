// A banned person came back by deleting the account (the /delete form) and registering again. A ban now
// keeps a keyed hash (BAN_SECRET) of the account's mailbox and provider identities; sign-up by email, Google or
// Facebook refuses them with a neutral sentence, deletion keeps them, and `lift` removes them. Two side doors: an
// email change to the banned mailbox (another account takes the address back), and lifting someone else's mute,
// suspension or ban whose address shares the banned mailbox (the lift forgot every ban listing that hash).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { SIGNIN_TEXT } from '../modules/auth/signin.service.ts';
import {
  accountIdOf,
  apiPost,
  codeFor,
  freshIp,
  sessionCookieOf,
  signIn,
} from '../modules/auth/testing/auth-test-kit.ts';
import { type ProviderStandIn, startProviderStandIn } from '../modules/auth/testing/provider-stand-in.ts';
import { bannedIdentities } from '../modules/moderation/moderation.schema.ts';
import { deletionRequest } from '../modules/webforms/webforms.fixtures.ts';
import { webFormSubmissions } from '../modules/webforms/webforms.schema.ts';
import { createMailOutboxRepo } from '../platform/mail/mail-outbox.repo.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let standIn: ProviderStandIn;
let server: TestServer;
beforeAll(async () => {
  standIn = await startProviderStandIn();
  server = await startTestServer({ ...standIn.env, CAPTCHA_PROVIDER: 'none' });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'mod-test');
const registerWith = (username: string) =>
  signIn(server, {
    platform: 'Register',
    name: 'Mallory',
    username,
    password: 'correct horse battery',
    deviceid: 'web',
  });
const google = (claims: Record<string, unknown>) =>
  signIn(
    server,
    { platform: 'Google', ...standIn.googleSignIn(claims), deviceid: 'web' },
    { headers: { host: 'rookery.localhost' } },
  );
const facebook = (token: string, userid: string) =>
  signIn(server, { platform: 'Facebook', token, userid, deviceid: 'web' });
const refused = { success: false, error: SIGNIN_TEXT.notAllowed };

const accountId = (email: string) => accountIdOf(server, email);

/** Deletes an account the way the /delete form does: the form, support's mail, the holder's link. */
async function deleteThroughForm(email: string) {
  const form = await server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: freshIp(),
    payload: { action: 'webform', data: deletionRequest({ contactemail: email, name: 'Mallory' }) },
  });
  expect(form.statusCode, form.body).toBe(200);
  const [request] = await server.database.db
    .select({ id: webFormSubmissions.id })
    .from(webFormSubmissions)
    .where(eq(webFormSubmissions.contactEmail, email));
  const sent = await admin('deletions', 'send', request?.id ?? '');
  expect(sent.status, sent.lines.join('\n')).toBe(0);
  const [mail] = await createMailOutboxRepo(server.database.db).list(email, 1);
  const token = mail?.text.match(/\/delete\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
  const confirmed = await server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: freshIp(),
    payload: { action: 'confirmdeletion', data: { token } },
  });
  expect(confirmed.json()).toEqual({ success: true });
  expect(await accountId(email)).toBeUndefined();
}

describe('a banned person registering again', () => {
  it('is refused by address, however it is spelled, after deleting through /delete; lift lets them back', async () => {
    const local = `mallory.${Date.now().toString(36)}`;
    const email = `${local}@gmail.com`;
    const first = await registerWith(email);
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookieOf(first);
    await apiPost(server, 'verifycode', { code: await codeFor(server, email) }, { cookie });

    expect((await admin('ban', email, '--reason', 'Scam attempts')).status).toBe(0);
    await deleteThroughForm(email);

    const spellings = [
      email,
      email.toUpperCase(),
      `${local}+again@gmail.com`,
      `${local.replaceAll('.', '')}@googlemail.com`,
    ];
    let refusedCount = 0;
    for (const spelling of spellings) {
      const res = await registerWith(spelling);
      expect(res.statusCode, spelling).toBe(403);
      expect(res.json()).toMatchObject(refused);
      refusedCount += 1;
    }
    // Only hashes are kept: the address itself is nowhere in the table.
    const kept = await server.database.db.select().from(bannedIdentities);
    expect(JSON.stringify(kept)).not.toContain(local);
    console.info(
      `ban evasion: ${refusedCount} of ${spellings.length} re-registrations after /delete refused`,
    );

    const lifted = await admin('lift', email, '--reason', 'Appeal accepted');
    expect(lifted.status, lifted.lines.join('\n')).toBe(0);
    expect((await registerWith(email)).statusCode).toBe(200);
  });

  it('is refused through Google by the same provider id, or by the banned address, until lifted', async () => {
    const claims = standIn.googleClaims();
    expect((await google(claims)).statusCode).toBe(200);
    const email = String(claims.email);
    const id = await accountId(email);
    expect((await admin('ban', email, '--reason', 'Fake profile')).status).toBe(0);
    await server.app.services.accounts.deleteAccount(id ?? '', 'self');

    // Same Google account, a new address at Google.
    const sameSubject = await google({ ...claims, email: `other-${Date.now()}@gmail.test` });
    expect(sameSubject.statusCode).toBe(403);
    expect(sameSubject.json()).toMatchObject(refused);
    // The banned address by email sign-up.
    expect((await registerWith(email)).json()).toMatchObject(refused);

    expect((await admin('lift', email, '--reason', 'Mistaken identity')).status).toBe(0);
    expect((await google(claims)).statusCode).toBe(200);
  });

  it('is refused through Facebook by the same Facebook id with a new address', async () => {
    const fb = standIn.facebookToken();
    expect((await facebook(fb.token, fb.userId)).statusCode).toBe(200);
    const email = String(fb.email);
    expect((await admin('ban', email, '--reason', 'Harassment')).status).toBe(0);
    await server.app.services.accounts.deleteAccount((await accountId(email)) ?? '', 'request');
    const again = standIn.facebookToken({ id: fb.userId, email: `fresh-${Date.now()}@facebook.test` });
    const res = await facebook(again.token, fb.userId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refused);
  });

  it('records the hashes of a ban from before this list when the banned account is deleted', async () => {
    const email = `legacy-${Date.now().toString(36)}@example.test`;
    expect((await registerWith(email)).statusCode).toBe(200);
    // Banned before banned_identities existed: only the status says so.
    await server.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, email));
    await deleteThroughForm(email);
    expect((await registerWith(email)).json()).toMatchObject(refused);
  });
});

/** A banned and deleted account at `<local>@gmail.com`: its mailbox is on the ban list, held by no account. */
async function bannedMailbox(label: string): Promise<string> {
  const local = `${label}.${Date.now().toString(36)}`;
  const email = `${local}@gmail.com`;
  expect((await registerWith(email)).statusCode).toBe(200);
  expect((await admin('ban', email, '--reason', 'Scam attempts')).status).toBe(0);
  await server.app.services.accounts.deleteAccount((await accountId(email)) ?? '', 'self');
  return local;
}

describe('a banned mailbox taken back through a side door', () => {
  it('is refused by changeemail with the sign-up sentence, however it is spelled', async () => {
    const local = await bannedMailbox('changer');
    const other = await make.member(server);
    const spellings = [`${local}@gmail.com`, `${local.replaceAll('.', '')}+back@googlemail.com`];
    const outbox = createMailOutboxRepo(server.database.db);
    const mailed = async () => (await Promise.all(spellings.map((s) => outbox.list(s)))).flat().length;
    const mailedBefore = await mailed();
    let refusedCount = 0;
    for (const newemail of spellings) {
      const res = await apiPost(
        server,
        'changeemail',
        { email: other.email, password: other.password, newemail },
        { cookie: other.cookie },
      );
      expect(res.json(), newemail).toMatchObject(refused);
      expect(res.statusCode).toBe(403);
      refusedCount += 1;
    }
    const codesSent = (await mailed()) - mailedBefore;
    console.info(
      `ban evasion: ${refusedCount} of ${spellings.length} email changes to a banned mailbox refused`,
    );
    expect(codesSent).toBe(0);
  });

  it('is refused at verifynewemail when the mailbox was banned after the code was sent', async () => {
    const local = `later.${Date.now().toString(36)}`;
    expect((await registerWith(`${local}@gmail.com`)).statusCode).toBe(200);
    const other = await make.member(server);
    const target = `${local}+mine@gmail.com`;
    const asked = await apiPost(
      server,
      'changeemail',
      { email: other.email, password: other.password, newemail: target },
      { cookie: other.cookie },
    );
    expect(asked.json()).toEqual({ success: true });
    const code = await codeFor(server, target);
    expect((await admin('ban', `${local}@gmail.com`, '--reason', 'Scam attempts')).status).toBe(0);
    const done = await apiPost(server, 'verifynewemail', { code }, { cookie: other.cookie });
    expect(done.json()).toMatchObject(refused);
    expect(await accountId(target)).toBeUndefined();
  });

  it('stays banned when another account sharing the mailbox has its mute, suspension or ban lifted', async () => {
    const t = Date.now().toString(36);
    // Three accounts on one Gmail mailbox (dots and plus-tags do not count), made before the ban.
    const [banned, muted, suspended, alsoBanned] = ['', '+m', '+s', '+b'].map(
      (tag) => `sh.ared.${t}${tag}@gmail.com`,
    );
    for (const email of [banned, muted, suspended, alsoBanned]) {
      expect((await registerWith(email ?? '')).statusCode).toBe(200);
    }
    expect((await admin('ban', banned ?? '', '--reason', 'Scam attempts')).status).toBe(0);
    await server.app.services.accounts.deleteAccount((await accountId(banned ?? '')) ?? '', 'self');
    expect((await admin('mute', muted ?? '', '--reason', 'Spam')).status).toBe(0);
    expect((await admin('suspend', suspended ?? '', '--days', '3', '--reason', 'Spam')).status).toBe(0);
    expect((await admin('ban', alsoBanned ?? '', '--reason', 'Spam')).status).toBe(0);
    let stillRefused = 0;
    for (const email of [muted, suspended, alsoBanned]) {
      const lifted = await admin('lift', email ?? '', '--reason', 'Appeal accepted');
      expect(lifted.status, lifted.lines.join('\n')).toBe(0);
      const again = await registerWith(`shared${t}+after${stillRefused}@gmail.com`);
      if (again.statusCode === 403) stillRefused += 1;
    }
    console.info(
      `ban evasion: the banned mailbox still refused after ${stillRefused} of 3 lifts of other accounts`,
    );
    expect(stillRefused).toBe(3);
  });
});
