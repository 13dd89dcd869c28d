// A closing server lets go of its keep-alive connections: Node's server.close() drops only the connections idle at
// that moment, so one whose request was still running stayed open, idle, for the 72 s keep-alive timeout, and the
// graceful stop never finished (issue 19; security/fault-sigterm.test.ts).
import type { FastifyInstance } from 'fastify';

/** How often a closing server drops connections that have gone idle since. */
const SWEEP_MS = 50;

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
  });
  // Answers sent while closing end their connection, so clients open their next one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
