// What people write to us reaches the support mailbox over real SMTP: the app's Contact Us (`feedback`)
// and the public contact and deletion forms, each with the person's address to reply to.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { contactRequest, deletionRequest, postWebForm } from '../webforms/webforms.fixtures.ts';

const SUPPORT = 'support-desk@rookery.test';

interface Received {
  to: string[];
  data: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: SUPPORT });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The mail that reached `to` with `needle` in it, waiting briefly for SMTP delivery. */
async function delivered(to: string, needle: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const mail = received.find((m) => m.to.includes(to) && m.data.includes(needle));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `no mail to ${to} containing ${needle}; got ${received.map((m) => m.to.join(',')).join(' | ')}`,
  );
}

describe('the support mailbox, over SMTP', () => {
  it("receives the app's Contact Us with the account as reply-to", async () => {
    const person = await make.account(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', cookie: person.cookie },
      payload: {
        action: 'feedback',
        data: { source: 'App', type: 'Complaint', details: 'The deck froze after the third card.' },
      },
    });
    expect(res.json()).toEqual({ success: true });
    const mail = await delivered(SUPPORT, 'The deck froze after the third card.');
    expect(mail.data).toMatch(new RegExp(`Reply-To: .*${person.email.replace('.', '\\.')}`, 'i'));
  });

  it('receives the public contact form, and the person gets an acknowledgement', async () => {
    const form = contactRequest({ contactemail: 'smtp-asker@example.com', query: 'Where is my match list?' });
    expect((await postWebForm(server.app, form, { remoteAddress: '127.0.0.21' })).statusCode).toBe(200);
    const mail = await delivered(SUPPORT, 'Where is my match list?');
    expect(mail.data).toMatch(/Reply-To: .*smtp-asker@example\.com/i);
    await delivered('smtp-asker@example.com', 'We have received your message');
  });

  it('receives a deletion request from the public form', async () => {
    const form = deletionRequest({ name: 'Smtp Person', contactemail: 'smtp-delete@example.com' });
    expect((await postWebForm(server.app, form, { remoteAddress: '127.0.0.22' })).statusCode).toBe(200);
    const mail = await delivered(SUPPORT, 'Smtp Person');
    expect(mail.data).toMatch(/smtp-delete@example\.com/);
  });
});
