// The unanswered-call journey (live-no-answer.spec.ts) against a server whose calls ring for CALL_NO_ANSWER_MS
// = 6 s instead of 45 s, so the ringing sheet's end and the missed call are seen without waiting the full time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rookery-e2e-short-'));

/** How long a call rings on this server (the test waits for it). */
export const SHORT_NO_ANSWER_MS = 6000;

export default defineConfig({
  ...base,
  testMatch: ['live-no-answer.spec.ts'],
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
      CALL_NO_ANSWER_MS: String(SHORT_NO_ANSWER_MS),
    },
  },
});
