// /metrics on a real server: per action and outcome, per socket event, jobs by kind and state with the queue's
// age, mail sent and failed, database wait and connected sockets; labels stay bounded whatever callers send.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { make } from '../../testing/factories.ts';
import { emitAck } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { jobs, mailOutbox } from '../db/platform.schema.ts';

const realtime = useSocketServer();
let server: TestServer;

beforeAll(() => {
  server = realtime.server;
});

async function scrape(): Promise<string> {
  const res = await server.app.inject('/metrics');
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series, or 0 when it is absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('counts each API action by outcome and times it, with unknown names under one label', async () => {
    const person = await make.account(server);
    const before = await scrape();
    const ok = await server.app.inject({ url: '/api?action=pebbles', headers: { cookie: person.cookie } });
    expect(ok.statusCode).toBe(200);
    const anonymous = await server.app.inject('/api?action=pebbles');
    expect(anonymous.statusCode).toBe(401);
    for (const name of ['users/123', `x${randomUUID()}`, 'constructor']) {
      const res = await server.app.inject(`/api?action=${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(404);
    }
    const after = await scrape();
    const ok1 = 'rookery_api_requests_total{action="pebbles",outcome="ok"}';
    const no1 = 'rookery_api_requests_total{action="pebbles",outcome="UNAUTHORIZED"}';
    const unknown = 'rookery_api_requests_total{action="unknown",outcome="NOT_FOUND"}';
    expect(value(after, ok1) - value(before, ok1)).toBe(1);
    expect(value(after, no1) - value(before, no1)).toBe(1);
    expect(value(after, unknown) - value(before, unknown)).toBe(3);
    expect(value(after, 'rookery_api_duration_seconds_count{action="pebbles"}')).toBeGreaterThanOrEqual(2);
    // Nothing a caller wrote becomes a label.
    expect(after).not.toMatch(/users\/123|constructor/);
    expect(after).not.toContain(person.id);
  });

  it('counts a forced 500 under INTERNAL', async () => {
    const person = await make.account(server);
    const spy = vi.spyOn(server.app.services.pebbles, 'balance').mockRejectedValueOnce(new Error('boom'));
    const res = await server.app.inject({ url: '/api?action=pebbles', headers: { cookie: person.cookie } });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(value(await scrape(), 'rookery_api_requests_total{action="pebbles",outcome="INTERNAL"}')).toBe(1);
  });

  it('counts socket events by outcome, times them, and gauges connected sockets', async () => {
    const person = await make.account(server);
    const socket = await realtime.socketOf(person);
    try {
      expect(value(await scrape(), 'rookery_sockets_connected')).toBe(1);
      const refused = await emitAck(socket, 'joinroom', { room: randomUUID() });
      expect(refused.success).toBe(false);
      const bad = await emitAck(socket, 'joinroom', { room: 7 });
      expect(bad.success).toBe(false);
      const text = await scrape();
      expect(value(text, 'rookery_socket_events_total{event="joinroom",outcome="FORBIDDEN"}')).toBe(1);
      expect(value(text, 'rookery_socket_events_total{event="joinroom",outcome="BAD_INPUT"}')).toBe(1);
      expect(value(text, 'rookery_socket_event_duration_seconds_count{event="joinroom"}')).toBe(2);
    } finally {
      socket.close();
    }
  });

  it('gauges jobs by kind and state, and the age of the oldest due queued job', async () => {
    const due = new Date(Date.now() - 120_000);
    await server.database.db.insert(jobs).values([
      { kind: 'metrics-test', payload: {}, runAfter: due },
      { kind: 'metrics-test', payload: {}, status: 'failed' },
      { kind: 'metrics-test', payload: {}, runAfter: new Date(Date.now() + 3_600_000) },
    ]);
    const text = await scrape();
    expect(value(text, 'rookery_jobs{kind="metrics-test",state="queued"}')).toBe(2);
    expect(value(text, 'rookery_jobs{kind="metrics-test",state="failed"}')).toBe(1);
    const age = value(text, 'rookery_job_queue_oldest_seconds{kind="metrics-test"}');
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(300);
  });

  it('counts and times each mail handed to the transport, sent or failed', async () => {
    const sent = 'rookery_mail_total{outcome="sent"}';
    const failed = 'rookery_mail_total{outcome="failed"}';
    const before = await scrape();
    const mail = { to: 'someone@example.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };
    await server.app.services.mailer.send(mail);
    // A transport failure: the outbox (the tests' transport) refuses the next mail. Mail is durable (a job tried
    // once at once, platform/mail/mail-jobs.ts), so send still resolves; the failed try is what is counted.
    const { db } = server.database;
    const insert = db.insert.bind(db);
    const refuse = vi.spyOn(db, 'insert').mockImplementation(((table: unknown) =>
      table === mailOutbox
        ? {
            values: () => ({
              onConflictDoNothing: () => Promise.reject(new Error('the outbox is down')),
            }),
          }
        : insert(table as never)) as never);
    const counted = (text: string) =>
      value(text, sent) + value(text, failed) - value(before, sent) - value(before, failed);
    let text = '';
    try {
      await server.app.services.mailer.send({ ...mail, subject: 'Refused' });
      // The first try may be the worker's rather than send's own: wait (outbox still down) for both to be counted.
      text = await scrape();
      for (let i = 0; i < 200 && counted(text) < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        text = await scrape();
      }
    } finally {
      refuse.mockRestore();
    }
    expect(value(text, sent) - value(before, sent)).toBe(1);
    expect(value(text, failed) - value(before, failed)).toBe(1);
    expect(value(text, 'rookery_mail_duration_seconds_count')).toBeGreaterThanOrEqual(2);
  });

  it('measures the database wait and the event-loop delay', async () => {
    const text = await scrape();
    expect(value(text, 'rookery_db_wait_seconds_count')).toBeGreaterThan(0);
    expect(text).toMatch(/^rookery_db_waiting \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
  });
});
