// In the browser: a person deletes their account from Settings → /app/delete while their match has the
// chat open; they land signed out, and the match's open chat turns into a readable conversation with 'Deleted
// user' without a reload, then the matches list says so too and the conversation can be removed. A second
// journey downloads 'my data' from Settings as a zip.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { browserCall, memberInContext, PASSWORD, unexpected, uniqueEmail } from './account-helpers.ts';
import { headerName, line, matchedPair, matchRow, messageBox, openChat, say, shots } from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

// Two browsers and a server share a loaded machine: each state gets longer than the default 5 s to arrive.
const expect = baseExpect.configure({ timeout: 10_000 });

const NOTICE = 'This person deleted their account.';

test('deleting an account signs it out and leaves the match a read-only chat with a deleted user', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { a, b } = await matchedPair(browser, 'del');
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);
  const settings = (await browserCall(a.page, '/api?action=settings')).json as { data?: { email: string } };
  const emailA = settings.data?.email ?? '';
  expect(emailA).toContain('@example.com');

  // A conversation both ways, then B keeps the chat open.
  await openChat(a.page, b.display);
  await say(a.page, 'Hello from Ada, before I go');
  await openChat(b.page, a.display);
  await expect(line(b.page, 'Hello from Ada, before I go')).toHaveCount(1);
  await say(b.page, 'Hi Ada, Bo here');
  await expect(line(a.page, 'Hi Ada, Bo here')).toHaveCount(1);
  // A mark on B's page that a reload would wipe: the change must arrive over the open connection.
  await b.page.evaluate(() => {
    (window as unknown as { stillOpen?: boolean }).stillOpen = true;
  });

  // A: Settings → Delete my account.
  await a.page.goto(`${datingUrl}/app/settings`);
  await a.page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/delete`);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Delete My Account' })).toBeVisible();
  await expect(a.page.getByText(/can no longer use/)).toBeVisible();
  const privacy = a.page.getByRole('link', { name: /Privacy Policy/ });
  await expect(privacy).toHaveAttribute('href', '/privacy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(a.page.getByRole('button', { name: /Download my data/ })).toBeVisible();
  await shots(a.page, 'delete-screen');

  // The question focuses No; No leaves everything as it was.
  const confirmButton = a.page.getByRole('button', { name: 'Delete my account' });
  await confirmButton.click();
  const dialog = a.page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await shots(a.page, 'delete-confirm');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.page).toHaveURL(`${datingUrl}/app/delete`);

  await confirmButton.click();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  // Signed out, with a goodbye that says what happened, and /app shows the way in again.
  await expect(a.page).toHaveURL(`${datingUrl}/app/goodbye`, { timeout: 20_000 });
  await expect(a.page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
  await shots(a.page, 'goodbye');
  await a.page.goto(`${datingUrl}/app`);
  await expect(a.page).toHaveURL(`${datingUrl}/app/signin`);
  await expect(a.page.getByRole('link', { name: 'Sign in with Email' })).toBeVisible();
  expect((await browserCall(a.page, '/api?action=verify')).status).toBe(401);

  // B's open chat: the deleted user, the notice instead of the message box, both sides' messages still there.
  await expect(headerName(b.page)).toHaveText('Deleted user');
  await expect(b.page.getByText(NOTICE)).toBeVisible();
  await expect(messageBox(b.page)).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: 'Chat options' })).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: /profile menu$/ })).toHaveCount(0);
  await expect(line(b.page, 'Hello from Ada, before I go')).toHaveCount(1);
  await expect(line(b.page, 'Hi Ada, Bo here')).toHaveCount(1);
  // A's message is still on the other person's side (left), B's own on the right.
  const [theirs, mine] = await Promise.all([
    line(b.page, 'Hello from Ada, before I go').evaluate((item) => getComputedStyle(item).justifyContent),
    line(b.page, 'Hi Ada, Bo here').evaluate((item) => getComputedStyle(item).justifyContent),
  ]);
  expect(theirs).toBe('flex-start');
  expect(mine).toBe('flex-end');
  expect(await b.page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
  await shots(b.page, 'deleted-chat');

  // B's matches list: the deleted user, greyed, still opening the readable chat.
  await b.page.goto(`${datingUrl}/app/matches`);
  const row = matchRow(b.page, 'Deleted user');
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-deleted', 'true');
  await expect(matchRow(b.page, a.display)).toHaveCount(0);
  await shots(b.page, 'deleted-match-row');
  await row.click();
  await expect(b.page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(headerName(b.page)).toHaveText('Deleted user');
  await expect(b.page.getByText(NOTICE)).toBeVisible();
  await expect(line(b.page, 'Hello from Ada, before I go')).toHaveCount(1);

  // Removing the conversation takes it off the list for good.
  await b.page.getByRole('button', { name: 'Remove conversation' }).click();
  await expect(b.page).toHaveURL(`${datingUrl}/app/matches`);
  await expect(b.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();

  // The account is gone: signing in as A again fails with words.
  await a.page.getByRole('link', { name: 'Sign in with Email' }).click();
  await a.page.getByLabel('Email').fill(emailA);
  await a.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await a.page.getByRole('button', { name: 'Login' }).click();
  await expect(a.page.getByRole('alert')).toBeVisible();
  await expect(a.page).toHaveURL(`${datingUrl}/app/emaillogin`);

  expect(unexpected(errorsA)).toEqual([]);
  expect(unexpected(errorsB)).toEqual([]);
});

test("Settings' Download my data saves a zip of the person's data", async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await memberInContext(page, 'Rockhopper', uniqueEmail('export'));
  await page.goto(`${datingUrl}/app/settings`);
  const button = page.getByRole('button', { name: /Download my data/ });
  await expect(button).toBeVisible({ timeout: 20_000 });

  // The request is held until the bar has been seen: a large export takes a while, and the bar says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api?action=exportdata*', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await button.click();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(button).toBeDisabled();
  await shots(page, 'settings-download-progress');
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByRole('status').filter({ hasText: /^Saved .+\.zip/ })).toBeVisible();
  await shots(page, 'settings-download-done');
  expect(unexpected(errors)).toEqual([]);
});

test("a refused deletion shows the server's words and keeps the account", async ({ page }) => {
  const errors = watchErrors(page);
  await memberInContext(page, 'Macaroni', uniqueEmail('keep'));
  // The refusal is made here, since this server deletes whenever asked; the screen must show its sentence.
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null;
    if (route.request().method() !== 'POST' || body?.action !== 'deleteaccount') return route.continue();
    return route.fulfill({
      status: 503,
      json: { success: false, error: 'Deleting is paused for maintenance, please try again soon.' },
    });
  });
  await page.goto(`${datingUrl}/app/delete`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Deleting is paused for maintenance, please try again soon.',
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(`${datingUrl}/app/delete`);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  expect((await browserCall(page, '/api?action=menudata')).status).toBe(200);
  expect(unexpected(errors).filter((error) => !/status of 503/.test(error))).toEqual([]);
});
