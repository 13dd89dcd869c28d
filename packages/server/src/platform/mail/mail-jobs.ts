// Durable mail: every mail is a `mail` job (platform/jobs). The process that queues it tries it at once; a failed
// try is queued again after a back-off that doubles (MAIL_RETRY_*), and after the last try the job is `dead`, a
// dead letter shown by `npm run admin -- jobs list --state dead` and queued again by `jobs retry <id>`. The job
// queue's claim (FOR UPDATE SKIP LOCKED) lets exactly one process send each mail, however many servers there are.
// A sent mail's payload (its body, which may hold a code) is deleted in the transaction that marks it done.
//
// Once, as far as a crash allows: every try hands over the job's id (mailer.ts), so a try repeated after a crash
// between the hand-over and "done" writes no second outbox row (the outbox is exactly once) and carries the same
// Message-ID over SMTP, by which receiving servers and mail clients drop the copy. A try the process was stopped in
// is aborted after a second (MAIL_STOP_GRACE_MS: a hung mail server never holds a shutdown) and queued again; a
// process that is stopping makes no first try, it leaves the mail queued for another server's worker.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db-client.ts';
import type { JobHandler } from '../jobs/job-handler.ts';
import type { JobsRepo } from '../jobs/jobs.repo.ts';
import type { MailRetry } from './mail-config.ts';
import type { Mailer, MailMessage, MailTransport } from './mailer.ts';

export const MAIL_JOB = 'mail';

/** How long a mail try may go on once its worker stops (the urgent lane's grace too). */
export const MAIL_STOP_GRACE_MS = 1_000;

/** The wait after `attempts` failed tries: base, then doubled each time up to max; undefined after the last try. */
export function mailRetryDelay(retry: MailRetry, attempts: number): number | undefined {
  if (attempts >= retry.attempts) return undefined;
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
}

function messageOf(payload: unknown): MailMessage {
  const p = (payload ?? {}) as Partial<Record<keyof MailMessage, unknown>>;
  if (typeof p.to !== 'string' || typeof p.subject !== 'string' || typeof p.text !== 'string') {
    throw new Error('the mail job has no mail in it');
  }
  return {
    to: p.to,
    subject: p.subject,
    text: p.text,
    html: typeof p.html === 'string' ? p.html : '',
    ...(typeof p.replyTo === 'string' ? { replyTo: p.replyTo } : {}),
  };
}

/** Resolves with `work`, or rejects as soon as `signal` aborts (the work itself is left to end on its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export interface MailHandlerOptions {
  /** More writes in the transaction that marks the mail sent (a safety alert's sent_at). */
  onSent?: (jobId: string, tx: Db) => Promise<void>;
  failureMessage?: string;
}

export function createMailJobHandler(
  transport: MailTransport,
  repo: JobsRepo,
  retry: MailRetry,
  options: MailHandlerOptions = {},
): JobHandler {
  return {
    async run(job, ctx) {
      await untilAborted(transport.deliver({ ...messageOf(job.payload), id: job.id }), ctx.signal);
      return {
        result: { sent: true },
        commit: async (tx) => {
          await repo.clearPayload(job.id, tx);
          await options.onSent?.(job.id, tx);
        },
      };
    },
    failureMessage: options.failureMessage ?? 'The mail was lost by its worker too often.',
    maxAttempts: retry.attempts,
    retryDelayMs: (attempts) => mailRetryDelay(retry, attempts),
    // A stopping server gives a try one second, then aborts it and queues it again: a hung mail server never holds a
    // shutdown, nor the request whose first try it was.
    stopGraceMs: MAIL_STOP_GRACE_MS,
  };
}

export interface MailQueuePort {
  enqueue(kind: string, userId: string | null, payload: Record<string, unknown>): Promise<string>;
  /** Runs the job here if no worker has taken it (JobWorker.runNow). */
  runNow(id: string): Promise<boolean>;
}

export function createDurableMailer(
  queue: MailQueuePort,
  transport: MailTransport,
  log: Pick<FastifyBaseLogger, 'error'>,
): Mailer {
  return {
    async send(mail) {
      const { to, subject, text, html, replyTo } = mail;
      const id = await queue.enqueue(MAIL_JOB, null, {
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
      });
      // The first try, here and now; its failure is the job's to retry (the worker logged it without the mail).
      await queue
        .runNow(id)
        .catch((err: unknown) => log.error({ err, job: id }, 'a mail could not be tried'));
    },
    close: () => transport.close(),
  };
}
