// What the server's code sends mail with (Mailer: every mail is queued as a job, mail-jobs.ts), and the transport
// that really sends one: the outbox table (development, tests) or SMTP (nodemailer), whose TLS certificate is always
// verified (against the system's authorities, or those of SMTP_CA_FILE when set). MailTransport.deliver is the one
// place where a mail leaves.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailMetrics } from '../metrics/metrics.ts';
import type { MailOutboxRepo, OutgoingMail } from './mail-outbox.repo.ts';

/**
 * A mail; `id` is its job's id when the queue delivers it: the same on every try, so a try repeated after a crash
 * writes no second outbox row and carries the same Message-ID over SMTP (mail-jobs.ts says what that guarantees).
 */
export type MailMessage = OutgoingMail & { replyTo?: string; id?: string };

/** `<id@domain>` from the sender's domain: one stable Message-ID per job. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rookery.invalid';
  return `<${id}@${domain}>`;
}

export interface Mailer {
  /**
   * Queues the mail (durably: a row in the jobs table) and tries it at once; resolves once it is queued and that
   * first try is over, sent or not (a failed try is retried with back-off). Rejects only if it could not be queued.
   */
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransport {
  /** Sends one mail now; rejects when the mail server refuses it or cannot be reached. */
  deliver(mail: MailMessage): Promise<void>;
  close(): void;
}

/** The transport, each hand-over counted and timed in `metrics` (sent, failed, latency) when given. */
export function createMailTransport(
  config: Pick<Config, 'mail'>,
  outbox: MailOutboxRepo,
  metrics?: MailMetrics,
): MailTransport {
  const transport = plainTransport(config, outbox);
  return metrics
    ? { ...transport, deliver: (mail) => metrics.timed(() => transport.deliver(mail)) }
    : transport;
}

function plainTransport(config: Pick<Config, 'mail'>, outbox: MailOutboxRepo): MailTransport {
  if (config.mail.transport === 'outbox' || !config.mail.smtpUrl) {
    return {
      deliver: ({ to, subject, text, html, id }) => outbox.insert({ to, subject, text, html }, id),
      close: () => {},
    };
  }
  // Read at start, so a wrong path stops the server with the file's name rather than failing every mail.
  const ca = config.mail.caFile ? readFileSync(config.mail.caFile, 'utf8') : undefined;
  // A mail server that hangs fails the try in seconds rather than nodemailer's minutes (the retry comes later);
  // settings in SMTP_URL's query win over these.
  const dkim = config.mail.dkim;
  const transport = nodemailer.createTransport({
    url: config.mail.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    ...(dkim ? { dkim } : {}),
    ...(ca ? { tls: { ca } } : {}),
  });
  return {
    async deliver({ to, subject, text, html, replyTo, id }) {
      const messageId = id ? messageIdOf(id, config.mail.from) : undefined;
      await transport.sendMail({ from: config.mail.from, to, subject, text, html, replyTo, messageId });
    },
    close: () => transport.close(),
  };
}
