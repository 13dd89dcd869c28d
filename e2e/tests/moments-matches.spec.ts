// Moments and feel: the strip of new matches, relative times with the exact time kept as a title
// (RULES.md "Constants and limits"), "Your turn", the desktop two-pane layout; two people in two browser contexts
// against a real server. Each test failed on the code before its change.
import { expect, test } from '@playwright/test';
import { makeFull, rawSocket, roomOf } from './call-helpers.ts';
import { matchedPair, matchRow, openChat, pictureMenu, say } from './chat-helpers.ts';
import { completePerson } from './deck-helpers.ts';
import { datingUrl } from './support.ts';
import { shots, walkSeed } from './walk-helpers.ts';

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
  await expect(theirs).toHaveAccessibleName(/, Hello from the strip, Just now, your turn$/);
  await expect(theirs.getByText('Your turn', { exact: true })).toBeVisible();
  await expect(b.page.getByRole('list', { name: 'New matches' })).toHaveCount(0);
  await expect(theirs.locator('time')).toHaveAttribute('title', /\d/);
  await shots(b.page, 'matches-your-turn');
  // a wrote last: not a's turn.
  await a.page.goto(`${datingUrl}/app/matches`);
  await expect(matchRow(a.page, b.display)).toHaveAccessibleName(/, Hello from the strip, Just now$/);
  await expect(matchRow(a.page, b.display)).not.toHaveAccessibleName(/your turn/);

  // Notifications: how long ago, with the RULES.md "Constants and limits" exact time (month day, year,
  // hours:minutes:seconds) as title.
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
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(850);
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

test('after a full match the real photo leads the chat header and the profile, with a moment shown once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'rv');
  // Before: the AI image leads.
  await openChat(a.page, b.display);
  await expect(a.page.locator('header img[data-photo="profile"]')).toHaveCount(0);
  await makeFull(a, b);
  // The list beside the acceptor's chat (1280 px) names A by the real name at once, without a reload.
  await b.page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    b.page
      .getByRole('list', { name: 'Your conversations' })
      .getByRole('link', { name: new RegExp(`^${a.real}`) }),
  ).toBeVisible();
  // The header's picture is their private photo now.
  await expect(a.page.locator('img[data-photo="profile"]')).toHaveAttribute('src', /type=ProfileImage/);
  await shots(a.page, 'chat-revealed');
  await pictureMenu(a.page, 'View Profile');
  await expect(a.page).toHaveURL(/\/app\/viewprofile/);
  const hero = a.page.locator('[data-revealed]');
  await expect(hero.getByRole('img', { name: b.real, exact: true })).toHaveAttribute(
    'src',
    /type=ProfileImage/,
  );
  await expect(hero.getByRole('status')).toHaveText(`Full profiles shared: meet ${b.real}`);
  await expect
    .poll(() =>
      hero
        .getByRole('img', { name: b.real, exact: true })
        .evaluate((img) => getComputedStyle(img).animationName),
    )
    .toBe('reveal-in');
  await shots(a.page, 'profile-revealed');
  // Once: the photo still leads, the moment does not come back.
  await a.page.reload();
  await expect(a.page.locator('[data-revealed]')).toBeVisible();
  await expect(a.page.locator('[data-revealed]').getByRole('status')).toHaveCount(0);
  // The other side has their own moment; with reduced motion the banner comes without the motion.
  await b.page.emulateMedia({ reducedMotion: 'reduce' });
  await pictureMenu(b.page, 'View Profile');
  const theirs = b.page.locator('[data-revealed]');
  await expect(theirs.getByRole('status')).toHaveText(`Full profiles shared: meet ${a.real}`);
  expect(
    await theirs
      .getByRole('img', { name: a.real, exact: true })
      .evaluate((img) => getComputedStyle(img).animationName),
  ).toBe('none');
});

test('at 1280 px the deck card shows the whole profile beside the picture, without scrolling', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Christchurch, where no other journey puts anyone: Wibo stays undecided, and Auckland's decks stay exact.
  const at = { latitude: -43.5321, longitude: 172.6362 };
  const [me] = await Promise.all([
    completePerson(browser, { ...walkSeed('wd-a', 'Wida'), at }),
    completePerson(browser, { ...walkSeed('wd-b', 'Wibo', 'Male', 'Woman'), at }),
  ]);
  const page = me.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${datingUrl}/app/find`);
  // Earlier journeys' people may come first in the deck: the card on top, whoever it is (all seeds read alike).
  const card = page.locator('article[aria-roledescription="card"]');
  await expect(card).toBeVisible();
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(700);
  // The words sit beside the picture, and all of them are in view.
  const picture = card.getByRole('img', { name: /, as drawn by AI$/ });
  const words = card.getByText(/swims in the sea every day of the year/);
  const [p, w, c] = await Promise.all([picture.boundingBox(), words.boundingBox(), card.boundingBox()]);
  expect((w?.x ?? 0) >= (p?.x ?? 0) + (p?.width ?? 0) - 1).toBe(true);
  expect((w?.y ?? 0) + (w?.height ?? 0)).toBeLessThanOrEqual((c?.y ?? 0) + (c?.height ?? 0));
  await expect(card.getByRole('link', { name: /^View .*'s profile/ })).toBeInViewport();
  await shots(page, 'deck-desktop');
});

test("a date notification shows the date's time in the reader's zone and locale, never UTC", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'dn');
  // Three days from now at 07:30 UTC: 8:30 pm the same day in Auckland (NZDT, +13 in November).
  const at = new Date(Date.now() + 3 * 86_400_000);
  at.setUTCHours(7, 30, 0, 0);
  await a.page.goto(`${datingUrl}/app/matches`);
  const room = await roomOf(a.page, b.id);
  const socket = await rawSocket(a.page.context());
  try {
    const answer = await socket
      .timeout(10_000)
      .emitWithAck('setdate', { room, datedb: at.toISOString(), location: 'The Penguin Café' });
    expect(answer).toMatchObject({ success: true });
  } finally {
    socket.disconnect();
  }
  // B reads it on a phone set to New Zealand.
  const kiwi = await browser.newContext({
    storageState: await b.page.context().storageState(),
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
    viewport: { width: 390, height: 844 },
  });
  const page = await kiwi.newPage();
  await page.goto(`${datingUrl}/app/notifications`);
  const card = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  await expect(card).toContainText(`${a.display} asked you on a date: The Penguin Café, `);
  await expect(card).toContainText(/8:30\s?pm/i);
  await expect(page.getByRole('list', { name: 'Notifications' })).not.toContainText('UTC');
  await shots(page, 'notifications-date-local');
  await kiwi.close();
});
