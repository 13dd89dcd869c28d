// A PostgreSQL cluster of the fault suite's own (initdb into a temporary folder, its own port), so the test can stop
// and start it without touching the database every other suite uses. As root, the cluster belongs to the
// `postgres` user (PostgreSQL refuses to run as root). No vitest imports.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-child.ts';

/** The newest installed PostgreSQL's bin folder, or null when none is installed (the suite is then skipped). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop -m immediate: every backend is killed at once, as when the database's machine goes away. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its folders. */
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  if (asRoot) {
    const line = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
}

/** initdb and start on the first free port from 55450 (never the ports .ci/run and the other suites use). */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-pg-'));
  const socketDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-pgsock-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort(55450);
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off`;
  let running = false;
  const start = async () => {
    run(pgCtl, ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-o', options, 'start']);
    running = true;
  };
  const stop = async () => {
    run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      if (running) await stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
