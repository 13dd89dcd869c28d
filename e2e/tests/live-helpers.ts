// Helpers of the live journeys (live.spec.ts): where B's browser talks to (a second server when the two-server
// config sets E2E_PORT_B, so A and B meet only through Redis and the shared database), waiting until a page's
// app-wide realtime connection is up, and the live parts of the screens.
import { expect, type Locator, type Page } from '@playwright/test';
import { datingUrl } from './support.ts';

/** B's server: the second one under playwright.two-servers.config.ts, else the only one. */
export const serverB = process.env.E2E_PORT_B
  ? `http://rookery.localhost:${process.env.E2E_PORT_B}`
  : datingUrl;

/**
 * Opens `path` on `base` and waits until the page's Socket.IO connection has been accepted (the server's
 * connect packet, "40", has arrived): from then on the person's channel hears their news.
 */
export async function gotoLive(page: Page, base: string, path: string): Promise<void> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io/'),
    timeout: 15_000,
  });
  await page.goto(`${base}${path}`);
  const ws = await socket;
  await ws.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).startsWith('40'),
    timeout: 15_000,
  });
}

/** The count on the bottom bar's Matches tab. */
export function matchesBadge(page: Page): Locator {
  return page.getByRole('navigation', { name: 'App' }).getByTestId('matches-badge');
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'New activity' }).getByRole('status').filter({ hasText: text });
}

export function ringingSheet(page: Page, name: string): Locator {
  return page.getByRole('alertdialog', { name });
}

/** With LIVE_SHOTS=<dir>, screenshots at the phone and desktop sizes (for looking, not asserting). */
export async function liveShots(page: Page, name: string): Promise<void> {
  const dir = process.env.LIVE_SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** Each text of `texts` is in B's conversation exactly once. */
export async function expectEachOnce(conversation: Locator, texts: string[]): Promise<void> {
  for (const text of texts) {
    await expect(conversation.getByRole('listitem').filter({ hasText: text })).toHaveCount(1, {
      timeout: 20_000,
    });
  }
}

/** Marks the person's notifications read from the page they are on (either server), so the badge counts messages. */
export async function readNotifications(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'readnotifications', data: {} }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}
