// The explicit-image shield's journey (shield.spec.ts) against a server whose shield is on with a threshold between
// the two fixtures' scores (packages/server/src/platform/shield/testing/shield-fixtures.ts), so the skin-toned
// fixture is flagged by the real model and the landscape is not. The other journeys' server keeps it off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rookery-e2e-shield-'));

export default defineConfig({
  ...base,
  testMatch: ['shield.spec.ts'],
  testIgnore: [],
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Journeys sign up from 127.0.0.1 like every other run (see playwright.config.ts).
      LIMIT_ACCOUNTS_PER_ADDRESS: '5000',
      SHIELD: 'on',
      SHIELD_THRESHOLD: '0.02',
      // A loaded test machine: one image may take seconds, and a timeout would count it as not flagged.
      SHIELD_TIMEOUT_MS: '60000',
    },
  },
});
