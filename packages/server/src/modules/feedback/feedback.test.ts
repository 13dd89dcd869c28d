// POST /api feedback (RULES.md "Reads and writes", "Validation"): members only, the RULES.md "Validation" messages
// from the shared schema, the stored row, the mail to the support mailbox (replying to the account), a per-account
// limit.
import { FEEDBACK_MESSAGES as M } from '@rookery/shared/schemas/feedback.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutboxRepo } from '../../platform/mail/mail-outbox.repo.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createFeedbackRepo } from './feedback.repo.ts';
import { FEEDBACK_LIMIT } from './feedback.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help-desk@rookery.test' });
});
afterAll(() => server.close());

const good = { source: 'App', type: 'Technical issue', details: 'The deck stops after two cards.' };

function send(data: unknown, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { action: 'feedback', data },
  });
}

const supportMail = () => createMailOutboxRepo(server.database.db).list('help-desk@rookery.test');

describe('who may send feedback', () => {
  it('refuses an anonymous caller with 401 and sends nothing', async () => {
    const before = (await supportMail()).length;
    const res = await send(good);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized' });
    expect(await supportMail()).toHaveLength(before);
  });

  it('refuses an account that has not verified or accepted the terms with 403', async () => {
    const unverified = await make.account(server, { verified: false });
    expect((await send(good, unverified.cookie)).statusCode).toBe(403);
    const noTerms = await make.account(server, { acceptTc: false });
    expect((await send(good, noTerms.cookie)).statusCode).toBe(403);
    expect(await createFeedbackRepo(server.database.db).forUser(unverified.email)).toEqual([]);
  });

  it('is POST only', async () => {
    const user = await make.account(server);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api?action=feedback',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the RULES.md "Validation" rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no type', { type: undefined }, M.type],
    ['an empty type', { type: '' }, M.type],
    ['a type the form does not offer', { type: 'Billing' }, M.type],
    ['no details', { details: undefined }, M.details],
    ['details of spaces only', { details: '   \n ' }, M.details],
    ['details over 2000 characters', { details: 'x'.repeat(2001) }, M.detailsTooLong],
    ['no type and no details: the type first', { type: '', details: '' }, M.type],
  ];
  it.each(cases)('%s', async (_case, change, message) => {
    const user = await make.account(server);
    const res = await send({ ...good, ...change }, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
    expect(await createFeedbackRepo(server.database.db).forUser(user.email)).toEqual([]);
  });

  it('accepts exactly 2000 characters of details', async () => {
    const user = await make.account(server);
    const res = await send({ ...good, details: 'y'.repeat(2000) }, user.cookie);
    expect(res.json()).toEqual({ success: true });
  });
});

describe('a good message', () => {
  it('is stored for the account and mailed to the support mailbox, escaped, with the account as reply-to', async () => {
    const user = await make.account(server);
    const details = 'My matches list is empty <script>alert(1)</script>\nsince Tuesday.';
    const res = await send({ source: 'App', type: 'Complaint', details: `  ${details}  ` }, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row, ...others] = await createFeedbackRepo(server.database.db).forUser(user.email);
    expect(others).toEqual([]);
    expect(row?.status).toBe('open');
    expect(row?.payload).toEqual({ source: 'App', type: 'Complaint', details, userId: user.id });

    const mail = (await supportMail()).find((m) => m.text.includes(row?.id ?? 'none'));
    expect(mail?.subject).toBe('App feedback: Complaint from Test Person');
    expect(mail?.text).toContain(`From: Test Person <${user.email}>`);
    expect(mail?.text).toContain(details);
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail?.html).not.toContain('<script>');
    // Nothing goes to the person: the in-app thank-you is their acknowledgement.
    expect(await createMailOutboxRepo(server.database.db).list(user.email)).toEqual([]);
  });

  it('takes source App when the client leaves it out', async () => {
    const user = await make.account(server);
    const res = await send({ type: 'General enquiry', details: 'Hello' }, user.cookie);
    expect(res.json()).toEqual({ success: true });
    const [row] = await createFeedbackRepo(server.database.db).forUser(user.email);
    expect(row?.payload.source).toBe('App');
  });

  it(`allows ${FEEDBACK_LIMIT.max} messages an hour per account, then answers 429`, async () => {
    const user = await make.account(server);
    for (let i = 0; i < FEEDBACK_LIMIT.max; i++) {
      expect((await send({ ...good, details: `Message ${i}` }, user.cookie)).statusCode).toBe(200);
    }
    const refused = await send(good, user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(await createFeedbackRepo(server.database.db).forUser(user.email)).toHaveLength(FEEDBACK_LIMIT.max);
    // Another account is not held back by this one.
    const other = await make.account(server);
    expect((await send(good, other.cookie)).statusCode).toBe(200);
  });
});
