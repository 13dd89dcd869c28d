// The moderation console in the browser: a member reports another after a conversation; a moderator made
// with `npm run admin -- moderators add` signs in at /admin with a TOTP code computed here from the printed secret,
// sees the report highlighted (over an hour: the console's clock runs 61 minutes ahead on the journeys' server),
// opens it, sees only the messages around it, and suspends with a reason: the member is signed out at once.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { axeAtBothWidths, describeFindings, type Finding } from './a11y-helpers.ts';
import {
  agreeDate,
  conversation,
  expectLoaded,
  inputMenu,
  matchedPair,
  openChat,
  pictureMenu,
  requestFullMatch,
  say,
} from './chat-helpers.ts';
import { drawPng } from './profile-journey-helpers.ts';
import { datingUrl } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
const ROOT = path.resolve(import.meta.dirname, '../..');

async function admin(...argv: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/admin/main.ts', ...argv],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' } },
  );
  return stdout;
}

/** A new moderator signed in to the console in a browser of its own, at the phone's width. */
async function moderatorConsole(browser: Browser, email: string) {
  const printed = await admin('moderators', 'add', email);
  const password = /Password \(shown this once\): (\S+)/.exec(printed)?.[1] ?? '';
  const secret = /TOTP secret: (\S+)/.exec(printed)?.[1] ?? '';
  const code = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mod = await context.newPage();
  await mod.goto(`${datingUrl}/admin`);
  await mod.getByLabel('Email').fill(email);
  await mod.getByLabel('Password').fill(password);
  await mod.getByLabel('Code from the authenticator app').fill(code);
  await mod.getByRole('button', { name: 'Sign in' }).click();
  await expect(mod.getByRole('heading', { name: /^Open reports, oldest first/ })).toBeVisible();
  return { mod, close: () => context.close() };
}

/** With MOD_SHOTS=<dir>, the page at 320 px, a phone's 390 (and at 200% zoom, 195) and the desktop's 1280. */
async function shots(page: Page, name: string) {
  const dir = process.env.MOD_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [195, 422],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a report reaches the console; a moderator with a TOTP code suspends the member with a reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'm');
  await openChat(a.page, b.display);
  // Twelve messages from A before the report: the console shows the last ten of them, not the first two.
  for (let i = 1; i <= 12; i += 1) await say(a.page, `Line ${i} from A`);
  await openChat(b.page, a.display);
  await expect(b.page.getByText('Line 12 from A')).toBeVisible();
  await pictureMenu(b.page, 'Report');
  const report = b.page.getByRole('dialog', { name: /^Report / });
  await report.getByLabel('Harassment').check();
  await report.getByLabel('Details').fill('Twelve messages in a row after I said no.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(b.page.getByRole('dialog', { name: 'Thank you for telling us' })).toBeVisible();

  const email = `mod-${Date.now()}@mods.example`;
  const printed = await admin('moderators', 'add', email);
  const password = /Password \(shown this once\): (\S+)/.exec(printed)?.[1] ?? '';
  const secret = /TOTP secret: (\S+)/.exec(printed)?.[1] ?? '';
  expect(printed).toContain('otpauth://totp/');
  const code = () =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mod = await context.newPage();
  // The member's own session opens nothing here.
  await a.page.goto(`${datingUrl}/admin`);
  await expect(a.page.getByRole('heading', { name: 'Moderator sign-in' })).toBeVisible();

  await mod.goto(`${datingUrl}/admin`);
  // WCAG 2.2 AA over the console too (axe at 390 and 1280 px), every state asserted at the end.
  const found: Finding[] = [];
  found.push(...(await axeAtBothWidths(mod, '/admin sign-in')));
  await mod.getByLabel('Email').fill(email);
  await mod.getByLabel('Password').fill(password);
  await mod.getByLabel('Code from the authenticator app').fill('000000');
  await mod.getByRole('button', { name: 'Sign in' }).click();
  await expect(mod.getByRole('alert')).toHaveText('The email, password or code is not right.');
  // The address typed stays, the password and the code do not, and focus is on the password.
  await expect(mod.getByLabel('Email')).toHaveValue(email);
  await expect(mod.getByLabel('Password')).toHaveValue('');
  await expect(mod.getByLabel('Code from the authenticator app')).toHaveValue('');
  await expect(mod.getByLabel('Password')).toBeFocused();
  found.push(...(await axeAtBothWidths(mod, '/admin sign-in, wrong code')));
  await mod.getByLabel('Password').fill(password);
  await mod.getByLabel('Code from the authenticator app').fill(code());
  await mod.getByRole('button', { name: 'Sign in' }).click();

  await expect(mod.getByRole('heading', { name: /^Open reports, oldest first/ })).toBeVisible();
  const item = mod.locator('.queue li').filter({ hasText: a.display });
  await expect(item).toHaveClass(/late/);
  await expect(item.getByText('Over an hour')).toBeVisible();
  await shots(mod, 'queue');
  found.push(...(await axeAtBothWidths(mod, '/admin queue')));

  await item.getByRole('link').click();
  await expect(mod.getByRole('heading', { name: new RegExp(`^Report about ${a.display}`) })).toBeVisible();
  const around = mod.getByRole('list', { name: 'Messages around the report' });
  await expect(around.getByText(/^Line 3 from A$/)).toBeVisible();
  await expect(around.getByText(/^Line 12 from A$/)).toBeVisible();
  await expect(around.getByText(/^Line 2 from A$/)).toHaveCount(0);
  await expect(around.getByText(/^Line 1 from A$/)).toHaveCount(0);
  await shots(mod, 'report');
  found.push(...(await axeAtBothWidths(mod, '/admin report')));

  await mod.getByLabel('Action').selectOption('suspend');
  await mod.getByLabel(/^Days/).fill('7');
  await mod.getByLabel(/^Reason/).fill('Kept messaging after being asked to stop.');
  await mod.getByRole('button', { name: 'Apply' }).click();
  await expect(mod.getByRole('status')).toHaveText('Suspended: signed out everywhere.');
  await expect(mod.locator('.queue li').filter({ hasText: a.display })).toHaveCount(0);
  // The view is in the audit list.
  await expect(mod.getByRole('table')).toContainText(email);
  found.push(...(await axeAtBothWidths(mod, '/admin after an action')));
  expect(found, describeFindings(found)).toEqual([]);

  // The suspended member is signed out: the app sends them to sign-in, and the API refuses their old cookie.
  await a.page.goto(`${datingUrl}/app/matches`);
  await expect(a.page).toHaveURL(/\/app\/signin/);
  const status = await a.page.evaluate(() => fetch('/api?action=menudata').then((r) => r.status));
  expect(status).toBe(401);
  await context.close();
});

test('the console says each message of a reported conversation in words, and shows the image sent', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'mw');
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  // A voice call started and ended, a date asked for, a full match (so A may send an image), an image, a line.
  await inputMenu(a.page, 'Voice Call');
  await a.page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/avchat`);
  await a.page.getByRole('button', { name: 'End call' }).click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/chat`);
  await agreeDate(a.page, b.page, 180);
  await requestFullMatch(a.page);
  await b.page.getByRole('button', { name: 'Accept the full profile request' }).click();
  const chooser = a.page.waitForEvent('filechooser');
  await inputMenu(a.page, 'Send an Image');
  await (await chooser).setFiles({
    name: 'sea.png',
    mimeType: 'image/png',
    buffer: await drawPng(a.page, 200),
  });
  await a.page
    .getByRole('region', { name: 'Send this image?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expectLoaded(conversation(b.page).getByRole('img', { name: 'A shared image' }));
  await say(a.page, 'The last line before the report');
  await expect(b.page.getByText('The last line before the report')).toBeVisible();
  await pictureMenu(b.page, 'Report');
  const report = b.page.getByRole('dialog', { name: /^Report / });
  await report.getByLabel('Harassment').check();
  await report.getByLabel('Details').fill('The picture he sent.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(b.page.getByRole('dialog', { name: 'Thank you for telling us' })).toBeVisible();

  const { mod, close } = await moderatorConsole(browser, `mod-words-${Date.now()}@mods.example`);
  await mod.locator('.queue li').filter({ hasText: a.display }).getByRole('link').click();
  const around = mod.getByRole('list', { name: 'Messages around the report' });
  await expect(around.getByText('The last line before the report')).toBeVisible();
  await expect(around.getByText('Asked to share full profiles (photos and real names)')).toBeVisible();
  await expect(around.getByText('Started a voice call')).toBeVisible();
  await expect(around.getByText(/^Asked for a date: .+, \d{4}-\d\d-\d\d \d\d:\d\d UTC$/)).toBeVisible();
  await expect(around.getByText('Sent an image', { exact: true })).toBeVisible();
  // The image itself, loaded, not only its words.
  await expectLoaded(around.getByRole('img', { name: 'The image the reported sent' }));
  // No wire marker, no ISO time, no stored file name anywhere in the conversation.
  const shown = (await around.textContent()) ?? '';
  expect(shown).not.toMatch(/\[\[|\]\]|\d{4}-\d\d-\d\dT\d\d|\.(png|jpg)\b/);
  await shots(mod, 'report-words');
  // No sideways scrolling at 320 px, nor at 200% zoom on a phone (195 px): long addresses break.
  for (const width of [320, 195]) {
    await mod.setViewportSize({ width, height: 640 });
    expect(await mod.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(
      width,
    );
  }
  await mod.setViewportSize({ width: 390, height: 844 });
  const found = await axeAtBothWidths(mod, '/admin report with an image');
  expect(found, describeFindings(found)).toEqual([]);
  await close();
});
