// A running server answers admin commands on a Unix socket in DATA_DIR (owner only), so that `npm run admin`
// works beside `npm start` on PGlite, which one process owns, and so that a suspension on this server disconnects
// its sockets at once. One JSON line each way: {argv, operator} in, {lines, status} out. Only the server's own OS
// user can connect, so the operator recorded is that user; the name the client sends is a label beside it.
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AdminCommand } from './admin-command.ts';
import { operatorLabel, osUser, runAdmin } from './admin-runner.ts';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

const MAX_REQUEST = 64 * 1024;

export function registerAdminSocket(
  app: FastifyInstance,
  dataDir: string,
  commands: readonly AdminCommand[],
) {
  const socketPath = adminSocketPath(dataDir);
  const serverUser = osUser();
  let server: Server | undefined;

  app.addHook('onListen', async () => {
    if (server) return;
    rmSync(socketPath, { force: true });
    server = createServer((conn) => {
      let buffer = '';
      conn.setEncoding('utf8');
      conn.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.length > MAX_REQUEST) return void conn.destroy();
        const end = buffer.indexOf('\n');
        if (end < 0) return;
        conn.pause();
        void answer(buffer.slice(0, end)).then((reply) => conn.end(`${JSON.stringify(reply)}\n`));
      });
      conn.on('error', () => {});
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      // The socket file is made inside listen(), at once: under this umask it is never open to others, not even
      // for the instant before the chmod below (which a connect() could have used).
      const umask = process.umask(0o177);
      try {
        server?.listen(socketPath, () => resolve());
      } finally {
        process.umask(umask);
      }
    });
    chmodSync(socketPath, 0o600);
  });

  async function answer(line: string) {
    try {
      const request = JSON.parse(line) as { argv?: unknown; operator?: unknown };
      const argv = Array.isArray(request.argv) ? request.argv.map(String) : [];
      const operator = operatorLabel(
        serverUser,
        typeof request.operator === 'string' ? request.operator : undefined,
      );
      app.log.info({ argv: argv.slice(0, 2), operator }, 'admin command');
      return await runAdmin(app, commands, argv, operator);
    } catch {
      return { lines: ['The admin request could not be read.'], status: 2 };
    }
  }

  app.addHook('onClose', async () => {
    if (!server) return;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    rmSync(socketPath, { force: true });
  });
}
