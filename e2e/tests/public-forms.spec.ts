// The dating site's two public forms, /delete and /contact (RULES.md "States and transitions", "Validation"): the
// RULES.md "Validation" messages on an empty submit, the fields each answer reveals, a good submission ending on the
// thank-you view, the mails in the development mail box, the server's error in an alert, and the real ALTCHA widget
// under our CSP.
//
// On rookery.localhost the server skips the captcha (a local Host from a loopback peer). The widget journey
// needs a server that does not: it starts its own, with CAPTCHA_SKIP_LOCAL=0, on the next port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { datingUrl, loopbackUrl, watchErrors } from './support.ts';

const SUPPORT = 'support@rookery.app';
const run = Date.now().toString(36);

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The development mail box; asked from Node, which does not resolve *.localhost, so by loopback address. */
async function mailTo(page: Page, base: string, to: string): Promise<Mail[]> {
  const res = await page.request.get(`${base}/dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

/** Today as the date input writes it, in the browser's time zone (the same machine's). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('data deletion form', () => {
  test('shows the RULES.md "Validation" messages, reveals fields by the answers, and sends the request', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/delete`);
    await expect(page.getByRole('heading', { level: 1, name: 'Request data deletion' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByLabel('Signed date')).toHaveValue(today());

    await page.getByRole('button', { name: 'Send deletion request' }).click();
    for (const message of [
      'Name is required',
      'Contact Email is required',
      'Please select who you are acting on behalf of.',
      'You must accept all statements.',
      'Signature is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Your name')).toBeFocused();
    // On localhost no captcha is asked for.
    await expect(page.locator('altcha-widget')).toHaveCount(0);

    const acting = page.getByRole('group', { name: 'Who are you acting on behalf of?' });
    const sameEmail = page.getByRole('group', {
      name: 'Is your contact email the same as your account email?',
    });
    await acting.getByLabel('Other').check();
    await expect(page.getByLabel('Your relationship to the account holder')).toBeVisible();
    await expect(page.getByLabel("Account holder's name")).toBeVisible();
    await expect(page.getByLabel("Account holder's email (optional)")).toBeVisible();

    await acting.getByLabel('A client I represent').check();
    await expect(page.getByLabel('Your relationship to the account holder')).toBeHidden();
    await expect(page.getByLabel("Account holder's email")).toBeVisible();
    await expect(sameEmail).toBeHidden();

    await acting.getByLabel('Myself: it is my account').check();
    await expect(page.getByLabel("Account holder's name")).toBeHidden();
    await expect(sameEmail).toBeVisible();
    await sameEmail.getByLabel('No').check();
    await expect(page.getByLabel('Your account email')).toBeVisible();
    await sameEmail.getByLabel('Yes').check();
    await expect(page.getByLabel('Your account email')).toBeHidden();

    const email = `ana-${run}@example.com`;
    await page.getByLabel('Your name').fill('Ana Lee');
    await page.getByLabel('Contact email').fill(email);
    for (const box of await page
      .getByRole('group', { name: 'I declare that:' })
      .getByRole('checkbox')
      .all()) {
      await box.check();
    }
    await page.getByLabel('Signature').fill('Ana Lee');
    await page.getByRole('button', { name: 'Send deletion request' }).click();

    const thanks = page.getByRole('heading', { name: 'Thank you, we have your request' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();

    const [toSupport] = await mailTo(page, loopbackUrl, SUPPORT);
    expect(toSupport?.subject).toBe('Data deletion request: Ana Lee');
    expect(toSupport?.text).toContain(`Ana Lee <${email}>`);
    const [ack] = await mailTo(page, loopbackUrl, email);
    expect(ack?.text).toContain('within 30 days');
    expect(errors).toEqual([]);
  });
});

test.describe('contact form', () => {
  test('shows the RULES.md "Validation" messages, reveals the account email, and sends the message', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required',
      'Contact Email is required',
      'Please confirm whether you have an account with us.',
      'Please select type of query',
      'Please confirm you understand how this information will be disclosed.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    const email = `bo-${run}@example.com`;
    await page.getByLabel('Your name').fill('Bo Chen');
    await page.getByLabel('Contact email').fill(email);
    await page.getByRole('group', { name: 'Do you have a Rookery account?' }).getByLabel('Yes').check();
    const sameEmail = page.getByRole('group', {
      name: 'Is your contact email the same as your account email?',
    });
    await sameEmail.getByLabel('No').check();
    await page.getByLabel('Account email').fill('not-an-email');
    await page.getByLabel('Type of query').selectOption('Technical issue');
    await page.getByLabel('Your query').fill('The deck does not load after I sign in.');
    await page.getByLabel(/I understand that what I send here/).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('invalid email address', { exact: true })).toBeVisible();
    await page.getByLabel('Account email').fill(`bo.old-${run}@example.com`);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for getting in touch' })).toBeFocused();
    const [toSupport] = await mailTo(page, loopbackUrl, SUPPORT);
    expect(toSupport?.subject).toBe('Contact form: Technical issue from Bo Chen');
    expect(toSupport?.text).toContain(`Has an account: Yes, bo.old-${run}@example.com`);
    expect(toSupport?.text).toContain('The deck does not load after I sign in.');
    expect((await mailTo(page, loopbackUrl, email))[0]?.subject).toBe('We have received your message');
    expect(errors).toEqual([]);
  });

  test("shows the server's error in an alert and keeps what was typed", async ({ page }) => {
    await page.route('**/api', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '3600' },
        body: JSON.stringify({ success: false, error: 'Too many attempts, please try again later.' }),
      });
    });
    await page.goto(`${datingUrl}/contact`);
    await page.getByLabel('Your name').fill('Bo Chen');
    await page.getByLabel('Contact email').fill('bo@example.com');
    await page.getByRole('group', { name: 'Do you have a Rookery account?' }).getByLabel('No').check();
    await page.getByLabel('Type of query').selectOption('Complaint');
    await page.getByLabel(/I understand that what I send here/).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Bo Chen');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

test.describe('the ALTCHA widget, with the localhost skip switched off', () => {
  const port = Number(process.env.E2E_PORT ?? 3210) + 1;
  const base = `http://rookery.localhost:${port}`;
  const loopback = `http://127.0.0.1:${port}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rookery-e2e-captcha-')),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        CAPTCHA_SKIP_LOCAL: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 200; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the captcha server did not start on port ${port}`);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('is required, is solved in the browser under the CSP, and lets the message through', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
    });
    await page.goto(`${base}/contact`);
    const widget = page.locator('altcha-widget');
    await expect(widget).toBeVisible();

    const email = `kai-${run}@example.com`;
    await page.getByLabel('Your name').fill('Kai Moana');
    await page.getByLabel('Contact email').fill(email);
    await page.getByRole('group', { name: 'Do you have a Rookery account?' }).getByLabel('No').check();
    await page.getByLabel('Type of query').selectOption('Feedback or suggestions');
    await page.getByLabel(/I understand that what I send here/).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please complete the ReCAPTCHA', { exact: true })).toBeVisible();

    // The widget draws its tick over the real checkbox, so a person clicks the label.
    await widget.getByText("I'm not a robot").click();
    await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Please complete the ReCAPTCHA', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for getting in touch' })).toBeVisible();

    expect((await mailTo(page, loopback, SUPPORT))[0]?.subject).toBe(
      'Contact form: Feedback or suggestions from Kai Moana',
    );
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
  });
});
