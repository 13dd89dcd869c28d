// The set-up the realtime modules' tests share: one listening test server per test file, and the sockets its
// tests open, all closed when the file ends. Kept apart from socket-client.ts, which the chat bench imports
// outside Vitest.
import { afterAll, beforeAll, expect } from 'vitest';
import type { SignedInPerson } from './factories.ts';
import { connectAs, emitAck, listenOnce, type TestSocket } from './socket-client.ts';
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
}

/** `overrides`: environment variables of the file's server (e.g. a limit switched off). */
export function useSocketServer(overrides: Parameters<typeof startTestServer>[0] = {}): SocketFixture {
  let server: TestServer | undefined;
  let url = '';
  const open: TestSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(overrides);
    url = await listenOnce(server);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the socket fixture is used before its beforeAll ran');
      return server;
    },
    get url() {
      if (!url) throw new Error('the socket fixture is used before its beforeAll ran');
      return url;
    },
    async socketOf(person, room, auth) {
      const socket = await connectAs(url, { cookie: person.cookie, ...(auth === undefined ? {} : { auth }) });
      open.push(socket);
      if (room) expect(await emitAck(socket, 'joinroom', { room })).toMatchObject({ success: true });
      return socket;
    },
  };
}
