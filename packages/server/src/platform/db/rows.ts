// The rows of a raw statement's answer (`db.execute(sql…)`): PGlite and node-postgres both answer `{ rows }`, which
// drizzle passes through untyped; the caller names the row's shape it selected.
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
