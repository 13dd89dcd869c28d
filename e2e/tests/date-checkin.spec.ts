// Date safety in the browser: two matched people in two contexts agree a date an hour and a half from now; V (a)
// adds a trusted contact, who accepts in a third context with no account through the link of the request mail; V
// shares the date. The contact's private page shows it (no real name). Then the date partner (b) unmatches V: V's
// safety screen stays open and says so, the matches list leads back to it, V checks in and presses "I need help",
// and the contact's mailbox receives the alert with the date in its local time (Auckland, where V is).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, type Finding } from './a11y-helpers.ts';
import { browserCall } from './account-helpers.ts';
import { agreeDate, inputMenu, matchedPair, openChat, pictureMenu } from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
const SHOTS = process.env.CHECKIN_SHOTS;

async function shot(page: Page, name: string) {
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

/** The contact's mails, newest first, once there are `count` (they leave just after the answer). */
async function mailsTo(page: Page, to: string, count: number): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = (await browserCall(page, `/dev/mail.json?to=${encodeURIComponent(to)}`)).json as Mail[];
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

const pathOf = (text: string | undefined, kind: string) =>
  new URL(new RegExp(`(\\S+/safe/${kind}[A-Za-z0-9_-]+)`).exec(text ?? '')?.[1] ?? 'http://x/').pathname;

test('the date partner unmatches during the date: V still checks in and "I need help" reaches her contact in local time', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'k');
  const errorsA = watchErrors(a.page);
  // WCAG 2.2 AA on each screen of the journey (docs/ACCESSIBILITY.md), asserted at the end.
  const found: Finding[] = [];
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);

  // V asks for a date 90 minutes from now; her date accepts it.
  await agreeDate(a.page, b.page, 90);

  // V opens the date's safety screen from the Dates dialog and adds a contact (the form says what is missing).
  await inputMenu(a.page, 'Dates');
  await a.page.getByRole('dialog', { name: 'Dates' }).getByRole('link', { name: 'Date safety' }).click();
  await expect(a.page.getByRole('heading', { name: 'Date safety' })).toBeVisible();
  const safetyUrl = a.page.url();
  await a.page.getByRole('button', { name: 'Save contact' }).click();
  await expect(a.page.getByText("Please enter your contact's name")).toBeVisible();
  const contact = `robin-${Date.now()}@example.test`;
  await a.page.getByLabel('Their name').fill('Robin');
  await a.page.getByLabel('Their email').fill(contact);
  // A name and an email: no phone number, which nothing would use.
  await expect(a.page.getByLabel(/phone/i)).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Save contact' }).click();
  await expect(a.page.getByText('Waiting for Robin to accept.', { exact: false })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Share my date' })).toHaveCount(0);
  await shot(a.page, 'contact-waiting');

  // The contact accepts in a browser of their own, no account.
  const [requestMail] = await mailsTo(a.page, contact, 1);
  expect(requestMail?.subject).toBe('Will you be a trusted contact on Rookery?');
  const contactContext = await browser.newContext();
  const contactPage = await contactContext.newPage();
  await contactPage.goto(`${datingUrl}${pathOf(requestMail?.text, 'contact/')}`);
  await expect(
    contactPage.getByRole('heading', { name: `Be ${a.display}’s trusted contact?` }),
  ).toBeVisible();
  await shot(contactPage, 'contact-request');
  found.push(...(await axeAtBothWidths(contactPage, '/safe/contact (the request)')));
  await contactPage.getByRole('button', { name: 'Accept' }).click();
  await expect(contactPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  // V's screen opens sharing by itself once Robin accepted.
  await a.page.getByLabel("I'll say I'm safe after").selectOption('2');
  await a.page.getByRole('button', { name: 'Share my date' }).click();
  await expect(a.page.getByText('Shared with Robin.')).toBeVisible();

  // The contact's mail: no member text in the subject, the display names, never the real ones, a private link.
  const shared = await mailsTo(a.page, contact, 2);
  expect(shared[0]?.subject).toBe('A date was shared with you on Rookery');
  expect(shared[0]?.text).toContain(a.display);
  expect(shared[0]?.text).toContain(b.display);
  expect(shared[0]?.text).not.toContain(b.real);
  expect(shared[0]?.text).toMatch(/day \d+ \w+, \d+:\d\d [ap]m NZ[DS]T/);
  await contactPage.goto(`${datingUrl}${pathOf(shared[0]?.text, '')}`);
  await expect(contactPage.getByRole('heading', { name: `${a.display}’s date` })).toBeVisible();
  await expect(contactPage.getByText(b.display)).toBeVisible();
  await expect(contactPage.getByText('Not checked in as arrived yet')).toBeVisible();
  expect(await contactPage.content()).not.toContain(b.real);
  await shot(contactPage, 'safe-page-before');
  found.push(...(await axeAtBothWidths(contactPage, '/safe (the contact’s page)')));

  // Her date unmatches her.
  await pictureMenu(b.page, 'Unmatch');
  await b.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(b.page).toHaveURL(/\/app\/matches/);

  // V's safety screen stays open and says so; her matches list leads back to it.
  await a.page.goto(`${datingUrl}/app/matches`);
  const card = a.page.getByRole('link', { name: /Date safety is on/ });
  await expect(card).toContainText('Ended early');
  await shot(a.page, 'matches-shared-date');
  await card.click();
  await expect(a.page).toHaveURL(safetyUrl);
  await expect(a.page.getByText(/^The match was ended/)).toBeVisible();
  await a.page.getByRole('button', { name: "I've arrived" }).click();
  await expect(a.page.getByText(/^I've arrived · /)).toBeVisible();
  await shot(a.page, 'date-safety-ended');
  found.push(...(await axeAtBothWidths(a.page, '/app/datesafety (ended early)')));
  await contactPage.reload();
  await expect(contactPage.getByText(/^Arrived: checked in /)).toBeVisible();
  await expect(contactPage.getByText(/The match was ended/)).toBeVisible();
  await shot(contactPage, 'safe-page-ended');
  const guessed = await contactPage.goto(`${datingUrl}/safe/${'A'.repeat(43)}`);
  expect(guessed?.status()).toBe(404);
  await contactContext.close();

  // I need help: the emergency number of New Zealand, the alert only after consent, with the position.
  await a.page.context().grantPermissions(['geolocation'], { origin: datingUrl });
  await a.page.context().setGeolocation({ latitude: -36.8443, longitude: 174.7676 });
  await a.page.getByRole('link', { name: 'I need help' }).click();
  await expect(a.page.getByRole('heading', { name: 'I need help' })).toBeVisible();
  await expect(a.page.getByRole('link', { name: /^Call (111|112)$/ })).toHaveAttribute('href', /^tel:/);
  const send = a.page.getByRole('button', { name: 'Alert Robin now' });
  await expect(send).toBeDisabled();
  await shot(a.page, 'need-help');
  found.push(...(await axeAtBothWidths(a.page, '/app/datehelp')));
  await a.page.getByLabel(/^Send my current position and this date to Robin/).check();
  await send.click();
  await expect(a.page.getByText('Robin has been alerted.')).toBeVisible();
  await expect(a.page.getByText('Your position was sent with it.')).toBeVisible();
  await shot(a.page, 'need-help-sent');
  const help = await mailsTo(a.page, contact, 3);
  expect(help[0]?.subject).toBe('Urgent: your friend needs help now (Rookery)');
  expect(help[0]?.text).toContain('mlat=-36.8443&mlon=174.7676');
  expect(help[0]?.text).toMatch(
    /Where and when: The Penguin Café, Quay St, \w+day \d+ \w+, \d+:\d\d [ap]m NZ[DS]T/,
  );
  expect(help[0]?.text).toContain('The match was ended');
  expect(errorsA).toEqual([]);
  expect(found, describeFindings(found)).toEqual([]);
});
