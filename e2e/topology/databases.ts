// PostgreSQL and Redis for the topology: the given PostgreSQL (DATABASE_URL; a database of its own is made next to
// its database and dropped at the end), else one of its own; a Redis of its own (REDIS_URL only without
// redis-server); own instances run on loopback in the run's folder, started as .ci/run starts them (PostgreSQL as
// the postgres user when this runs as root).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { adminQuery, databaseUrl } from '../two-servers-db.ts';
import { type Child, start, tcpOpen, waitFor } from './processes.ts';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL under /usr/lib/postgresql (apt-get install postgresql).');
  return path.join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL tool as the postgres user when this process is root (initdb refuses root). */
function asPostgres(command: string, args: string[]): void {
  if (process.getuid?.() === 0) {
    const line = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'ignore' });
  } else {
    execFileSync(command, args, { stdio: 'ignore' });
  }
}

export async function startPostgres(dir: string, port: number): Promise<Database> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `rookery_topology_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(given, `create database ${name}`);
    return {
      url: databaseUrl(given, name),
      stop: () => adminQuery(given, `drop database if exists ${name} with (force)`),
    };
  }
  const bin = postgresBin();
  const data = path.join(dir, 'pg');
  const socket = path.join(dir, 'pg-socket');
  mkdirSync(data);
  mkdirSync(socket);
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['postgres', data, socket]);
    execFileSync('chmod', ['o+x', dir]);
  }
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(data, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${socket} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    },
  };
}

function hasRedisServer(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A Redis of the topology's own whenever redis-server is installed, even when REDIS_URL names one: the rate limits
 * live in Redis, and a shared one carries the counts of the runs before (the two-servers journey signs up people
 * from the same loopback address, which the topology's production limits would then refuse).
 */
export async function startRedis(dir: string, port: number, logDir: string): Promise<Database> {
  const given = process.env.REDIS_URL;
  if (given && !hasRedisServer()) return { url: given, stop: async () => {} };
  const child: Child = start(
    'redis',
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, logDir },
  );
  await waitFor(child, `a listener on ${port}`, () => tcpOpen('127.0.0.1', port));
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.stop() };
}
