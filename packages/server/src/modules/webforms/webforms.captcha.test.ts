// The forms' captcha end to end through /api: ALTCHA (solved, missing, replayed, forged, expired), the localhost
// skip (a local Host AND a loopback peer), and reCAPTCHA against a stand-in for Google's siteverify.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEB_FORM_MESSAGES as M } from '@rookery/shared/schemas/web-form-rules.ts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAltchaProvider } from '../../platform/captcha/altcha-provider.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  contactRequest,
  deletionRequest,
  type From,
  getAction,
  PUBLIC_HOST,
  postWebForm,
} from './webforms.fixtures.ts';
import { createWebformsRepo } from './webforms.repo.ts';

const refused = { success: false, error: M.captcha };
let visitor = 0;
/** A visitor from the internet: a public Host and a fresh non-loopback address (the per-IP limits stay apart). */
const stranger = (): From => ({ host: PUBLIC_HOST, remoteAddress: `203.0.113.${++visitor}` });

function encode(challenge: Challenge, solution: unknown): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encode(challenge, solution);
}

/** What the widget does: fetch a challenge from /api, solve it, hand back the base64 payload. */
async function widgetAnswer(app: FastifyInstance, from: From): Promise<string> {
  const res = await getAction(app, 'captchachallenge', from);
  expect(res.statusCode).toBe(200);
  const { success, ...challenge } = res.json() as Challenge & { success: boolean };
  expect(success).toBe(true);
  expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 9 * 60);
  return solve(challenge);
}

describe('ALTCHA (the default provider)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  it('tells a visitor to solve ALTCHA, and localhost that nothing is needed', async () => {
    expect((await getAction(server.app, 'captchasitekey', stranger())).json()).toEqual({
      success: true,
      provider: 'altcha',
      sitekey: '',
    });
    for (const host of ['localhost:3000', 'rookery.localhost:3210', '127.0.0.1:3210', '[::1]:80']) {
      const res = await getAction(server.app, 'captchasitekey', { host });
      expect(res.json(), host).toMatchObject({ provider: 'none' });
    }
  });

  it('accepts a solved challenge once and stores the request without the answer', async () => {
    const from = stranger();
    const token = await widgetAnswer(server.app, from);
    const form = deletionRequest({ contactemail: 'solved@example.com', captcha: token });
    const ok = await postWebForm(server.app, form, from);
    expect(ok.json()).toEqual({ success: true });
    const [row] = await createWebformsRepo(server.database.db).forContactEmail('solved@example.com');
    expect(row?.payload).not.toHaveProperty('captcha');

    // The same answer again, even from elsewhere, is a replay.
    const replay = await postWebForm(server.app, { ...form, contactemail: 'replay@example.com' }, stranger());
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject(refused);
  });

  it('refuses a visitor without an answer', async () => {
    for (const form of [deletionRequest(), contactRequest({ captcha: '' })]) {
      const res = await postWebForm(server.app, form, stranger());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
  });

  it('checks the form before the captcha: the first broken rule is still the one reported', async () => {
    const res = await postWebForm(server.app, deletionRequest({ signature: '' }), stranger());
    expect(res.json()).toMatchObject({ success: false, error: M.signature });
  });

  it('refuses forged answers: another key, a changed challenge, a wrong key, garbage, the widget test mode', async () => {
    const foreign = await createAltchaProvider('a key that is not the server key, 32+ chars').challenge();
    const genuine = (await getAction(server.app, 'captchachallenge', stranger())).json() as Challenge;
    const genuineAnswer = JSON.parse(Buffer.from(await solve(genuine), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const easier: Challenge = { ...genuine, parameters: { ...genuine.parameters, keyPrefix: '0' } };
    const forged = [
      await solve(foreign),
      await solve(easier),
      encode(genuine, { ...genuineAnswer.solution, derivedKey: 'ab'.repeat(32) }),
      'bm90IGEgcGF5bG9hZA==',
      '%%%',
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ];
    for (const token of forged) {
      const res = await postWebForm(server.app, contactRequest({ captcha: token }), stranger());
      expect(res.json(), token.slice(0, 40)).toMatchObject(refused);
    }
  });

  it('refuses an answer to a challenge older than 10 minutes', async () => {
    const from = stranger();
    const token = await widgetAnswer(server.app, from);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    expect((await postWebForm(server.app, contactRequest({ captcha: token }), from)).json()).toMatchObject(
      refused,
    );
  });

  it('skips the captcha only when the Host is local AND the peer is loopback', async () => {
    const local = await postWebForm(server.app, contactRequest(), { host: 'rookery.localhost:3210' });
    expect(local.json()).toEqual({ success: true });
    // A Host header is easy to fake from outside; the connection's address is not.
    const spoofed = await postWebForm(server.app, contactRequest(), {
      host: 'localhost',
      remoteAddress: '198.51.100.7',
    });
    expect(spoofed.json()).toMatchObject(refused);
    // A public name reached through a proxy on this machine still needs the captcha.
    const proxied = await postWebForm(server.app, contactRequest(), { host: PUBLIC_HOST });
    expect(proxied.json()).toMatchObject(refused);
  });
});

describe('captcha switched off or local skipping disabled', () => {
  it('CAPTCHA_PROVIDER=none needs no answer from anyone', async () => {
    const server = await startTestServer({ CAPTCHA_PROVIDER: 'none' });
    try {
      expect((await getAction(server.app, 'captchasitekey', stranger())).json()).toMatchObject({
        provider: 'none',
      });
      expect((await getAction(server.app, 'captchachallenge', stranger())).statusCode).toBe(404);
      expect((await postWebForm(server.app, contactRequest(), stranger())).json()).toEqual({ success: true });
    } finally {
      await server.close();
    }
  });

  it('CAPTCHA_SKIP_LOCAL=0 asks localhost too (how the browser journey runs the real widget)', async () => {
    const server = await startTestServer({ CAPTCHA_SKIP_LOCAL: '0' });
    try {
      expect((await getAction(server.app, 'captchasitekey')).json()).toMatchObject({ provider: 'altcha' });
      expect((await postWebForm(server.app, contactRequest())).json()).toMatchObject(refused);
    } finally {
      await server.close();
    }
  });
});

describe('reCAPTCHA (when RECAPTCHA_SECRET is set)', () => {
  let google: Server;
  let server: TestServer;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // A stand-in for https://www.google.com/recaptcha/api/siteverify: one token is good.
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const success = form.get('secret') === 'test-secret' && form.get('response') === 'good-token';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }),
        );
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    server = await startTestServer({
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => google.close(resolve));
  });

  it('is chosen by RECAPTCHA_SECRET, gives the site key, and allows Google in the CSP', async () => {
    const res = await getAction(server.app, 'captchasitekey', stranger());
    expect(res.json()).toEqual({ success: true, provider: 'recaptcha', sitekey: 'test-site-key' });
    expect(res.headers['content-security-policy']).toContain('https://www.google.com/recaptcha/');
    expect((await getAction(server.app, 'captchachallenge', stranger())).statusCode).toBe(404);
  });

  it("accepts a token Google confirms, sending the secret and the visitor's address", async () => {
    const from = stranger();
    const res = await postWebForm(server.app, contactRequest({ captcha: 'good-token' }), from);
    expect(res.json()).toEqual({ success: true });
    expect(Object.fromEntries(seen.at(-1) ?? [])).toEqual({
      secret: 'test-secret',
      response: 'good-token',
      remoteip: from.remoteAddress,
    });
  });

  it('refuses a token Google does not confirm, and a missing one without asking Google', async () => {
    const bad = await postWebForm(server.app, contactRequest({ captcha: 'stale-token' }), stranger());
    expect(bad.json()).toMatchObject(refused);
    const asked = seen.length;
    expect((await postWebForm(server.app, contactRequest(), stranger())).json()).toMatchObject(refused);
    expect(seen.length).toBe(asked);
  });
});
