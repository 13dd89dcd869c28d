// Fault injection: PostgreSQL goes away (pg_ctl stop -m immediate) under a running server. For the whole
// outage the API answers 503 with the readable sentence, quickly (no request hangs), /readyz says the database is
// not reachable while /healthz shows the process alive, socket events answer the same sentence, and nothing crashes;
// when PostgreSQL is back the server serves again by itself. The test runs a cluster of its own (initdb into a
// temporary folder, its own port) so stopping it touches no other suite. 30 s outage with LONG_TESTS=1, else 5 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/db/db-client.ts';
import { make } from '../testing/factories.ts';
import { connectAs, emitAck, type TestSocket } from '../testing/socket-client.ts';
import { type OwnPostgres, postgresBin, startOwnPostgres } from './testing/own-postgres.ts';

const LONG = process.env.LONG_TESTS === '1';
const OUTAGE_MS = LONG ? 30_000 : 5_000;
/** No answer may take longer than this during the outage (the pool gives up connecting after 5 s). */
const SLOWEST_MS = 6_000;
/** The server must serve again within this long after PostgreSQL is back. */
const RECOVER_MS = 30_000;

const bin = postgresBin();
const skipReason = !bin
  ? 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/pg_ctl); .ci/run installs them'
  : process.env.DATABASE_URL
    ? 'runs once, in the PGlite pass of npm test: it brings its own PostgreSQL cluster'
    : null;

let postgres: OwnPostgres | null = null;
let app: FastifyInstance | null = null;
let database: Database | null = null;
const sockets: TestSocket[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-pg-data-'));

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  await postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  ms: number;
  body: unknown;
}

async function get(url: string, cookie?: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the test refuses below.
    }
    return { status: response.status, ms: performance.now() - started, body };
  } catch (err) {
    // No answer at all (a hang cut off by the timeout, or a refused connection): status 0.
    return { status: 0, ms: performance.now() - started, body: String(err) };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== null)('PostgreSQL down', () => {
  it(`answers 503 for ${OUTAGE_MS / 1000} s without a crash and recovers by itself`, {
    timeout: OUTAGE_MS + 150_000,
  }, async () => {
    postgres = await startOwnPostgres(bin as string);
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    );
    database = await openDatabase(config);
    await database.migrate();
    app = await buildServer(config, { database, migrated: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { a, room } = await make.room({ app, config, database, close: async () => {} });
    const api = `${base}/api?action=menudata`;

    const healthy = await get(api, a.cookie);
    expect(healthy.status).toBe(200);
    expect((await get(`${base}/readyz`)).status).toBe(200);
    const socket = await connectAs(base, { cookie: a.cookie });
    sockets.push(socket);
    expect((await emitAck(socket, 'joinroom', { room })).success).toBe(true);
    expect((await emitAck(socket, 'sendchat', { room, text: 'before', cid: 'pg-0' })).success).toBe(true);

    await postgres.stop();
    const outageStarted = performance.now();
    const during: Answer[] = [];
    const socketAnswers: { success: boolean; error?: string }[] = [];
    let readyDown = 0;
    let healthUp = 0;
    let probes = 0;
    for (let n = 0; performance.now() - outageStarted < OUTAGE_MS; n += 1) {
      during.push(await get(api, a.cookie));
      if (n % 4 === 0) {
        probes += 1;
        if ((await get(`${base}/readyz`)).status === 503) readyDown += 1;
        if ((await get(`${base}/healthz`)).status === 200) healthUp += 1;
        const started = performance.now();
        const answer = await emitAck(socket, 'sendchat', { room, text: `during ${n}`, cid: `pg-${n + 1}` });
        expect(performance.now() - started).toBeLessThan(SLOWEST_MS);
        socketAnswers.push(answer.success ? { success: true } : { success: false, error: answer.error });
      }
      await sleep(200);
    }
    const outageMs = performance.now() - outageStarted;

    // Counted from the start of PostgreSQL (pg_ctl start -w waits until it accepts connections).
    const restarted = performance.now();
    await postgres.start();
    let recoverMs = Number.NaN;
    while (performance.now() - restarted < RECOVER_MS) {
      const answer = await get(api, a.cookie);
      if (answer.status === 200) {
        recoverMs = performance.now() - restarted;
        break;
      }
      await sleep(200);
    }
    const readyAfter = await get(`${base}/readyz`);
    const sentAfter = await emitAck(socket, 'sendchat', { room, text: 'after', cid: 'pg-after' });
    const fresh = await connectAs(base, { cookie: a.cookie });
    sockets.push(fresh);

    const unavailable = during.filter((answer) => answer.status === 503);
    const otherErrors = during.filter((answer) => answer.status >= 500 && answer.status !== 503);
    const noAnswer = during.filter((answer) => answer.status === 0);
    const slowest = Math.max(...during.map((answer) => answer.ms));
    console.log(
      `fault-postgres: outage ${(outageMs / 1000).toFixed(1)} s, requests during outage ${during.length}, ` +
        `503 ${unavailable.length}, 5xx other ${otherErrors.length}, no answer ${noAnswer.length}, ` +
        `slowest answer ${(slowest / 1000).toFixed(2)} s, /readyz 503 ${readyDown}/${probes}, ` +
        `/healthz 200 ${healthUp}/${probes}, socket sends refused readably ${socketAnswers.filter((s) => s.error === ERROR_TEXT.unavailable).length}/${socketAnswers.length}, ` +
        `seconds to recover ${(recoverMs / 1000).toFixed(1)}`,
    );

    expect(during.length).toBeGreaterThan(0);
    expect(unavailable.length).toBe(during.length);
    for (const answer of during)
      expect(answer.body).toMatchObject({ success: false, error: ERROR_TEXT.unavailable });
    expect(otherErrors).toEqual([]);
    expect(slowest).toBeLessThan(SLOWEST_MS);
    expect(readyDown).toBe(probes);
    expect(healthUp).toBe(probes);
    expect(socketAnswers).toEqual(
      socketAnswers.map(() => ({ success: false, error: ERROR_TEXT.unavailable })),
    );
    expect(recoverMs).toBeLessThan(RECOVER_MS);
    expect(readyAfter.status).toBe(200);
    expect(sentAfter.success).toBe(true);
    expect(fresh.connected).toBe(true);
  });
});

describe.skipIf(skipReason === null)(`PostgreSQL down (skipped: ${skipReason})`, () => {
  it('is not run here', () => {
    expect(skipReason).not.toBeNull();
  });
});
