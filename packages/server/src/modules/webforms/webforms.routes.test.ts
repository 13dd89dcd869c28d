// POST /api webform: the first broken rule's RULES.md "Validation" message, the stored row, the two mails, the per-IP
// limit.
import { WEB_FORM_MESSAGES as M } from '@rookery/shared/schemas/web-form-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutboxRepo, type KeptMail } from '../../platform/mail/mail-outbox.repo.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { contactRequest, deletionRequest, getAction, postWebForm } from './webforms.fixtures.ts';
import { createWebformsRepo } from './webforms.repo.ts';

let server: TestServer;
beforeAll(async () => {
  // Requests come from localhost here (inject's defaults), so the captcha is skipped; see webforms.captcha.test.ts.
  server = await startTestServer();
});
afterAll(() => server.close());

const outbox = () => createMailOutboxRepo(server.database.db);
const submissions = () => createWebformsRepo(server.database.db);
let ip = 1;
/** A fresh loopback address per submission test, so the per-IP limit of one test never reaches another. */
const nextLocal = () => ({ remoteAddress: `127.0.0.${++ip}` });

describe('webform answers 400 with the RULES.md "Validation" message of the first rule broken', () => {
  const deletion: [string, Record<string, unknown>, string][] = [
    ['no name', { name: '' }, M.name],
    ['no contact email', { contactemail: ' ' }, M.contactEmail],
    ['a malformed contact email', { contactemail: 'ana@example' }, M.invalidEmail],
    ['no acting choice', { acting: undefined }, M.acting],
    ['other without the relationship', { acting: 'other', relationship: '' }, M.relationship],
    ['myself without the same-email answer', { sameemail: undefined }, M.sameEmail],
    ['a client without the account email', { acting: 'client', accountname: 'Bo' }, M.accountHolderEmail],
    [
      'a friend without the account name',
      { acting: 'friend', accountemail: 'bo@example.com' },
      M.accountHolderName,
    ],
    ['a statement left unticked', { statement3: false }, M.statements],
    ['no signed date', { signeddate: '' }, M.signedDate],
    ['no signature', { signature: '' }, M.signature],
    // Several broken at once: the earliest in the order of RULES.md "Validation" wins.
    ['no name and no signature', { name: '', signature: '' }, M.name],
  ];
  it.each(deletion)('deletion form: %s', async (_case, change, message) => {
    const res = await postWebForm(server.app, deletionRequest(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  const contact: [string, Record<string, unknown>, string][] = [
    ['no name', { name: undefined }, M.name],
    ['no contact email', { contactemail: '' }, M.contactEmail],
    ['a malformed contact email', { contactemail: 'bo.example.com' }, M.invalidEmail],
    ['has-account unanswered', { hasaccount: undefined }, M.hasAccount],
    ['an account, same-email unanswered', { hasaccount: 1 }, M.sameEmail],
    ['an account, another email not given', { hasaccount: 1, sameemail: 0 }, M.accountEmail],
    ['no type of query', { type: '' }, M.queryType],
    ['a query over 2000 characters', { query: 'x'.repeat(2001) }, M.queryTooLong],
    ['the disclosure box unticked', { terms: false }, M.terms],
  ];
  it.each(contact)('contact form: %s', async (_case, change, message) => {
    const res = await postWebForm(server.app, contactRequest(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses an unknown form, and is POST only', async () => {
    const res = await postWebForm(server.app, { ...contactRequest(), form: 'other' });
    expect(res.json()).toMatchObject({ success: false, error: 'Please choose a form: delete or contact.' });
    expect((await getAction(server.app, 'webform')).statusCode).toBe(404);
  });
});

describe('a good submission', () => {
  it('stores the deletion request without the captcha, with the copied account fields', async () => {
    const res = await postWebForm(
      server.app,
      deletionRequest({ contactemail: 'stored@example.com', captcha: 'ignored-on-localhost' }),
      nextLocal(),
    );
    expect(res.json()).toEqual({ success: true });
    const [row, ...others] = await submissions().forContactEmail('stored@example.com');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      form: 'delete',
      contactEmail: 'stored@example.com',
      accountEmail: 'stored@example.com',
      status: 'open',
      resolvedAt: null,
    });
    expect(row?.payload).toEqual({
      form: 'delete',
      name: 'Ana Lee',
      contactemail: 'stored@example.com',
      acting: 'myself',
      sameemail: 1,
      accountemail: 'stored@example.com',
      accountname: 'Ana Lee',
      statement1: true,
      statement2: true,
      statement3: true,
      signeddate: '2026-03-01',
      signature: 'Ana Lee',
    });
  });

  it('mails a deletion request to support and a 30-day acknowledgement to the person', async () => {
    const form = deletionRequest({
      contactemail: 'lawyer@example.com',
      acting: 'client',
      accountname: 'Kai Moana',
      accountemail: 'kai@example.com',
    });
    expect((await postWebForm(server.app, form, nextLocal())).statusCode).toBe(200);
    const [reference] = (await submissions().forContactEmail('lawyer@example.com')).map((r) => r.id);

    const [toSupport] = await outbox().list('support@rookery.app', 1);
    expect(toSupport?.subject).toBe('Data deletion request: Kai Moana');
    for (const part of [
      'Ana Lee <lawyer@example.com>',
      'A client',
      'kai@example.com',
      `Reference: ${reference}`,
    ]) {
      expect(toSupport?.text).toContain(part);
    }
    expect(toSupport?.html).toContain('Sworn statements, all accepted');

    const [ack, ...more] = await outbox().list('lawyer@example.com');
    expect(more).toEqual([]);
    expect(ack?.subject).toBe('We have received your data deletion request');
    expect(ack?.text).toContain('within 30 days');
    expect(ack?.text).toContain("confirm it with the account's own email address");
    // A fixed text: not the requester's name nor the account they named.
    expect(ack?.text).not.toContain('Ana Lee');
    expect(ack?.text).not.toContain('Kai');
    expect(ack?.text).toContain(reference);
  });

  it('mails a contact message to support and an acknowledgement to the person', async () => {
    const form = contactRequest({ contactemail: 'asker@example.com', hasaccount: '1', sameemail: '1' });
    expect((await postWebForm(server.app, form, nextLocal())).statusCode).toBe(200);
    const [toSupport] = await outbox().list('support@rookery.app', 1);
    expect(toSupport?.subject).toBe('Contact form: Technical issue from Bo Chen');
    expect(toSupport?.text).toContain('Has an account: Yes, asker@example.com (same as the contact email)');
    expect(toSupport?.text).toContain('Query: The deck does not load.');
    const [ack] = await outbox().list('asker@example.com');
    expect(ack?.subject).toBe('We have received your message');
    const [row] = await submissions().forContactEmail('asker@example.com');
    expect(row).toMatchObject({ form: 'contact', accountEmail: 'asker@example.com' });
  });

  it('escapes HTML typed into the form in the mail to support, keeps it out of the acknowledgement, and keeps subjects on one line', async () => {
    const name = '<img src=x onerror=alert(1)>\n"Bo" & co';
    const form = contactRequest({ name, contactemail: 'html@example.com', query: '<b>bold</b>' });
    expect((await postWebForm(server.app, form, nextLocal())).statusCode).toBe(200);
    const [toSupport] = await outbox().list('support@rookery.app', 1);
    const [ack] = await outbox().list('html@example.com');
    for (const mail of [toSupport, ack] as KeptMail[]) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>bold');
    }
    expect(toSupport?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(toSupport?.html).toContain('&#60;b&#62;bold&#60;/b&#62;');
    // The acknowledgement carries nothing typed at all.
    expect(ack?.html).not.toContain('img src');
    expect(toSupport?.subject).toBe(
      'Contact form: Technical issue from <img src=x onerror=alert(1)> "Bo" & co',
    );
    expect(toSupport?.text).toContain('<b>bold</b>');
  });
});

describe('per-IP limits', () => {
  it('allows 10 submissions an hour from one address, then 429 with Retry-After', async () => {
    const from = { remoteAddress: '127.0.9.9' };
    for (let i = 0; i < 10; i++) {
      const res = await postWebForm(
        server.app,
        contactRequest({ contactemail: `limit${i}@example.com` }),
        from,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await postWebForm(
      server.app,
      contactRequest({ contactemail: 'limit@example.com' }),
      from,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Too many attempts, please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await submissions().forContactEmail('limit@example.com')).toEqual([]);
    // Another address is not affected.
    expect(
      (await postWebForm(server.app, contactRequest(), { remoteAddress: '127.0.9.10' })).statusCode,
    ).toBe(200);
  });

  it('allows 60 challenges an hour from one address', async () => {
    const from = { remoteAddress: '127.0.8.8' };
    for (let i = 0; i < 60; i++) {
      expect((await getAction(server.app, 'captchachallenge', from)).statusCode).toBe(200);
    }
    const refused = await getAction(server.app, 'captchachallenge', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
