// Starts Rookery: reads the configuration, migrates the database, serves, and prints where to look.
import { buildServer } from './build-server.ts';
import { ConfigError, loadConfig } from './config.ts';
import { privateDataDir, privateUmask } from './platform/data-dir/private-data-dir.ts';
import { servesDevMail } from './platform/mail/dev-mail.routes.ts';

async function main() {
  privateUmask();
  const config = loadConfig();
  privateDataDir(config.dataDir);
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });

  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    `  ${config.brand.product} is running (${config.env}, database: ${config.db.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.db.dir}`})`,
    '',
    `  Dating site   http://${config.markers.dating}.localhost:${port}`,
    `  Company site  http://localhost:${port}`,
  ];
  if (servesDevMail(config))
    lines.push(`  Mail box      http://${config.markers.dating}.localhost:${port}/dev/mail`);
  lines.push(`  Health        http://localhost:${port}/healthz`, '');
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The last resort, should the graceful stop hang: SIGKILL, because process.exit() waits for the work queued on
    // libuv's thread pool and could hang too. Everything acknowledged is already committed.
    const force = setTimeout(() => {
      process.stderr.write('Rookery did not stop within 10 s of the signal and was killed.\n');
      process.kill(process.pid, 'SIGKILL');
    }, 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Rookery could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
