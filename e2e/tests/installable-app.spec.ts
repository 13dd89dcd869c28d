// The installable app in Chromium: the manifest and its icons, the service worker controlling
// /app, the offline page when the network is gone (and Retry once it is back), the update banner when the server
// names a new build, a chunk gone with a deployment reloading the page once (never in a loop), and the served
// build being a production one. PWA_SHOTS=<dir> keeps screenshots at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { unexpected } from './account-helpers.ts';
import { datingUrl, loopbackUrl, watchErrors } from './support.ts';

async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.PWA_SHOTS;
  if (!dir) return;
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
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toBe(`${datingUrl}/sw.js`);
}

test('the manifest is linked from /app, valid, and its icons load at their sizes', async ({
  page,
  request,
}) => {
  await page.goto(`${datingUrl}/app/signin`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#07162b');
  const answer = await request.get(`${loopbackUrl}${href}`);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Rookery',
    short_name: 'Rookery',
    start_url: '/app',
    display: 'standalone',
  });
  // The start address lies inside the scope (an install prompt requires it).
  expect(String(manifest.start_url).startsWith(manifest.scope)).toBe(true);
  const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).filter(
    (icon) => icon.type === 'image/png',
  );
  expect(pngs.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of pngs) {
    const file = await request.get(`${loopbackUrl}${icon.src}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  // Public pages are not the app: no manifest there.
  await page.goto(`${datingUrl}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('the service worker controls /app; offline, an /app page shows the offline page; Retry brings the app back', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${datingUrl}/app`);
  await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  await controlled(page);
  // The public site is outside its scope.
  await page.goto(`${datingUrl}/`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await page.goto(`${datingUrl}/app/signin`);
  await controlled(page);
  await context.setOffline(true);
  await page.goto(`${datingUrl}/app/matches`);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page).toHaveTitle("You're offline · Rookery");
  // The penguin comes from the worker's copy too.
  await expect
    .poll(() =>
      page.locator('main img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shots(page, 'offline');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Retry' }).click();
  // Back in the app: signed out, so /app/matches goes on to sign-in.
  await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
  expect(unexpected(errors).filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
});

test('a new build named by the server shows the update banner; Reload loads the page again', async ({
  page,
}) => {
  await page.goto(`${datingUrl}/app/signin`);
  await controlled(page);
  const loaded = await page.locator('meta[name="rookery-build"]').getAttribute('content');
  expect(loaded).toMatch(/^[0-9a-f]{12}$/);
  // The same build: nothing to show.
  const checked = page.waitForResponse((response) => response.url().endsWith('/build.json'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;
  // Its answer read and two frames drawn: a banner would show by now.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByText(/A new version of Rookery is ready/)).toHaveCount(0);

  // A deployment: the server now names another build.
  await page.route('**/build.json', (route) => route.fulfill({ json: { build: 'f00dfeedbeef' } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Rookery is ready.' });
  await expect(banner).toBeVisible();
  await shots(page, 'update-banner');
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a screen chunk that fails to load reloads the page once, then shows the error instead of looping', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route(/\/assets\/signin-screen-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto(`${datingUrl}/app`);
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  // time passes: a third load would come within this; none may
  await page.waitForTimeout(2000);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('rookery:chunk-reload'))).toMatch(/^\d+$/);

  // Another deployment much later reloads again: the guard only stops a loop.
  await page.unroute(/\/assets\/signin-screen-[\w-]+\.js$/);
  await page.evaluate(() => sessionStorage.setItem('rookery:chunk-reload', String(Date.now() - 120_000)));
  await page.goto(`${datingUrl}/app`);
  await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
});

test('the served web app is a production build (no development React)', async ({ page, request }) => {
  await page.goto(`${datingUrl}/app/signin`);
  const scripts = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? ''));
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith('.js')),
  );
  const files = [...new Set([...scripts, ...loaded])].filter((file) => file.startsWith('/assets/'));
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const body = await (await request.get(`${loopbackUrl}${file}`)).text();
    expect(body, file).not.toContain('jsxDEV');
  }
});
