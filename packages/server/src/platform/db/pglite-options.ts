// PGlite's options as the server opens it, on its thread or on the server's (db-client.ts, pglite-worker.ts).

/** The snapshot to start from, and the memory PostgreSQL's buffers take (shared_buffers, in MB). */
export function pgliteOptions(snapshot: Blob | undefined, sharedBuffersMb: number | undefined) {
  return {
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    ...(sharedBuffersMb ? { postgresqlconf: [`shared_buffers = ${Math.trunc(sharedBuffersMb)}MB`] } : {}),
  };
}
