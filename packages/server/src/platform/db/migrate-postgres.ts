// Applies the committed migrations to PostgreSQL in one transaction that first takes a transaction-level advisory
// lock, so several servers starting at once apply them once, directly or behind PgBouncer in transaction mode.
// A session-level lock (pg_advisory_lock) is unsafe there: the pooler may run the lock, the migration and the unlock
// on three different server connections, so the lock excludes nobody and the unlock leaves it held on a pooled
// connection. A transaction always stays on one connection, and its lock ends with it, even if this process dies.
// The bookkeeping is drizzle's (its table, hashes and folder times), so either migrator reads the other's rows.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** Any constant: one migrator at a time across servers. */
const MIGRATION_LOCK = 7_414_271;

export interface MigrationLimits {
  /** Per statement of the migration, in ms (0: none). SET LOCAL, never a startup parameter a pooler may refuse. */
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/** Runs the migrations not yet applied; returns how many it applied (0 when another server was first). */
export async function migratePostgres(
  client: pg.ClientBase,
  migrationsFolder: string,
  limits: MigrationLimits,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`set local statement_timeout = ${Math.trunc(limits.statementTimeoutMs)}`);
    await client.query(`set local lock_timeout = ${Math.trunc(limits.lockTimeoutMs)}`);
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const last = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const appliedUpTo = last.rows[0] ? Number(last.rows[0].created_at) : Number.NEGATIVE_INFINITY;
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= appliedUpTo) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await client.query(statement);
      }
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      applied += 1;
    }
    await client.query('commit');
    return applied;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}
