// Servers behind PgBouncer in transaction mode (docs/OPERATIONS.md "PostgreSQL"): three start at once through the
// pooler on a fresh database; the migrations are applied once, every start succeeds, no advisory lock is left on a
// pooled connection, and the server's pool works through it. Before, every start failed ("unsupported startup
// parameter: lock_timeout"), and the session-level lock could be taken, used and released on different connections. Needs DATABASE_URL (a PostgreSQL the pooler can reach) and pgbouncer (.ci/run installs it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../security/testing/server-child.ts';
import { migrationsFolder } from '../../server-paths.ts';
import { freshPostgres } from '../../testing/fresh-postgres.ts';
import { openDatabase } from './db-client.ts';
import { DEFAULT_DB_LIMITS } from './db-config.ts';
import { preparedStatement } from './prepared.ts';

const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file));
const given = process.env.DATABASE_URL;

async function listening(port: number, deadline = Date.now() + 10_000): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`pgbouncer did not listen on ${port}`);
}

describe.skipIf(!given || !PGBOUNCER)('migrations behind PgBouncer in transaction mode', () => {
  let bouncer: ChildProcess | undefined;
  let dir = '';
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let pooledUrl = '';

  beforeAll(async () => {
    fresh = await freshPostgres(given as string, 'rookery_bouncer');
    const target = new URL(fresh.url);
    const port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'rookery-pgbouncer-'));
    const ini = path.join(dir, 'pgbouncer.ini');
    writeFileSync(
      ini,
      [
        '[databases]',
        `rookery = host=${target.hostname} port=${target.port || 5432} dbname=${target.pathname.slice(1)} user=${decodeURIComponent(target.username) || 'postgres'}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = any',
        'pool_mode = transaction',
        // Enough server connections that the three migrators' statements spread over them, as in production.
        'default_pool_size = 6',
        'max_client_conn = 50',
        `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      ].join('\n'),
    );
    // PgBouncer refuses to run as root: CI runs as root, so it drops to the postgres user.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
    bouncer = spawn(PGBOUNCER as string, asRoot ? ['-u', 'postgres', ini] : [ini], { stdio: 'ignore' });
    await listening(port);
    pooledUrl = `postgres://postgres@127.0.0.1:${port}/rookery`;
  });

  afterAll(async () => {
    bouncer?.kill('SIGKILL');
    await fresh?.drop().catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('three servers starting at once apply each migration once, and leave no lock behind', async () => {
    const starts = [0, 1, 2].map(async () => {
      const database = await openDatabase({ db: { kind: 'pg', url: pooledUrl } });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    });
    const results = await Promise.allSettled(starts);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const direct = new pg.Client({ connectionString: fresh.url });
    await direct.connect();
    try {
      const rows = await direct.query('select hash from drizzle.__drizzle_migrations');
      const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
      expect(rows.rowCount).toBe(files.length);
      // This database's only: other databases of the cluster (other suites' servers) take their own.
      const locks = await direct.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await direct.end();
    }

    // A later deploy through the same pooler finds nothing to do, does not wait on a leaked lock, and the server's
    // pool (DATABASE_POOLER=transaction: no startup parameters) and /readyz's probe work through it.
    const again = await openDatabase({
      db: { kind: 'pg', url: pooledUrl },
      dbLimits: { ...DEFAULT_DB_LIMITS, pooler: 'transaction' },
    });
    try {
      await again.migrate();
      await again.ping();
      const tables = (await again.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(tables.rows[0]).toEqual({
        n: readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).length,
      });
      // The hot statements prepared once (prepared.ts) go unnamed through the pooler: a name prepared on one server
      // connection is not on the next ("prepared statement does not exist" before).
      const probe = preparedStatement<{ n: number }>(again.db, 'bouncer_probe', 'select $1::int + 1 as n');
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => probe([i])));
      expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await again.close();
    }
  }, 60_000);
});
