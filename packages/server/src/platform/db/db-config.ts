// The database's part of the environment (docs/OPERATIONS.md "PostgreSQL"): how many connections a server's pool
// holds and how long one statement may run or wait for a lock. Spread into config.ts's schema.
import { z } from 'zod';

export const DB_ENV = {
  /** Connections in each server's pool; PostgreSQL's max_connections must cover servers × (this + 1). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /**
   * A statement of a request, a socket event or a job running longer is cancelled (503 with Retry-After), so one slow
   * query cannot hold a pooled connection for good. 0 turns it off.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /**
   * A statement waiting this long for a row or table lock gives up (503), so a table locked by a migration, a backup
   * or a stuck transaction costs the requests on that table an answer in a second, not the pool: each such request
   * holds a connection this long, so a pool of N serves N / (this in seconds) of them a second before requests on
   * other tables queue. Our own row locks last milliseconds. 0 turns it off.
   */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  /** A transaction left open this long without a statement is ended by PostgreSQL, releasing its locks. */
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * Connections of each server's pool for background work (jobs and scheduled tasks, platform/db/db-role.ts), beside
   * DATABASE_POOL_SIZE: a job never takes a request's connection.
   */
  DATABASE_JOB_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  /** A background statement running longer is cancelled (a retention sweep over a large table needs minutes). */
  DATABASE_JOB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  /** A background statement waiting this long for a lock gives up; the job is tried again as on any failure. */
  DATABASE_JOB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * `transaction` when DATABASE_URL points at a pooler in transaction mode (PgBouncer): the limits above are then not
   * sent when a connection opens (PgBouncer refuses those startup parameters), so set them on the database role
   * (docs/OPERATIONS.md "PostgreSQL", ALTER ROLE ... SET).
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
};

const EnvShape = z.object(DB_ENV);
export type DbEnv = z.infer<typeof EnvShape>;

/**
 * Per role of connection: the server's pool (requests and socket events), `background` (jobs and scheduled tasks,
 * platform/db/db-role.ts), and migrations and the seeder (MAINTENANCE_LIMITS).
 */
export interface DbLimits {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleTransactionTimeoutMs: number;
  background: { poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number };
  /** What sits between the servers and PostgreSQL: nothing, or a pooler in transaction mode. */
  pooler: 'none' | 'transaction';
}

export const DEFAULT_DB_LIMITS: DbLimits = dbLimitsConfig(EnvShape.parse({}));

export function dbLimitsConfig(e: DbEnv): DbLimits {
  return {
    poolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    idleTransactionTimeoutMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    background: {
      poolSize: e.DATABASE_JOB_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_JOB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_JOB_LOCK_TIMEOUT_MS,
    },
    pooler: e.DATABASE_POOLER,
  };
}

/**
 * Migrations (at start, under the advisory lock) and the seeder may run minutes on a big table: no statement limit,
 * and a lock wait of a minute, long enough for the running servers' short transactions to pass, short enough that a
 * stuck one stops the start with PostgreSQL's sentence instead of hanging it.
 */
export const MAINTENANCE_LIMITS = { statementTimeoutMs: 0, lockTimeoutMs: 60_000 } as const;
