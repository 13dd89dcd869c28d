// Contact requests from the public form and the app's Contact Us, end to end: the real form through `webform`, real
// feedback through /api, support's commands (requests, show, resolve) and their refusals, and the retention task
// deleting a request 12 months after it was resolved.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { runAdmin } from '../../admin/admin-runner.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { RETENTION_TASKS } from '../account/retention.jobs.ts';
import { runTask } from '../account/testing/retention-seed.ts';
import { SUPPORT_REQUEST_COMMANDS } from './support-requests.commands.ts';
import { contactRequest, deletionRequest, postWebForm } from './webforms.fixtures.ts';
import { webFormSubmissions } from './webforms.schema.ts';

let server: TestServer;
beforeAll(async () => {
  // Form submissions come from localhost (inject's default Host), so the captcha is skipped.
  server = await startTestServer();
});
afterAll(() => server.close());

async function admin(...argv: string[]) {
  const result = await runAdmin(server.app, SUPPORT_REQUEST_COMMANDS, argv, 'support-test');
  return { ...result, text: result.lines.join('\n') };
}

let sent = 0;
/** The row id of what was just stored for this contact email. */
async function idFor(contactEmail: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: webFormSubmissions.id })
    .from(webFormSubmissions)
    .where(eq(webFormSubmissions.contactEmail, contactEmail));
  if (!row) throw new Error(`nothing stored for ${contactEmail}`);
  return row.id;
}

async function submitContact(change: Parameters<typeof contactRequest>[0] = {}) {
  const contact = `writer-${++sent}@example.com`;
  const res = await postWebForm(server.app, contactRequest({ contactemail: contact, ...change }), {
    remoteAddress: `127.0.3.${sent}`,
  });
  expect(res.json()).toEqual({ success: true });
  return { id: await idFor(contact), contact };
}

async function submitFeedback(details: string) {
  const user = await make.account(server);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    payload: { action: 'feedback', data: { source: 'App', type: 'Complaint', details } },
  });
  expect(res.json()).toEqual({ success: true });
  return { id: await idFor(user.email), user };
}

async function row(id: string) {
  const [found] = await server.database.db
    .select()
    .from(webFormSubmissions)
    .where(eq(webFormSubmissions.id, id));
  return found;
}

/** Moves a request's resolution (and its creation, a month before) this many months back. */
async function resolvedMonthsAgo(id: string, months: number) {
  await server.database.db.execute(sql`update web_form_submissions
    set resolved_at = now() - ${months} * interval '1 month',
        created_at = now() - ${months + 1} * interval '1 month'
    where id = ${id}`);
}

const LONG_QUERY = `My matches vanished after the update. ${'I tried signing out and in again. '.repeat(6)}Please help.`;

describe('the queue', () => {
  it('says so when nothing is waiting', async () => {
    expect(await admin('requests')).toMatchObject({ status: 0, text: 'No contact requests waiting.' });
    expect((await admin('requests', '--all')).text).toBe('No contact requests.');
  });

  it('lists contact requests and app feedback, oldest first, and not deletion requests', async () => {
    const older = await submitContact({ name: 'Bo Chen', type: 'Technical issue', query: LONG_QUERY });
    await server.database.db
      .update(webFormSubmissions)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60_000) })
      .where(eq(webFormSubmissions.id, older.id));
    const withAccount = await submitContact({
      name: 'Ana Lee',
      hasaccount: 1,
      sameemail: 0,
      accountemail: 'ana.account@example.com',
      type: 'General enquiry',
      query: '',
    });
    const feedback = await submitFeedback('The deck stops after two cards.\nEvery time.');
    const deletion = await postWebForm(server.app, deletionRequest({ contactemail: 'del@example.com' }), {
      remoteAddress: '127.0.4.1',
    });
    expect(deletion.json()).toEqual({ success: true });
    const deletionId = await idFor('del@example.com');

    const queue = await admin('requests');
    expect(queue.status).toBe(0);
    expect(queue.lines[0]).toBe('3 contact requests waiting, oldest first.');
    expect(queue.text).not.toContain(deletionId);
    // Oldest first: the request moved three days back leads.
    expect(queue.lines[2]).toBe(`${older.id}  contact  open`);
    expect(queue.text.indexOf(withAccount.id)).toBeLessThan(queue.text.indexOf(feedback.id));

    const block = (id: string) => {
      const start = queue.lines.findIndex((l) => l.startsWith(id));
      return queue.lines.slice(start, queue.lines.indexOf('', start));
    };
    const says = LONG_QUERY.slice(0, 99);
    expect(block(older.id)).toEqual([
      `${older.id}  contact  open`,
      expect.stringMatching(/^ {2}received {2}\d{4}-\d\d-\d\d \(3 days ago\)$/),
      `  from      Bo Chen <${older.contact}>, no account`,
      '  type      Technical issue',
      `  says      ${says}…`,
    ]);
    expect(block(withAccount.id)).toEqual([
      `${withAccount.id}  contact  open`,
      expect.stringMatching(/\(today\)$/),
      `  from      Ana Lee <${withAccount.contact}>, has an account with ana.account@example.com`,
      '  type      General enquiry',
      '  says      (nothing written)',
    ]);
    expect(block(feedback.id)).toEqual([
      `${feedback.id}  in-app  open`,
      expect.stringMatching(/\(today\)$/),
      `  from      Test Person <${feedback.user.email}>, signed in to the app`,
      '  type      Complaint',
      '  says      The deck stops after two cards. Every time.',
    ]);
  });

  it("makes a stranger's control characters harmless on the operator's terminal", async () => {
    const { id } = await submitContact({ name: 'Eve', query: 'Hi\u001b[2J\u001b]0;owned\u0007 there' });
    const shown = await admin('requests', 'show', id);
    expect(shown.text).not.toContain('\u001b');
    expect(shown.text).not.toContain('\u0007');
    expect(shown.text).toContain('  Hi\uFFFD[2J\uFFFD]0;owned\uFFFD there');
    expect((await admin('requests', 'resolve', id, '--resolution', 'spam')).status).toBe(0);
  });
});

describe('show', () => {
  it('shows a contact request in full by its 8-character prefix, with the next step', async () => {
    const { id, contact } = await submitContact({ query: 'Line one\nLine two' });
    const shown = await admin('requests', 'show', id.slice(0, 8));
    expect(shown.status).toBe(0);
    expect(shown.lines.slice(-5)).toEqual([
      '',
      '  Line one',
      '  Line two',
      '',
      `Next: answer ${contact}, then: npm run admin -- requests resolve ${id} --resolution "answered by mail"`,
    ]);
  });

  it("shows feedback with the sender's account as it is now and where it was sent from", async () => {
    const { id, user } = await submitFeedback(LONG_QUERY);
    const shown = await admin('requests', 'show', id);
    expect(shown.text).toContain(`  account   Test Person <${user.email}>, id ${user.id}`);
    expect(shown.text).toContain('  sent from App');
    // In full, not cut at 100 characters.
    expect(shown.text).toContain(`  ${LONG_QUERY}`);
  });
});

describe('resolve', () => {
  it('resolves once, with a resolution, and the request leaves the queue but stays under --all', async () => {
    const { id } = await submitContact();
    const before = Date.now();
    const done = await admin('requests', 'resolve', id.slice(0, 8), '--resolution', '  answered by mail ');
    expect(done).toMatchObject({
      status: 0,
      text: `Request ${id} resolved by support-test: "answered by mail". The retention task deletes it 12 months from now.`,
    });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'resolved', resolution: 'answered by mail' });
    expect(stored?.resolvedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.resolvedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await admin('requests')).text).not.toContain(id);
    const all = await admin('requests', '--all');
    const at = all.lines.indexOf(`${id}  contact  resolved`);
    expect(at).toBeGreaterThan(0);
    expect(all.lines[at + 4]).toMatch(/^ {2}resolved {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC: answered by mail$/);
    expect((await admin('requests', 'show', id)).text).toContain(
      'Nothing left to do; the retention task deletes it 12 months after its resolution.',
    );

    const twice = await admin('requests', 'resolve', id, '--resolution', 'again');
    expect(twice).toMatchObject({ status: 1, text: `Request ${id} is already resolved (answered by mail).` });
    expect((await row(id))?.resolution).toBe('answered by mail');
  });

  it('resolves app feedback the same way', async () => {
    const { id } = await submitFeedback('Please add dark mode.');
    expect((await admin('requests', 'resolve', id, '--resolution', 'passed to the team')).status).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'resolved', resolution: 'passed to the team' });
  });

  it('refuses an empty or missing resolution and one that is too long, and changes nothing', async () => {
    const { id } = await submitContact();
    const say = 'Say how the request was resolved: --resolution "answered by mail".';
    expect(await admin('requests', 'resolve', id)).toMatchObject({ status: 1, text: say });
    expect(await admin('requests', 'resolve', id, '--resolution', ' \n ')).toMatchObject({
      status: 1,
      text: say,
    });
    expect(await admin('requests', 'resolve', id, '--resolution', 'x'.repeat(501))).toMatchObject({
      status: 1,
      text: 'The resolution must be at most 500 characters.',
    });
    expect(await row(id)).toMatchObject({ status: 'open', resolution: null, resolvedAt: null });
  });

  it('refuses an unknown id and points a deletion request to `deletions`', async () => {
    const missing = '0a1b2c3d-0000-4000-8000-000000000000';
    const unknown = { status: 1, text: `No contact request or feedback has the id ${missing}.` };
    expect(await admin('requests', 'show', missing)).toMatchObject(unknown);
    expect(await admin('requests', 'resolve', missing, '--resolution', 'x')).toMatchObject(unknown);
    expect((await admin('requests', 'show', 'not-an-id; drop table users')).status).toBe(1);

    const res = await postWebForm(server.app, deletionRequest({ contactemail: 'del2@example.com' }), {
      remoteAddress: '127.0.4.2',
    });
    expect(res.json()).toEqual({ success: true });
    const deletionId = await idFor('del2@example.com');
    const pointer = `${deletionId} is a deletion request; those are worked with: npm run admin -- deletions show ${deletionId}`;
    expect(await admin('requests', 'show', deletionId.slice(0, 8))).toMatchObject({
      status: 1,
      text: pointer,
    });
    expect(await admin('requests', 'resolve', deletionId, '--resolution', 'answered')).toMatchObject({
      status: 1,
      text: pointer,
    });
    expect(await row(deletionId)).toMatchObject({ status: 'open', resolvedAt: null });
  });

  it('answers wrong words with a sentence', async () => {
    expect(await admin('requests', 'show')).toMatchObject({
      status: 1,
      text: 'Give one request id: npm run admin -- requests show <id>',
    });
    expect((await admin('requests', 'resolve', 'a', 'b', '--resolution', 'x')).status).toBe(1);
    expect(await admin('requests', 'bogus')).toMatchObject({
      status: 1,
      text: 'Unknown words: bogus. Use requests show|resolve <id>, or requests [--all].',
    });
  });

  it('is one of the admin commands', async () => {
    const help = await runAdmin(server.app, ADMIN_COMMANDS, ['help'], 'support-test');
    expect(help.lines.join('\n')).toContain('requests resolve <id> --resolution');
  });
});

describe('retention', () => {
  it('deletes a resolved request 12 months after its resolution, not before, and never an open one', async () => {
    const contact = await submitContact();
    const feedback = await submitFeedback('Old feedback.');
    const recent = await submitContact();
    const open = await submitContact();
    for (const { id } of [contact, feedback, recent]) {
      expect((await admin('requests', 'resolve', id, '--resolution', 'answered')).status).toBe(0);
    }
    await resolvedMonthsAgo(contact.id, 13);
    await resolvedMonthsAgo(feedback.id, 13);
    await resolvedMonthsAgo(recent.id, 11);
    await server.database.db.execute(sql`update web_form_submissions
      set created_at = now() - interval '3 years' where id = ${open.id}`);

    const result = await runTask(server.app, RETENTION_TASKS.retention);
    expect(Number(result.contactRequests)).toBe(2);
    expect(await row(contact.id)).toBeUndefined();
    expect(await row(feedback.id)).toBeUndefined();
    expect(await row(recent.id)).toMatchObject({ status: 'resolved' });
    expect(await row(open.id)).toMatchObject({ status: 'open' });
    const all = (await admin('requests', '--all')).text;
    expect(all).not.toContain(contact.id);
    expect(all).toContain(recent.id);
  });
});
