// Browser journeys in Debian's Chromium (DESIGN.md 5.2) against a real server on a free port with its own data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rookery-e2e-'));
// The workers inherit it (and load this file again): a journey runs `npm run admin` against this server's DATA_DIR.
process.env.E2E_DATA_DIR = dataDir;
const reporters: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: './tests',
  // The StrictMode journeys run against the development server (playwright.dev.config.ts), the unanswered call
  // against a server whose calls ring briefly (playwright.short-calls.config.ts).
  testIgnore: ['dev-server.spec.ts', 'live-no-answer.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: reporters,
  use: {
    baseURL: `http://rookery.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      ],
    },
  },
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
      // Every journey signs people up from 127.0.0.1, more than the 50 new accounts an address may make in 15
      // minutes; the limit stays on, higher (its own attack tests are in packages/server/src/security).
      LIMIT_ACCOUNTS_PER_ADDRESS: '5000',
      // The moderation console's clock runs 61 minutes ahead, so the journey's fresh report is over an hour old.
      MODERATION_TEST_CLOCK_SKEW_MS: String(61 * 60_000),
    },
  },
});
