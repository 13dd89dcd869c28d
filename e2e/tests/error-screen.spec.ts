// A page whose code fails to load (a real failure: its chunk refused twice, so the reload-once guard gives up) shows
// the friendly error screen with a Reload button, and the server counts the report in /metrics.
import { expect, type Page, test } from '@playwright/test';
import { datingUrl, loopbackUrl } from './support.ts';

const BOUNDARY = 'rookery_client_errors_total{kind="boundary"}';

async function boundaryCount(page: Page): Promise<number> {
  const text = await (await page.request.get(`${loopbackUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${BOUNDARY} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

async function failSafeDatingPage(page: Page) {
  await page.route(/\/assets\/safe-dating-page-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto(`${datingUrl}/`);
  const footer = page.getByRole('contentinfo').getByRole('link', { name: 'Safe Dating' });
  // The first failure reloads the page once (a new build may have replaced the chunk); the second is an outage.
  await footer.click();
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(`${datingUrl}/`);
  await footer.click();
  await expect(page.getByRole('heading', { name: 'Oops something went wrong!' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a page that cannot load shows the error screen and is counted (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const before = await boundaryCount(page);
    const reported = page.waitForResponse(
      (res) => res.url().endsWith('/api') && (res.request().postData() ?? '').includes('clienterror'),
    );
    await failSafeDatingPage(page);
    expect((await reported).status()).toBe(200);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    await page.screenshot({ path: `test-results/error-screen-${viewport.width}.png`, fullPage: true });
    await expect.poll(() => boundaryCount(page)).toBe(before + 1);

    // With the network back, Reload brings the page back.
    await page.unroute(/\/assets\/safe-dating-page-[\w-]+\.js$/);
    await reload.click();
    await expect(page).toHaveURL(`${datingUrl}/safedating`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe Dating Guideline');
  });
}
