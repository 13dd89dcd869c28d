// The dating site's shell by hostname: title and icon, top bar, footer, mobile dropdown and the not-found page.
import { expect, test } from '@playwright/test';
import { datingUrl, loopbackUrl, watchErrors } from './support.ts';

test.describe('dating site on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is chosen by hostname, with its own title and icon', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/`);
    await expect(page).toHaveTitle('Rookery — personality before photos');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/rookery.svg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tired of endless swiping on dating apps?',
    );
    for (const step of ['Start with personality', 'Chat first, face later', 'Unlock the real you']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('navigates with the top bar and the footer', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/`);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();

    await bar.getByRole('link', { name: 'Safe Dating' }).click();
    await expect(page).toHaveURL(`${datingUrl}/safedating`);
    await expect(page).toHaveTitle('Safe Dating · Rookery');

    await bar.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${datingUrl}/contact`);
    await expect(page).toHaveTitle('Contact · Rookery');

    await bar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${datingUrl}/`);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/deep conversations, deeper connections/i);
    for (const network of ['Instagram', 'Facebook', 'TikTok', 'X', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `Rookery on ${network}`, exact: true })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }

    for (const [name, path, title] of [
      ['The Team', '/theteam', 'The Team · Rookery'],
      ['EULA', '/eula', 'EULA · Rookery'],
      ['Terms of Use', '/terms', 'Terms of Use · Rookery'],
      ['Privacy Policy', '/privacy', 'Privacy Policy · Rookery'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${datingUrl}${path}`);
      await expect(page).toHaveTitle(title);
    }
    expect(errors).toEqual([]);
  });

  test('cross-links the Terms and the Privacy Policy, and the policy links to /delete', async ({ page }) => {
    await page.goto(`${datingUrl}/terms`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /privacy policy/i })
      .first()
      .click();
    await expect(page).toHaveURL(`${datingUrl}/privacy`);
    await expect(page.getByRole('main').locator('a[href="/delete"]').first()).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /terms of use/i })
      .first()
      .click();
    await expect(page).toHaveURL(`${datingUrl}/terms`);
  });

  test("'Use on Web' opens /app", async ({ page }) => {
    await page.goto(`${datingUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Use on Web' }).click();
    // A visitor without a session is sent on from the app's entry to its sign-in screen.
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
    await expect(page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
  });

  test('shows the not-found page with a 404 for unknown paths', async ({ page }) => {
    const response = await page.goto(`${datingUrl}/no-such-floe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Rookery');
    await page.getByRole('link', { name: /back to home/i }).click();
    await expect(page).toHaveURL(`${datingUrl}/`);
  });

  test('is also what 127.0.0.1 shows', async ({ page }) => {
    await page.goto(`${loopbackUrl}/`);
    await expect(page).toHaveTitle('Rookery — personality before photos');
  });
});

test.describe('dating site on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens the dropdown and closes it on an outside click, on Escape and on navigation', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/`);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Safe Dating' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'About' })).toBeVisible();

    await page.mouse.click(195, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('link', { name: 'Safe Dating' }).click();
    await expect(page).toHaveURL(`${datingUrl}/safedating`);
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  });
});
