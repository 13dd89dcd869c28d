// Deletion requests from the /delete form, end to end: the real form through `webform`, support's commands
// (deletions, show, send, close), the mail to the account's own address, and the link's two public actions.
import { DELETION_LINK_MESSAGES as LINK } from '@rookery/shared/schemas/deletion-link.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin/admin-runner.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createMailOutboxRepo } from '../../platform/mail/mail-outbox.repo.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { DELETION_REQUEST_COMMANDS } from './deletion-requests.commands.ts';
import { createDeletionRequestsRepo } from './deletion-requests.repo.ts';
import { DELETION_LINK_LIMIT, hashDeletionToken } from './deletion-requests.service.ts';
import { deletionRequest, postWebForm } from './webforms.fixtures.ts';
import { webFormSubmissions } from './webforms.schema.ts';

const PUBLIC_URL = 'https://rookery.example';
let server: TestServer;
beforeAll(async () => {
  // Form submissions come from localhost (inject's default Host), so the captcha is skipped.
  server = await startTestServer({ PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60_000;
const outbox = () => createMailOutboxRepo(server.database.db);
const requests = () => createDeletionRequestsRepo(server.database.db);

let ipCount = 0;
const nextIp = () => `10.9.${(++ipCount >> 8) & 255}.${ipCount & 255}`;

async function admin(...argv: string[]) {
  const result = await runAdmin(server.app, DELETION_REQUEST_COMMANDS, argv, 'support-test');
  return { ...result, text: result.lines.join('\n') };
}

function linkAction(action: 'deletionlink' | 'confirmdeletion', token: unknown, ip = nextIp()) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: ip,
    payload: { action, data: { token } },
  });
}

let people = 0;
/** A friend's request for an account; `accountEmail` as typed in the form. */
async function submitRequest(accountEmail: string | undefined, change: Record<string, unknown> = {}) {
  const given = change.contactemail;
  const contact = typeof given === 'string' ? given : `asker-${++people}@example.com`;
  const form = deletionRequest({
    name: 'Mere Friend',
    contactemail: contact,
    acting: accountEmail ? 'friend' : 'other',
    ...(accountEmail ? {} : { relationship: 'Neighbour' }),
    accountname: 'Kai Moana',
    accountemail: accountEmail ?? '',
    ...change,
  });
  const res = await postWebForm(server.app, form, { remoteAddress: `127.0.1.${++people}` });
  expect(res.json()).toEqual({ success: true });
  const [row] = await server.database.db
    .select({ id: webFormSubmissions.id })
    .from(webFormSubmissions)
    .where(eq(webFormSubmissions.contactEmail, contact));
  if (!row) throw new Error('the request was not stored');
  return { id: row.id, contact };
}

async function stored(id: string) {
  const found = await requests().find(id);
  if (!found || found === 'ambiguous') throw new Error(`request ${id} not found`);
  return found;
}

async function userExists(id: string) {
  const rows = await server.database.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length === 1;
}

/** The token in the newest confirmation mail to an address. */
async function tokenMailedTo(address: string): Promise<string> {
  const [mail] = await outbox().list(address, 1);
  const token = mail?.text.match(/\/delete\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${address}`);
  return token;
}

describe('a deletion request from the form to the deleted account', () => {
  it('lists, sends to the account address, and deletes only when the account holder confirms', async () => {
    const account = await make.account(server);
    // Typed in capitals: the account is found all the same.
    const { id, contact } = await submitRequest(account.email.toUpperCase());

    const queue = await admin('deletions');
    expect(queue.status).toBe(0);
    expect(queue.text).toContain(id);
    const block = queue.text.slice(queue.text.indexOf(id));
    expect(block).toMatch(/received {2}\d{4}-\d\d-\d\d \(today\), due \d{4}-\d\d-\d\d\n/);
    expect(block).toContain(`asked by  Mere Friend <${contact}>, for a family member or friend`);
    expect(block).toContain(`Kai Moana <${account.email.toUpperCase()}>: account found (Test Person)`);
    expect(block).toContain('status    open, no confirmation mail sent yet');

    const shown = await admin('deletions', 'show', id.slice(0, 8));
    expect(shown.status).toBe(0);
    expect(shown.text).toContain(`the account is Test Person <${account.email}>, id ${account.id}`);
    expect(shown.text).toContain(`Next: npm run admin -- deletions send ${id}`);

    const sent = await admin('deletions', 'send', id);
    expect(sent.status).toBe(0);
    expect(sent.text).toContain(
      `Mailed the confirmation link to ${account.email} (the account's own address)`,
    );

    // The link goes to the account's address; the requester has only the form's acknowledgement.
    const [confirmation] = await outbox().list(account.email, 1);
    expect(confirmation?.subject).toBe('Confirm the deletion of your Rookery account');
    expect(confirmation?.text).toContain(
      'from someone who said they are a family member or friend of the account holder',
    );
    expect(confirmation?.text).not.toContain('Mere Friend');
    expect(confirmation?.text).toContain(`${PUBLIC_URL}/delete/confirm?token=`);
    expect((await outbox().list(contact)).map((m) => m.subject)).toEqual([
      'We have received your data deletion request',
    ]);

    const token = await tokenMailedTo(account.email);
    const mailed = await stored(id);
    expect(mailed).toMatchObject({ status: 'mailed', userId: account.id });
    expect(mailed.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(mailed.confirmExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    // Only the token's hash is kept.
    const [raw] = await server.database.db
      .select({ hash: webFormSubmissions.confirmTokenHash })
      .from(webFormSubmissions)
      .where(eq(webFormSubmissions.id, id));
    expect(raw?.hash).toBe(hashDeletionToken(token));

    // Nothing is deleted by sending, nor by opening the link.
    expect(await userExists(account.id)).toBe(true);
    const look = await linkAction('deletionlink', token);
    expect(look.json()).toMatchObject({ success: true, accountemail: account.email });
    expect(await userExists(account.id)).toBe(true);

    const confirmed = await linkAction('confirmdeletion', token);
    expect(confirmed.json()).toEqual({ success: true });
    expect(await userExists(account.id)).toBe(false);
    const resolved = await stored(id);
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'deleted', userId: null });
    expect(resolved.resolvedAt).toBeInstanceOf(Date);

    // The requester and the account's address both hear that it is done.
    const [toRequester] = await outbox().list(contact, 1);
    expect(toRequester?.subject).toBe(`The Rookery account ${account.email} has been deleted`);
    expect(toRequester?.text).toContain(`Reference: ${id}`);
    const [toAccount] = await outbox().list(account.email, 1);
    expect(toAccount?.subject).toBe(`The Rookery account ${account.email} has been deleted`);

    // The same link again, both actions.
    for (const action of ['confirmdeletion', 'deletionlink'] as const) {
      const again = await linkAction(action, token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, error: LINK.used });
    }
    // Resolved requests leave the queue, and stay under --all.
    expect((await admin('deletions')).text).not.toContain(id);
    expect((await admin('deletions', '--all')).text).toContain(`${id}  resolved`);
  });

  it('mails the requester alone when they are the account holder', async () => {
    const account = await make.account(server);
    const { id } = await submitRequest(undefined, {
      acting: 'myself',
      sameemail: 1,
      contactemail: account.email,
      relationship: undefined,
    });
    expect((await admin('deletions', 'send', id)).status).toBe(0);
    const token = await tokenMailedTo(account.email);
    expect((await linkAction('confirmdeletion', token)).json()).toEqual({ success: true });
    const done = (await outbox().list(account.email)).filter((m) => m.subject.endsWith('has been deleted'));
    expect(done).toHaveLength(1);
  });
});

describe('links that cannot be used', () => {
  it('refuses a wrong token, a malformed one and none, and deletes nothing', async () => {
    const account = await make.account(server);
    const { id } = await submitRequest(account.email);
    await admin('deletions', 'send', id);
    const token = await tokenMailedTo(account.email);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'short', '', undefined, 42]) {
      const res = await linkAction('confirmdeletion', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: LINK.invalid });
    }
    // A GET cannot confirm (writes only by POST).
    const viaGet = await server.app.inject({
      method: 'GET',
      url: `/api?action=confirmdeletion&token=${token}`,
    });
    expect(viaGet.statusCode).toBe(404);
    expect(await userExists(account.id)).toBe(true);
    expect((await stored(id)).status).toBe('mailed');
  });

  it('refuses an expired link; sending again makes a new link and voids the old one', async () => {
    const account = await make.account(server);
    const { id } = await submitRequest(account.email);
    await admin('deletions', 'send', id);
    const first = await tokenMailedTo(account.email);
    await server.database.db
      .update(webFormSubmissions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webFormSubmissions.id, id));

    for (const action of ['deletionlink', 'confirmdeletion'] as const) {
      const res = await linkAction(action, first);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: LINK.expired });
    }
    expect(await userExists(account.id)).toBe(true);
    expect((await admin('deletions', 'show', id)).text).toContain('link expired');

    const again = await admin('deletions', 'send', id);
    expect(again.text).toContain('The link in the earlier mail no longer works.');
    const second = await tokenMailedTo(account.email);
    expect(second).not.toBe(first);
    expect((await linkAction('confirmdeletion', first)).json()).toMatchObject({
      success: false,
      error: LINK.invalid,
    });
    expect(await userExists(account.id)).toBe(true);
    expect((await linkAction('confirmdeletion', second)).json()).toEqual({ success: true });
    expect(await userExists(account.id)).toBe(false);
  });

  it('deletes once when the link is used twice at the same moment', async () => {
    const account = await make.account(server);
    const { id, contact } = await submitRequest(account.email);
    await admin('deletions', 'send', id);
    const token = await tokenMailedTo(account.email);
    const answers = await Promise.all([
      linkAction('confirmdeletion', token),
      linkAction('confirmdeletion', token),
    ]);
    const bodies = answers.map((a) => a.json() as { success: boolean; error?: string });
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect([LINK.used, LINK.underWay]).toContain(bodies.find((b) => !b.success)?.error);
    expect(await userExists(account.id)).toBe(false);
    const done = (await outbox().list(contact)).filter((m) => m.subject.endsWith('has been deleted'));
    expect(done).toHaveLength(1);
  });

  it("says a closed request's link no longer works", async () => {
    const account = await make.account(server);
    const { id } = await submitRequest(account.email);
    await admin('deletions', 'send', id);
    const token = await tokenMailedTo(account.email);
    const closed = await admin('deletions', 'close', id, '--resolution', 'duplicate of an earlier request');
    expect(closed.status).toBe(0);
    expect(closed.text).toContain(
      'closed by support-test: duplicate of an earlier request. Nothing was deleted',
    );
    const res = await linkAction('confirmdeletion', token);
    expect(res.json()).toMatchObject({ success: false, error: LINK.closed });
    expect(await userExists(account.id)).toBe(true);
  });

  it('limits link calls per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < DELETION_LINK_LIMIT.max; i++) {
      expect((await linkAction('deletionlink', 'x'.repeat(43), ip)).statusCode).toBe(400);
    }
    const over = await linkAction('deletionlink', 'x'.repeat(43), ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe("support's commands", () => {
  it('send refuses a request whose account email matches no account, and suggests closing it', async () => {
    const { id, contact } = await submitRequest('nobody-here@example.com');
    const before = (await outbox().list(undefined, 1))[0]?.id;
    const res = await admin('deletions', 'send', id);
    expect(res.status).toBe(1);
    expect(res.text).toBe(
      `No account has the email nobody-here@example.com. Check it with the requester (${contact}), or close the request: npm run admin -- deletions close ${id} --resolution "no account"`,
    );
    expect((await outbox().list(undefined, 1))[0]?.id).toBe(before);
    expect((await stored(id)).status).toBe('open');
    expect((await admin('deletions')).text).toContain('NO account has this email');
  });

  it('send refuses a request without an account email', async () => {
    const { id } = await submitRequest(undefined);
    const res = await admin('deletions', 'send', id);
    expect(res.status).toBe(1);
    expect(res.text).toContain('gives no account email');
    expect(res.text).toContain(`deletions close ${id} --resolution "no account"`);
  });

  it('close resolves without deleting, needs a resolution, and happens once', async () => {
    const account = await make.account(server);
    const { id } = await submitRequest(account.email);
    expect((await admin('deletions', 'close', id)).text).toContain('Say why the request is closed');
    expect((await admin('deletions', 'close', id, '--resolution', '  ')).status).toBe(1);
    const closed = await admin('deletions', 'close', id, '--resolution', 'no account');
    expect(closed.status).toBe(0);
    expect(await stored(id)).toMatchObject({ status: 'resolved', resolution: 'no account' });
    expect(await userExists(account.id)).toBe(true);
    const twice = await admin('deletions', 'close', id, '--resolution', 'no account');
    expect(twice).toMatchObject({ status: 1, text: `Request ${id} is already resolved (no account).` });
    expect((await admin('deletions', 'send', id)).status).toBe(1);
  });

  it('flags requests older than 30 days as overdue', async () => {
    const { id } = await submitRequest('late@example.com');
    await server.database.db
      .update(webFormSubmissions)
      .set({ createdAt: new Date(Date.now() - 33 * DAY) })
      .where(eq(webFormSubmissions.id, id));
    const queue = await admin('deletions');
    expect(queue.text).toMatch(/; \d+ OVERDUE \(over 30 days\)/);
    const block = queue.text.slice(queue.text.indexOf(id));
    expect(block.split('\n')[0]).toBe(`${id}  OVERDUE  open`);
    expect(block).toContain('(33 days ago)');
    expect(block).toContain('OVERDUE by 3 days');
    // Oldest first: the overdue request leads the queue.
    expect(queue.lines[2]).toBe(`${id}  OVERDUE  open`);
    await admin('deletions', 'close', id, '--resolution', 'no account');
  });

  it('knows only deletion requests, and answers mistakes with a sentence', async () => {
    const contactForm = await postWebForm(
      server.app,
      {
        form: 'contact',
        name: 'Bo',
        contactemail: 'contact-only@example.com',
        hasaccount: 0,
        type: 'Feedback or suggestions',
        query: 'Hi',
        terms: true,
      },
      { remoteAddress: '127.0.2.1' },
    );
    expect(contactForm.statusCode).toBe(200);
    const [row] = await server.database.db
      .select({ id: webFormSubmissions.id })
      .from(webFormSubmissions)
      .where(eq(webFormSubmissions.contactEmail, 'contact-only@example.com'));
    const contactId = row?.id ?? '';
    expect((await admin('deletions', '--all')).text).not.toContain(contactId);
    expect(await admin('deletions', 'show', contactId)).toMatchObject({
      status: 1,
      text: `No deletion request has the id ${contactId}.`,
    });
    expect((await admin('deletions', 'show', 'not-an-id; drop table users')).status).toBe(1);
    expect((await admin('deletions', 'show')).text).toBe(
      'Give one request id: npm run admin -- deletions show <id>',
    );
    expect((await admin('deletions', 'send', 'a', 'b')).status).toBe(1);
    expect((await admin('deletions', 'bogus')).status).toBe(1);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the dating site on this machine, drops a trailing slash, and refuses a non-web address', () => {
    expect(loadConfig({}, { PORT: '4100' }).publicUrl).toBe('http://rookery.localhost:4100');
    expect(loadConfig({}, { PUBLIC_URL: 'https://rookery.app/' }).publicUrl).toBe('https://rookery.app');
    expect(() => loadConfig({}, { PUBLIC_URL: 'ftp://rookery.app' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { PUBLIC_URL: 'ftp://rookery.app' })).toThrow(
      'PUBLIC_URL: must be an http:// or https:// URL',
    );
  });
});
