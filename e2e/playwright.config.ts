// Browser journeys in Debian's Chromium (RULES.md "Known traps", item 2) against a real server on a free port with
// its own data.
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServer } from './e2e-server.ts';

const port = e2ePort();
const dataDir = e2eDataDir();
// The workers inherit it (and load this file again): a journey runs `npm run admin` against this server's DATA_DIR.
process.env.E2E_DATA_DIR = dataDir;
const reporters: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: './tests',
  // The StrictMode journeys run against the development server (playwright.dev.config.ts), the unanswered call
  // against a server whose calls ring briefly (playwright.short-calls.config.ts), the topology journey through nginx
  // (playwright.topology.config.ts), the explicit-image shield against one whose shield is on
  // (playwright.shield.config.ts).
  testIgnore: ['dev-server.spec.ts', 'live-no-answer.spec.ts', 'topology.spec.ts', 'shield.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A web-first assertion waits up to 10 s: CI runs the journeys on 2 loaded cores, where the first /app decision
  // (a chunk, logincheck, a redirect) once took over the default 5 s. Speed is measured in bench/, not here.
  expect: { timeout: 10_000 },
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
  webServer: e2eServer(port, {
    DATA_DIR: dataDir,
    // The moderation console's clock runs 61 minutes ahead, so the journey's fresh report is over an hour old.
    MODERATION_TEST_CLOCK_SKEW_MS: String(61 * 60_000),
  }),
});
