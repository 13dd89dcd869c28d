// The call and dates journeys against the development server, started the way `npm run dev` starts it (Vite's
// middleware, NODE_ENV=development, React's StrictMode running every effect twice): a call once ended
// 4 ms after it started there while the production build was fine. Only these journeys, to keep it short.
import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServer } from './e2e-server.ts';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testMatch: ['dev-server.spec.ts', 'calls.spec.ts'],
  testIgnore: [],
  // Vite transforms each module on its first request: the first screens of a fresh server are slower.
  timeout: 60_000,
  webServer: e2eServer(e2ePort(), {
    DATA_DIR: e2eDataDir('rookery-e2e-dev-'),
    NODE_ENV: 'development',
    VITE_DEV: '1',
    // Development keeps the per-address ceilings on; two people signing up from one address in a few seconds
    // would meet them. (The pair limits stay: the journeys make one or two requests.)
    LIMIT_SIGNIN_PER_MINUTE: '0',
    LIMIT_API_PER_MINUTE: '0',
    LIMIT_UPLOADS_PER_MINUTE: '0',
    LIMIT_DOWNLOADS_PER_MINUTE: '0',
    LIMIT_MESSAGES_PER_SECOND: '0',
    JOBS_SCHEDULE: 'false',
  }),
});
