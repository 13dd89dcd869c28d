// The call and dates journeys against the development server, started the way `npm run dev` starts it (Vite's
// middleware, NODE_ENV=development, React's StrictMode running every effect twice): issue 20 item 8 found a call
// ending 4 ms after it started there while the production build was fine. Only these journeys, to keep it short.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rookery-e2e-dev-'));

export default defineConfig({
  ...base,
  testMatch: ['dev-server.spec.ts', 'calls.spec.ts'],
  testIgnore: [],
  // Vite transforms each module on its first request: the first screens of a fresh server are slower.
  timeout: 60_000,
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
      NODE_ENV: 'development',
      VITE_DEV: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs people up from 127.0.0.1, more than the 50 new accounts an address may make in 15
      // minutes; the limit stays on, higher (its own attack tests are in packages/server/src/security).
      LIMIT_ACCOUNTS_PER_ADDRESS: '5000',
      // Development keeps the per-address ceilings on; two people signing up from one address in a few seconds
      // would meet them. (The pair limits stay: the journeys make one or two requests.)
      LIMIT_SIGNIN_PER_MINUTE: '0',
      LIMIT_API_PER_MINUTE: '0',
      LIMIT_UPLOADS_PER_MINUTE: '0',
      LIMIT_DOWNLOADS_PER_MINUTE: '0',
      LIMIT_MESSAGES_PER_SECOND: '0',
      JOBS_SCHEDULE: 'false',
    },
  },
});
