// Helpers shared by the journeys: the two sites' addresses and a guard that fails on any browser error.
import type { Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const datingUrl = `http://rookery.localhost:${port}`;
export const companyUrl = `http://localhost:${port}`;
export const loopbackUrl = `http://127.0.0.1:${port}`;

/** Collects console errors and uncaught exceptions (a CSP violation shows up here too). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found pages are served with a 404 status on purpose; Chromium logs that as a failed load.
    if (/status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
