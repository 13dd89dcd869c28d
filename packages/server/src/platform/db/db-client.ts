// Opens the database: PGlite (embedded PostgreSQL, on disk or in memory) by default, a pg pool with DATABASE_URL.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { migrationsFolder } from '../../server-paths.ts';
import { privateTree } from '../data-dir/private-data-dir.ts';
import { type DatabaseWait, watchPgliteWait, watchPoolWait } from './db-wait.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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

const MIGRATION_LOCK = 7_414_271; // any constant: one migrator at a time across servers

export interface OpenOptions {
  /** A PGlite data folder dumped earlier (dumpDataDir): starts in a fraction of the time initdb takes. */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(config: Pick<Config, 'db'>, options: OpenOptions = {}): Promise<Database> {
  if (config.db.kind === 'pg') return openPostgres(config.db.url);
  return openPglite(config.db.dir, options.pgliteSnapshot);
}

async function openPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  // A snapshot also seeds an empty folder (the fault-injection suite's server on disk); a folder that already holds a
  // database refuses one.
  const seed = snapshot ? { loadDataDir: snapshot } : {};
  const client = dir ? new PGlite(dir, seed) : new PGlite(seed);
  await client.waitReady;
  if (dir) privateTree(dir);
  const wait = watchPgliteWait(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    wait,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpPglite: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wait = watchPoolWait(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pg',
    wait,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    dumpPglite: async () => {
      throw new Error('dumpPglite is for PGlite only');
    },
  };
}
