// The explicit-image shield in the browser: two people in their own browser contexts, a full match; A
// sends the skin-toned fixture, which the server's real model flags (playwright.shield.config.ts sets the
// threshold), and the landscape, which it does not. B gets the first blurred under "This image may be explicit"
// with View, Report and Block, and View unblurs it; A sees the line saying theirs was flagged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { unexpected } from './account-helpers.ts';
import {
  bothPresent,
  conversation,
  expectLoaded,
  headerName,
  inputMenu,
  matchedPair,
  openChat,
  requestFullMatch,
  shots,
} from './chat-helpers.ts';
import { watchErrors } from './support.ts';

// The image is classified on the server before it is sent: on a loaded machine that is seconds.
const expect = baseExpect.configure({ timeout: 60_000 });

const fixtures = path.resolve(import.meta.dirname, '../../packages/server/src/platform/shield/fixtures');

async function sendImage(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await inputMenu(page, 'Send an Image');
  await (await chooser).setFiles({
    name: file,
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(fixtures, file)),
  });
  await page.getByRole('region', { name: 'Send this image?' }).getByRole('button', { name: 'Send' }).click();
}

test('a flagged image arrives blurred for the receiver, View shows it, and the sender is told', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { a, b } = await matchedPair(browser, 's');
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await bothPresent(b.page);

  // Images go to full matches only: A asks, B accepts.
  await requestFullMatch(a.page);
  await b.page.getByRole('button', { name: 'Accept the full profile request' }).click();
  await expect(headerName(a.page)).toHaveText(b.real);
  await expect(headerName(b.page)).toHaveText(a.real);

  await sendImage(a.page, 'skin-gradient.jpg');
  const warning = conversation(b.page).getByRole('figure').filter({ hasText: 'This image may be explicit' });
  await expect(warning).toBeVisible();
  for (const name of ['View', 'Report', 'Block']) {
    await expect(warning.getByRole('button', { name })).toBeVisible();
  }
  // Blurred: no readable image is offered, and the picture behind the warning is drawn through a blur.
  await expect(conversation(b.page).getByRole('img', { name: 'A shared image' })).toHaveCount(0);
  expect(await warning.locator('img').evaluate((img) => getComputedStyle(img).filter)).toMatch(/blur\(/);
  // The sender sees their image, and that it was flagged.
  const note = conversation(a.page).getByText(`Flagged as possibly explicit: ${b.real} sees it blurred.`);
  await expect(note).toBeVisible();
  await expectLoaded(conversation(a.page).getByRole('img', { name: 'A shared image' }));
  await shots(b.page, 'shield-blurred');
  await shots(a.page, 'shield-sender');

  // The landscape is not flagged: it arrives as sent, with no warning and no note.
  await sendImage(a.page, 'landscape.jpg');
  await expect(conversation(b.page).getByRole('img', { name: 'A shared image' })).toHaveCount(1);
  await expect(warning).toHaveCount(1);
  await expect(note).toHaveCount(1);

  // View unblurs it for this view: both images are now shown plainly.
  await warning.getByRole('button', { name: 'View' }).click();
  await expect(warning).toHaveCount(0);
  const shown = conversation(b.page).getByRole('img', { name: 'A shared image' });
  await expect(shown).toHaveCount(2);
  await expectLoaded(shown.first());
  await shots(b.page, 'shield-viewed');

  // Opened again, the chat shows it blurred again (the flag came with the history, not only the live event).
  await openChat(b.page, a.display);
  await expect(
    conversation(b.page).getByRole('figure').filter({ hasText: 'This image may be explicit' }),
  ).toBeVisible();
  // Report on the warning opens the chat's own report dialog.
  await conversation(b.page).getByRole('button', { name: 'Report' }).click();
  await expect(b.page.getByRole('dialog')).toBeVisible();
  await shots(b.page, 'shield-report');

  expect(unexpected(errorsA)).toEqual([]);
  expect(unexpected(errorsB)).toEqual([]);
});
