// The SMTP transport against a real SMTP server on loopback (plain, and implicit TLS with a self-signed certificate
// trusted through SMTP_CA_FILE), and the outbox transport.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { selfSignedCert } from '../../testing/self-signed.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMailOutboxRepo } from './mail-outbox.repo.ts';
import { createMailTransport } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
  user: string | undefined;
}

const received: Received[] = [];
let smtp: SMTPServer;
let port = 0;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'rookery' && auth.password === 'pebble')
        return callback(null, { user: 'rookery' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await server.close();
});

describe('the SMTP transport', () => {
  it('authenticates and delivers text and HTML to a real SMTP server', async () => {
    const config = loadConfig(
      {},
      { SMTP_URL: `smtp://rookery:pebble@127.0.0.1:${port}`, MAIL_FROM: 'Rookery <no-reply@rookery.test>' },
    );
    expect(config.mail.transport).toBe('smtp');
    const mailer = createMailTransport(config, createMailOutboxRepo(server.database.db));
    await mailer.deliver({
      to: 'ana@example.test',
      subject: 'Your Rookery code',
      text: 'Your code is 4821.',
      html: '<p>Your code is <strong>4821</strong>.</p>',
    });
    mailer.close();
    const mail = received.at(-1);
    expect(mail?.user).toBe('rookery');
    expect(mail?.from).toBe('no-reply@rookery.test');
    expect(mail?.to).toEqual(['ana@example.test']);
    expect(mail?.data).toMatch(/Subject: Your Rookery code/);
    expect(mail?.data).toMatch(/Your code is 4821\./);
    expect(mail?.data).toMatch(/text\/html/);
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const config = loadConfig({}, { SMTP_URL: `smtp://rookery:wrong@127.0.0.1:${port}` });
    const mailer = createMailTransport(config, createMailOutboxRepo(server.database.db));
    await expect(
      mailer.deliver({ to: 'a@b.test', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });
});

describe('the SMTP transport over TLS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-smtps-'));
  const tls = selfSignedCert(dir, ['localhost', '127.0.0.1']);
  const subjects: string[] = [];
  const smtps = new SMTPServer({
    secure: true,
    key: tls.key,
    cert: tls.cert,
    authOptional: true,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(data)?.[1] ?? '');
        callback();
      });
    },
  });
  let tlsPort = 0;
  // The refused handshake of the first case ends the connection under the server; it reports that as an error.
  smtps.on('error', () => {});

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtps.listen(0, '127.0.0.1', resolve));
    tlsPort = (smtps.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtps.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  const mail = { to: 'ana@example.test', subject: 'Over TLS', text: 't', html: '<p>t</p>' };

  it('refuses a certificate no authority vouches for', async () => {
    const config = loadConfig({}, { SMTP_URL: `smtps://localhost:${tlsPort}` });
    const mailer = createMailTransport(config, createMailOutboxRepo(server.database.db));
    await expect(mailer.deliver(mail)).rejects.toThrow(/self[- ]signed certificate/i);
    mailer.close();
    expect(subjects).toEqual([]);
  });

  it('delivers when SMTP_CA_FILE names the certificate, and a wrong path stops the start', async () => {
    const config = loadConfig({}, { SMTP_URL: `smtps://localhost:${tlsPort}`, SMTP_CA_FILE: tls.certFile });
    const mailer = createMailTransport(config, createMailOutboxRepo(server.database.db));
    await mailer.deliver(mail);
    mailer.close();
    expect(subjects).toEqual(['Over TLS']);
    const missing = loadConfig(
      {},
      { SMTP_URL: 'smtps://localhost:1', SMTP_CA_FILE: path.join(dir, 'nope.pem') },
    );
    expect(() => createMailTransport(missing, createMailOutboxRepo(server.database.db))).toThrow(/nope\.pem/);
  });
});

describe('the outbox transport', () => {
  it('keeps mail for /dev/mail instead of sending it', async () => {
    const outbox = createMailOutboxRepo(server.database.db);
    const mailer = createMailTransport(loadConfig({}), outbox);
    await mailer.deliver({ to: 'kai@example.test', subject: 'Hello', text: 'Hi Kai', html: '<p>Hi Kai</p>' });
    expect((await outbox.list('kai@example.test')).map((m) => m.text)).toEqual(['Hi Kai']);
  });

  it('is refused in production, where mail must really be sent', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/production needs SMTP_URL/);
  });
});
