// In the browser: the deck at /app/find, its empty states, the app shell's side menu and the store's
// rewarded ad. People are made complete through the wire (deck-helpers.ts); everything after that is clicks.
import { expect, type Page, test } from '@playwright/test';
import { browserCall, unexpected } from './account-helpers.ts';
import { completePerson, deckTrio, placePerson, seedProfile, shots, WELLINGTON } from './deck-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const FAR_AWAY = { latitude: 64.1466, longitude: -21.9426 };

const card = (page: Page) => page.getByRole('article');
const counter = (page: Page) => page.getByText(/^Card \d+\/\d+$/);

/** Moves through the deck until the card named `name` is showing. */
async function showCard(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 10; step += 1) {
    if (
      await card(page)
        .getByRole('heading', { name: new RegExp(`^${name},`) })
        .isVisible()
    )
      return;
    await page.getByRole('button', { name: 'Next card' }).click();
  }
  throw new Error(`${name} is not in the deck`);
}

test('two people near each other accept each other and see "It\'s a match!"; Flip Deck clears the rest', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { ada, bo, cy } = await deckTrio(browser, 'Deck', WELLINGTON);
  const errors = watchErrors(ada.page);

  // Ada's deck: Bo and Cy, a vertical carousel with a counter, the arrow keys and the buttons.
  await ada.page.goto(`${datingUrl}/app/find`);
  await expect(counter(ada.page)).toHaveText('Card 1/2');
  await expect(ada.page.getByTestId('flips-left')).toHaveText(/^\d+ flips left after these cards$/);
  await ada.page.keyboard.press('ArrowDown');
  await expect(counter(ada.page)).toHaveText('Card 2/2');
  await ada.page.getByRole('button', { name: 'Previous card' }).click();
  await expect(counter(ada.page)).toHaveText('Card 1/2');

  await showCard(ada.page, 'Bo');
  const boCard = card(ada.page);
  await expect(boCard.getByRole('heading', { name: /^Bo, \d+/ })).toBeVisible();
  await expect(boCard).toContainText('km away');
  await expect(boCard).toContainText('“Bo loves cold mornings”');
  await expect(boCard).toContainText('Man');
  await expect(boCard).toContainText('Leo');
  await expect(boCard.getByRole('img', { name: /Bo/ })).toHaveAttribute(
    'src',
    /^\/download\?type=AIImage&file=[\w-]+\.png$/,
  );
  await expect(boCard.getByRole('link', { name: /View Bo's profile/ })).toHaveAttribute(
    'href',
    `/app/viewprofile?id=${bo.id}&from=find`,
  );
  await shots(ada.page, 'deck-cards');

  // Accept: the card slides away and Cy is left.
  await ada.page.getByRole('button', { name: 'Accept' }).click();
  await expect(counter(ada.page)).toHaveText('Card 1/1');
  await expect(card(ada.page).getByRole('heading', { name: /^Cy,/ })).toBeVisible();

  // Bo sees Ada (Cy prefers women too, so only Ada), accepts her: it's a match.
  await bo.page.goto(`${datingUrl}/app/find`);
  await expect(card(bo.page).getByRole('heading', { name: /^Ada,/ })).toBeVisible();
  await bo.page.getByRole('button', { name: 'Accept' }).click();
  const celebration = bo.page.getByRole('dialog', { name: "It's a match!" });
  await expect(celebration).toBeVisible();
  await shots(bo.page, 'deck-match');
  await celebration.getByRole('button', { name: 'Keep flipping' }).click();
  await expect(bo.page.getByText("It's quiet on the ice, with no match in sight")).toBeVisible();
  // Ada, still flipping, hears of it at once (the `match` alert) and keeps flipping.
  const live = ada.page.getByRole('dialog', { name: "It's a match!" });
  await expect(live).toContainText('You and Bo both said yes');
  await live.getByRole('button', { name: 'Keep flipping' }).click();

  // Flip Deck declines everyone left (Cy) in one call, then the new deck is empty.
  const declines: unknown[] = [];
  ada.page.on('request', (request) => {
    const body = request.postDataJSON() as { action?: string; data?: unknown } | null;
    if (request.url().endsWith('/api') && body?.action === 'matchdecline') declines.push(body.data);
  });
  await ada.page.getByRole('button', { name: 'Flip Deck' }).click();
  await ada.page
    .getByRole('dialog', { name: 'Flip the whole deck?' })
    .getByRole('button', { name: 'Flip Deck' })
    .click();
  await expect(ada.page.getByText("It's quiet on the ice, with no match in sight")).toBeVisible();
  expect(declines).toEqual([{ userids: [cy.id] }]);
  await shots(ada.page, 'deck-quiet');
  expect(unexpected(errors)).toEqual([]);
});

test('no position, nobody near, out of flips, the side menu and the store ad', async ({ browser }) => {
  test.setTimeout(120_000);
  const dee = await completePerson(browser, {
    label: 'deck-dee',
    name: 'Dee Alone',
    profile: seedProfile('Dee', 'Female', 'Any', '1988-11-30'),
    at: null,
  });
  const page = dee.page;
  const errors = watchErrors(page);

  // No position yet: the GPS message with 'Try again' to /app.
  await page.goto(`${datingUrl}/app/find`);
  await expect(page.getByRole('heading', { name: "We can't see where you are" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/app');
  await shots(page, 'deck-gps');

  // Far from everyone: the quiet text.
  await placePerson(page, FAR_AWAY);
  await page.goto(`${datingUrl}/app/find`);
  await expect(
    page.getByRole('heading', { name: "It's quiet on the ice, with no match in sight" }),
  ).toBeVisible();
  await expect(page.getByText('20 flips left')).toBeVisible();

  // Out of flips (the server's answer, played once): 'Use a pebble' buys flips with a real pebble.
  let served = false;
  await page.route('**/api?action=matchlist', async (route) => {
    if (served) return route.continue();
    served = true;
    await route.fulfill({ status: 200, json: { success: false, error: 'out of flips', flips: 0 } });
  });
  await page.goto(`${datingUrl}/app/find`);
  await expect(page.getByRole('heading', { name: "Uh oh you're out of flips" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch an Ad' })).toHaveAttribute(
    'href',
    '/app/store?from=find',
  );
  await shots(page, 'deck-out-of-flips');
  await page.getByRole('button', { name: 'Use a pebble' }).click();
  await expect(page.getByText("It's quiet on the ice, with no match in sight")).toBeVisible();
  const balance = (await browserCall(page, '/api?action=pebbles')).json as { pebbles: number };
  expect(balance.pebbles).toBe(2);
  await page.goto(`${datingUrl}/app/find`);

  // The side menu: pebbles from menudata, its links, and Sign Out asks first.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('2 pebbles')).toBeVisible();
  for (const [name, href] of [
    ['Image Collection', '/app/images?from=find'],
    ['Store', '/app/store?from=find'],
    ['Edit Profile', '/app/profile1'],
    ['Settings', '/app/settings'],
    ['Contact Us', '/app/contact'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // The menu's opening animation ends before the picture.
  await menu.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {}))),
  );
  await shots(page, 'side-menu');
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await menu.getByRole('link', { name: 'Store' }).click();

  // The store: a watched ad adds a pebble; back returns to the deck.
  await expect(page).toHaveURL(`${datingUrl}/app/store?from=find`);
  await expect(page.getByRole('heading', { name: 'One Ad = One Pebble' })).toBeVisible();
  await expect(page.getByTestId('pebble-balance')).toHaveText('2');
  await page.getByRole('button', { name: 'Watch an Ad' }).click();
  await expect(page.getByRole('progressbar', { name: 'Ad progress' })).toBeVisible();
  await expect(page.getByText(/\d+s left/)).toBeVisible();
  // time passes: the ad plays a moment, for the picture of it under way
  await page.waitForTimeout(1200);
  await shots(page, 'store-ad');
  await expect(page.getByRole('heading', { name: 'You earned a pebble!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pebble-balance')).toHaveText('3');
  await shots(page, 'store-reward');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/find`);
  expect(unexpected(errors)).toEqual([]);
});
