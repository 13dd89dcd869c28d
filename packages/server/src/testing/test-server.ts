// A server for tests: PGlite in memory by default, or a fresh PostgreSQL database when DATABASE_URL is set
// (so test files never share rows). Call close() in afterAll. What a test puts in it comes from factories.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildServer } from '../build-server.ts';
import { type Config, type Env, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/db/db-client.ts';
import { freshPostgres } from './fresh-postgres.ts';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function startTestServer(
  overrides: Env = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestServer> {
  // A fixed captcha key, so that a test may start the server as production (which requires one).
  const testKeys = { ALTCHA_HMAC_KEY: 'test-only-altcha-hmac-key-0123456789abcdef' };
  // A fresh data folder per server (media files land in DATA_DIR/media), so tests never write into ./data.
  const ownDataDir = overrides.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'rookery-test-data-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...testKeys,
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...overrides,
    },
  );
  const pgUrl = process.env.DATABASE_URL;
  const fresh = pgUrl ? await freshPostgres(pgUrl) : undefined;
  // PGlite in its worker thread as the server runs it; PGLITE_THREAD=main puts it on this thread (the statement counter
  // of deck/testing/statements.ts reads PGlite's wire protocol there).
  const thread = (overrides.PGLITE_THREAD ?? process.env.PGLITE_THREAD) === 'main' ? 'main' : 'worker';
  config.db = fresh ? { kind: 'pg', url: fresh.url } : { kind: 'pglite', dir: null, thread };
  const snapshotFile = inject('pgliteSnapshot');
  const pgliteSnapshot = !fresh && snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const database = await openDatabase(config, { pgliteSnapshot });
  // A snapshot is already migrated; running the migrator again is a cheap no-op check either way.
  await database.migrate();
  const app = await buildServer(config, { database, migrated: true, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await fresh?.drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
