// In the browser: the one-time link in every code mail, opened from the development mail box, does what
// the code does (a reset lands on the new-password step, a verification verifies signed out) and says kindly
// when it was already used.
import { expect, type Page, test } from '@playwright/test';
import { browserCall, memberInContext, PASSWORD, unexpected, uniqueEmail } from './account-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

/** The link in the newest mail to `to` whose subject matches, waiting for it to arrive. */
async function linkFromMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { json } = await browserCall(page, `/dev/mail.json?to=${encodeURIComponent(to)}`);
        const mail = (json as { subject: string; text: string }[]).find((one) => subject.test(one.subject));
        link = /(https?:\/\/\S+\?token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .toContain('?token=');
  return link;
}

test.describe('code links', () => {
  test('a reset link opens the new-password step, works once, then says it was used', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('macaroni');
    const newPassword = 'a-fresh-password-from-the-link';
    await memberInContext(page, 'Macaroni', email);
    await page.context().clearCookies();
    const asked = await browserCall(page, `/api?action=pwresetcode&email=${encodeURIComponent(email)}`);
    expect(asked.status).toBe(200);
    const link = await linkFromMail(page, email, /password reset code/);
    expect(link.startsWith(`${datingUrl}/app/resetpassword?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${email}`)).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Successful!' });
    await expect(dialog).toContainText('Your password has now been reset.');

    const signedIn = await browserCall(page, '/signin', {
      data: { platform: 'Email', username: email, password: newPassword, deviceid: 'web' },
    });
    expect(signedIn.status).toBe(200);
    const old = await browserCall(page, '/signin', {
      data: { platform: 'Email', username: email, password: PASSWORD, deviceid: 'web' },
    });
    expect(old.status).toBe(401);

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or was already used. Please request a new code.',
    );
    await expect(page.getByRole('button', { name: 'Request a new code' })).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });

  test('a verification link verifies in a browser that is signed out', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('gentoo');
    const registered = await browserCall(page, '/signin', {
      data: { platform: 'Register', name: 'Gentoo', username: email, password: PASSWORD, deviceid: 'web' },
    });
    expect(registered.status).toBe(200);
    const link = await linkFromMail(page, email, /verification code/);
    await page.context().clearCookies();

    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);

    const signedIn = await browserCall(page, '/signin', {
      data: { platform: 'Email', username: email, password: PASSWORD, deviceid: 'web' },
    });
    expect(signedIn.status).toBe(200);
    const check = await browserCall(page, '/api', { action: 'logincheck', data: {} });
    expect(check.json).toMatchObject({ success: true, verified: true });
    expect(unexpected(errors)).toEqual([]);
  });

  test('an email-change link confirms the new address', async ({ page }) => {
    const errors = watchErrors(page);
    const email = uniqueEmail('chinstrap');
    const next = uniqueEmail('chinstrap-new');
    await memberInContext(page, 'Chinstrap', email);
    const asked = await browserCall(page, '/api', {
      action: 'changeemail',
      data: { email, password: PASSWORD, newemail: next },
    });
    expect(asked.status).toBe(200);
    const link = await linkFromMail(page, next, /confirms your new/);
    expect(link.startsWith(`${datingUrl}/app/resetemail?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Your new email address is confirmed.');
    const check = await browserCall(page, '/api', { action: 'logincheck', data: {} });
    expect(check.json).toMatchObject({ success: true, email: next });
    expect(unexpected(errors)).toEqual([]);
  });
});
