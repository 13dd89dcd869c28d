// Opens the database: PGlite (embedded PostgreSQL, on disk or in memory) by default, a pg pool with DATABASE_URL.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { migrationsFolder } from '../../server-paths.ts';
import { privateTree } from '../data-dir/private-data-dir.ts';
import { type DbLimits, DEFAULT_DB_LIMITS, MAINTENANCE_LIMITS } from './db-config.ts';
import { currentRole } from './db-role.ts';
import { type DatabaseWait, watchPgliteWait, watchPoolWait } from './db-wait.ts';
import { migratePostgres } from './migrate-postgres.ts';
import { pgliteOptions } from './pglite-options.ts';
import { parseOnceForDrizzle } from './pglite-parsers.ts';
import { PgliteThread } from './pglite-thread.ts';

/** The drizzle database (no relational schema: queries name their tables, imported from the *.schema.ts files). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pg' | 'pglite';
  /** Applies the committed SQL migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Resolves when a trivial query answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** How long queries wait for the database (db-wait.ts; /metrics). */
  wait: DatabaseWait;
  /** PGlite only: the whole data folder as a tarball (tests start from it). */
  dumpPglite(): Promise<Blob>;
}

export interface OpenOptions {
  /** A PGlite data folder dumped earlier (dumpDataDir): starts in a fraction of the time initdb takes. */
  pgliteSnapshot?: Blob;
  /** 'maintenance' (the seeder): every statement as long as a migration's (db-config.ts MAINTENANCE_LIMITS). */
  role?: 'server' | 'maintenance';
}

export async function openDatabase(
  config: Pick<Config, 'db'> & Partial<Pick<Config, 'dbLimits'>>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.db.kind === 'pg') {
    const limits = config.dbLimits ?? DEFAULT_DB_LIMITS;
    return openPostgres(
      config.db.url,
      options.role === 'maintenance' ? { ...limits, ...MAINTENANCE_LIMITS } : limits,
    );
  }
  // PGlite runs one statement at a time, in its own thread by default: no other connection can hold a lock against it.
  const { dir, sharedBuffersMb } = config.db;
  return config.db.thread === 'main'
    ? openPglite(dir, options.pgliteSnapshot, sharedBuffersMb)
    : openPgliteThread(dir, options.pgliteSnapshot, sharedBuffersMb);
}

/** What a PGlite client offers, on the server's thread or in its own, as the Database the server uses. */
function pgliteDatabase(
  client: PGlite,
  parts: {
    wait: DatabaseWait;
    dump: () => Promise<Blob>;
    close: () => Promise<void>;
    afterMigrate?: () => Promise<void>;
  },
): Database {
  // drizzle's PGlite driver takes any client with PGlite's query and transaction (pglite-thread.ts offers both).
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    wait: parts.wait,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await parts.afterMigrate?.();
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: parts.close,
    dumpPglite: parts.dump,
  };
}

async function openPglite(dir: string | null, snapshot?: Blob, sharedBuffersMb?: number): Promise<Database> {
  // A snapshot also seeds an empty folder (the fault-injection suite's server on disk); a folder that already holds a
  // database refuses one.
  const seed = pgliteOptions(snapshot, sharedBuffersMb);
  const client = dir ? new PGlite(dir, seed) : new PGlite(seed);
  await client.waitReady;
  if (dir) privateTree(dir);
  const wait = watchPgliteWait(client);
  parseOnceForDrizzle(client);
  return pgliteDatabase(client, {
    wait,
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  });
}

/** PGlite in a worker thread (pglite-thread.ts): the same database, with the event loop free while it works. */
async function openPgliteThread(
  dir: string | null,
  snapshot?: Blob,
  sharedBuffersMb?: number,
): Promise<Database> {
  // A folder without a database yet: initdb runs in the thread, and the thread is renewed after the migrations.
  const fresh = dir !== null && !existsSync(path.join(dir, 'PG_VERSION'));
  const client = new PgliteThread({
    dir,
    snapshot: snapshot ? await snapshot.arrayBuffer() : undefined,
    sharedBuffersMb,
  });
  await client.waitReady;
  if (dir) privateTree(dir);
  return pgliteDatabase(client as unknown as PGlite, {
    wait: client.wait,
    dump: () => client.dumpDataDir(),
    close: () => client.close(),
    afterMigrate: fresh ? () => client.renew() : undefined,
  });
}

/**
 * The session settings of a role, sent when each connection opens (no extra round trip per query). Behind a pooler
 * in transaction mode none are sent: it refuses them, and a session setting would not follow the client from one
 * server connection to the next; the database role carries them instead (docs/OPERATIONS.md "PostgreSQL").
 */
function sessionLimits(
  limits: Pick<DbLimits, 'statementTimeoutMs' | 'lockTimeoutMs' | 'idleTransactionTimeoutMs' | 'pooler'>,
) {
  if (limits.pooler === 'transaction') return {};
  return {
    // pg leaves a 0 out of the startup packet; the server's default then applies, which is also "off".
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleTransactionTimeoutMs,
  };
}

/** Drops `name` from every query config of this client, so nothing is prepared under a name on its connection. */
function unnamedQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (first: unknown, ...rest: unknown[]) => {
    if (first && typeof first === 'object' && 'name' in first) {
      const { name: _name, ...unnamed } = first as Record<string, unknown>;
      return query(unnamed, ...rest);
    }
    return query(first, ...rest);
  };
}

/**
 * Sends the statements of background work (db-role.ts) from `pool` to `background`: drizzle, the prepared statements
 * and transactions all go through the pool's `query` and `connect`, and `pool` stays the pg.Pool drizzle knows.
 */
function routeBackground(pool: pg.Pool, background: pg.Pool): void {
  const requestQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const requestConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const backgroundQuery = background.query.bind(background) as (...args: unknown[]) => unknown;
  const backgroundConnect = background.connect.bind(background) as (...args: unknown[]) => unknown;
  const routed = pool as unknown as { query: typeof requestQuery; connect: typeof requestConnect };
  routed.query = (...args) => (currentRole() === 'background' ? backgroundQuery : requestQuery)(...args);
  routed.connect = (...args) =>
    (currentRole() === 'background' ? backgroundConnect : requestConnect)(...args);
}

async function openPostgres(url: string, limits: DbLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: 5000,
    ...sessionLimits(limits),
  });
  // /readyz asks on a connection of its own: a pool full of statements waiting for one locked table is not a database
  // that is down, and must not take the server out of the load balancer.
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 0,
    ...sessionLimits({
      statementTimeoutMs: 2000,
      lockTimeoutMs: 1000,
      idleTransactionTimeoutMs: 0,
      pooler: limits.pooler,
    }),
  });
  // Jobs and scheduled tasks (db-role.ts): connections of their own, with their own limits.
  const background = new pg.Pool({
    connectionString: url,
    max: limits.background.poolSize,
    connectionTimeoutMillis: 5000,
    ...sessionLimits({ ...limits, ...limits.background }),
  });
  for (const each of [pool, background]) {
    // An idle client that loses its server must not crash the process; the next query reconnects.
    each.on('error', () => {});
    // Behind a pooler in transaction mode a named statement prepared on one server connection is not on the next
    // (PgBouncer before 1.21 keeps none): every query goes unnamed there, planned each time as before.
    if (limits.pooler === 'transaction') each.on('connect', unnamedQueries);
  }
  probe.on('error', () => {});
  routeBackground(pool, background);
  const wait = watchPoolWait(pool);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'pg',
    wait,
    migrate: async () => {
      // A connection of its own, with no startup parameters a pooler might refuse: its limits are SET LOCAL inside
      // the migration's one transaction, which also holds the lock (migrate-postgres.ts, safe behind PgBouncer).
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await migratePostgres(client, migrationsFolder, MAINTENANCE_LIMITS);
      } finally {
        await client.end().catch(() => {});
      }
    },
    ping: async () => {
      await probe.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), background.end(), probe.end()]);
    },
    dumpPglite: async () => {
      throw new Error('dumpPglite is for PGlite only');
    },
  };
}
