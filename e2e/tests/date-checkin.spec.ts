// Issue 23.1 in the browser: two matched people in two contexts agree a date an hour and a half from now; one
// adds a trusted contact and shares the date. The contact's mail arrives in /dev/mail, and its private link opens the
// public page in a third context with no account (no real name on it); a check-in shows there; "I need help" sends
// the contact the position Playwright's geolocation gives, only after the consent line is ticked.
import { expect as baseExpect, test } from '@playwright/test';
import { browserCall } from './account-helpers.ts';
import { inputMenu, line, matchedPair, openChat, pickDay } from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
const SHOTS = process.env.CHECKIN_SHOTS;

async function shot(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

interface Mail {
  subject: string;
  text: string;
}

test('a shared date reaches the trusted contact, whose private page follows the check-ins; I need help alerts them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'k');
  const errorsA = watchErrors(a.page);
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);

  // A asks for a date 90 minutes from now; B accepts it.
  const at = new Date(Date.now() + 90 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  await inputMenu(a.page, 'Dates');
  const dates = a.page.getByRole('dialog', { name: 'Dates' });
  await pickDay(dates, `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`);
  await dates.getByLabel('Time').fill(`${two(at.getHours())}:${two(at.getMinutes())}`);
  await dates.getByLabel('Where').fill('The Penguin Café, Quay St');
  await dates.getByRole('button', { name: 'Request a Date' }).click();
  await expect(dates.getByText(/^You requested a date for /)).toBeVisible();
  await dates.getByRole('button', { name: 'Close' }).click();
  const request = line(b.page, 'Date request');
  await request.getByRole('button', { name: 'Accept the date request' }).click();
  await expect(line(a.page, 'You requested a date.')).toContainText('Accepted');

  // A opens the date's safety screen from the Dates dialog and adds a contact (the form says what is missing).
  await inputMenu(a.page, 'Dates');
  await a.page.getByRole('dialog', { name: 'Dates' }).getByRole('link', { name: 'Date safety' }).click();
  await expect(a.page.getByRole('heading', { name: 'Date safety' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Save contact' }).click();
  await expect(a.page.getByText("Please enter your contact's name")).toBeVisible();
  const contact = `robin-${Date.now()}@example.test`;
  await a.page.getByLabel('Their name').fill('Robin');
  await a.page.getByLabel('Their email').fill(contact);
  await a.page.getByRole('button', { name: 'Save contact' }).click();
  await a.page.getByLabel("I'll say I'm safe after").selectOption('2');
  await a.page.getByRole('button', { name: 'Share my date' }).click();
  await expect(a.page.getByText('Shared with Robin.')).toBeVisible();

  // The contact's mail: the display name, never the real one, and a private link.
  const mails = (await browserCall(a.page, `/dev/mail.json?to=${encodeURIComponent(contact)}`))
    .json as Mail[];
  expect(mails[0]?.subject).toBe(`${a.display} shared a date with you`);
  expect(mails[0]?.text).toContain(b.display);
  expect(mails[0]?.text).not.toContain(b.real);
  const link = /(\S+\/safe\/[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
  const path = new URL(link).pathname;

  // A stranger's browser (the contact) opens it with no account.
  const contactContext = await browser.newContext();
  const contactPage = await contactContext.newPage();
  await contactPage.goto(`${datingUrl}${path}`);
  await expect(contactPage.getByRole('heading', { name: `${a.display}’s date` })).toBeVisible();
  await expect(contactPage.getByText('The Penguin Café, Quay St')).toBeVisible();
  await expect(contactPage.getByText(b.display)).toBeVisible();
  await expect(contactPage.getByText('Not checked in as arrived yet')).toBeVisible();
  expect(await contactPage.content()).not.toContain(b.real);
  await shot(contactPage, 'safe-page-before');

  // A checks in as arrived; the contact's page shows it.
  await a.page.getByRole('button', { name: "I've arrived" }).click();
  await expect(a.page.getByText(/^I've arrived · /)).toBeVisible();
  await shot(a.page, 'date-safety');
  await contactPage.reload();
  await expect(contactPage.getByText(/^Arrived: checked in at /)).toBeVisible();
  await shot(contactPage, 'safe-page');
  const guessed = await contactPage.goto(`${datingUrl}/safe/${'A'.repeat(43)}`);
  expect(guessed?.status()).toBe(404);
  await expect(contactPage.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
  await contactContext.close();

  // I need help: the emergency number of New Zealand, and the alert only after consent, with the position.
  await a.page.context().grantPermissions(['geolocation'], { origin: datingUrl });
  await a.page.context().setGeolocation({ latitude: -36.8443, longitude: 174.7676 });
  await a.page.getByRole('link', { name: 'I need help' }).click();
  await expect(a.page.getByRole('heading', { name: 'I need help' })).toBeVisible();
  await expect(a.page.getByRole('link', { name: /^Call (111|112)$/ })).toHaveAttribute('href', /^tel:/);
  const send = a.page.getByRole('button', { name: 'Alert Robin now' });
  await expect(send).toBeDisabled();
  await shot(a.page, 'need-help');
  await a.page.getByLabel(/^Send my current position and this date to Robin/).check();
  await send.click();
  await expect(a.page.getByText('Robin has been alerted with your position.')).toBeVisible();
  const help = (await browserCall(a.page, `/dev/mail.json?to=${encodeURIComponent(contact)}`)).json as Mail[];
  expect(help[0]?.subject).toBe(`${a.display} needs help now`);
  expect(help[0]?.text).toContain('mlat=-36.8443&mlon=174.7676');
  expect(errorsA).toEqual([]);
});
