// Attacks on the clienterror action: floods from one address, from one account over many addresses and
// from many addresses at once, oversized and junk payloads, and personal data in the report. A report that passes
// is counted in /metrics by kind and logged at warn with its request id, scrubbed.
import { CLIENT_ERROR_LIMITS } from '@rookery/shared/api/client-errors.actions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubClientError } from '../platform/metrics/client-errors.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  server = await startTestServer({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' }, { logStream });
});
afterAll(async () => {
  await server.close();
});

function report(data: unknown, from: string, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    payload: { action: 'clienterror', data },
  });
}

async function counted(kind: string): Promise<number> {
  const text = (await server.app.inject('/metrics')).body;
  const line = text.split('\n').find((l) => l.startsWith(`rookery_client_errors_total{kind="${kind}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('clienterror', () => {
  it('counts a report by kind and logs it at warn with the request id, without personal data', async () => {
    const before = await counted('boundary');
    const res = await report(
      {
        kind: 'boundary',
        message: 'Cannot read properties of undefined (reading "name") for ada@example.com, phone 0612345678',
        stack: [
          'TypeError: Cannot read properties of undefined',
          '    at ProfileCard (http://localhost:80/assets/profile-card-Ab12.js?v=3#x:12:345)',
          '    at https://evil.example/assets/steal.js:1:2',
          '    at chrome-extension://abcdef/content.js:3:4',
          'renderWithHooks@http://localhost:80/assets/index-Zz9.js:40:50',
          '    at http://localhost:80/app/profile/123?token=secret:1:1',
        ].join('\n'),
      },
      '198.51.100.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await counted('boundary')) - before).toBe(1);
    const line = lines.find((l) => l.reqId === res.headers['x-request-id'] && l.msg === 'client error');
    expect(line?.level).toBe(40);
    expect(line?.clientError).toEqual({
      kind: 'boundary',
      message: 'Cannot read properties of undefined (reading "name") for [email] phone [number]',
      stack: '/assets/profile-card-Ab12.js:12:345\n/assets/index-Zz9.js:40:50',
    });
    expect(JSON.stringify(line)).not.toMatch(/ada@|0612345678|evil|chrome-extension|secret|token/);
  });

  it('refuses a flood from one address with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perAddress + 5; i += 1) {
      answers.push((await report({ kind: 'error', message: `flood ${i}` }, '198.51.100.2')).statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(CLIENT_ERROR_LIMITS.perAddress);
    const refused = await report({ kind: 'error', message: 'again' }, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toBe('Too many attempts, please try again later.');
    // Another address is not affected.
    expect((await report({ kind: 'error', message: 'elsewhere' }, '198.51.100.3')).statusCode).toBe(200);
  });

  it('holds one account to its limit whatever address it switches to', async () => {
    const person = await make.account(server);
    let passed = 0;
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perAccount + 5; i += 1) {
      const res = await report({ kind: 'rejection', message: 'x' }, `203.0.113.${i + 1}`, person.cookie);
      if (res.statusCode === 200) passed += 1;
      else expect(res.statusCode).toBe(429);
    }
    expect(passed).toBe(CLIENT_ERROR_LIMITS.perAccount);
  });

  it('caps everyone together: a botnet of fresh addresses cannot flood the log', async () => {
    let passed = 0;
    let refused = 0;
    const total = CLIENT_ERROR_LIMITS.everyone + 20;
    for (let i = 0; i < total; i += 1) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const res = await report({ kind: 'error', message: 'botnet' }, address);
      if (res.statusCode === 200) passed += 1;
      else if (res.statusCode === 429) refused += 1;
    }
    expect(passed + refused).toBe(total);
    expect(passed).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.everyone);
    expect(refused).toBeGreaterThanOrEqual(20);
    console.info(
      `clienterror flood: ${total} reports from ${total} addresses, ${passed} accepted, ${refused} refused`,
    );
  });

  it('31 addresses cannot silence everyone: each network keeps its own share of reports', async () => {
    // The attack: 31 addresses, each at its own limit, spend the ceiling of everyone together.
    const attackers = 31;
    let attackerPassed = 0;
    for (let n = 0; n < attackers; n += 1) {
      for (let i = 0; i < CLIENT_ERROR_LIMITS.perAddress; i += 1) {
        const res = await report({ kind: 'error', message: 'silence' }, `172.${16 + (n >> 8)}.${n & 255}.9`);
        if (res.statusCode === 200) attackerPassed += 1;
      }
    }
    // Then people elsewhere, each with one crash to report: before, 429 for all of them for 10 minutes.
    const honest: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      honest.push((await report({ kind: 'boundary', message: 'real crash' }, `100.64.${i}.7`)).statusCode);
    }
    expect(honest).toEqual(Array(20).fill(200));
    // Each of them may report up to its network's share again while the pool is spent; then 429.
    const again: number[] = [];
    for (let i = 0; i < CLIENT_ERROR_LIMITS.networkShare + 1; i += 1) {
      again.push((await report({ kind: 'boundary', message: 'again' }, '100.64.0.7')).statusCode);
    }
    expect(again.filter((s) => s === 200)).toHaveLength(CLIENT_ERROR_LIMITS.networkShare - 1);
    expect(again.at(-1)).toBe(429);
    // One network (an IPv4 /24, an IPv6 /48) spreads over its addresses: at most its network's budget in all.
    let fromOneNetwork = 0;
    for (let host = 1; host <= 120; host += 1) {
      const res = await report({ kind: 'error', message: 'spread' }, `2001:db8:77:${host.toString(16)}::1`);
      if (res.statusCode === 200) fromOneNetwork += 1;
    }
    expect(fromOneNetwork).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.perNetwork);
    console.info(
      `clienterror fairness: ${attackers} attacking addresses sent ${attackers * CLIENT_ERROR_LIMITS.perAddress}, ` +
        `${attackerPassed} accepted; 20 other people's first reports: ${honest.filter((s) => s === 200).length} accepted; ` +
        `120 addresses of one /48: ${fromOneNetwork} accepted`,
    );
  });

  it('refuses oversized and junk payloads with 400 or 413, never a 500, and counts none', async () => {
    const before = await Promise.all(['boundary', 'error', 'rejection'].map(counted));
    const junk: unknown[] = [
      { kind: 'error', message: 'x'.repeat(CLIENT_ERROR_LIMITS.messageChars + 1) },
      { kind: 'error', message: 'x', stack: 'y'.repeat(CLIENT_ERROR_LIMITS.stackChars + 1) },
      { kind: 'nosuchkind', message: 'x' },
      { kind: 'error', message: 'x', userText: 'my secret diary' },
      { kind: 'error', message: 'nul \u0000 here' },
      { kind: 'error' },
      { kind: ['error'], message: 'x' },
      'just a string',
      [1, 2, 3],
      42,
    ];
    for (const data of junk) {
      const res = await report(data, '192.0.2.50');
      expect(res.statusCode, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'x-forwarded-for': '192.0.2.51', 'content-type': 'application/json' },
      payload: JSON.stringify({
        action: 'clienterror',
        data: { kind: 'error', message: 'z'.repeat(5_000_000) },
      }),
    });
    expect(huge.statusCode).toBe(413);
    const byGet = await server.app.inject('/api?action=clienterror&kind=error&message=x');
    expect(byGet.statusCode).toBe(404);
    expect(await Promise.all(['boundary', 'error', 'rejection'].map(counted))).toEqual(before);
  });
});

describe('scrubClientError', () => {
  it('keeps 200 characters of the message and at most 12 frames of our own scripts', () => {
    const frames = Array.from(
      { length: 30 },
      (_, i) => `    at f (https://rookery.app/assets/a-${i}.js:1:${i})`,
    );
    const scrubbed = scrubClientError(
      { kind: 'error', message: 'm'.repeat(400), stack: frames.join('\n') },
      'rookery.app',
    );
    expect(scrubbed.message).toHaveLength(200);
    expect(scrubbed.stack?.split('\n')).toHaveLength(12);
    expect(
      scrubClientError({ kind: 'error', message: 'x', stack: frames[0] }, 'other.host').stack,
    ).toBeUndefined();
    expect(
      scrubClientError({ kind: 'error', message: 'x', stack: frames[0] }, 'bad host[').stack,
    ).toBeUndefined();
  });
});
