// Settings → Devices in the browser: one person signed in in two browsers. In the first, Settings → Devices lists
// both, this one marked "This device"; signing the other out (asked first) leaves one, and the second browser's
// next step lands on sign-in. axe checks the section and its question at 390 and 1280 px. With SHOTS=<dir>,
// screenshots to look at.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, type Finding } from './a11y-helpers.ts';
import { browserCall, memberInContext, PASSWORD, uniqueEmail } from './account-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.getByTestId('devices').scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('signing out the other browser from Settings → Devices sends it to sign-in', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('devices');
  const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = await first.newPage();
  const b = await second.newPage();
  const errorsA = watchErrors(a);
  await memberInContext(a, 'Devi', email);
  const signedIn = await browserCall(b, '/signin', {
    data: { platform: 'Email', username: email, password: PASSWORD, deviceid: 'web' },
  });
  expect(signedIn.status).toBe(200);

  // The second browser is in the app (its live connection open).
  await b.goto(`${datingUrl}/app/settings`);
  await expect(b.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await a.goto(`${datingUrl}/app/settings`);
  const section = a.getByTestId('devices');
  const list = section.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list).toContainText('Chrome on Linux');
  await expect(list).toContainText('Active now');
  await expect(list).toContainText(/Last active (just now|\d+ min ago)/);
  await shot(a, 'devices-two');

  const found: Finding[] = [];
  found.push(...(await axeAtBothWidths(a, '/app/settings (devices)')));

  // One "Sign out" per other device, named for it; asked first, the safe answer focused.
  const signOut = section.getByRole('button', { name: 'Sign out Chrome on Linux' });
  await expect(signOut).toHaveCount(1);
  await signOut.click();
  const question = a.getByRole('dialog', { name: 'Sign out Chrome on Linux?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  found.push(...(await axeAtBothWidths(a, '/app/settings (sign out a device?)')));
  await shot(a, 'devices-question');
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(question).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('status')).toHaveText('Chrome on Linux is signed out.');
  await expect(section).toContainText("You're not signed in anywhere else.");
  await expect(section.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);
  await shot(a, 'devices-one');
  found.push(...(await axeAtBothWidths(a, '/app/settings (one device)')));

  // The second browser's next step finds its session gone and is sent to sign-in.
  await b.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Matches' }).click();
  await expect(b).toHaveURL(`${datingUrl}/app/signin`);
  // The first is still signed in.
  await a.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  expect(found, describeFindings(found)).toEqual([]);
  expect(errorsA).toEqual([]);
  await first.close();
  await second.close();
});

test('“Sign out of all other devices” leaves only this one', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('devices-all');
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [a, b, c] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!a || !b || !c) throw new Error('three pages');
  await memberInContext(a, 'Alli', email);
  for (const page of [b, c]) {
    const signedIn = await browserCall(page, '/signin', {
      data: { platform: 'Email', username: email, password: PASSWORD, deviceid: 'web' },
    });
    expect(signedIn.status).toBe(200);
  }
  await a.goto(`${datingUrl}/app/settings`);
  const section = a.getByTestId('devices');
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await section.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const question = a.getByRole('dialog', { name: 'Sign out of all other devices?' });
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(question).toBeHidden();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('status')).toHaveText('Every other device is signed out.');
  for (const page of [b, c]) {
    expect((await browserCall(page, '/api?action=menudata')).status).toBe(401);
  }
  for (const context of contexts) await context.close();
});
