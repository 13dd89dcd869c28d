// Date safety's test kit: an accepted date between a matched pair, a trusted contact who
// accepted through the link of the request mail (as a person would), the contact's mailbox, and a second module
// over the same database with its own clock (the missed check-in task run "later").
import { desc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../../platform/db/platform.schema.ts';
import { createJobQueue } from '../../../platform/jobs/job-queue.ts';
import { createJobsRepo } from '../../../platform/jobs/jobs.repo.ts';
import { make, type Pair } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { apiPost } from '../../auth/testing/auth-test-kit.ts';
import { chatDates } from '../../dates/dates.schema.ts';
import { createDateSafetyModule } from '../date-safety.module.ts';

export const HOUR = 3_600_000;
let n = 0;
export const contactEmail = () => `contact-${Date.now()}-${++n}@example.test`;

export type DatePair = Pair & { date: string };

export async function acceptedDate(server: TestServer, inMs = HOUR, status = 'accepted'): Promise<DatePair> {
  const pair = await make.room(server, {
    a: { realName: 'Secretia Realname' },
    b: { realName: 'Hiddenby Realname' },
  });
  const [row] = await server.database.db
    .insert(chatDates)
    .values({
      roomId: pair.room,
      requestor: pair.a.id,
      requestee: pair.b.id,
      location: 'Penguin Cafe, Main St',
      dateAt: new Date(Date.now() + inMs),
      status,
    })
    .returning({ id: chatDates.id });
  return { ...pair, date: row?.id as string };
}

export const post = (server: TestServer, who: { cookie: string }, action: string, data: unknown) =>
  apiPost(server, action, data, { cookie: who.cookie });

export async function mailsTo(server: TestServer, to: string) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`)
    .orderBy(desc(mailOutbox.id));
}

/**
 * Waits until `to` has `count` mails (the urgent lane sends them just after the answer), newest first. The deadline
 * only bounds a stalled machine (most of a test's 30 s): running out of it says so, rather than handing back fewer
 * mails for the caller to misread.
 */
export async function waitForMails(server: TestServer, to: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(server, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${to} had ${mails.length} of ${count} mails after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The `/safe/…` token of a mail's link of that kind (`contact/` for the request, none for the date's page). */
export const tokenIn = (text: string | undefined, kind: '' | 'contact/' = '') =>
  new RegExp(`/safe/${kind}([A-Za-z0-9_-]{40,60})(?:\\s|$)`, 'm').exec(text ?? '')?.[1] as string;

/** Sets `email` (a fresh one by default) as the person's contact; unconfirmed: the contact has the request mail. */
export async function requestContact(server: TestServer, who: { cookie: string }, email = contactEmail()) {
  const res = await post(server, who, 'settrustedcontact', {
    name: 'Robin',
    email,
    phone: '+64 21 555 0100',
  });
  expect(res.statusCode, res.body).toBe(200);
  return email;
}

/** The contact accepts on the request page (a form post, as the browser sends it). */
export async function accept(server: TestServer, email: string, answer: 'accept' | 'decline' = 'accept') {
  const [request] = await waitForMails(server, email, 1);
  const token = tokenIn(request?.text, 'contact/');
  expect(token, 'the request mail has its link').toBeTruthy();
  return server.app.inject({
    method: 'POST',
    url: `/safe/contact/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${answer}`,
  });
}

/** A contact who accepted: the person can share with them. */
export async function withContact(server: TestServer, who: { cookie: string }): Promise<string> {
  const email = await requestContact(server, who);
  expect((await accept(server, email)).statusCode).toBe(200);
  return email;
}

/** Date safety built again over the test server's database with `clock`: its task runs "later". */
export function safetyAt(server: TestServer, clock: () => Date) {
  return createDateSafetyModule(server.database.db, {
    // The server's urgent lane polls for jobs queued by others, as a second server's would be.
    urgentJobs: createJobQueue(createJobsRepo(server.database.db), () => {}),
    mailTransport: { deliver: async () => {}, close: () => {} },
    storage: server.app.services.storage,
    limiters: () => ({ consume: async () => {} }) as never,
    publicUrl: 'http://rookery.test',
    product: 'Rookery',
    secret: 'x'.repeat(32),
    everyMinutes: 1,
    clock,
  });
}
