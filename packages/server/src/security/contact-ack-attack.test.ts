// The web forms' acknowledgement went to any typed address with the typed name and text in it, a relay
// for phishing from our own domain. Now the mail is a fixed text, and acknowledgements are capped per mailbox
// (counted in the database, so a restart does not reset it) and per client address; the form is still stored.
// The deletion form's later mails did the same to the account holder: the confirmation mail quoted the requester's
// typed name and relationship, the "done" mail greeted the typed name. Every mail it causes is now fixed text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { freshIp, mailTo } from '../modules/auth/testing/auth-test-kit.ts';
import { contactRequest, deletionRequest } from '../modules/webforms/webforms.fixtures.ts';
import { createWebformsRepo } from '../modules/webforms/webforms.repo.ts';
import { ACK_LIMITS } from '../modules/webforms/webforms.service.ts';
import { createMailOutboxRepo, type KeptMail } from '../platform/mail/mail-outbox.repo.ts';
import { make } from '../testing/factories.ts';
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

describe('every mail a deletion request causes', () => {
  it('carries none of the words typed in the form, through confirmation and deletion', async () => {
    const outbox = createMailOutboxRepo(server.database.db);
    const newest = async () => (await outbox.list(undefined, 1))[0]?.id ?? 0;
    const before = await newest();
    const caused = new Map<number, KeptMail>();
    // Gathered as they come: the account's deletion also clears the outbox rows to its address.
    const gather = async () => {
      for (const m of await outbox.list(undefined, 500))
        if (m.id > before && m.to !== server.config.supportEmail) caused.set(m.id, m);
    };
    const account = await make.account(server);
    const MARK = 'zq7marker';
    const typed = `${MARK} ${LURE}`;
    const requester = victimAddress();
    const form = await post(
      deletionRequest({
        contactemail: requester,
        name: typed,
        acting: 'other',
        relationship: typed,
        accountname: typed,
        signature: typed,
        sameemail: undefined,
        accountemail: account.email,
      }),
    );
    expect(form.statusCode, form.body).toBe(200);
    const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'support-test');
    const [request] = await createWebformsRepo(server.database.db).forContactEmail(requester);
    const sent = await admin('deletions', 'send', request?.id ?? '');
    expect(sent.status, sent.lines.join('\n')).toBe(0);
    await gather();
    const [confirmation] = await outbox.list(account.email, 1);
    const token = confirmation?.text.match(/\/delete\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api',
      remoteAddress: freshIp(),
      payload: { action: 'confirmdeletion', data: { token } },
    });
    expect(confirmed.json()).toEqual({ success: true });
    await gather();

    const mails = [...caused.values()];
    const carrying = mails.filter((m) => [m.subject, m.text, m.html].some((part) => part.includes(MARK)));
    console.info(
      `deletion mails: ${mails.length} mails to the requester and the account holder, ${carrying.length} carrying typed text${carrying.map((m) => ` (${m.subject})`).join('')}`,
    );
    // The acknowledgement and the "done" mail to the requester; the confirmation and the "done" mail to the holder.
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Confirm the deletion of your Rookery account');
    expect(mails.filter((m) => m.to === requester)).toHaveLength(2);
    expect(carrying).toEqual([]);
  });
});
