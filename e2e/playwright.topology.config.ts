// The production topology journey (tests/topology.spec.ts): nginx in front of two production servers, PostgreSQL,
// Redis, s3rver, an SMTP server over TLS and coturn, all started by topology/global-setup.ts on their own ports
// (topology/topology.ts). The servers are the build's `npm run serve` in PROD_DIR when it is set, else the source.
// Uses DATABASE_URL and REDIS_URL when given (.ci/run), else starts its own PostgreSQL and Redis.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { PORTS, siteUrl } from './topology/topology.ts';

// The journeys' helpers (tests/support.ts) address the site on E2E_PORT: nginx's.
process.env.E2E_PORT = String(PORTS.nginx);

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['topology.spec.ts'],
  timeout: 240_000,
  globalSetup: './topology/global-setup.ts',
  webServer: undefined,
  use: { ...base.use, baseURL: siteUrl },
});
