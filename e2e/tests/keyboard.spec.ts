// The chat with the keyboard only (docs/ACCESSIBILITY.md): the side menu and every dialog give focus back
// to what opened them, the chat's "+" menu and profile menu follow the menu-button pattern (focus to the first item,
// arrows, Escape back to the button), and the message history scrolls by keyboard.
import { expect, type Page, test } from '@playwright/test';
import { conversation, matchedPair, openChat } from './chat-helpers.ts';
import { datingUrl } from './support.ts';

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`
      : '';
  });
}

test('the chat with the keyboard only: menus, dialogs that give focus back, and the history scrolled by keys', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'keys');
  const page = a.page;
  await page.setViewportSize({ width: 390, height: 844 });

  // The side menu opens from the bar's Menu button and, closed with Escape, gives focus back to it.
  await page.goto(`${datingUrl}/app/matches`);
  const menuButton = page.getByRole('navigation', { name: 'App' }).getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Into the chat by keyboard: the row is a link.
  await openChat(page, b.display);
  await page.getByLabel('Message', { exact: true }).focus();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.type(`Line ${i} of a long talk`);
    await page.keyboard.press('Enter');
  }
  await expect(conversation(page)).toContainText('Line 24 of a long talk');

  // The "+" menu: Enter opens it with focus on the first item, arrows move, Escape returns to the button.
  const options = page.getByRole('button', { name: 'Chat options' });
  await options.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('list', { name: 'Chat options' }).getByRole('button');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(options).toBeFocused();

  // Dates from the menu by keyboard; closing the dialog gives focus back to the menu's button.
  await page.keyboard.press('Enter');
  await page.getByRole('list', { name: 'Chat options' }).getByRole('button', { name: 'Dates' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Dates' })).toHaveCount(0);
  await expect(options).toBeFocused();

  // The profile menu behaves the same.
  const profile = page.getByRole('button', { name: /profile menu$/ });
  await profile.focus();
  await page.keyboard.press('Enter');
  const profileItems = page.getByRole('list', { name: /'s profile menu$/ }).getByRole('button');
  await expect(profileItems.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(profileItems.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profile).toBeFocused();

  // The history is a region in the tab order and scrolls with the keys.
  const history = page.getByRole('region', { name: 'Message history' });
  await history.focus();
  expect(await focused(page)).toBe('section:Message history');
  const bottom = await history.evaluate((el) => el.scrollTop);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBeLessThan(bottom);
  await b.page.close();
});
