// The web app's one dialog system (components/dialog.tsx on Radix) in the browser, on two of its
// dialogs: the welcome sheet, which only its own button leaves, and the centred alert card, which focuses its
// first action, keeps Tab inside and closes on Escape. DIALOG_SHOTS=<dir> saves both at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { memberInContext, uniqueEmail } from './account-helpers.ts';
import { datingUrl } from './support.ts';

async function shot(page: Page, name: string, width: number) {
  const dir = process.env.DIALOG_SHOTS;
  if (!dir) return;
  // The dialog's entrance animation ends before the picture.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
}

for (const width of [390, 1280]) {
  test(`the welcome sheet and the alert card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${datingUrl}/healthz`);
    await memberInContext(page, 'Dialog Walker', uniqueEmail('dialogs'));
    await page.goto(`${datingUrl}/app/profile1`);

    const welcome = page.getByRole('dialog', { name: 'Welcome to The Profile Corner' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Get Started' })).toBeFocused();
    await shot(page, 'welcome', width);
    // Not dismissible: Escape leaves it open; its own button closes it.
    await page.keyboard.press('Escape');
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await expect(welcome).toHaveCount(0);

    await page.getByRole('button', { name: 'Save profile' }).click();
    const alert = page.getByRole('dialog', { name: 'Date of birth' });
    await expect(alert).toContainText('Please select a date of birth');
    const ok = alert.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await shot(page, 'date-of-birth-alert', width);
    // The focus trap: Tab and Shift+Tab stay on the one button.
    await page.keyboard.press('Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(alert).toHaveCount(0);
  });
}
