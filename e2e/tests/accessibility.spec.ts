// WCAG 2.2 AA, checked by axe-core at 390 px and 1280 px: every public page of both sites, the signed-out screens
// of /app, and the signed-in screens of a person with a match (docs/ACCESSIBILITY.md). Each test collects every
// violation of its states and fails naming them all.
import { expect, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, type Finding } from './a11y-helpers.ts';
import { browserCall, memberInContext, uniqueEmail } from './account-helpers.ts';
import {
  agreeDate,
  conversation,
  inputMenu,
  matchedPair,
  openChat,
  pictureMenu,
  say,
} from './chat-helpers.ts';
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

/** The elements running past the window's right edge, widest first: what to look for when a page is too wide. */
function overflowing(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>(`${within} *`))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > width + 0.5 && el.getClientRects().length > 0)
      .sort((x, y) => y.right - x.right)
      .slice(0, 3)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${el.className} (to ${Math.round(right)} px)`);
  }, within);
}

/**
 * What the app's sticky bottom bar covers with the page scrolled to its end (the screen must keep the bar's height
 * free below its content): the elements in `main` whose visible part, clipped by the boxes that scroll inside the
 * page, reaches under the bar.
 */
function underTheBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const bar = document.querySelector('nav[aria-label="App"]')?.getBoundingClientRect();
    const main = document.querySelector('main');
    if (!bar || !main) return [];
    const covered: string[] = [];
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      let { top, bottom } = el.getBoundingClientRect();
      if (bottom - top < 1 || el.getClientRects().length === 0) continue;
      for (let up = el.parentElement; up && up !== main; up = up.parentElement) {
        if (getComputedStyle(up).overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      if (bottom - top >= 1 && bottom > bar.top + 0.5 && el.children.length === 0) {
        covered.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" (to ${Math.round(bottom)}, bar at ${Math.round(bar.top)})`,
        );
      }
    }
    return covered.slice(0, 3);
  });
}

test('at 320 px no signed-in screen scrolls sideways, and the bottom bar covers nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'narrow');
  const page = a.page;
  const shots = process.env.A11Y_SHOTS;
  // A date agreed an hour and a half from now, so its safety screen and "I need help" have something to show.
  await openChat(page, b.display);
  await openChat(b.page, a.display);
  await agreeDate(page, b.page, 90);
  await say(
    b.page,
    'A message long enough to wrap over a few lines of a narrow phone, and aVeryLongWordWithoutAnySpaces',
  );
  await inputMenu(page, 'Dates');
  await page.getByRole('dialog', { name: 'Dates' }).getByRole('link', { name: 'Date safety' }).click();
  await expect(page.getByRole('heading', { name: 'Date safety' })).toBeVisible();
  const safety = new URL(page.url());
  const date = safety.searchParams.get('date') ?? '';

  const images = (await browserCall(page, '/api?action=userimages&profile=0')).json as {
    images?: { imageid: string }[];
  };
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  const screens = [
    ...SIGNED_IN,
    '/app/audio',
    '/app/newimage',
    `/app/viewimage?id=${images.images?.[0]?.imageid ?? ''}&from=images`,
    '/app/viewprofile',
    `/app/viewprofile?id=${b.id}`,
    '/app/resetemail',
    `/app/datesafety?date=${date}`,
    `/app/datehelp?date=${date}`,
    '/app/no-such-screen',
  ];
  for (const path of screens) {
    await page.goto(`${datingUrl}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${path}: ${width} px wide: ${(await overflowing(page)).join(', ')}`);
    // The sticky bar keeps its room below the content: scrolled to the end, it covers nothing ("I need help" last).
    const under = await underTheBar(page);
    if (under.length > 0) wide.push(`${path}: under the bottom bar: ${under.join(', ')}`);
    if (shots)
      await page.screenshot({ path: `${shots}/320-${path.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
  // "I need help" is on the date's safety screen, the last thing on it, above the bar.
  await page.goto(`${datingUrl}/app/datesafety?date=${date}`);
  await expect(page.getByRole('link', { name: 'I need help' })).toBeVisible();
  // The chat, its history and the + menu open.
  await openChat(page, b.display);
  await page.getByRole('button', { name: 'Chat options' }).click();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 320) wide.push(`/app/chat: ${width} px wide: ${(await overflowing(page)).join(', ')}`);
  if (shots) await page.screenshot({ path: `${shots}/320-chat.png` });
  await page.keyboard.press('Escape');

  // Sheets scroll inside themselves, so the page's width does not show what runs out of them: nothing inside may
  // reach past the window's edge. The Dates sheet and the date of birth sheet with their calendars, Gift, Report.
  const sheets: [string, string, () => Promise<void>][] = [
    ['Send a Gift', 'the Gift sheet', () => inputMenu(page, 'Send a Gift')],
    ['Dates', 'the Dates sheet', () => inputMenu(page, 'Dates')],
    [`Report ${b.display}`, 'the report dialog', () => pictureMenu(page, 'Report')],
  ];
  for (const [name, state, open] of sheets) {
    await open();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    if (name === 'Dates') await sheet.getByRole('button', { name: /^Day / }).click();
    const out = await overflowing(page, '[role="dialog"]');
    if (out.length > 0) wide.push(`${state}: ${out.join(', ')}`);
    if (shots) await page.screenshot({ path: `${shots}/320-${name.split(' ')[0]}.png` });
    await page.keyboard.press('Escape');
    if (await sheet.isVisible()) await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  }
  await page.goto(`${datingUrl}/app/profile1`);
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Date of birth' })).toBeVisible();
  const out = await overflowing(page, '[role="dialog"]');
  if (out.length > 0) wide.push(`the date of birth sheet: ${out.join(', ')}`);
  await b.page.close();
  expect(wide, wide.join('\n')).toEqual([]);
});
