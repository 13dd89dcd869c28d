// Helpers for the accounts tests: sign-in and /api calls from a chosen IP, and codes read from the mail outbox.
import type { SignInRequest } from '@rookery/shared/api/signin.ts';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../platform/http/viewer.ts';
import { createMailOutboxRepo, type KeptMail } from '../../../platform/mail/mail-outbox.repo.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { users } from '../auth.schema.ts';

let lastIp = 0;
/** A fresh client address per call, so the per-IP limits of one test never reach into another. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface CallOptions {
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function signIn(server: TestServer, data: SignInRequest['data'], options: CallOptions = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/signin',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: { data },
  });
}

/** Signs in with an address and a password, as the 'Login with email' screen does. */
export function signInWithEmail(
  server: TestServer,
  username: string,
  password: string,
  options: CallOptions = {},
) {
  return signIn(server, { platform: 'Email', username, password, deviceid: 'web' }, options);
}

export function apiPost(server: TestServer, action: string, data: unknown, options: CallOptions = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: options.ip ?? freshIp(),
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { action, data },
  });
}

export function apiGet(server: TestServer, query: string, options: CallOptions = {}) {
  return server.app.inject({
    method: 'GET',
    url: `/api?action=${query}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** Asks for a password-reset code for an address (RULES.md "Reads and writes" `pwresetcode`). */
export function askResetCode(server: TestServer, email: string, options: CallOptions = {}) {
  return apiGet(server, `pwresetcode&email=${encodeURIComponent(email)}`, options);
}

/** The Cookie header a sign-in answer set. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  const found = all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!found || found === `${SESSION_COOKIE}=`) throw new Error('the answer set no session cookie');
  return found;
}

export function mailTo(server: TestServer, address: string): Promise<KeptMail[]> {
  return createMailOutboxRepo(server.database.db).list(address);
}

/**
 * Waits for the `count`-th mail to an address and returns the newest. Mail is a job tried at once (durable mail),
 * so under load it may land a moment after the answer: up to 10 s.
 */
export async function waitForMail(server: TestServer, address: string, count = 1): Promise<KeptMail> {
  for (let i = 0; i < 500; i++) {
    const mails = await mailTo(server, address);
    if (mails.length >= count && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail number ${count} to ${address}`);
}

const CODE_SUBJECT = /^(\d{4}) /;

/**
 * The code of the newest code mail (its subject starts with the code) among the mails after the first `count - 1`
 * to an address: two mails queued together (a contact acknowledgement and a code) may land in either order.
 */
export async function codeFor(server: TestServer, address: string, count = 1): Promise<string> {
  let subjects: string[] = [];
  for (let i = 0; i < 500; i++) {
    const mails = await mailTo(server, address);
    subjects = mails.map((m) => m.subject);
    const fresh = mails.slice(0, Math.max(0, mails.length - (count - 1)));
    const code = fresh.map((m) => CODE_SUBJECT.exec(m.subject)?.[1]).find(Boolean);
    if (mails.length >= count && code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code in mail number ${count} or later to ${address} (${subjects.join(' | ')})`);
}

/** A code that is not `code`, for wrong tries. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** The id of the account with this address, if there is one. */
export async function accountIdOf(server: TestServer, email: string): Promise<string | undefined> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** The same, for an account the test made: a missing one is the test's own mistake. */
export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const id = await accountIdOf(server, email);
  if (!id) throw new Error(`no account ${email}`);
  return id;
}

/** Waits until the account mail the server sends after its answers (codes, notices) has been handed to the mailer. */
export function accountMailSent(server: TestServer): Promise<void> {
  return server.app.services.accountMail.settled();
}
