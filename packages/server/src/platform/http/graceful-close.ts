// A closing server drains its HTTP connections (security/fault-drain.two-servers.test.ts). At the first
// step of app.close() it stops taking connections (a load balancer's next connect is refused and goes to another
// server, nothing sent is lost), serves every request that still comes on a connection it already has, each answer
// saying `Connection: close`, and closes a keep-alive connection only once it has been idle for IDLE_MS since the
// signal: Node's own close drops idle connections at once, and under load the next request was often already on its
// way (read by nobody, the client got a reset). The last step before the server closes waits for the connections to
// end; at DRAIN_MS those still open are cut. Websockets are the realtime gateway's (realtime-gateway.ts).
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a closing server lets requests under way finish before it cuts the connections left (main.ts kills at 10 s). */
export const DRAIN_MS = 7_000;
/**
 * How long a connection must have been idle, counted from the start of the close at the earliest, before it is closed
 * (GRACEFUL_IDLE_MS).
 */
export const IDLE_MS = 500;
/** How often a closing server looks for connections idle long enough. */
const SWEEP_MS = 50;

interface Connection {
  /** Requests read and not yet answered on it. */
  busy: number;
  /** performance.now() when it last had nothing to do. */
  idleSince: number;
  /** The socket's bytesRead then: more since is a request arriving (its headers not all read yet), not idleness. */
  bytesAtIdle: number;
}

export interface GracefulClose {
  /** Resolves once every HTTP connection has ended, or at the drain deadline (then the rest are cut). */
  drained(): Promise<void>;
}

export function registerGracefulClose(
  app: FastifyInstance,
  options: { idleMs?: number } = {},
): GracefulClose {
  const idleMs = options.idleMs ?? IDLE_MS;
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  let closingAt: number | null = null;
  let sweep: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let allEnded: (() => void) | null = null;

  const forget = (socket: Socket) => {
    connections.delete(socket);
    if (closingAt !== null && connections.size === 0) allEnded?.();
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now(), bytesAtIdle: 0 });
    socket.once('close', () => forget(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket as Socket);
    if (!connection) return;
    connection.busy += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.idleSince = performance.now();
      connection.bytesAtIdle = request.socket.bytesRead;
    });
  });
  // An upgraded connection (a websocket) is no longer HTTP's: the gateway closes its sockets.
  server.on('upgrade', (request) => forget(request.socket as Socket));

  function closeIdle() {
    if (closingAt === null) return;
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (connection.busy > 0) continue;
      if (socket.bytesRead !== connection.bytesAtIdle) {
        // Part of a request came (a slow client, or a loaded machine reading it late): wait for the rest.
        connection.idleSince = now;
        connection.bytesAtIdle = socket.bytesRead;
      } else if (now - Math.max(connection.idleSince, closingAt) >= idleMs) socket.destroy();
    }
  }

  app.addHook('preClose', async () => {
    closingAt = performance.now();
    if (!server.listening) return;
    // Stop listening without http.Server.close()'s drop of every idle connection (see above); Fastify's own close
    // later finds the port closed and waits for the connections to end.
    NetServer.prototype.close.call(server);
    sweep = setInterval(closeIdle, SWEEP_MS);
    sweep.unref();
    app.log.info(
      { connections: connections.size },
      'closing: no new connections, draining requests under way',
    );
  });
  // Answers sent while closing end their connection, so clients open their next one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (closingAt !== null) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearTimeout(deadline);
  });

  return {
    async drained() {
      if (closingAt === null || connections.size === 0) return;
      const started = closingAt;
      await new Promise<void>((resolve) => {
        allEnded = resolve;
        deadline = setTimeout(
          () => {
            const cut = [...connections.values()].filter((connection) => connection.busy > 0).length;
            app.log.warn(
              { connections: connections.size, busy: cut },
              'closing: drain deadline, connections cut',
            );
            for (const socket of connections.keys()) socket.destroy();
            resolve();
          },
          Math.max(0, DRAIN_MS - (performance.now() - started)),
        );
      });
      clearTimeout(deadline);
      clearInterval(sweep);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'closing: every connection ended');
    },
  };
}
