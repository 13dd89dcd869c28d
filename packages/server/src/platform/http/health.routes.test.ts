// /healthz, /readyz (which part is down: database, Redis, disk) and /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and metrics', () => {
  it('answers /healthz and /readyz with 200 while the database is reachable', async () => {
    expect((await server.app.inject('/healthz')).json()).toEqual({ success: true, status: 'ok' });
    expect((await server.app.inject('/readyz')).json()).toEqual({
      success: true,
      status: 'ready',
      database: 'up',
      redis: 'off',
      disk: 'ok',
    });
  });

  it('counts requests by route in /metrics', async () => {
    await server.app.inject('/healthz');
    const res = await server.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(res.body).toMatch(/process_cpu_user_seconds_total/);
  });
});

describe('readiness without a database', () => {
  it('answers /readyz with 503 and keeps serving /healthz', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    try {
      const ready = await broken.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        error: 'The database is not reachable.',
        database: 'down',
      });
      expect((await broken.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('readiness with Redis away', () => {
  // Nothing listens on port 1: the server starts and serves with its Redis away.
  it('says so in /readyz (200, degraded) and in rookery_redis_up', async () => {
    const away = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await away.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        success: true,
        status: 'degraded',
        database: 'up',
        redis: 'down',
      });
      expect((await away.app.inject('/metrics')).body).toMatch(/^rookery_redis_up 0$/m);
      expect((await server.app.inject('/metrics')).body).not.toMatch(/^rookery_redis_up /m);
    } finally {
      await away.close();
    }
  });
});
