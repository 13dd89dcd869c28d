// `npm run admin -- <command> …`: moderators' and support's tools. When a server is running on this
// DATA_DIR the command runs inside it (its admin socket); otherwise this process builds the server's services
// without listening and runs it here. Either way the output and the exit status are the same.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { buildServer } from '../build-server.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { absoluteFolderArgs, restoreFromCli } from '../platform/backup/backup.commands.ts';
import { privateDataDir, privateUmask } from '../platform/data-dir/private-data-dir.ts';
import { ADMIN_COMMANDS } from './admin-commands.ts';
import { helpLines, operatorLabel, osUser, type RunResult, runAdmin } from './admin-runner.ts';
import { adminSocketPath } from './admin-socket.ts';

/** The running server's answer, or null when none is listening on this DATA_DIR. */
function viaServer(socketPath: string, argv: string[], operator: string): Promise<RunResult | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    let reply = '';
    const conn = connect(socketPath, () => conn.write(`${JSON.stringify({ argv, operator })}\n`));
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      reply += chunk;
    });
    conn.on('end', () => {
      try {
        resolve(JSON.parse(reply) as RunResult);
      } catch {
        resolve({ lines: ['The server gave no answer.'], status: 2 });
      }
    });
    // A socket file left by a server that died: run here instead.
    conn.on('error', () => resolve(null));
  });
}

async function inProcess(argv: string[], operator: string): Promise<RunResult> {
  const config = loadConfig(process.env, { JOBS_WORKER: '0', LOG_LEVEL: 'silent' });
  privateDataDir(config.dataDir);
  const app = await buildServer(config);
  try {
    await app.ready();
    return await runAdmin(app, app.adminCommands, argv, operator);
  } finally {
    await app.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  // Help needs no database: answered from the catalogue (admin-commands.ts) before any server is asked or built.
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) {
    process.stdout.write(`${helpLines(ADMIN_COMMANDS).join('\n')}\n`);
    process.exit(0);
  }
  privateUmask();
  // Who ran it, as far as this process can tell: its OS user, and under sudo the user who ran sudo (SUDO_USER, a
  // claim like --by: the server records it only beside the user it vouches for).
  const claimed = process.env.SUDO_USER || osUser();
  const config = loadConfig();
  const words = absoluteFolderArgs(argv);
  // restore replaces the database files: never inside a running server, so never built into one here either.
  const viaSocket = await viaServer(adminSocketPath(config.dataDir), words, claimed);
  const result =
    viaSocket ??
    (words[0] === 'restore'
      ? await restoreFromCli(config, words.slice(1))
      : await inProcess(words, operatorLabel(osUser(), claimed)));
  process.stdout.write(result.lines.length > 0 ? `${result.lines.join('\n')}\n` : '');
  process.exit(result.status);
}

main().catch((err: unknown) => {
  process.stderr.write(
    err instanceof ConfigError
      ? `${err.message}\n`
      : `admin: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(2);
});
