// The development mail box of RULES.md "Development mail", and its absence in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMailOutboxRepo } from './mail-outbox.repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const outbox = createMailOutboxRepo(server.database.db);
  await outbox.insert({
    to: 'Ana@Example.test',
    subject: 'Your code',
    text: 'Code 1234',
    html: '<p>Code 1234</p>',
  });
  await outbox.insert({ to: 'kai@example.test', subject: 'Hello <b>Kai</b>', text: 'Hi', html: '<p>Hi</p>' });
  await outbox.insert({
    to: 'ana@example.test',
    subject: 'Second code',
    text: 'Code 5678',
    html: '<p>5678</p>',
  });
});
afterAll(() => server.close());

describe('/dev/mail', () => {
  it('lists one address’s mail as JSON, newest first, whatever the case of the address', async () => {
    const res = await server.app.inject('/dev/mail.json?to=ana@example.test');
    const mails = res.json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      created: string;
    }[];
    expect(mails.map((m) => m.subject)).toEqual(['Second code', 'Your code']);
    expect(mails[1]).toMatchObject({ to: 'Ana@Example.test', text: 'Code 1234', html: '<p>Code 1234</p>' });
    expect(new Date(mails[0]?.created ?? '').toISOString()).toBe(mails[0]?.created);
  });

  it('shows every mail on an HTML page, escaped', async () => {
    const res = await server.app.inject('/dev/mail');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('3 messages');
    expect(res.body).toContain('Hello &#60;b&#62;Kai&#60;/b&#62;');
    expect(res.body).not.toContain('<b>Kai</b>');
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await production.app.inject('/dev/mail.json?to=ana@example.test')).statusCode).toBe(404);
      expect((await production.app.inject('/dev/mail')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
