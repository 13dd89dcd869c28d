// The deck opened directly, in the order a phone needs it (docs/PERFORMANCE.md "Lighthouse"): the card's picture
// comes as WebP, nothing of the live layer or the update banner is asked for before that picture has arrived, and
// the deck's dialogs and empty states only once the person touches or types. Opened signed out, the same address
// still leads to sign-in and back.
import { expect, test } from '@playwright/test';
import { browserCall, PASSWORD } from './account-helpers.ts';
import { deckTrio } from './deck-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

/** A town of this file's own, so no other journey's people are in these decks. */
const OAMARU = { latitude: -45.0966, longitude: 170.9714 };

/** Which chunk a script address is (its name without the build's hash), or null for anything else. */
function chunkOf(url: string): string | null {
  return /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1] ?? null;
}

test('/app/find: the picture as WebP first, the live layer after it, the deck’s dialogs on the first key', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { bo } = await deckTrio(browser, 'First', OAMARU);
  const page = await bo.page.context().newPage();
  await bo.page.close();
  const errors = watchErrors(page);
  // Every request and every finished response, in the order the browser saw them.
  const seen: string[] = [];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) seen.push(`asked ${chunk}`);
  });
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/download?type=AIImage')) return;
    const response = await request.response();
    seen.push(`picture ${response?.headers()['content-type']}`);
  });

  await page.goto(`${datingUrl}/app/find`);
  const picture = page.getByRole('article').getByRole('img', { name: /, as drawn by AI$/ });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The live layer comes once the picture is drawn and the browser is idle.
  await expect.poll(() => seen).toContain('asked alerts-root');
  const pictureAt = seen.indexOf('picture image/webp');
  expect(pictureAt, seen.join(', ')).toBeGreaterThanOrEqual(0);
  for (const later of ['alerts-layer', 'alerts-root', 'update-banner']) {
    expect(seen.indexOf(`asked ${later}`), `${later}: ${seen.join(', ')}`).toBeGreaterThan(pictureAt);
  }
  // The empty deck's chunk was never needed on the way to the first card.
  expect(seen).not.toContain('asked deck-empty');
  expect(seen).not.toContain('asked deck-dialogs');

  // The first key: the deck's other chunks come, so a match or an empty deck does not wait for them.
  await page.keyboard.press('Tab');
  await expect.poll(() => seen).toContain('asked deck-dialogs');
  await expect.poll(() => seen).toContain('asked deck-empty');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('/app/find opened signed out leads to sign-in, and back to the deck after it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { ada } = await deckTrio(browser, 'Firstout', { latitude: -45.1, longitude: 170.97 });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${datingUrl}/app/find`);
  await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  // Ada signs in from this browser: the deck she asked for opens.
  const { email } = (await browserCall(ada.page, '/api', { action: 'logincheck', data: {} })).json as {
    email: string;
  };
  expect(email).toContain('@');
  await page.getByRole('link', { name: 'Sign in with Email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/find`);
  await expect(page.getByRole('article').getByRole('heading', { name: /^(Bo|Cy),/ })).toBeVisible();
  await context.close();
});
