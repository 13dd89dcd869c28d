// The set-up the scale-out tests share (platform/realtime/scale-out.test.ts, modules/alerts/alerts.scale-out.test.ts):
// a migrated PostgreSQL database with a matched pair (Ada and Bo), two real server processes on it and one Redis
// (server-nodes.ts), and the sockets a test opens; all closed when the file ends. Use inside a describe that is
// skipped unless `scaleOutEnabled`.
import { afterAll, beforeAll } from 'vitest';
import { make, type Pair } from './factories.ts';
import { type Node, settled, startNode, stopNode } from './server-nodes.ts';
import { connectAs, type TestSocket } from './socket-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The scale-out tests need both: .ci/run sets them; without them they are skipped. */
export const scaleOutEnabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export interface ServerNodes {
  /** The in-process server that made the database (for more people: make.room(db, …)). */
  readonly db: TestServer;
  /** Server one and server two. */
  readonly nodes: [Node, Node];
  /** Ada and Bo, matched. */
  readonly pair: Pair;
  /** A socket signed in on the server at `url`, closed after the file. */
  socketOn(url: string, cookie: string): Promise<TestSocket>;
}

export function useServerNodes(): ServerNodes {
  let db: TestServer | undefined;
  let nodes: Node[] = [];
  let pair: Pair | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    db = await startTestServer();
    if (db.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    const databaseUrl = db.config.db.url;
    const redisUrl = process.env.REDIS_URL;
    pair = await make.room(db, { a: { displayName: 'Ada' }, b: { displayName: 'Bo' } });
    nodes = await Promise.all([startNode(databaseUrl, redisUrl), startNode(databaseUrl, redisUrl)]);
    await Promise.all(nodes.map((node) => settled(node.url)));
  }, 180_000);

  afterAll(async () => {
    if (process.env.SCALE_LOG_LEVEL) {
      // time passes: the nodes' last log lines reach their output before it is printed
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const node of nodes) process.stdout.write(node.output.join(''));
    }
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map(stopNode));
    await db?.close();
  }, 60_000);

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server nodes are used before their beforeAll ran');
    return value;
  };
  return {
    get db() {
      return ready(db);
    },
    get nodes() {
      return ready(nodes.length === 2 ? (nodes as [Node, Node]) : undefined);
    },
    get pair() {
      return ready(pair);
    },
    async socketOn(url, cookie) {
      const socket = await connectAs(url, { cookie });
      sockets.push(socket);
      return socket;
    },
  };
}
