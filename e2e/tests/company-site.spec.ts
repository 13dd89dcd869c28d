// The company site by hostname: its title and icon, every page, the contact anchor and its not-found page.
import { expect, test } from '@playwright/test';
import { companyUrl, watchErrors } from './support.ts';

test.describe('company site', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is what localhost shows, with its own title and icon', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${companyUrl}/`);
    await expect(page).toHaveTitle('Icefloe Labs');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icefloe.svg');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('walks every page from the top bar', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${companyUrl}/`);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();

    await bar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle('About · Icefloe Labs');

    await bar.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveTitle('Jobs · Icefloe Labs');
    await expect(page.getByRole('main')).toContainText(/all positions are currently full/i);

    await bar.getByRole('link', { name: 'Press' }).click();
    await expect(page).toHaveTitle('Press · Icefloe Labs');
    await expect(
      page.getByRole('main').locator('a[href="mailto:press@icefloelabs.com"]').first(),
    ).toBeVisible();

    await bar.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${companyUrl}/#contact`);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.locator('#contact a[href="mailto:support@rookery.app"]').first()).toBeVisible();

    await page.goto(`${companyUrl}/portfolio`);
    await expect(page).toHaveTitle('Portfolio · Icefloe Labs');
    expect(errors).toEqual([]);
  });

  test('has its own not-found page, and the dating pages are not on it', async ({ page }) => {
    const response = await page.goto(`${companyUrl}/safedating`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Icefloe Labs');
  });
});

test.describe('company site on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('has the same dropdown menu', async ({ page }) => {
    await page.goto(`${companyUrl}/`);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.getByRole('banner').getByRole('link', { name: 'Jobs' }).last().click();
    await expect(page).toHaveURL(`${companyUrl}/jobs`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
