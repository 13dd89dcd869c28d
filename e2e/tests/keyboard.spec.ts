// The chat with the keyboard only (docs/ACCESSIBILITY.md): no click and no focus put anywhere by the test, only
// Tab, Shift+Tab, Enter, Space, arrows and Escape. From the deck to the matches list by the bottom bar, into the
// chat by its row, messages typed and sent, the "+" menu and the profile menu by the menu-button pattern (focus to
// the first item, arrows, Escape back to the button), the Gift and Dates sheets giving focus back to the button
// when they close (by Escape, and by sending a gift), and the history scrolled by keys.
import { expect, type Page, test } from '@playwright/test';
import { tabTo } from './a11y-helpers.ts';
import { conversation, line, matchedPair, matchRow } from './chat-helpers.ts';
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
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'keys');
  const page = a.page;
  await page.setViewportSize({ width: 390, height: 844 });
  const clicks: string[] = [];
  await page.exposeFunction('noteClick', (what: string) => clicks.push(what));
  await page.addInitScript(() => {
    // A pointer press anywhere would be a click this journey promised not to make.
    window.addEventListener('pointerdown', (event) => {
      (window as unknown as { noteClick: (what: string) => void }).noteClick(String(event.target));
    });
  });

  // The side menu opens from the bar's Menu button and, closed with Escape, gives focus back to it.
  await page.goto(`${datingUrl}/app/find`);
  const bar = page.getByRole('navigation', { name: 'App' });
  const menuButton = bar.getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // To the matches list by the bar's tab, and into the chat by its row (a link).
  await tabTo(page, bar.getByRole('link', { name: /^Matches/ }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${datingUrl}/app/matches`);
  await tabTo(page, matchRow(page, b.display));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(conversation(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Typing and Enter send; enough lines that the history scrolls.
  const message = page.getByLabel('Message', { exact: true });
  await tabTo(page, message, 30);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.type(`Line ${i} of a long talk`);
    await page.keyboard.press('Enter');
  }
  await expect(conversation(page)).toContainText('Line 24 of a long talk');

  // The "+" menu is just before the message box: Enter opens it with focus on the first item, arrows move,
  // Escape returns to the button.
  const options = page.getByRole('button', { name: 'Chat options' });
  await tabTo(page, options, 3, true);
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

  /** Opens the "+" menu from its focused button and chooses `item` by the arrow keys. */
  async function choose(item: string): Promise<void> {
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    const target = page.getByRole('list', { name: 'Chat options' }).getByRole('button', { name: item });
    for (let i = 0; i < 5 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  }

  // Dates: closing it with Escape gives focus back to the menu's button.
  await choose('Dates');
  await expect(page.getByRole('dialog', { name: 'Dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Dates' })).toHaveCount(0);
  await expect(options).toBeFocused();

  // Send a Gift: closed by Escape, and closed by sending one (a picture chosen by arrows, sent by Enter), focus
  // goes back to the menu's button both times.
  const gift = page.getByRole('dialog', { name: 'Send a Gift' });
  await choose('Send a Gift');
  await expect(gift).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gift).toHaveCount(0);
  await expect(options).toBeFocused();
  await choose('Send a Gift');
  await expect(gift.getByRole('radio')).not.toHaveCount(0);
  await tabTo(page, gift.getByRole('radio').first(), 10);
  await page.keyboard.press('Space');
  await expect(gift.getByRole('radio').first()).toBeChecked();
  await tabTo(page, gift.getByRole('button', { name: 'Send as Gift' }), 20);
  await page.keyboard.press('Enter');
  await expect(gift).toHaveCount(0);
  await expect(line(page, 'You sent a gift')).toHaveCount(1);
  await expect(options).toBeFocused();

  // The profile menu behaves the same.
  const profile = page.getByRole('button', { name: /profile menu$/ });
  await tabTo(page, profile, 80, true);
  await page.keyboard.press('Enter');
  const profileItems = page.getByRole('list', { name: /'s profile menu$/ }).getByRole('button');
  await expect(profileItems.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(profileItems.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profile).toBeFocused();

  // The history is a region in the tab order and scrolls with the keys.
  const history = page.getByRole('region', { name: 'Message history' });
  await tabTo(page, history, 10);
  expect(await focused(page)).toBe('section:Message history');
  const bottom = await history.evaluate((el) => el.scrollTop);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBeLessThan(bottom);
  expect(clicks).toEqual([]);
  await b.page.close();
});
