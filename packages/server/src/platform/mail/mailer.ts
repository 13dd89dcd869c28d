// Sends mail through the configured transport: the outbox table (development, tests) or SMTP (nodemailer).
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailMetrics } from '../metrics/metrics.ts';
import type { MailOutboxRepo, OutgoingMail } from './mail-outbox.repo.ts';

export interface Mailer {
  send(mail: OutgoingMail & { replyTo?: string }): Promise<void>;
  close(): void;
}

/** The transport's mailer, each hand-over counted and timed in `metrics` (sent, failed, latency) when given. */
export function createMailer(
  config: Pick<Config, 'mail'>,
  outbox: MailOutboxRepo,
  metrics?: MailMetrics,
): Mailer {
  const mailer = transportMailer(config, outbox);
  return metrics ? { ...mailer, send: (mail) => metrics.timed(() => mailer.send(mail)) } : mailer;
}

function transportMailer(config: Pick<Config, 'mail'>, outbox: MailOutboxRepo): Mailer {
  if (config.mail.transport === 'outbox' || !config.mail.smtpUrl) {
    return {
      send: ({ to, subject, text, html }) => outbox.insert({ to, subject, text, html }),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(config.mail.smtpUrl);
  return {
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from: config.mail.from, to, subject, text, html, replyTo });
    },
    close: () => transport.close(),
  };
}
