// A closing server's HTTP connections (graceful-close.ts), on raw sockets so that each step is exact:
// from the first moment of the close a new connection is refused, a request already under way (its body still
// coming) is answered, and a request sent on an idle keep-alive connection after the close began is answered too,
// each with `Connection: close`. The old close dropped idle connections at once (that request got a reset) and
// answered what still came with 503.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnce } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * The idle window of this test's server: wide enough that a loaded machine (CI runs the PostgreSQL suite beside it)
 * still writes the idle connection's request inside it; the default (500 ms) is the same code with a shorter wait.
 */
const IDLE_MS = 3_000;
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ GRACEFUL_IDLE_MS: String(IDLE_MS) });
  port = Number(new URL(await listenOnce(server)).port);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Raw {
  socket: Socket;
  /** Everything read so far. */
  text(): string;
  /** Resolves once the server ended or reset the connection, with how. */
  ended: Promise<string>;
}

/** A raw connection to the first test's server, or to the one listening on `at`. */
function open(at = port): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let read = '';
    const socket = connect(at, '127.0.0.1');
    const ended = new Promise<string>((done) => {
      socket.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
      socket.on('close', () => done('closed'));
    });
    socket.on('data', (chunk) => {
      read += chunk.toString();
    });
    socket.once('connect', () => resolve({ socket, text: () => read, ended }));
    socket.once('error', reject);
  });
}

/** Waits until the connection has read `count` complete answers (each with a Content-Length body). */
async function answers(raw: Raw, count: number, ms = 5_000): Promise<string[]> {
  const deadline = performance.now() + ms;
  for (;;) {
    const found: string[] = [];
    let rest = raw.text();
    for (;;) {
      const head = rest.indexOf('\r\n\r\n');
      if (head < 0) break;
      const length = Number(/content-length: (\d+)/i.exec(rest.slice(0, head))?.[1] ?? 0);
      if (rest.length < head + 4 + length) break;
      found.push(rest.slice(0, head + 4 + length));
      rest = rest.slice(head + 4 + length);
    }
    if (found.length >= count) return found;
    if (performance.now() > deadline) throw new Error(`${found.length} of ${count} answers: ${raw.text()}`);
    await sleep(10);
  }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

describe('a closing server', () => {
  it('refuses new connections and answers what comes on the ones it has, each answer closing its connection', async () => {
    // A keep-alive connection that has been answered once and is idle.
    const idle = await open();
    idle.socket.write(get('/healthz'));
    const [first] = await answers(idle, 1);
    expect(first).toMatch(/^HTTP\/1.1 200/);
    expect(first).not.toMatch(/connection: close/i);
    // A request under way: its head sent, its body not yet.
    const body = JSON.stringify({ action: 'menudata', data: {} });
    const slow = await open();
    const headRead = once(server.app.server, 'request');
    slow.socket.write(
      `POST /api HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await headRead;

    const began = performance.now();
    const closed = server.app.close();
    // The close has begun once the server no longer listens.
    await expect.poll(() => server.app.server.listening).toBe(false);
    // The idle connection's next request, sent after the close began (and well within IDLE_MS of it, even on a
    // loaded machine: nothing else is awaited first): answered, and the connection then closed.
    idle.socket.write(get('/healthz'));
    // New connections: refused, so a load balancer sends them elsewhere with nothing lost.
    const refused = await open().then(
      (raw) => {
        raw.socket.destroy();
        return 'connected';
      },
      (err: NodeJS.ErrnoException) => err.code,
    );
    expect(refused).toBe('ECONNREFUSED');
    const [, second] = await answers(idle, 2);
    expect(second).toMatch(/^HTTP\/1.1 200/);
    expect(second).toMatch(/connection: close/i);
    expect(await idle.ended).toBe('closed');
    // The request under way finishes and is answered (401: no session; an answer all the same).
    slow.socket.write(body);
    const [late] = await answers(slow, 1);
    expect(late).toMatch(/^HTTP\/1.1 401/);
    expect(late).toMatch(/connection: close/i);
    expect(await slow.ended).toBe('closed');
    await closed;
    // Quick: nothing was left to wait for beyond a connection's idle time.
    expect(performance.now() - began).toBeLessThan(IDLE_MS + 2_000);
  });
});

describe('a closing server and a request arriving slowly on an idle connection', () => {
  /** This server's idle window; the request's head comes in two parts, the second after the window. */
  const WINDOW_MS = 2_000;
  let slowServer: TestServer;
  let slowPort: number;
  beforeAll(async () => {
    slowServer = await startTestServer({ GRACEFUL_IDLE_MS: String(WINDOW_MS) });
    slowPort = Number(new URL(await listenOnce(slowServer)).port);
  });
  afterAll(() => slowServer.close());

  it('waits for the rest of a request whose first bytes came, instead of closing the connection as idle', async () => {
    const idle = await open(slowPort);
    idle.socket.write(get('/healthz'));
    await answers(idle, 1);
    const closed = slowServer.app.close();
    const began = performance.now();
    // time passes: half-way through the idle window the first half of the next request's head arrives…
    await sleep(WINDOW_MS / 2);
    const head = get('/healthz');
    idle.socket.write(head.slice(0, 20));
    // time passes: …and the rest after the window has run out since the close began (before: the connection was
    // reset by then).
    await sleep(Math.max(0, WINDOW_MS + 600 - (performance.now() - began)));
    idle.socket.write(head.slice(20));
    const [, second] = await answers(idle, 2);
    expect(second).toMatch(/^HTTP\/1.1 200/);
    expect(second).toMatch(/connection: close/i);
    expect(await idle.ended).toBe('closed');
    await closed;
  });
});
