// The chat in the browser: two people, each in their own browser context, matched through their decks,
// chat in real time; a full-profile request accepted shows real names and private photos without a reload; an
// image and a gift go across; a date is requested, accepted and listed; a report ends the chat for both. A second
// journey sends a message while offline: it waits, and is delivered exactly once when the connection is back.
import { expect as baseExpect, test } from '@playwright/test';
import { unexpected } from './account-helpers.ts';
import {
  bothPresent,
  conversation,
  expectLoaded,
  headerName,
  inputMenu,
  isoDayFromNow,
  line,
  matchedPair,
  matchRow,
  messageBox,
  openChat,
  pickDay,
  pictureMenu,
  requestFullMatch,
  say,
  shots,
} from './chat-helpers.ts';
import { drawPng } from './profile-journey-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

// Two browsers and a server share a loaded machine: each state gets longer to arrive than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 });

test('two people chat, share full profiles, an image, a gift and a date, then one reports the other', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'c');
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);

  // Both open the chat from their matches: the empty state, then the other shows as online.
  await openChat(a.page, b.display);
  await expect(a.page.getByText(`Say hello to ${b.display}`)).toBeVisible();
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await bothPresent(b.page);
  await expect(headerName(a.page)).toHaveText(b.display);
  await shots(a.page, 'empty');

  // Real time both ways: Enter sends; Shift+Enter makes a new line inside one message.
  await say(a.page, 'Hello Bo! Fancy a swim?');
  await expect(line(b.page, 'Hello Bo! Fancy a swim?')).toHaveCount(1);
  await messageBox(b.page).fill('Always.');
  await messageBox(b.page).press('Shift+Enter');
  await messageBox(b.page).pressSequentially('Tomorrow at dawn?');
  await expect(messageBox(b.page)).toHaveValue('Always.\nTomorrow at dawn?');
  await messageBox(b.page).press('Enter');
  const twoLines = line(a.page, 'Tomorrow at dawn?');
  await expect(twoLines).toHaveCount(1);
  expect(
    await twoLines
      .locator('p')
      .first()
      .evaluate((p) => p.textContent),
  ).toBe('Always.\nTomorrow at dawn?');
  await expect(line(b.page, 'Hello Bo!')).toHaveCount(1);
  await shots(a.page, 'messages');

  // A asks for full profiles; B accepts; both see real names and the other's private photos, no reload.
  await requestFullMatch(a.page);
  await expect(a.page.getByText('You sent a full profile request')).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Accept the full profile request' })).toBeVisible();
  await shots(b.page, 'full-request');
  await b.page.getByRole('button', { name: 'Accept the full profile request' }).click();
  await expect(headerName(a.page)).toHaveText(b.real);
  await expect(headerName(b.page)).toHaveText(a.real);
  await expect(a.page.getByText('Full Profile request was accepted')).toBeVisible();
  await expect(b.page.getByText('Full Profile request was accepted')).toBeVisible();
  await shots(b.page, 'full-accepted');
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await pictureMenu(me.page, 'View Profile');
    await expect(me.page).toHaveURL(/\/app\/viewprofile\?from=chat$/);
    const photos = me.page.getByRole('list', { name: `${other.display}'s private photos` }).getByRole('img');
    await expect(photos).toHaveCount(1);
    await expect(me.page.getByText(other.real, { exact: true })).toBeVisible();
    await expectLoaded(photos.first());
    await me.page.goBack();
    await expect(me.page).toHaveURL(`${datingUrl}/app/chat`);
    await expect(headerName(me.page)).toHaveText(other.real);
  }
  await bothPresent(a.page);

  // A sends a drawn PNG (Send an Image is offered to full matches); B sees it arrive.
  const png = await drawPng(a.page, 200);
  const chooser = a.page.waitForEvent('filechooser');
  await inputMenu(a.page, 'Send an Image');
  await (await chooser).setFiles({ name: 'sea.png', mimeType: 'image/png', buffer: png });
  // Nothing leaves before Send: the picked picture waits with Send and Cancel. Cancel sends nothing.
  const preview = a.page.getByRole('region', { name: 'Send this image?' });
  await expect(preview.getByRole('img', { name: 'What you picked to send' })).toBeVisible();
  await shots(a.page, 'image-preview');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  const again = a.page.waitForEvent('filechooser');
  await inputMenu(a.page, 'Send an Image');
  await (await again).setFiles({ name: 'sea.png', mimeType: 'image/png', buffer: png });
  await a.page
    .getByRole('region', { name: 'Send this image?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expectLoaded(conversation(b.page).getByRole('img', { name: 'A shared image' }));
  await expect(conversation(b.page).getByRole('img', { name: 'A shared image' })).toHaveCount(1);
  await expectLoaded(conversation(a.page).getByRole('img', { name: 'A shared image' }));
  await shots(b.page, 'image');

  // B sends a gift (one of B's AI images, for a pebble); A sees it.
  await inputMenu(b.page, 'Send a Gift');
  const gift = b.page.getByRole('dialog', { name: 'Send a Gift' });
  await expect(gift.getByRole('radio')).not.toHaveCount(0);
  await gift.getByRole('radio').first().check();
  await shots(b.page, 'gift-dialog');
  await gift.getByRole('button', { name: 'Send as Gift' }).click();
  await expect(gift).toBeHidden();
  await expectLoaded(conversation(a.page).getByRole('img', { name: 'A gift image' }));
  await expect(line(a.page, 'A gift for you')).toHaveCount(1);
  await expect(line(b.page, 'You sent a gift')).toHaveCount(1);
  await shots(a.page, 'gift');

  // A requests a date two days from now; B accepts it in the chat.
  await inputMenu(a.page, 'Dates');
  const dates = a.page.getByRole('dialog', { name: 'Dates' });
  await expect(dates.getByText(`No dates yet. Ask ${b.real} below.`)).toBeVisible();
  await pickDay(dates, isoDayFromNow(2));
  await dates.getByLabel('Time').fill('19:30');
  await dates.getByLabel('Where').fill('The Penguin Café');
  await shots(a.page, 'date-form');
  await dates.getByRole('button', { name: 'Request a Date' }).click();
  await expect(dates.getByText(/^You requested a date for /)).toBeVisible();
  await expect(dates.getByRole('row').filter({ hasText: 'The Penguin Café' })).toContainText(
    `Waiting for ${b.real}`,
  );
  await dates.getByRole('button', { name: 'Close' }).click();
  await expect(dates).toBeHidden();
  await expect(line(a.page, 'You requested a date.')).toHaveCount(1);
  const request = line(b.page, 'Date request');
  await expect(request).toContainText('07:30 PM');
  await shots(b.page, 'date-request');
  await request.getByRole('button', { name: 'Accept the date request' }).click();
  await expect(request).toContainText('Accepted');
  await expect(request.getByRole('button')).toHaveCount(0);
  await expect(line(a.page, 'You requested a date.')).toContainText('Accepted');
  await shots(a.page, 'date-accepted');
  for (const me of [a, b]) {
    await inputMenu(me.page, 'Dates');
    const dialog = me.page.getByRole('dialog', { name: 'Dates' });
    const row = dialog.getByRole('row').filter({ hasText: 'The Penguin Café' });
    await expect(row).toContainText('Accepted');
    await expect(row).toContainText('07:30 PM');
    if (me === b) await shots(me.page, 'upcoming-dates');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  // Both matches lists show the planned date; then each goes back into the chat.
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await me.page.goto(`${datingUrl}/app/matches`);
    const row = matchRow(me.page, other.real);
    await expect(row).toHaveAccessibleName(/1 upcoming date/);
    await expect(row.locator('svg.lucide-calendar-heart')).toBeVisible();
    if (me === a) await shots(me.page, 'matches-with-date');
    await openChat(me.page, other.real);
  }
  await bothPresent(a.page);
  await bothPresent(b.page);

  // B reports A: the chat closes for both, and the match is gone from both lists.
  await pictureMenu(b.page, 'Report');
  const report = b.page.getByRole('dialog', { name: `Report ${a.real}` });
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByText('Please select a reason for the report.')).toBeVisible();
  await report.getByLabel('Harassment').check();
  await report.getByLabel('Details').fill('Kept sending messages after I asked them to stop.');
  await shots(b.page, 'report');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/matches`);
  const thanks = b.page.getByRole('dialog', { name: 'Thank you for telling us' });
  await expect(thanks).toBeVisible();
  await shots(b.page, 'report-thanks');
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(b.page).toHaveURL(`${datingUrl}/app/matches`);
  for (const me of [a, b]) {
    await expect(me.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
    await me.page.reload();
    await expect(me.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  }

  expect(unexpected(errorsA)).toEqual([]);
  expect(unexpected(errorsB)).toEqual([]);
});

test('a message written offline waits and is delivered exactly once after reconnecting', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'r');
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await say(a.page, 'Before the tunnel');
  await expect(line(b.page, 'Before the tunnel')).toHaveCount(1);

  // Offline: the screen says so, and the message waits for the connection.
  await a.page.context().setOffline(true);
  await expect(a.page.getByRole('status').filter({ hasText: /Reconnecting|Connection lost/ })).toBeVisible();
  await say(a.page, 'Written in the tunnel');
  const waiting = line(a.page, 'Written in the tunnel');
  await expect(waiting).toContainText('Waiting for connection…');
  await shots(a.page, 'offline-waiting');
  await expect(line(b.page, 'Written in the tunnel')).toHaveCount(0);

  // Back online: delivered once, to both screens, and stored once.
  await a.page.context().setOffline(false);
  // Socket.IO's next attempt may be up to the 5 s maximum delay of RULES.md "Constants and limits" (plus its jitter)
  // away.
  await expect(a.page.getByRole('status').filter({ hasText: /Reconnecting|Connection lost/ })).toHaveCount(
    0,
    {
      timeout: 20_000,
    },
  );
  await expect(waiting).not.toContainText(/Waiting for connection…|Sending…/);
  await expect(line(b.page, 'Written in the tunnel')).toHaveCount(1);
  await expect(line(a.page, 'Written in the tunnel')).toHaveCount(1);
  await say(a.page, 'Out of the tunnel');
  await expect(line(b.page, 'Out of the tunnel')).toHaveCount(1);
  await expect(line(b.page, 'Written in the tunnel')).toHaveCount(1);
  await b.page.reload();
  await expect(line(b.page, 'Out of the tunnel')).toHaveCount(1);
  await expect(line(b.page, 'Written in the tunnel')).toHaveCount(1);
});
