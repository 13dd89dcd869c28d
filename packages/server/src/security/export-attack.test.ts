// Data export without a verified address: someone registers another person's address (or a deleted
// account's) and downloads what that person once wrote to support. exportdata needs a verified address, and a
// web-form text joins an export only when the verified account that exports it sent it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT } from '../modules/account/data-export.service.ts';
import { apiGet, apiPost, codeFor, freshIp, signIn } from '../modules/auth/testing/auth-test-kit.ts';
import { contactRequest } from '../modules/webforms/webforms.fixtures.ts';
import { newEmail } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // No captcha: the attack is on what happens after a form is accepted.
  server = await startTestServer({ CAPTCHA_PROVIDER: 'none' });
});
afterAll(() => server.close());

/** The contact form as the browser posts it (localhost: no captcha), signed in when a cookie is given. */
function sendContactForm(email: string, query: string, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { action: 'webform', data: contactRequest({ contactemail: email, query }) },
  });
}

async function registerAs(email: string) {
  const res = await signIn(server, {
    platform: 'Register',
    name: 'Mallory',
    username: email,
    password: 'correct horse battery',
    deviceid: 'web',
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return cookie;
}

async function verifiedMember(email: string) {
  const cookie = await registerAs(email);
  const code = await codeFor(server, email);
  expect((await apiPost(server, 'verifycode', { code }, { cookie })).statusCode).toBe(200);
  await apiPost(server, 'accepttc', {}, { cookie });
  return cookie;
}

const exportText = async (cookie: string) => {
  const res = await apiGet(server, 'exportdata', { cookie });
  return { status: res.statusCode, body: res.body };
};

describe('exportdata', () => {
  it("refuses an unverified session, so a registered stranger's address downloads nothing", async () => {
    const victim = newEmail('victim');
    expect((await sendContactForm(victim, 'I now live at 12 Hidden Lane')).statusCode).toBe(200);

    const attacker = await registerAs(victim);
    const res = await apiGet(server, 'exportdata', { cookie: attacker });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: EXPORT_TEXT.unverified });
    expect(res.body).not.toContain('Hidden Lane');
  });

  it("never joins someone else's earlier contact-form texts, even once the address is verified", async () => {
    const victim = newEmail('victim');
    // The victim writes twice: once signed out, once signed in as a member (then deletes the account).
    expect((await sendContactForm(victim, 'Signed out: I now live at 7 Quiet Road')).statusCode).toBe(200);
    const victimCookie = await verifiedMember(victim);
    expect(
      (await sendContactForm(victim, 'Signed in: my new number is 555-0199', victimCookie)).statusCode,
    ).toBe(200);
    expect((await exportText(victimCookie)).body).toContain('555-0199');
    expect((await apiPost(server, 'deleteaccount', 'App', { cookie: victimCookie })).statusCode).toBe(200);

    // The address is free again; someone registers it and (here) manages to verify it.
    const attacker = await verifiedMember(victim);
    const exported = await exportText(attacker);
    expect(exported.status).toBe(200);
    expect(exported.body).not.toContain('Quiet Road');
    expect(exported.body).not.toContain('555-0199');
    console.info(
      "export attack: unverified → 403; verified stranger on a deleted account's address → 0 of 2 earlier texts",
    );
  });

  it("joins what the verified member sent signed in, and not a text sent signed out to the member's address", async () => {
    const email = newEmail('member');
    const cookie = await verifiedMember(email);
    expect((await sendContactForm(email, 'Mine: the deck is slow', cookie)).statusCode).toBe(200);
    expect((await sendContactForm(email, 'Anyone: claims to be you')).statusCode).toBe(200);
    const res = await apiGet(server, 'exportdata', { cookie });
    const data = JSON.parse(res.body) as { submissions: { form: string; payload: { query?: string } }[] };
    expect(data.submissions.map((s) => s.payload.query)).toEqual(['Mine: the deck is slow']);
  });
});
