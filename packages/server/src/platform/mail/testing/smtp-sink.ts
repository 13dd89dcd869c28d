// A real SMTP server on loopback for the mail tests (the smtp-server package): it keeps what it receives, can
// refuse every mail, and can be started late on a port chosen beforehand (a mail server that is down, then up).
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** When true, every mail is refused with a temporary error (451). */
  refuse: boolean;
  /** Connections that ended in an error (a client killed mid-session: ECONNRESET). */
  connectionErrors: string[];
  close(): Promise<void>;
}

/** A port nothing listens on now (taken from the system, then given back). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = { port, received: [], refuse: false, connectionErrors: [], close: async () => {} };
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuse) {
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(err);
        }
        sink.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the fault tests SIGKILL the sending server) resets its connection: smtp-server
  // emits that as an 'error', which with no listener would be an uncaught exception in the test process.
  smtp.on('error', (err: NodeJS.ErrnoException) => {
    sink.connectionErrors.push(err.code ?? err.message);
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  sink.port = (smtp.server.address() as AddressInfo).port;
  sink.close = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  return sink;
}

/** The mails received for one address. */
export const mailsTo = (sink: SmtpSink, address: string) =>
  sink.received.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));

/** Waits until `count` mails to an address have come, or fails after `ms`. */
export async function waitForMails(sink: SmtpSink, address: string, count = 1, ms = 15_000) {
  const started = Date.now();
  while (mailsTo(sink, address).length < count) {
    if (Date.now() - started > ms) throw new Error(`no mail number ${count} to ${address} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(sink, address);
}
