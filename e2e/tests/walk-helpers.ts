// Helpers of the dater's walk (walk.spec.ts): a complete person whose address is known (to sign in again),
// signing in through the screens, and screenshots at the phone and desktop sizes for looking.
import { type Browser, expect, type Page } from '@playwright/test';
import { browserCall, PASSWORD } from './account-helpers.ts';
import { completePerson, type DeckSeed, seedProfile } from './deck-helpers.ts';
import { datingUrl } from './support.ts';

export const AUCKLAND = { latitude: -36.8485, longitude: 174.7633 };

export function walkSeed(label: string, display: string, gender = 'Female', preference = 'Man'): DeckSeed {
  return {
    label,
    name: `${display} Tester`,
    profile: seedProfile(display, gender, preference, '1992-03-14'),
    at: AUCKLAND,
  };
}

/** A complete person signed in within their own context, and the address they signed up with. */
export async function walker(
  browser: Browser,
  seed: DeckSeed,
): Promise<{ page: Page; id: string; email: string }> {
  const person = await completePerson(browser, seed);
  const check = await browserCall(person.page, '/api', {
    action: 'logincheck',
    data: { locationdata: { ...(seed.at ?? AUCKLAND), accuracy: 10, time: Date.now() }, devicecountry: 'NZ' },
  });
  return { ...person, email: (check.json as { email: string }).email };
}

/** Signs in through /app/signin → Sign in with Email (the page is already on the sign-in screen). */
export async function signInThroughScreens(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${datingUrl}/app/signin`));
  await page.getByRole('link', { name: 'Sign in with Email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** With WALK_SHOTS=<dir>, screenshots at 390 and 1280 px wide (for looking, not asserting). */
export async function shots(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.WALK_SHOTS;
  if (!dir) return;
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(before);
}
