// /healthz: the process serves. /readyz: it can also reach its database.
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './error-handler.ts';

export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ success: true, status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(ping(), 2000);
      return { success: true, status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return sendFailure(reply, 503, 'The database is not reachable.');
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
