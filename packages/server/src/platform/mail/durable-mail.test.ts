// Durable mail against a real SMTP server on loopback: a sign-up whose mail server is down when the code is asked
// for still gets its code once the server is back; a mail that keeps failing ends dead, shows in `jobs list` (its
// code hidden) and `jobs retry` sends it; two workers never send one mail twice. The outage is "a minute":
// here the back-off is shortened to a few hundred milliseconds so the same mechanism runs in seconds.
import { createHmac } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { runAdmin } from '../../admin/admin-runner.ts';
import { loadConfig } from '../../config.ts';
import { apiGet, apiPost, userIdOf } from '../../modules/auth/testing/auth-test-kit.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import { createJobsRepo, type JobRow } from '../jobs/jobs.repo.ts';
import { createMailJobHandler, MAIL_JOB, MAIL_STOP_GRACE_MS, mailRetryDelay } from './mail-jobs.ts';
import { createMailOutboxRepo } from './mail-outbox.repo.ts';
import { createMailTransport } from './mailer.ts';
import { freePort, mailsTo, type SmtpSink, startSmtpSink, waitForMails } from './testing/smtp-sink.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const FAST = { MAIL_RETRY_BASE_MS: '300', MAIL_RETRY_MAX_MS: '1200', JOBS_POLL_MS: '50' };

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  cleanups.push(() => server.close());
  return server;
}

async function sink(port = 0): Promise<SmtpSink> {
  const s = await startSmtpSink(port);
  cleanups.push(() => s.close());
  return s;
}

async function mailJobs(server: TestServer): Promise<JobRow[]> {
  return createJobsRepo(server.database.db).list({ kind: MAIL_JOB, limit: 100 });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const admin = (server: TestServer, ...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'ops');

describe('the retry schedule', () => {
  it('waits 30 s, doubling up to an hour, over 8 tries by default (about 64 minutes in all)', () => {
    const { retry } = loadConfig({}).mail;
    const waits = Array.from({ length: 8 }, (_, i) => mailRetryDelay(retry, i + 1));
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, undefined]);
    const capped = { baseMs: 600_000, maxMs: 3_600_000, attempts: 8 };
    expect(mailRetryDelay(capped, 4)).toBe(3_600_000);
    expect(() => loadConfig({}, { MAIL_DKIM_DOMAIN: 'rookery.test' })).toThrow(/go together/);
  });
});

describe('durable mail', () => {
  it('gives a sign-up its code once the mail server, down when the code was asked for, comes back', async () => {
    const port = await freePort();
    const server = await serverWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ...FAST,
      MAIL_MAX_ATTEMPTS: '30',
    });
    const { email, cookie } = await make.signedUp(server);
    // The first try (just after the answer) fails at once, nothing listens; the mail waits, its error kept.
    const queued = await waitFor('the first try to fail', async () => {
      const [job] = await mailJobs(server);
      return job?.status === 'queued' && job.error ? job : undefined;
    });
    expect(queued.error).toMatch(/ECONNREFUSED/);
    // The worker tries again while the mail server stays down.
    await waitFor('another try', async () =>
      ((await mailJobs(server))[0]?.attempts ?? 0) > 1 ? true : undefined,
    );

    const smtp = await sink(port);
    const upAt = Date.now();
    const [mail] = await waitForMails(smtp, email, 1, 10_000);
    console.info(`code mail arrived ${Date.now() - upAt} ms after the mail server came up`);
    const code = /Subject: (\d{4}) /.exec(mail?.data ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect((await apiPost(server, 'verifycode', { code }, { cookie })).json()).toEqual({ success: true });

    // Sent: done, and the body (with its code) is gone from the jobs table.
    const [sent] = await waitFor('the job marked done', async () => {
      const rows = await mailJobs(server);
      return rows[0]?.status === 'done' ? rows : undefined;
    });
    expect(sent?.payload).toEqual({});
    expect(JSON.stringify(await mailJobs(server))).not.toContain(code);
    expect(mailsTo(smtp, email)).toHaveLength(1);
  });

  it('delivers a code and its replacement asked for during the outage; only the newer code works', async () => {
    const port = await freePort();
    const server = await serverWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ...FAST,
      MAIL_MAX_ATTEMPTS: '30',
    });
    const { email, cookie } = await make.signedUp(server);
    await waitFor('the first try to fail', async () => {
      const [job] = await mailJobs(server);
      return job?.status === 'queued' && job.error ? job : undefined;
    });
    // A minute passes (moved in the database, not waited for), and the person asks for a new code.
    await server.database.db.execute(
      sql`update auth_codes set created_at = created_at - interval '2 minutes' where sent_to = ${email}`,
    );
    expect((await apiGet(server, 'verify', { cookie })).statusCode).toBe(200);
    const smtp = await sink(port);
    const mails = await waitForMails(smtp, email, 2, 10_000);
    const codes = mails.map((m) => /Subject: (\d{4}) /.exec(m.data)?.[1] ?? '');
    // Which mailed code is the newer one (the mails may arrive in either order): the one whose keyed hash the
    // newest auth_codes row holds.
    const userId = await userIdOf(server, email);
    const rows = (await server.database.db.execute(
      sql`select code_hash from auth_codes where user_id = ${userId} order by created_at desc`,
    )) as unknown as { rows: { code_hash: string }[] };
    const hashOf = (code: string) =>
      createHmac('sha256', server.config.codeSecret).update(`${userId}:verify:${code}`).digest('hex');
    const newer = codes.find((code) => hashOf(code) === rows.rows[0]?.code_hash);
    const older = codes.find((code) => code !== newer);
    expect(newer).toMatch(/^\d{4}$/);
    expect(older).toMatch(/^\d{4}$/);
    expect((await apiPost(server, 'verifycode', { code: older }, { cookie })).json()).toMatchObject({
      success: false,
    });
    expect((await apiPost(server, 'verifycode', { code: newer }, { cookie })).json()).toEqual({
      success: true,
    });
  });

  it('makes a mail that keeps failing a dead letter, lists it without its code, and sends it on retry', async () => {
    const smtp = await sink();
    smtp.refuse = true;
    const server = await serverWith({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...FAST,
      MAIL_RETRY_BASE_MS: '50',
      MAIL_MAX_ATTEMPTS: '3',
    });
    const to = 'dead-letter@example.test';
    await server.app.services.mailer.send({
      to,
      subject: '4821 is your code',
      text: 'Your code is 4821.',
      html: '<p>Your code is 4821.</p>',
    });
    const dead = await waitFor('the mail to die', async () => {
      const [job] = await mailJobs(server);
      return job?.status === 'dead' ? job : undefined;
    });
    expect(dead.attempts).toBe(3);
    expect(dead.error).toMatch(/451/);

    const listed = await admin(server, 'jobs', 'list', '--state', 'dead');
    expect(listed.status).toBe(0);
    const text = listed.lines.join('\n');
    expect(text).toContain(dead.id);
    expect(text).toContain(`to ${to} "# is your code"`);
    expect(text).toMatch(/dead\s+3 tries/);
    expect(text).not.toContain('4821');
    const summary = (await admin(server, 'jobs', 'list')).lines.join('\n');
    expect(summary).toMatch(/mail\s+dead 1/);
    expect(summary).not.toContain('4821');
    expect((await admin(server, 'jobs', 'list', '--state', 'buried')).status).toBe(1);

    // Only a dead job can be retried, and the id must be one.
    expect((await admin(server, 'jobs', 'retry', 'not-an-id')).status).toBe(1);
    expect((await admin(server, 'jobs', 'retry', crypto.randomUUID())).lines).toEqual([
      'There is no job with that id.',
    ]);
    smtp.refuse = false;
    expect(await admin(server, 'jobs', 'retry', dead.id)).toEqual({
      lines: [`Job ${dead.id} is queued again.`],
      status: 0,
    });
    await waitForMails(smtp, to);
    const done = await waitFor('the retried mail marked done', async () => {
      const [job] = await mailJobs(server);
      return job?.status === 'done' ? job : undefined;
    });
    expect(done.payload).toEqual({});
    expect((await admin(server, 'jobs', 'retry', dead.id)).lines).toEqual(['That job is done, not dead.']);
  });

  it('sends each mail once when several workers and the queuing process all reach for it', async () => {
    const smtp = await sink();
    const server = await serverWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...FAST });
    const config = loadConfig({}, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...FAST });
    const repo = createJobsRepo(server.database.db);
    const quiet = { error: () => {}, warn: () => {}, info: () => {} };
    const workers = ['a', 'b'].map((name) => {
      const worker = createJobWorker({
        repo,
        log: quiet,
        concurrency: 2,
        pollMs: 20,
        staleMs: 60_000,
        workerId: `worker-${name}`,
      });
      const transport = createMailTransport(config, createMailOutboxRepo(server.database.db));
      worker.register(MAIL_JOB, createMailJobHandler(transport, repo, config.mail.retry));
      cleanups.push(async () => {
        await worker.stop();
        transport.close();
      });
      worker.start();
      return worker;
    });
    const count = 24;
    const addresses = Array.from({ length: count }, (_, i) => `once-${i}@example.test`);
    await Promise.all(
      addresses.map(async (to) => {
        const id = await repo.enqueue({
          kind: MAIL_JOB,
          userId: null,
          payload: { to, subject: 'Hi', text: 'Hi' },
        });
        // The queuing process's own first try races both workers' slots and the server's worker.
        await Promise.all(workers.map((w) => w.runNow(id)));
      }),
    );
    await waitFor('every mail sent', async () => (smtp.received.length >= count ? true : undefined));
    // time passes: a second copy would be sent within this; none may come
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(count);
    for (const to of addresses) expect(mailsTo(smtp, to)).toHaveLength(1);
    expect((await mailJobs(server)).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  it('never holds a stopping server: a first try hung in SMTP is aborted after a second, its request answered, the mail queued again', async () => {
    // A mail server that accepts and never says a word (no greeting: nodemailer would wait 20 s).
    const held = new Set<Socket>();
    const hung = createServer((socket) => {
      held.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of held) socket.destroy();
          hung.close(() => resolve());
        }),
    );
    // No worker here (JOBS_WORKER=0): the first try is the request's own (runNow), and it stops all the same.
    const smtpUrl = `smtp://127.0.0.1:${(hung.address() as { port: number }).port}`;
    const server = await serverWith({ SMTP_URL: smtpUrl, JOBS_WORKER: '0' });
    const person = await make.account(server);
    const answered = server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', cookie: person.cookie },
      payload: {
        action: 'feedback',
        data: { source: 'App', type: 'Technical issue', details: 'Sent as the server stops.' },
      },
    });
    await waitFor('the first try under way', async () =>
      (await mailJobs(server)).some((job) => job.status === 'running') ? true : undefined,
    );
    const began = performance.now();
    await server.app.close();
    const closeMs = performance.now() - began;
    const answer = await answered;
    const answerMs = performance.now() - began;
    // Before: both after 20 s (the greeting timeout).
    expect(answer.statusCode, answer.body).toBe(200);
    expect(closeMs).toBeLessThan(MAIL_STOP_GRACE_MS + 1_500);
    expect(answerMs).toBeLessThan(MAIL_STOP_GRACE_MS + 1_500);
    // Queued again, its try not counted: another server's worker sends it.
    const [job] = await createJobsRepo(server.database.db).list({ kind: MAIL_JOB, limit: 10 });
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
