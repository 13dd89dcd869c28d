// Two servers on one database (the first's PGlite or PostgreSQL) and one Redis, for the suites that prove something
// holds across servers (sessions, limits, sockets). One pair per test file; the sockets its tests open and both
// servers are closed when the file ends. Only with REDIS_URL: the caller skips its describe without it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../build-server.ts';
import { connectAs, listenOnce, type TestSocket } from './socket-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface TwoServers {
  /** The first server (it owns the database and the data folder), once the beforeAll has run. */
  readonly one: TestServer;
  /** The second server's app, on the first one's database. */
  readonly two: FastifyInstance;
  /** Where each listens: [one, two]. */
  readonly urls: readonly [string, string];
  /** A socket on that server with that cookie; closed after the file. */
  socketOn(url: string, cookie: string): Promise<TestSocket>;
}

/** `overrides`: environment variables of both servers besides REDIS_URL (the jobs worker is off unless given). */
export function useTwoServers(
  redisUrl: string | undefined,
  overrides: Parameters<typeof startTestServer>[0] = {},
): TwoServers {
  let one: TestServer | undefined;
  let two: FastifyInstance | undefined;
  let urls: [string, string] | undefined;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    one = await startTestServer({ REDIS_URL: redisUrl, JOBS_WORKER: '0', ...overrides });
    two = await buildServer(one.config, { database: one.database, migrated: true });
    await two.ready();
    urls = [await listenOnce(one), await listenOnce({ ...one, app: two })];
  }, 120_000);
  afterAll(async () => {
    for (const socket of open) socket.close();
    await two?.close();
    await one?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the two servers are used before their beforeAll ran');
    return value;
  };
  return {
    get one() {
      return ready(one);
    },
    get two() {
      return ready(two);
    },
    get urls() {
      return ready(urls);
    },
    async socketOn(url, cookie) {
      const socket = await connectAs(url, { cookie });
      open.push(socket);
      return socket;
    },
  };
}
