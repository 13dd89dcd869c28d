// Every answer and log line names its request: the X-Request-Id header, `requestId` in failures (a 4xx and a forced
// 500), the log lines of the request; a client's own X-Request-Id is believed only behind a trusted proxy.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let proxied: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
  proxied = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
});

const logOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('request ids', () => {
  it('gives a 4xx its id in the header, the body and the log lines', async () => {
    const res = await server.app.inject('/api?action=nosuchaction');
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.json()).toEqual({ success: false, error: 'Not found', requestId: id });
    expect(logOf(String(id)).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('gives a forced 500 its id, and the error log line carries it', async () => {
    const person = await make.account(server);
    const spy = vi
      .spyOn(server.app.services.pebbles, 'balance')
      .mockRejectedValueOnce(new Error('relation "pebbles" is gone'));
    const res = await server.app.inject({ url: '/api?action=pebbles', headers: { cookie: person.cookie } });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    const id = String(res.headers['x-request-id']);
    expect(res.json()).toEqual({ success: false, error: 'Oops something went wrong!', requestId: id });
    const error = logOf(id).find((line) => line.msg === 'unexpected error');
    expect(error?.level).toBe(50);
    expect(JSON.stringify(error)).toContain('relation \\"pebbles\\" is gone');
  });

  it('gives a success its header too, and each request a new id', async () => {
    const a = await server.app.inject('/healthz');
    const b = await server.app.inject('/healthz');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("ignores a client's X-Request-Id without TRUST_PROXY", async () => {
    const res = await server.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-id-12345678' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps a trusted proxy's id only when it matches the pattern", async () => {
    const kept = await proxied.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'nginx-0123abcd.ef_9' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-0123abcd.ef_9');
    for (const junk of [
      'short',
      'a'.repeat(65),
      'has space 1234',
      'line\\nbreak123',
      '{"level":60}',
      'ü-12345678',
    ]) {
      const res = await proxied.app.inject({ url: '/healthz', headers: { 'x-request-id': junk } });
      expect(res.headers['x-request-id'], junk).toMatch(UUID);
    }
  });
});
