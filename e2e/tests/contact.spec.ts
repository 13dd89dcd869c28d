// In the browser: the side menu's Contact Us reaches /app/contact, whose form shows the RULES.md "Validation"
// messages, counts the details, thanks the person and mails the support mailbox; a refused send shows the server's
// sentence and a lost one 'Oops something went wrong!'. The bottom bar's Profile opens one's own profile; the
// new-image screen takes the free flag from the server (deleting every image does not make the next free). With
// CONTACT_SHOTS=<dir>, screenshots at 390×844 and 1280×800 of each screen touched (for looking).
import { expect, type Page, test } from '@playwright/test';
import { browserCall, unexpected } from './account-helpers.ts';
import { completePerson, type DeckSeed } from './deck-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const CORA: DeckSeed = {
  label: 'contact-cora',
  name: 'Cora Gentoo',
  profile: {
    display_name: 'Cora',
    real_name: 'Cora Gentoo',
    DOB: '1993-05-14',
    gender: 'Female',
    preference: 'Any',
    want_kids: 'Undecided',
    tagline: 'Writes letters to the sea',
    description: 'Librarian, swimmer, collector of odd teapots.',
    ideal_partner: 'Someone who reads the ending first.',
    introvert: 6,
    planner: 4,
    explorer: 7,
    earlybird: 2,
    sweet: 6,
  },
  // Hobart: far from every other journey's people, so Cora never turns up in their decks (they share a server).
  at: { latitude: -42.8821, longitude: 147.3272 },
  devicecountry: 'AU',
};

const SUPPORT = 'support@rookery.app';

async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.CONTACT_SHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Let the layout settle on the new size (two frames), not a timer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function supportMail(page: Page): Promise<{ subject: string; text: string }[]> {
  const { json } = await browserCall(page, `/dev/mail.json?to=${encodeURIComponent(SUPPORT)}`);
  return json as { subject: string; text: string }[];
}

test('Contact Us from the side menu: rules, counter, thank-you, the mail to support, and failures', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await completePerson(browser, CORA);
  const errors = watchErrors(page);

  await page.goto(`${datingUrl}/app/matches`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  // The menu's opening animation ends before the picture.
  await menu.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {}))),
  );
  await shots(page, 'side-menu');
  await menu.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/contact`);
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle(/Contact Us/);

  // The type select offers the public contact form's query types.
  const type = page.getByLabel('Type');
  await expect(type.locator('option')).toHaveText([
    'Choose a type',
    'Technical issue',
    'Complaint',
    'Feedback or suggestions',
    'General enquiry',
  ]);
  const details = page.getByLabel('Details');
  await expect(page.getByText('0/2000')).toBeVisible();
  await shots(page, 'contact');

  // Nothing chosen, nothing written: both RULES.md "Validation" messages, and no request.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please provide details', { exact: true })).toBeVisible();
  await shots(page, 'contact-errors');
  // Spaces are not details.
  await type.selectOption('Technical issue');
  await details.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a type', { exact: true })).toBeHidden();
  await expect(page.getByText('Please provide details', { exact: true })).toBeVisible();
  // The box holds 2000 characters and no more; the counter says so.
  await details.fill('x'.repeat(2100));
  await expect(page.getByText('2000/2000')).toBeVisible();

  // A refused send shows the server's own sentence; a lost one the fallback.
  const message = `The deck froze after a match ${Date.now()}`;
  await details.fill(message);
  await expect(page.getByText(`${message.length}/2000`)).toBeVisible();
  await page.route('**/api', (route) =>
    route.request().postDataJSON()?.action === 'feedback'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: 'Too many messages for now. Please try again later.',
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many messages for now. Please try again later.');
  await page.unroute('**/api');
  await page.route('**/api', (route) =>
    route.request().postDataJSON()?.action === 'feedback' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops something went wrong!');
  await shots(page, 'contact-failed');
  await page.unroute('**/api');

  // Sent for real: the thank-you, and the message in the support mailbox.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await shots(page, 'contact-thanks');
  await expect
    .poll(async () => (await supportMail(page)).find((mail) => mail.text.includes(message))?.subject)
    .toBe('App feedback: Technical issue from Cora Gentoo');
  await page.goto(`${datingUrl}/app/contact`);
  await expect(page.getByLabel('Type')).toHaveValue('');

  // The one request this journey cuts off on purpose.
  const provoked = /^Failed to load resource: net::ERR_FAILED$/;
  expect(unexpected(errors).filter((error) => !provoked.test(error))).toEqual([]);
});

test('the bottom bar opens one’s own profile; the new-image screen believes the server about free', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await completePerson(browser, { ...CORA, label: 'contact-own' });
  const errors = watchErrors(page);

  await page.goto(`${datingUrl}/app/find`);
  const bar = page.getByRole('navigation', { name: 'App' });
  await expect(bar.getByRole('link', { name: 'Find' })).toHaveAttribute('aria-current', 'page');
  await shots(page, 'find');
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/viewprofile`);
  await expect(page.getByRole('heading', { name: 'Cora' }).first()).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await shots(page, 'own-profile');

  // The one image was free; with it deleted the collection is empty, but the next image costs a pebble.
  const { json } = await browserCall(page, '/api?action=userimages&profile=0');
  const [image] = (json as { images: { imageid: string }[] }).images;
  expect(
    (await browserCall(page, '/api', { action: 'delaiimage', data: { fileid: image?.imageid } })).status,
  ).toBe(200);
  await page.goto(`${datingUrl}/app/images`);
  await expect(page.getByText('A new image costs 1 pebble.')).toBeVisible();
  await shots(page, 'images-empty-not-free');
  await page.getByRole('link', { name: 'Generate New Image' }).click();
  await expect(page.getByText('This image costs 1 pebble')).toBeVisible();
  await expect(page.getByText('Your first image is free')).toBeHidden();
  await shots(page, 'newimage-not-free');

  expect(unexpected(errors)).toEqual([]);
});
