// /healthz: the process serves. /readyz: which of the parts it stands on answer: the database (503 when
// it cannot be reached: take the server out of the load balancer), Redis and the disk (200 "degraded": every server
// shares them, so taking one out would not help, and the server still answers what it can).
import type { FastifyInstance } from 'fastify';
import type { DiskState } from '../storage/disk-space.ts';

export interface ReadinessParts {
  /** Resolves when a trivial query answers (on a connection of its own with PostgreSQL: db-client.ts). */
  ping(): Promise<void>;
  redis(): 'up' | 'down' | 'off';
  disk(): Promise<DiskState>;
}

const PING_MS = 2000;

export function registerHealthRoutes(app: FastifyInstance, parts: ReadinessParts): void {
  app.get('/healthz', async () => ({ success: true, status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const [database, disk] = await Promise.all([
      withTimeout(parts.ping(), PING_MS).then(
        () => 'up' as const,
        (err: unknown) => {
          request.log.warn({ err }, 'database not reachable');
          return 'down' as const;
        },
      ),
      parts.disk(),
    ]);
    const redis = parts.redis();
    const body = { database, redis, disk };
    if (database === 'down') {
      return reply
        .status(503)
        .send({ success: false, error: 'The database is not reachable.', requestId: request.id, ...body });
    }
    const degraded = redis === 'down' || disk === 'full';
    return { success: true, status: degraded ? 'degraded' : 'ready', ...body };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
