// Hidden words and taking back a full profile in the browser, two people in two contexts. Hidden words: one lists a
// word in Settings, and the other's message holding it arrives folded for them ("Tap to show"), plain for the
// sender. Revocable reveal: after a full match one hides their photos and name again (asked first in a dialog), and
// the other's open profile loses the private photos and the real name without a reload. With SHOTS=<dir>,
// screenshots to look at.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  bothPresent,
  expectLoaded,
  headerName,
  line,
  matchedPair,
  openChat,
  pictureMenu,
  requestFullMatch,
  say,
} from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
const FOLDED = 'Hidden message: contains a word you chose to hide';

async function shot(page: Page, name: string, widths: number[] = [390, 1280]): Promise<void> {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a message with a hidden word arrives folded for the person who hides it, and only for them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'h');
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);

  // B lists words in Settings: duplicates merge, a word without letters is refused with a clear message.
  await b.page.goto(`${datingUrl}/app/settings`);
  const box = b.page.getByLabel('Add a word or phrase');
  const section = b.page.getByTestId('hidden-words');
  await box.fill('  Pineapple ');
  await box.press('Enter');
  await expect(section.getByRole('list', { name: 'Hidden words' })).toContainText('Pineapple');
  await box.fill('!!!');
  await section.getByRole('button', { name: 'Add' }).click();
  await expect(section).toContainText('Type a word or phrase with at least one letter or digit.');
  await box.fill('hot tub');
  await box.press('Enter');
  await box.fill('PINEAPPLE');
  await box.press('Enter');
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section).toContainText('2 of 50 words');
  await section.scrollIntoViewIfNeeded();
  await shot(b.page, 'hidden-words-settings');

  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await say(a.page, 'Fancy a PINEAPPLE   pizza?');
  await say(a.page, 'Or olives?');
  // B: folded, the text nowhere on the screen until tapped; A: as written.
  await expect(line(b.page, FOLDED)).toHaveCount(1);
  await expect(line(b.page, 'Or olives?')).toHaveCount(1);
  await expect(b.page.getByText(/PINEAPPLE/)).toHaveCount(0);
  await expect(line(a.page, 'Fancy a PINEAPPLE')).toHaveCount(1);
  await expect(a.page.getByText(FOLDED)).toHaveCount(0);
  await shot(b.page, 'hidden-words-folded');
  await line(b.page, FOLDED)
    .getByRole('button', { name: /Tap to show/ })
    .click();
  await expect(line(b.page, 'Fancy a PINEAPPLE')).toHaveCount(1);

  // Opened again, the history folds it again (the flag comes from the server with each page).
  await b.page.reload();
  await expect(line(b.page, FOLDED)).toHaveCount(1);
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('after a full match, one hides their photos and name again and the other open profile loses them live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'r');
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await requestFullMatch(a.page);
  await b.page.getByRole('button', { name: 'Accept the full profile request' }).click();
  await expect(headerName(a.page)).toHaveText(b.real);
  await expect(headerName(b.page)).toHaveText(a.real);

  // B looks at A's full profile: the private photo (through its signed link) and the real name.
  await pictureMenu(b.page, 'View Profile');
  await expect(b.page).toHaveURL(/\/app\/viewprofile\?from=chat$/);
  const photos = b.page.getByRole('list', { name: `${a.display}'s private photos` }).getByRole('img');
  await expect(photos).toHaveCount(1);
  await expectLoaded(photos.first());
  expect(await photos.first().getAttribute('src')).toMatch(/&exp=\d+&sig=/);
  await expect(b.page.getByText(a.real, { exact: true })).toBeVisible();
  await shot(b.page, 'reveal-before', [390]);

  // A takes it back, asked first.
  await pictureMenu(a.page, 'Hide my photos and name again');
  const dialog = a.page.getByRole('dialog', { name: 'Hide my photos and name again?' });
  await expect(dialog).toBeVisible();
  await shot(a.page, 'reveal-confirm', [390]);
  await dialog.getByRole('button', { name: 'Hide them' }).click();
  await expect(dialog).toBeHidden();
  await expect(headerName(a.page)).toHaveText(b.display);
  await expect(line(a.page, 'Photos and real names are hidden again')).toHaveCount(1);

  // B's open profile, without a reload: no private photos, no real name.
  await expect(b.page.getByRole('list', { name: `${a.display}'s private photos` })).toHaveCount(0);
  await expect(b.page.getByText(a.real, { exact: true })).toHaveCount(0);
  await shot(b.page, 'reveal-after', [390]);
  await b.page.goBack();
  await expect(headerName(b.page)).toHaveText(a.display);
  // A new full-profile request is needed: the menu offers it again.
  await b.page.getByRole('button', { name: 'Chat options' }).click();
  await expect(
    b.page.getByRole('list', { name: 'Chat options' }).getByRole('button', { name: 'Full Match' }),
  ).toBeVisible();
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});
