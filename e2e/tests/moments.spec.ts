// Issue 21 "moments and feel" (h/moments2): the strip of new matches, relative times with the exact time kept as
// a title (SPEC.md 9), "Your turn", the desktop two-pane layout; two people in two browser contexts against a
// real server. Each test failed on the code before its change.
import { expect, test } from '@playwright/test';
import { matchedPair, matchRow, openChat, say } from './chat-helpers.ts';
import { datingUrl } from './support.ts';
import { shots } from './walk-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('new matches lead the list until someone writes; then the row says when and whose turn it is', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'mo');
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await me.page.goto(`${datingUrl}/app/matches`);
    const strip = me.page.getByRole('list', { name: 'New matches' });
    await expect(
      strip.getByRole('link', { name: new RegExp(`^Say hello to ${other.display}, matched`) }),
    ).toBeVisible();
  }
  await shots(a.page, 'matches-new-strip');
  // The strip is a way into the chat.
  await a.page
    .getByRole('list', { name: 'New matches' })
    .getByRole('link', { name: new RegExp(`^Say hello to ${b.display}`) })
    .click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/chat`);
  await say(a.page, 'Hello from the strip');

  // b: it is their turn, written just now; the strip is empty once the conversation has started.
  await b.page.goto(`${datingUrl}/app/matches`);
  const theirs = matchRow(b.page, a.display);
  await expect(theirs).toHaveAccessibleName(/your turn, Hello from the strip, Just now$/);
  await expect(theirs.getByText('Your turn', { exact: true })).toBeVisible();
  await expect(b.page.getByRole('list', { name: 'New matches' })).toHaveCount(0);
  await expect(theirs.locator('time')).toHaveAttribute('title', /\d/);
  await shots(b.page, 'matches-your-turn');
  // a wrote last: not a's turn.
  await a.page.goto(`${datingUrl}/app/matches`);
  await expect(matchRow(a.page, b.display)).toHaveAccessibleName(/, Hello from the strip, Just now$/);
  await expect(matchRow(a.page, b.display)).not.toHaveAccessibleName(/your turn/);

  // Notifications: how long ago, with SPEC.md 9's exact time (month day, year, hours:minutes:seconds) as title.
  await b.page.goto(`${datingUrl}/app/notifications`);
  const card = b.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  const time = card.locator('time');
  await expect(time).toHaveText(/^(Just now|\d+ min ago)$/);
  await expect(time).toHaveAttribute('title', /^[A-Z][a-z]+ \d{1,2}, \d{4}, \d\d:\d\d:\d\d$/);
  await shots(b.page, 'notifications-relative');
  await openChat(b.page, a.display);
});

test('at 1280 px the matches list stays beside the chat, and Back leads to the list as on the phone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'dk');
  const page = b.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${datingUrl}/app/matches`);
  // The card uses the width: the list on the left, the place of the chat on the right.
  const card = page.locator('[data-app-card]');
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(900);
  await expect(page.getByRole('complementary', { name: 'Chat' })).toContainText('Pick a conversation');
  await shots(page, 'matches-desktop');
  await matchRow(page, a.display).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  const pane = page.getByRole('navigation', { name: 'Conversations' });
  await expect(pane.getByRole('link', { name: new RegExp(`^${a.display}\\b`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.display);
  await say(page, 'Hello from the wide screen');
  // The row in the pane follows the conversation.
  await expect(pane.getByRole('link', { name: new RegExp(`^${a.display}\\b`) })).toHaveAccessibleName(
    /Hello from the wide screen/,
  );
  await shots(page, 'chat-desktop');
  // Back leaves for the list, as on the phone.
  await page.goBack();
  await expect(page).toHaveURL(`${datingUrl}/app/matches`);
  // At 390 px the same chat is the phone's: no list beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  await matchRow(page, a.display).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.display);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toHaveCount(0);
});
