// A hot statement prepared once per connection and reused (docs/PERFORMANCE.md "Statements planned once"). PGlite plans every
// statement it is sent afresh, and for menudata's six tables the planning alone cost 0.39 ms of a request; a named
// statement is parsed and planned once, and each use only binds its values and executes. On PGlite the statement is
// sent through PGlite's own wire protocol (one session: parse once, then bind, execute, sync), on PostgreSQL as a
// node-postgres named query, which each pooled connection prepares the first time it runs it.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db-client.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers.ts';
import { pglitePrepared } from './pglite-prepared.ts';
import { PgliteThread } from './pglite-thread.ts';

/** Runs the statement with `params` ($1, $2, … in order) and answers its rows, as `db.execute` would. */
export type PreparedStatement<Row> = (params: readonly unknown[]) => Promise<Row[]>;

const TEXT_TYPES = new Set(DRIZZLE_TEXT_TYPES);
const asText = (value: string) => value;
/** The value types drizzle's node-postgres driver reads (dates, intervals and their arrays stay text). */
const drizzlePgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format ?? 'text'),
};

interface PgPool {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
    types: unknown;
  }): Promise<{ rows: unknown[] }>;
}

/**
 * `name` must be unique in the process, and `text` the only statement ever prepared under it. Values are serialised
 * by their parameter's type as PGlite's `query` does (dates, json, arrays), and rows parsed by the same parsers.
 */
export function preparedStatement<Row>(db: Db, name: string, text: string): PreparedStatement<Row> {
  const client = (db as unknown as { $client: object }).$client;
  const run = runOn<Row>(client, name, text);
  return async (params) => {
    const rows = await run(params);
    const faults = faultsOf.get(client);
    if (faults) for (const fault of [...faults]) await fault(text, params);
    return rows;
  };
}

function runOn<Row>(client: object, name: string, text: string): PreparedStatement<Row> {
  if (client instanceof PGlite) return pglitePrepared<Row>(client, name, text);
  if (client instanceof PgliteThread) return client.prepared<Row>(name, text);
  const pool = client as PgPool;
  return async (params) =>
    (await pool.query({ name, text, values: [...params], types: drizzlePgTypes })).rows as Row[];
}

/** A test's fault: runs after a prepared statement has answered, before its caller hears the answer. */
type Fault = (text: string, params: readonly unknown[]) => Promise<void> | void;
const faultsOf = new WeakMap<object, Set<Fault>>();

/**
 * Tests only: `fault` runs after each prepared statement of `db` answers (as a slow moment of the database would
 * fall), until the returned function takes it away. Statements sent through drizzle are the test's own to wrap.
 */
export function afterPreparedStatements(db: Db, fault: Fault): () => void {
  const client = (db as unknown as { $client: object }).$client;
  const faults = faultsOf.get(client) ?? new Set<Fault>();
  faultsOf.set(client, faults);
  faults.add(fault);
  return () => {
    faults.delete(fault);
    if (faults.size === 0) faultsOf.delete(client);
  };
}
