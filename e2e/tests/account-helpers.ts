// Helpers of the account journeys (accounts.spec.ts): calls made from inside the page, the development mail
// box, the code boxes, and accounts made ready through the wire contract.
import { expect, type Locator, type Page } from '@playwright/test';
import { datingUrl } from './support.ts';

export const PASSWORD = 'penguins-pair-for-life';

/**
 * Browser errors, less the refusals these journeys provoke on purpose and the screens turn into words: a wrong
 * code or password (400), a signed-out /app or a wrong sign-in (401), a sign-in this server does not offer
 * (403), a resend too soon (429).
 */
export function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/^Failed to load resource: .* status of (400|401|403|429) /.test(error));
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A JSON call made by the page itself, so it carries (and keeps) the page's cookies: rookery.localhost resolves
 * only inside the browser (its host-resolver rule), not in the test runner's own HTTP client.
 */
export async function browserCall(
  page: Page,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  if (!page.url().startsWith(datingUrl)) await page.goto(`${datingUrl}/healthz`);
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
}

/**
 * The four-digit code of the newest mail to `to` whose subject matches, waiting for it to arrive: from the
 * development mail box, or from the topology's SMTP server when E2E_MAIL_URL names it (playwright.topology.config.ts).
 */
export async function codeFromMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(page, to)).findLast((one) => subject.test(one.subject));
        code =
          /\b(\d{4})\b/.exec(process.env.E2E_MAIL_URL ? (mail?.subject ?? '') : (mail?.text ?? ''))?.[1] ??
          '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

/** Mails to `to`, oldest first. The SMTP server's list carries the subject (where codes are) and the raw message. */
async function mailTo(page: Page, to: string): Promise<Mail[]> {
  const smtp = process.env.E2E_MAIL_URL;
  if (smtp) {
    const answer = await fetch(`${smtp}/mail?to=${encodeURIComponent(to)}`);
    return ((await answer.json()) as { subject: string; raw: string }[]).map((one) => ({
      to,
      subject: one.subject,
      text: one.raw,
    }));
  }
  const { json } = await browserCall(page, `/dev/mail.json?to=${encodeURIComponent(to)}`);
  return [...(json as Mail[])].reverse();
}

export function codeBox(page: Page, index: number): Locator {
  return page.getByLabel(`Digit ${index + 1} of 4`);
}

/**
 * Types a code into the boxes one key at a time, relying on focus moving on by itself. A whole code submits
 * itself on its fourth digit, so only a partial one is checked in the boxes.
 */
export async function typeCode(page: Page, code: string): Promise<void> {
  await codeBox(page, 0).click();
  for (const digit of code) await page.keyboard.press(digit);
  if (code.length >= 4) return;
  for (const [index, digit] of [...code].entries()) await expect(codeBox(page, index)).toHaveValue(digit);
}

/** A different four-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Registers through the screens, ending on /app/verify. */
export async function registerInBrowser(page: Page, name: string, email: string): Promise<void> {
  await page.goto(`${datingUrl}/app`);
  await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  await page.getByRole('link', { name: 'Sign in with Email' }).click();
  await expect(page.getByRole('heading', { name: 'Login with email' })).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/register`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/verify`);
  await expect(page.getByText(`We sent a four digit code to ${email}`)).toBeVisible();
}

/** A verified member who accepted the terms, signed in within this page's browser context. */
export async function memberInContext(page: Page, name: string, email: string): Promise<void> {
  const registered = await browserCall(page, '/signin', {
    data: { platform: 'Register', name, username: email, password: PASSWORD, deviceid: 'web' },
  });
  expect(registered.status).toBe(200);
  const code = await codeFromMail(page, email, /verification code/);
  expect((await browserCall(page, '/api', { action: 'verifycode', data: { code } })).status).toBe(200);
  expect((await browserCall(page, '/api', { action: 'accepttc', data: {} })).status).toBe(200);
}
