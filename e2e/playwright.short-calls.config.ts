// The unanswered-call journey (live-no-answer.spec.ts) against a server whose calls ring for CALL_NO_ANSWER_MS
// = 6 s instead of 45 s, so the ringing sheet's end and the missed call are seen without waiting the full time.
import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServer } from './e2e-server.ts';
import base from './playwright.config.ts';

/** How long a call rings on this server (the test waits for it). */
export const SHORT_NO_ANSWER_MS = 6000;

export default defineConfig({
  ...base,
  testMatch: ['live-no-answer.spec.ts'],
  testIgnore: [],
  webServer: e2eServer(e2ePort(), {
    DATA_DIR: e2eDataDir('rookery-e2e-short-'),
    CALL_NO_ANSWER_MS: String(SHORT_NO_ANSWER_MS),
  }),
});
