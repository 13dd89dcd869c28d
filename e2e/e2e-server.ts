// The server every Playwright config starts (playwright*.config.ts): the real server, packages/server/src/main.ts,
// on the run's port (E2E_PORT) with a data folder of its own, and the environment all journeys share.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** How the server is started, from the repository's root. */
export const SERVER_COMMAND = 'node --import tsx packages/server/src/main.ts';

/** The run's port: E2E_PORT, else `fallback`. */
export const e2ePort = (fallback = 3210): number => Number(process.env.E2E_PORT ?? fallback);

/** The run's data folder: E2E_DATA_DIR, else a new temporary one named `prefix…`. */
export const e2eDataDir = (prefix = 'rookery-e2e-'): string =>
  process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), prefix));

/**
 * A `webServer` entry: the server on `port`, ready when /healthz answers, with the shared environment and `env`
 * on top of it (DATA_DIR at least; NODE_ENV, DATABASE_URL and the limits may be overridden).
 */
export function e2eServer(port: number, env: Record<string, string>, command = SERVER_COMMAND) {
  return {
    command,
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs people up from 127.0.0.1, more than the 50 new accounts an address may make in 15
      // minutes; the limit stays on, higher (its own attack tests are in packages/server/src/security).
      LIMIT_ACCOUNTS_PER_ADDRESS: '5000',
      ...env,
    },
  };
}
