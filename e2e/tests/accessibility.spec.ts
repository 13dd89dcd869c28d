// WCAG 2.2 AA, checked by axe-core at 390 px and 1280 px: every public page of both sites, the signed-out screens
// of /app, and the signed-in screens of a person with a match (docs/ACCESSIBILITY.md). Each test collects every
// violation of its states and fails naming them all.
import { expect, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, type Finding } from './a11y-helpers.ts';
import { memberInContext, uniqueEmail } from './account-helpers.ts';
import { conversation, matchedPair, openChat, say } from './chat-helpers.ts';
import { companyUrl, datingUrl } from './support.ts';

const DATING = ['/', '/safedating', '/theteam', '/eula', '/terms', '/privacy', '/delete', '/contact'];
const COMPANY = ['/', '/about', '/jobs', '/press', '/portfolio'];
const SIGNED_OUT = ['/app/signin', '/app/emaillogin', '/app/register', '/app/resetpassword', '/app/goodbye'];
const SIGNED_IN = [
  '/app/find',
  '/app/matches',
  '/app/profile1',
  '/app/profile2',
  '/app/images',
  '/app/notifications',
  '/app/settings',
  '/app/store',
  '/app/contact',
  '/app/delete',
];

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1, [role="heading"]').first()).toBeVisible();
}

test('the public pages of both sites have no WCAG 2.2 AA violation', async ({ page }) => {
  test.setTimeout(120_000);
  const found: Finding[] = [];
  for (const [base, paths] of [
    [datingUrl, DATING],
    [companyUrl, COMPANY],
  ] as const) {
    for (const path of paths) {
      await visit(page, `${base}${path}`);
      found.push(...(await axeAtBothWidths(page, `${base}${path}`)));
    }
  }
  expect(found, describeFindings(found)).toEqual([]);
});

test('the signed-out screens of /app and a new member’s first screens have no WCAG 2.2 AA violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const found: Finding[] = [];
  for (const path of SIGNED_OUT) {
    await visit(page, `${datingUrl}${path}`);
    found.push(...(await axeAtBothWidths(page, path)));
  }
  // A new member's first screens: Profile Corner and its Profile Builder dialog.
  await memberInContext(page, 'Axel Tester', uniqueEmail('axe-new'));
  await page.goto(`${datingUrl}/app/profile1`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  found.push(...(await axeAtBothWidths(page, '/app/profile1 (a new member)')));
  await page.getByRole('button', { name: 'Profile Builder' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile Builder' })).toBeVisible();
  found.push(...(await axeAtBothWidths(page, 'the Profile Builder dialog')));
  expect(found, describeFindings(found)).toEqual([]);
});

test('the signed-in screens, the chat and its sheets have no WCAG 2.2 AA violation', async ({ browser }) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'axe');
  const page = a.page;
  // An unread message, so the Matches tab carries its badge on every screen.
  await b.page.goto(`${datingUrl}/app/matches`);
  await openChat(b.page, a.display);
  await say(b.page, 'Are you there?');
  const found: Finding[] = [];
  for (const path of SIGNED_IN) {
    await page.goto(`${datingUrl}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeAtBothWidths(page, path)));
  }
  await page.goto(`${datingUrl}/app/matches`);
  await openChat(page, b.display);
  await page.getByLabel('Message', { exact: true }).fill('Hello there');
  await page.keyboard.press('Enter');
  await expect(conversation(page)).toContainText('Hello there');
  found.push(...(await axeAtBothWidths(page, '/app/chat')));
  await b.page.close();
  expect(found, describeFindings(found)).toEqual([]);
});

/** How far the page runs past a 320 px window (WCAG 1.4.10 Reflow: none). */
async function overflowAt320(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  await expect(page.locator('h1, [role="heading"]').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width > 320 ? `${url}: ${width} px wide` : null;
}

test('at 320 px no public page and no signed-out screen scrolls sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const url of [
    ...DATING.map((path) => `${datingUrl}${path}`),
    ...COMPANY.map((path) => `${companyUrl}${path}`),
    ...SIGNED_OUT.map((path) => `${datingUrl}${path}`),
  ]) {
    const overflow = await overflowAt320(page, url);
    if (overflow) wide.push(overflow);
  }
  expect(wide).toEqual([]);
});
