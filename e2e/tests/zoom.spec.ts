// "At 200% zoom on the phone, Flip Deck stays on screen, labels wrap, the bottom bar drops its labels
// rather than running them together": a 390 px phone at 200% is a 195 CSS px wide viewport (at twice the pixels).
// With ZOOM_SHOTS=<dir>, screenshots of the deck, the matches list and Settings at that size for looking.
import { expect, type Page, test } from '@playwright/test';
import { completePerson, seedProfile } from './deck-helpers.ts';
import { datingUrl } from './support.ts';

const ZOOMED = { width: 195, height: 422 };
const PLACES = [
  { latitude: -43.5321, longitude: 172.6362 },
  { latitude: -43.533, longitude: 172.638 },
];

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.ZOOM_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-200pct.png`, fullPage: true });
}

/** Nothing scrolls sideways, and `what` lies within the viewport's width. */
async function onScreen(page: Page, what: ReturnType<Page['getByRole']>, label: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label}: page width`,
  ).toBeLessThanOrEqual(ZOOMED.width);
  const box = await what.boundingBox();
  expect(box, `${label}: shown`).not.toBeNull();
  expect(box?.x ?? -1, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${label}: right edge`).toBeLessThanOrEqual(ZOOMED.width);
}

test('at 200% zoom on a phone the deck and the bottom bar fit, and the bar drops its labels', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [me] = await Promise.all([
    completePerson(browser, {
      label: 'zoom-me',
      name: 'Ivy Zoom',
      profile: seedProfile('Ivy', 'Female', 'Man', '1993-04-02'),
      at: PLACES[0] ?? null,
    }),
    completePerson(browser, {
      label: 'zoom-jon',
      name: 'Jon Zoom',
      profile: seedProfile('Jon', 'Male', 'Woman', '1991-08-15'),
      at: PLACES[1] ?? null,
    }),
  ]);
  const page = me.page;
  await page.setViewportSize(ZOOMED);
  await page.goto(`${datingUrl}/app/find`);
  await expect(page.getByText(/^Card \d+\/\d+$/)).toBeVisible();
  await shot(page, 'find');
  await onScreen(page, page.getByRole('button', { name: 'Flip Deck' }), 'Flip Deck');
  for (const name of ['Decline', 'Chill', 'Accept']) {
    await onScreen(page, page.getByRole('button', { name: new RegExp(`^${name}`) }), name);
  }

  // The bottom bar keeps its four tabs by name, drawn as icons only: no label runs into the next.
  const bar = page.getByRole('navigation', { name: 'App' });
  for (const name of ['Menu', 'Find', 'Matches', 'Profile']) {
    const tab = bar.getByRole(name === 'Menu' ? 'button' : 'link', { name: new RegExp(`^${name}`) });
    await onScreen(page, tab, name);
    const spill = await tab.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(spill, `${name}: its label fits its tab`).toBeLessThanOrEqual(0);
  }
  // The words are there for screen readers only (sr-only: one pixel, clipped).
  expect((await bar.getByText('Matches', { exact: true }).boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  for (const [path, name] of [
    ['/app/matches', 'matches'],
    ['/app/settings', 'settings'],
  ] as const) {
    await page.goto(`${datingUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, name);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name}: page width`,
    ).toBeLessThanOrEqual(ZOOMED.width);
  }
});
