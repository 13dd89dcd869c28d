// Issue 19: the web forms' acknowledgement went to any typed address with the typed name and text in it, a relay
// for phishing from our own domain. Now the mail is a fixed text, and acknowledgements are capped per mailbox
// (counted in the database, so a restart does not reset it) and per client address; the form is still stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, mailTo } from '../modules/auth/testing/auth-test-kit.ts';
import { contactRequest, deletionRequest } from '../modules/webforms/webforms.fixtures.ts';
import { createWebformsRepo } from '../modules/webforms/webforms.repo.ts';
import { ACK_LIMITS } from '../modules/webforms/webforms.service.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CAPTCHA_PROVIDER: 'none' });
});
afterAll(() => server.close());

const LURE = 'Your account is locked, sign in at http://rookery-login.example';
const post = (data: unknown, ip = freshIp()) =>
  server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { action: 'webform', data },
  });

let n = 0;
const victimAddress = () => `victim${++n}.${Date.now().toString(36)}@example.test`;

describe('the acknowledgement of a web form', () => {
  it("carries none of the sender's words: a fixed text with our support address", async () => {
    const victim = victimAddress();
    const res = await post(contactRequest({ contactemail: victim, name: LURE, query: LURE }));
    expect(res.statusCode).toBe(200);
    const deletion = await post(
      deletionRequest({
        contactemail: victim,
        name: LURE,
        accountname: LURE,
        signature: LURE,
        sameemail: 0,
        accountemail: 'x@example.test',
      }),
    );
    expect(deletion.statusCode).toBe(200);
    const mails = await mailTo(server, victim);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('rookery-login');
        expect(part).not.toContain('locked');
      }
      expect(mail.text).toContain(server.config.supportEmail);
    }
    // Support still has every word.
    const stored = await createWebformsRepo(server.database.db).forContactEmail(victim);
    expect(stored.map((s) => s.payload.name)).toEqual([LURE, LURE]);
  });

  it(`goes at most ${ACK_LIMITS.perMailbox.max} times a day to one mailbox, however the address is spelled`, async () => {
    const local = `target${Date.now().toString(36)}`;
    const spellings = [
      `${local}@gmail.com`,
      `${local.toUpperCase()}@Gmail.com`,
      `${local}+news@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@googlemail.com`,
      `${local}+again@gmail.com`,
    ];
    for (const address of spellings)
      expect((await post(contactRequest({ contactemail: address }))).statusCode).toBe(200);
    let acks = 0;
    for (const address of new Set(spellings.map((a) => a.toLowerCase())))
      acks += (await mailTo(server, address)).length;
    console.info(`contact ack: ${spellings.length} forms to one mailbox → ${acks} acknowledgements`);
    expect(acks).toBe(ACK_LIMITS.perMailbox.max);
    const stored = await createWebformsRepo(server.database.db).forContactEmail(spellings[0] ?? '');
    expect(stored).toHaveLength(1);
  });

  it(`goes at most ${ACK_LIMITS.perClient.max} times a day from one client address`, async () => {
    const ip = freshIp();
    const addresses = Array.from({ length: ACK_LIMITS.perClient.max + 1 }, victimAddress);
    for (const address of addresses)
      expect((await post(contactRequest({ contactemail: address }), ip)).statusCode).toBe(200);
    const acks = await Promise.all(addresses.map(async (a) => (await mailTo(server, a)).length));
    console.info(
      `contact ack: ${addresses.length} forms from one client → ${acks.reduce((a, b) => a + b)} acknowledgements`,
    );
    expect(acks.reduce((a, b) => a + b)).toBe(ACK_LIMITS.perClient.max);
  });
});
