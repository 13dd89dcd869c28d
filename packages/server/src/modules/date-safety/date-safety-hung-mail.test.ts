// "I need help" with a mail server that hangs: a real TCP server that takes the connection and never
// greets, as an overloaded or broken SMTP relay does. The request answers at once (the mail is never sent inside
// it), the screen then says the alert is still being tried, and stopping the server does not wait on the hung try.
// The safety mails' own retry schedule outlasts an outage of hours.
import { createServer, type Server, type Socket } from 'node:net';
import { SAFETY } from '@rookery/shared/api/date-safety.actions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRetryDelay } from '../../platform/mail/mail-jobs.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { trustedContacts } from './date-safety.schema.ts';
import { SAFETY_MAIL_RETRY } from './safety-mail.ts';
import * as kit from './testing/safety-kit.ts';

let hung: Server;
const held: Socket[] = [];
let server: TestServer;

beforeAll(async () => {
  hung = createServer((socket) => {
    held.push(socket); // accepted, never answered
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const { port } = hung.address() as { port: number };
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
}, 60_000);

afterAll(async () => {
  await server.close().catch(() => {}); // already closed by the test when it passed
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => hung.close(resolve));
});

describe('a hung mail server', () => {
  it('answers "I need help" at once, says it is still trying, and never holds the shutdown', {
    timeout: 60_000,
  }, async () => {
    const { a, date } = await kit.acceptedDate(server);
    // The contact accepted earlier (their request mail went out before the outage).
    await server.database.db
      .insert(trustedContacts)
      .values({ userId: a.id, name: 'Sis', email: kit.contactEmail(), confirmedAt: new Date() });

    const started = performance.now();
    const res = await kit.post(server, a, 'needhelp', { date });
    const answeredMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    // A request that waited on the hung server would take its 20 s greeting timeout; 5 s leaves a loaded machine room.
    expect(answeredMs).toBeLessThan(5000);
    console.log(`needhelp with a hung mail server answered in ${answeredMs.toFixed(0)} ms`);

    // time passes: past SAFETY.helpSlowMs without the mail out, the screen says "still trying" (and shows the number
    // to call).
    await new Promise((resolve) => setTimeout(resolve, SAFETY.helpSlowMs + 500));
    const safety = (await apiGet(server, `datesafety&date=${date}`, { cookie: a.cookie })).json().safety;
    expect(safety.alert).toMatchObject({ kind: 'help', sent_at: null, trying: true });
    expect(held.length).toBeGreaterThan(0);

    const closing = performance.now();
    await server.close();
    const closeMs = performance.now() - closing;
    console.log(`shutdown with a safety mail hung in SMTP took ${closeMs.toFixed(0)} ms`);
    expect(closeMs).toBeLessThan(5000);
  });

  it('tries a safety mail within seconds, then every minute, for twelve hours before it is a dead letter', () => {
    const delays = Array.from({ length: SAFETY_MAIL_RETRY.attempts }, (_, i) =>
      mailRetryDelay(SAFETY_MAIL_RETRY, i + 1),
    );
    expect(delays[0]).toBe(2000);
    expect(delays.slice(0, 6).every((d) => (d ?? 0) <= 60_000)).toBe(true);
    const total = delays.reduce<number>((sum, d) => sum + (d ?? 0), 0);
    expect(total).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(delays.at(-1)).toBeUndefined();
  });
});
