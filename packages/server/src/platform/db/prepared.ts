// A hot statement prepared once per connection and reused (issue 34 "Statements planned once"). PGlite plans every
// statement it is sent afresh, and for menudata's six tables the planning alone cost 0.39 ms of a request; a named
// statement is parsed and planned once, and each use only binds its values and executes. On PGlite the statement is
// sent through PGlite's own wire protocol (one session: parse once, then bind, execute, sync), on PostgreSQL as a
// node-postgres named query, which each pooled connection prepares the first time it runs it.
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db-client.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers.ts';

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

/** PGlite answers "prepared statement does not exist" (a `DEALLOCATE`, a fresh session) with this code. */
const UNKNOWN_STATEMENT = '26000';

/**
 * `name` must be unique in the process, and `text` the only statement ever prepared under it. Values are serialised
 * by their parameter's type as PGlite's `query` does (dates, json, arrays), and rows parsed by the same parsers.
 */
export function preparedStatement<Row>(db: Db, name: string, text: string): PreparedStatement<Row> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pglitePrepared<Row>(client, name, text);
  const pool = client as PgPool;
  return async (params) =>
    (await pool.query({ name, text, values: [...params], types: drizzlePgTypes })).rows as Row[];
}

/** Each prepared statement's own number: several servers built in one process may share one PGlite (tests). */
let made = 0;

function pglitePrepared<Row>(client: PGlite, given: string, text: string): PreparedStatement<Row> {
  // A name of its own: a second server on the same PGlite preparing `given` again would get "already exists".
  made += 1;
  const name = `${given}_${made}`;
  const { serialize } = protocol;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  /** The parameter types of the statement once this session has it prepared. */
  let paramTypes: number[] | null = null;

  async function run(params: readonly unknown[]): Promise<Row[]> {
    const messages: Awaited<ReturnType<typeof send>> = [];
    try {
      if (!paramTypes) {
        await send(serialize.parse({ name, text }));
        paramTypes = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
      }
      const types = paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i] as number];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    await client.syncToFs();
    return (parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0]?.rows ?? []) as Row[];
  }

  return (params) =>
    // The same two locks PGlite's own query takes: after any transaction in progress, one statement at a time.
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(params);
        } catch (err) {
          if ((err as { code?: string }).code !== UNKNOWN_STATEMENT || !paramTypes) throw err;
          paramTypes = null;
          return run(params);
        }
      }),
    );
}
