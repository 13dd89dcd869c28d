// The client against a real HTTP server that answers the way RULES.md "Wire envelope" says (and the ways proxies
// misbehave).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  failsWith,
  isUnauthorized,
  messageOf,
  signIn,
  signOut,
  unwrap,
} from './api-client.ts';

/** The error as a call that names `fallback` for its own failure (failsWith) hands it on. */
const failedWith = (fallback: string, error: unknown): Promise<unknown> =>
  Promise.reject(error)
    .catch(failsWith(fallback))
    .catch((caught: unknown) => caught);

interface Seen {
  method: string;
  url: string;
  body: string;
  contentType: string | undefined;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];

/** Each path answers with a fixed status and body. */
const answers: Record<string, { status: number; body: string; type?: string }> = {
  '/api?action=menudata': { status: 200, body: '{"success":true,"md":[]}' },
  '/api?action=pwresetcode&email=a%40b.co': { status: 200, body: '{"success":true,"email":"a@b.co"}' },
  '/api?action=pebbles': { status: 401, body: '{"success":false,"error":"Unauthorized"}' },
  '/api?action=verify': {
    status: 429,
    body: '{"success":false,"error":"Too many attempts, please try again later."}',
  },
  '/api?action=captchasitekey': { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' },
  '/api?action=captchachallenge': { status: 200, body: 'not json', type: 'text/plain' },
  '/signin': { status: 401, body: '{"success":false,"error":"Incorrect email or password"}' },
  '/signout': { status: 200, body: '{"success":true}' },
  '/api': { status: 200, body: '{"success":false,"error":"out of flips","flips":0}' },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = request.url ?? '';
    seen.push({ method: request.method ?? '', url, body, contentType: request.headers['content-type'] });
    const answer = answers[url] ?? { status: 404, body: '{"success":false,"error":"Not found"}' };
    response.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('location', { origin });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('reads an action by GET with its input in the query string and returns the envelope', async () => {
    await expect(apiGet('menudata')).resolves.toEqual({ success: true, md: [] });
    await expect(apiGet('pwresetcode', { email: 'a@b.co' })).resolves.toEqual({
      success: true,
      email: 'a@b.co',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
  });

  it('writes an action by POST as {action, data} in JSON', async () => {
    const envelope = await apiPost('verifycode', { code: '1234' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api',
      body: '{"action":"verifycode","data":{"code":"1234"}}',
      contentType: 'application/json',
    });
    // A 200 with success:false is returned as it is; unwrap turns it into an error with the server's words.
    expect(envelope).toEqual({ success: false, error: 'out of flips', flips: 0 });
    const error = await failure(Promise.resolve(envelope).then(unwrap));
    expect(error).toMatchObject({ status: 200, message: 'out of flips', fromServer: true });
  });

  it("throws the server's sentence and status for a non-2xx answer", async () => {
    const unauthorized = await failure(apiGet('pebbles'));
    expect(unauthorized).toMatchObject({ status: 401, message: 'Unauthorized', fromServer: true });
    expect(isUnauthorized(unauthorized)).toBe(true);

    const tooMany = await failure(apiGet('verify'));
    expect(tooMany.status).toBe(429);
    expect(isUnauthorized(tooMany)).toBe(false);
    expect(messageOf(await failedWith('Oops, something went wrong!', tooMany))).toBe(
      'Too many attempts, please try again later.',
    );
  });

  it('falls back to the screen’s own words when the answer is not ours (a proxy page, no JSON)', async () => {
    const gateway = await failure(apiGet('captchasitekey'));
    expect(gateway).toMatchObject({ status: 502, fromServer: false });
    expect(messageOf(await failedWith('Oops something went wrong!', gateway))).toBe(
      'Oops something went wrong!',
    );

    const garbled = await failure(apiGet('captchachallenge'));
    expect(garbled).toMatchObject({ status: 200, fromServer: false });
  });

  it('says status 0 when nothing answers', async () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:9' });
    try {
      const offline = await failure(apiGet('menudata'));
      expect(offline).toMatchObject({ status: 0, fromServer: false });
      expect(isUnauthorized(offline)).toBe(false);
    } finally {
      vi.stubGlobal('location', { origin });
    }
  });

  it('signs in with {data: payload} and reports a refusal in the server’s words', async () => {
    const error = await failure(
      signIn({ platform: 'Email', username: 'a@b.co', password: 'wrong-password', deviceid: 'web' }),
    );
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/signin',
      body: '{"data":{"platform":"Email","username":"a@b.co","password":"wrong-password","deviceid":"web"}}',
    });
    // 401 from /signin is a wrong password, not an expired session: the screen shows the sentence.
    expect(messageOf(await failedWith('Oops something went wrong!', error))).toBe(
      'Incorrect email or password',
    );
    await expect(signOut()).resolves.toBeUndefined();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/signout' });
  });

  it('shows only sentences from the server, never other errors', async () => {
    expect(
      messageOf(await failedWith('Oops something went wrong!', new Error('TypeError: x is undefined'))),
    ).toBe('Oops something went wrong!');
    expect(messageOf(await failedWith('fallback', new ApiError(400, '  ', true)))).toBe('fallback');
  });
});
