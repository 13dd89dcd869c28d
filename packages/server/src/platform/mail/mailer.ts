// Sends mail through the configured transport: the outbox table (development, tests) or SMTP (nodemailer), whose
// TLS certificate is always verified: against the system's authorities, or those of SMTP_CA_FILE when set.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailOutboxRepo, OutgoingMail } from './mail-outbox.repo.ts';

export interface Mailer {
  send(mail: OutgoingMail & { replyTo?: string }): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<Config, 'mail'>, outbox: MailOutboxRepo): Mailer {
  if (config.mail.transport === 'outbox' || !config.mail.smtpUrl) {
    return {
      send: ({ to, subject, text, html }) => outbox.insert({ to, subject, text, html }),
      close: () => {},
    };
  }
  // Read at start, so a wrong path stops the server with the file's name rather than failing every mail.
  const ca = config.mail.caFile ? readFileSync(config.mail.caFile, 'utf8') : undefined;
  const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...(ca ? { tls: { ca } } : {}) });
  return {
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from: config.mail.from, to, subject, text, html, replyTo });
    },
    close: () => transport.close(),
  };
}
