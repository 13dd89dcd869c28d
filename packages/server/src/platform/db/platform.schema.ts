// The platform's own tables: the mail outbox, spent captchas, background jobs and scheduled runs. Only platform/
// code writes them, never a feature (architecture/table-writes.ts derives the owner from where a table is
// declared); drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts
// (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../modules/auth/auth.schema.ts';
import { created } from './columns.ts';

/** Mail kept by the outbox transport and shown at /dev/mail (RULES.md "Development mail"). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The mail job that wrote it: a job run again after a crash finds its mail here and writes no second one. */
    jobId: uuid('job_id'),
    createdAt: created(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id),
    uniqueIndex('mail_outbox_job_idx').on(t.jobId),
  ],
);

/** Captcha solutions already used, so each is accepted once (kept until the challenge expires). */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Background jobs (RULES.md "Defaults and scale-out"): any server's worker claims queued rows with FOR UPDATE SKIP
 * LOCKED. `progress` (0–100) is what a waiting screen shows; `result` and `error` are the outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAfter),
    index('jobs_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * Scheduled jobs (platform/jobs/scheduler.ts): one row per task and period, inserted by whichever server gets there
 * first, so that a daily task runs once however many servers are up.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    task: text('task').notNull(),
    /** The period the run is for, e.g. the UTC date of a daily task. */
    period: text('period').notNull(),
    worker: text('worker').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.task, t.period] })],
);
