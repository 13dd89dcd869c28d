// The HTTP envelope of RULES.md "Wire envelope" and the Origin rule of RULES.md "Session", through the whole server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json' };

describe('the /api envelope', () => {
  it('answers malformed JSON with 400 and a sentence', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: json,
      payload: '{"action": "menu',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'The request could not be read (malformed JSON).',
    });
  });

  it('refuses prototype poisoning as bad input, not a crash', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: json,
      payload: '{"action":"menudata","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers an unknown action with 404 Not found, by GET and by POST', async () => {
    const get = await server.app.inject({ method: 'GET', url: '/api?action=launchrockets' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ success: false, error: 'Not found' });
    const post = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: json,
      payload: { action: 'toString' },
    });
    expect(post.statusCode).toBe(404);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: json,
      payload: { data: {} },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api', headers: json, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON object/);
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ action: 'menudata', data: { filler: 'x'.repeat(4096) } });
    const res = await server.app.inject({ method: 'POST', url: '/api', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'The request is too large.' });
  });

  it('answers a wrong content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api',
        headers: { 'content-type': type },
        payload: 'action=menudata',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ success: false, error: 'Unsupported content type.' });
    }
  });

  it('answers unknown machine paths with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/things' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Not found' });
  });
});

describe('the Origin check', () => {
  it('refuses a POST from a foreign origin with 403', async () => {
    for (const url of ['/api', '/signout']) {
      const res = await server.app.inject({
        method: 'POST',
        url,
        headers: { ...json, host: 'rookery.localhost:3000', origin: 'https://evil.example' },
        payload: { action: 'menudata' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: 'Forbidden' });
    }
  });

  it('refuses a look-alike origin on another port or scheme', async () => {
    for (const origin of ['http://rookery.localhost:4000', 'https://rookery.localhost:3000', 'null']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/signout',
        headers: { host: 'rookery.localhost:3000', origin },
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('lets the site post to itself, and lets clients without an Origin (the mobile app) through', async () => {
    const own = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { host: 'rookery.localhost:3000', origin: 'http://rookery.localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
    const none = await server.app.inject({ method: 'POST', url: '/signout' });
    expect(none.statusCode).toBe(200);
  });

  it('accepts the configured origins of the other site', async () => {
    const other = await startTestServer({ ALLOWED_ORIGINS: 'https://www.icefloe.example/' });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/signout',
        headers: { host: 'rookery.example', origin: 'https://www.icefloe.example' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
