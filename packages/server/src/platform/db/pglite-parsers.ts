// drizzle's PGlite driver passes a `parsers` option with every query (the dates, intervals and numeric arrays it
// reads as text), and PGlite answers that option by copying its whole type-parser table, a few hundred entries with
// the array types, before it parses a row: about 0.2 ms, 12-15% of a database request. The same text
// parsers go into the client's own table once here, and the option is dropped from each query, so every value is
// parsed by exactly the function it was parsed by before.
import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

/** The types drizzle-orm/pglite (session.js, PglitePreparedQuery) reads as the text PostgreSQL sends. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const TEXT_TYPES = new Set(DRIZZLE_TEXT_TYPES.map(String));

type QueryFn = (text: string, params?: unknown[], options?: Record<string, unknown>) => Promise<unknown>;
interface Queryable {
  query: QueryFn;
}

/** The options without drizzle's parsers, when they are drizzle's (only the text types above); else unchanged. */
export function withoutDrizzleParsers(
  options?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const parsers = options?.parsers as Record<string, unknown> | undefined;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== TEXT_TYPES.size || !keys.every((key) => TEXT_TYPES.has(key))) return options;
  const { parsers: _dropped, ...rest } = options as Record<string, unknown>;
  return rest;
}

function dropParsersOn(target: Queryable) {
  const query = target.query.bind(target);
  target.query = (text, params, options) => query(text, params, withoutDrizzleParsers(options));
}

/**
 * Installs drizzle's text parsers in `client`'s own table and drops drizzle's per-query option, on the client and on
 * each transaction object it hands out. Plain `client.query` calls then also read those types as text.
 */
export function parseOnceForDrizzle(client: PGlite): void {
  const install = () => {
    for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  };
  install();
  // refreshArrayTypes rebuilds every array type's parser from its element's: put ours back after it.
  const refresh = client.refreshArrayTypes.bind(client);
  client.refreshArrayTypes = async () => {
    await refresh();
    install();
  };
  dropParsersOn(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction<T>((tx) => {
      dropParsersOn(tx as unknown as Queryable);
      return callback(tx);
    });
}
