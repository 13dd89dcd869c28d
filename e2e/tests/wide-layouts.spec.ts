// "Settings, Profile Corner, media hub, Store and Notifications use the width at 1280 px instead of a
// 448 px column": at 1280 px each screen's content is wider than the phone card (two columns or a wider measure);
// at 390 px nothing scrolls sideways. With WIDE_SHOTS=<dir>, full-page screenshots at both widths for looking.
import { expect, type Page, test } from '@playwright/test';
import { datingUrl } from './support.ts';
import { walker, walkSeed } from './walk-helpers.ts';

const SCREENS = [
  ['settings', '/app/settings', 'Settings'],
  ['profile-corner', '/app/profile1', 'The Profile Corner'],
  ['media-hub', '/app/profile2', /media|photos|voice/i],
  ['store', '/app/store', /store|pebble/i],
  ['notifications', '/app/notifications', 'Notifications'],
] as const;

async function shot(page: Page, name: string, width: number): Promise<void> {
  const dir = process.env.WIDE_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

test('the settings, profile, media, store and notifications screens use the width of a large screen', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page } = await walker(browser, walkSeed('wide', 'Wren'));
  for (const [name, path, heading] of SCREENS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${datingUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at 390 px`,
    ).toBeLessThanOrEqual(390);
    await shot(page, name, 390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const main = (await page.locator('main#main').boundingBox())?.width ?? 0;
    expect(main, `${name}: the content's width at 1280 px`).toBeGreaterThan(700);
    await shot(page, name, 1280);
  }
});
