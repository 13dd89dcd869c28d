// The set-up the realtime modules' tests share: one listening test server per test file, and the sockets its
// tests open, all closed when the file ends. Kept apart from socket-client.ts, which the chat bench imports
// outside Vitest.
import { afterAll, beforeAll, expect } from 'vitest';
import type { SignedInPerson } from './factories.ts';
import { type ConnectOptions, connectAs, emitAck, listenOnce, type TestSocket } from './socket-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface SocketFixture {
  /** The file's server, once its beforeAll has run. */
  readonly server: TestServer;
  /** Where it listens (http://127.0.0.1:port), once its beforeAll has run. */
  readonly url: string;
  /**
   * A socket signed in as the person (or with one session's cookie), joined to `room` when one is given; closed after
   * the file. `auth`: the handshake's (null for none, as the mobile app sends; the web app's by default).
   */
  socketOf(
    person: Pick<SignedInPerson, 'cookie'>,
    room?: string,
    auth?: Record<string, unknown> | null,
  ): Promise<TestSocket>;
  /**
   * A socket connected with exactly these options (no cookie, another Origin, the mobile app's bare handshake),
   * closed after the file; a refused handshake rejects with its message, as connectAs does.
   */
  connect(options?: ConnectOptions): Promise<TestSocket>;
}

type Overrides = Parameters<typeof startTestServer>[0];

/**
 * `overrides`: environment variables of the file's server (e.g. a limit switched off); a function when they are
 * known only once an earlier beforeAll has run (a stand-in's address). Call it after that beforeAll: hooks run in
 * the order they were declared, and the afterAll hooks in reverse, so the server closes before the stand-in.
 */
export function useSocketServer(overrides: Overrides | (() => Overrides) = {}): SocketFixture {
  let server: TestServer | undefined;
  let url = '';
  const open: TestSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(typeof overrides === 'function' ? overrides() : overrides);
    url = await listenOnce(server);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await server?.close();
  });
  const connect = async (options: ConnectOptions = {}) => {
    const socket = await connectAs(url, options);
    open.push(socket);
    return socket;
  };
  return {
    get server() {
      if (!server) throw new Error('the socket fixture is used before its beforeAll ran');
      return server;
    },
    get url() {
      if (!url) throw new Error('the socket fixture is used before its beforeAll ran');
      return url;
    },
    connect,
    async socketOf(person, room, auth) {
      const socket = await connect({ cookie: person.cookie, ...(auth === undefined ? {} : { auth }) });
      if (room) expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
      return socket;
    },
  };
}
