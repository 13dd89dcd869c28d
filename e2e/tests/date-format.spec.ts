// One date and time format across the app. A date asked for in the chat reads the same in the chat's
// request, the Dates dialog and the other person's Notifications ("Nov 30, 2026 07:30 PM"); before, the
// notification said "Mon, Nov 30, 7:30 PM". A message's time is the same time of day form ("07:30 PM").
import { expect, test } from '@playwright/test';
import {
  conversation,
  inputMenu,
  isoDayFromNow,
  line,
  matchedPair,
  openChat,
  pickDay,
  say,
} from './chat-helpers.ts';
import { datingUrl } from './support.ts';

/**
 * 'Nov 30, 2026 07:30 PM' for a yyyy-mm-dd day at 19:30 (lib/dates dateStart, RULES.md "Constants and limits" 'PP
 * hh:mm aa').
 */
function dateStartText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 12)).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ${day}, ${year} 07:30 PM`;
}

test('a date reads the same in the chat, the Dates dialog and the notifications', async ({ browser }) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'fmt');
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);

  // A message's time: hours and minutes with two digits and AM or PM, as in every date.
  await say(a.page, 'Coffee?');
  await expect(line(b.page, 'Coffee?')).toContainText(/\b\d{2}:\d{2} [AP]M\b/);

  const day = isoDayFromNow(2);
  const when = dateStartText(day);
  await inputMenu(a.page, 'Dates');
  const dates = a.page.getByRole('dialog', { name: 'Dates' });
  await pickDay(dates, day);
  await dates.getByLabel('Time').fill('19:30');
  await dates.getByLabel('Where').fill('The Penguin Café');
  await dates.getByRole('button', { name: 'Request a Date' }).click();
  await expect(dates.getByRole('row').filter({ hasText: 'The Penguin Café' })).toContainText(when);
  await dates.getByRole('button', { name: 'Close' }).click();

  await expect(line(b.page, 'Date request')).toContainText(when);
  await expect(conversation(b.page)).toBeVisible();

  await b.page.goto(`${datingUrl}/app/notifications`);
  await expect(b.page.getByText(`The Penguin Café, ${when}`)).toBeVisible();
});
