// The deck and Settings with the keyboard only (docs/ACCESSIBILITY.md; the chat is keyboard.spec.ts): every
// control is reached with Tab and shows where focus is, the deck's decisions and "It's a match!" go by Enter, the
// switches by Space, each dialog gives focus back to what opened it, and a deck that runs out gives focus to its
// empty state.
import { expect, test } from '@playwright/test';
import { tabTo } from './a11y-helpers.ts';
import { browserCall } from './account-helpers.ts';
import { completePerson, deckTrio, seedProfile } from './deck-helpers.ts';

/** A town of this file's own, so no other journey's people are in these decks. */
const NELSON = { latitude: -41.2706, longitude: 173.284 };
/** The empty deck's heading. */
const QUIET = "It's quiet on the ice, with no match in sight";

import { datingUrl } from './support.ts';

test('the deck with the keyboard only: cards by arrows, Accept and Flip Deck by Enter, the match by Enter', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { ada, bo, cy } = await deckTrio(browser, 'Keys', NELSON);
  // Bo's deck holds Ada alone: Tab to Accept, Enter. The deck runs out under his focus: it goes to the empty
  // state's heading, not to <body>.
  await bo.page.goto(`${datingUrl}/app/find`);
  await expect(bo.page.getByRole('article').getByRole('heading', { name: /^Ada,/ })).toBeVisible();
  await tabTo(bo.page, bo.page.getByRole('button', { name: 'Accept' }));
  await bo.page.keyboard.press('Enter');
  await expect(bo.page.getByRole('article')).toHaveCount(0);
  await expect(bo.page.getByRole('heading', { name: QUIET })).toBeFocused();

  const page = ada.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${datingUrl}/app/find`);
  const counter = page.getByText(/^Card \d+\/\d+$/);
  await expect(counter).toHaveText('Card 1/2');
  // The cards by the arrow keys, to Bo's.
  await page.keyboard.press('ArrowDown');
  await expect(counter).toHaveText('Card 2/2');
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveText('Card 1/2');
  if (!(await page.getByRole('article').getByRole('heading', { name: /^Bo,/ }).isVisible())) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('article').getByRole('heading', { name: /^Bo,/ })).toBeVisible();

  // The profile link of the card showing is in the tab order, and so is Accept.
  await tabTo(page, page.getByRole('article').getByRole('link', { name: /^View Bo's profile/ }));
  const accept = page.getByRole('button', { name: 'Accept' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');

  // "It's a match!" takes focus; Keep flipping by Tab and Enter gives it back to Accept, for the next card.
  const celebration = page.getByRole('dialog', { name: "It's a match!" });
  await expect(celebration).toBeVisible();
  await expect(celebration.locator(':focus')).toHaveCount(1);
  await tabTo(page, celebration.getByRole('button', { name: 'Keep flipping' }), 10);
  await page.keyboard.press('Enter');
  await expect(celebration).toHaveCount(0);
  await expect(counter).toHaveText('Card 1/1');
  await expect(accept).toBeFocused();

  // Flip Deck asks first; Escape closes the question and gives focus back to the button.
  const flipDeck = page.getByRole('button', { name: 'Flip Deck' });
  await tabTo(page, flipDeck);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Flip the whole deck?' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(flipDeck).toBeFocused();

  // Cy, the last card, said yes already: Ada's yes is a match on the deck's last card. Keep flipping by Enter: the
  // button that opened it went with the card, so focus goes to the empty deck's heading, not to <body>.
  await browserCall(cy.page, '/api?action=matchlist');
  expect(
    (await browserCall(cy.page, '/api', { action: 'matchaccept', data: { userid: ada.id } })).status,
  ).toBe(200);
  await expect(page.getByRole('article').getByRole('heading', { name: /^Cy,/ })).toBeVisible();
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(celebration).toBeVisible();
  await tabTo(page, celebration.getByRole('button', { name: 'Keep flipping' }), 10);
  await page.keyboard.press('Enter');
  await expect(celebration).toHaveCount(0);
  const quiet = page.getByRole('heading', { name: QUIET });
  await expect(quiet).toBeFocused();
  // Where focus is can be seen: the keyboard brought it there.
  expect(await quiet.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  // Look again by Tab and Enter: still nobody, and focus is back on the heading.
  await tabTo(page, page.getByRole('button', { name: 'Look again' }), 10);
  await page.keyboard.press('Enter');
  await expect(quiet).toBeFocused();
});

test('Settings with the keyboard only: a switch by Space (and saved), the way to delete the account by Enter', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ada = await completePerson(browser, {
    label: 'keys-set',
    name: 'Ada Settings',
    profile: seedProfile('Ada', 'Female', 'Man', '1993-04-02'),
    at: NELSON,
  });
  const page = ada.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${datingUrl}/app/settings`);

  // A switch toggles with Space and says so; its change is saved (the state survives a reload).
  const sound = page.getByRole('switch', { name: /^Message sound/ });
  await expect(sound).toBeChecked();
  await tabTo(page, sound);
  await page.keyboard.press('Space');
  await expect(sound).not.toBeChecked();
  await expect
    .poll(async () => {
      const answer = await page.evaluate(async () => (await fetch('/api?action=preferences')).json());
      return (answer as { preferences: { message_sound: number } }).preferences.message_sound;
    })
    .toBe(0);
  await page.keyboard.press('Space');
  await expect(sound).toBeChecked();

  // The way to delete the account is reached by Tab and followed by Enter.
  const remove = page.getByRole('link', { name: 'Delete my account' });
  await tabTo(page, remove, 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/delete$/);
});
