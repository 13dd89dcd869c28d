// Seeds for the retention tasks' tests: people away for a while, old matches with their messages, dates and read
// positions, old form submissions; and the reads the tests make (mails per address, whether a person still exists).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { make, type TestUser } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';

interface Rows<T> {
  rows: T[];
}

const DAY = 24 * 60 * 60 * 1000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/** A signed-in person whose last activity (and optionally last warning) lies this many days back. */
export async function inactivePerson(
  server: TestServer,
  options: { inactiveDays: number; warnedDaysAgo?: number; status?: string; suspendedDays?: number },
): Promise<TestUser> {
  const person = await make.account(server, {
    status: options.status ?? 'active',
    ...(options.suspendedDays ? { suspendedUntil: addDays(new Date(), options.suspendedDays) } : {}),
  });
  await server.database.db.execute(sql`update users set
      last_active_at = now() - ${options.inactiveDays} * interval '1 day',
      inactivity_warned_at = ${options.warnedDaysAgo === undefined ? null : sql`now() - ${options.warnedDaysAgo} * interval '1 day'`}
    where id = ${person.id}`);
  return person;
}

/** Runs one of the server's scheduled tasks directly, as its scheduler would. */
export async function runTask(app: FastifyInstance, name: string): Promise<Record<string, unknown>> {
  const task = app.services.scheduler.list().find((t) => t.name === name);
  if (!task) throw new Error(`no task ${name}`);
  return task.run({ signal: new AbortController().signal });
}

export async function mailsTo(
  server: TestServer,
  address: string,
): Promise<{ subject: string; text: string }[]> {
  const result = (await server.database.db.execute(sql`select subject, text from mail_outbox
    where lower(to_address) = lower(${address}) order by id`)) as unknown as Rows<{
    subject: string;
    text: string;
  }>;
  return result.rows;
}

export async function exists(server: TestServer, userId: string): Promise<boolean> {
  const result = (await server.database.db.execute(
    sql`select 1 from users where id = ${userId}`,
  )) as unknown as Rows<unknown>;
  return result.rows.length === 1;
}

export async function warnedAt(server: TestServer, userId: string): Promise<Date | null> {
  const result = (await server.database.db.execute(
    sql`select inactivity_warned_at as at from users where id = ${userId}`,
  )) as unknown as Rows<{ at: Date | string | null }>;
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/**
 * A match between two people with a message on each of the given days back (the first from the first person),
 * one date and both read positions. Ended `endedDaysAgo` days back when given.
 */
export async function seedMatch(
  server: TestServer,
  people: [string, string],
  options: { createdDaysAgo: number; endedDaysAgo?: number; messageDaysAgo?: number[] },
): Promise<string> {
  const db = server.database.db;
  const id = randomUUID();
  const [userA, userB] = [...people].sort() as [string, string];
  const ended = options.endedDaysAgo;
  await db.execute(sql`insert into matches (id, user_a, user_b, full_match, created_at, ended_at, ended_reason)
    values (${id}, ${userA}, ${userB}, true, now() - ${options.createdDaysAgo} * interval '1 day',
      ${ended === undefined ? null : sql`now() - ${ended} * interval '1 day'`},
      ${ended === undefined ? null : 'unmatch'})`);
  for (const days of options.messageDaysAgo ?? []) {
    await db.execute(sql`insert into chat_messages (room_id, from_id, type, chattext, created_at)
      values (${id}, ${people[0]}, 'text', 'hello', now() - ${days} * interval '1 day')`);
  }
  await db.execute(sql`insert into chat_dates (room_id, requestor, requestee, location, date_at, created_at)
    values (${id}, ${people[0]}, ${people[1]}, 'The pier', now() - ${options.createdDaysAgo - 1} * interval '1 day',
      now() - ${options.createdDaysAgo} * interval '1 day')`);
  await db.execute(
    sql`insert into chat_reads (room_id, user_id, last_read) values (${id}, ${userA}, 0), (${id}, ${userB}, 0)`,
  );
  return id;
}

/** A row of the public forms or the app's feedback, created (and resolved) this many days back. */
export async function seedWebForm(
  server: TestServer,
  form: 'contact' | 'feedback' | 'delete',
  options: { createdDaysAgo: number; resolvedDaysAgo?: number },
): Promise<string> {
  const id = randomUUID();
  const resolved = options.resolvedDaysAgo;
  await server.database.db.execute(sql`insert into web_form_submissions
      (id, form, contact_email, payload, status, created_at, resolved_at)
    values (${id}, ${form}, ${`someone-${id.slice(0, 8)}@example.test`}, '{}'::jsonb,
      ${resolved === undefined ? 'open' : 'resolved'}, now() - ${options.createdDaysAgo} * interval '1 day',
      ${resolved === undefined ? null : sql`now() - ${resolved} * interval '1 day'`})`);
  return id;
}
