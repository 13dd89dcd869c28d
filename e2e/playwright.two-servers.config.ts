// The live journeys (tests/live.spec.ts) with two servers sharing PostgreSQL and Redis, as in production
// behind a load balancer: A's browser talks to the first, B's to the second (E2E_PORT_B), so every alert between
// them crosses the Redis adapter. Needs DATABASE_URL and REDIS_URL (.ci/run sets both; scripts/test.mjs runs
// this config then). The servers get a database of their own next to DATABASE_URL's, dropped at the end.
import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServer, SERVER_COMMAND } from './e2e-server.ts';
import base from './playwright.config.ts';
import { databaseUrl } from './two-servers-db.ts';

const baseDatabase = process.env.DATABASE_URL ?? '';
const redis = process.env.REDIS_URL ?? '';
if (!baseDatabase || !redis) throw new Error('The two-server journeys need DATABASE_URL and REDIS_URL.');

const portA = e2ePort(3220);
const portB = Number(process.env.E2E_PORT_B ?? portA + 1);
// The spec files read these (support.ts, live-helpers.ts); the config's own process passes them to workers.
process.env.E2E_PORT = String(portA);
process.env.E2E_PORT_B = String(portB);
const name = process.env.E2E_DB_NAME ?? `rookery_e2e_${process.pid}_${Date.now().toString(36)}`;
process.env.E2E_DB_NAME = name;
const database = databaseUrl(baseDatabase, name);
const dataDir = e2eDataDir('rookery-e2e2-');
process.env.E2E_DATA_DIR = dataDir;
const env = { DATA_DIR: dataDir, DATABASE_URL: database, REDIS_URL: redis };

export default defineConfig({
  ...base,
  testMatch: ['live.spec.ts'],
  globalTeardown: './two-servers-teardown.ts',
  use: { ...base.use, baseURL: `http://rookery.localhost:${portA}` },
  // Started one after the other: the first creates the database and migrates it, the second joins.
  webServer: [
    e2eServer(
      portA,
      { ...env, E2E_ADMIN_DATABASE_URL: baseDatabase, E2E_DB_NAME: name },
      `node --import tsx e2e/two-servers-db.ts && ${SERVER_COMMAND}`,
    ),
    e2eServer(portB, env),
  ],
});
