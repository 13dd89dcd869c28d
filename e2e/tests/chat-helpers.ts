// Helpers of the chat journey (chat.spec.ts): two complete people matched through the wire as the discovery
// journey does, the chat opened from /app/matches, the screen's menus, and screenshots for looking.
import { type Browser, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { browserCall } from './account-helpers.ts';
import { completePerson, type DeckSeed, seedProfile } from './deck-helpers.ts';
import { datingUrl } from './support.ts';

// As in chat.spec.ts: a loaded machine, so states get 10 s to arrive.
const expect = baseExpect.configure({ timeout: 10_000 });

export interface Person {
  page: Page;
  id: string;
  display: string;
  real: string;
}

/**
 * One personality for both people of a pair, drawn at random: the deck ranks the most alike first (0010's
 * `unlike`), so each finds the other on top however many earlier journeys' people live in Auckland.
 */
function pairSliders() {
  const draw = () => 1 + Math.floor(Math.random() * 9);
  return { introvert: draw(), planner: draw(), explorer: draw(), earlybird: draw(), sweet: draw() };
}

function seed(
  label: string,
  display: string,
  gender: string,
  preference: string,
  at: DeckSeed['at'],
  sliders: ReturnType<typeof pairSliders>,
) {
  return {
    label,
    name: `${display} Tester`,
    profile: { ...seedProfile(display, gender, preference, '1993-05-17'), ...sliders },
    at,
  } satisfies DeckSeed;
}

/** Two complete people (each with a private photo) close together in Auckland, matched through their decks. */
export async function matchedPair(
  browser: Browser,
  tag: string,
): Promise<{ a: Person; b: Person; sliders: ReturnType<typeof pairSliders> }> {
  const sliders = pairSliders();
  const aSeed = seed(
    `${tag}-a`,
    `Ada${tag}`,
    'Female',
    'Man',
    { latitude: -36.8485, longitude: 174.7633 },
    sliders,
  );
  const bSeed = seed(
    `${tag}-b`,
    `Bo${tag}`,
    'Male',
    'Woman',
    { latitude: -36.852, longitude: 174.768 },
    sliders,
  );
  const [a, b] = await Promise.all([completePerson(browser, aSeed), completePerson(browser, bSeed)]);
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const deck = (await browserCall(me.page, '/api?action=matchlist')).json as {
      matches?: { user_id: string }[];
    };
    expect((deck.matches ?? []).map((card) => card.user_id)).toContain(other.id);
  }
  await browserCall(a.page, '/api', { action: 'matchaccept', data: { userid: b.id } });
  const second = await browserCall(b.page, '/api', { action: 'matchaccept', data: { userid: a.id } });
  expect((second.json as { match?: { match_id: string } }).match?.match_id).toBeTruthy();
  const person = (p: { page: Page; id: string }, s: DeckSeed): Person => ({
    ...p,
    display: String(s.profile.display_name),
    real: String(s.profile.real_name),
  });
  // The pair's slider answers too: a third person given them is near the top of either one's crowded deck.
  return { a: person(a, aSeed), b: person(b, bSeed), sliders };
}

/** The one row of /app/matches (the other person's), by the start of its accessible name. */
export function matchRow(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Your matches' })
    .getByRole('link', { name: new RegExp(`^${name}\\b`) });
}

/** From /app/matches to the chat with `other`, waiting until the first page of history has arrived. */
export async function openChat(page: Page, other: string): Promise<void> {
  await page.goto(`${datingUrl}/app/matches`);
  await matchRow(page, other).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(conversation(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export function conversation(page: Page): Locator {
  return page.getByRole('list', { name: /^Conversation with / });
}

/** Lines of the conversation containing `text` (the day labels are lines too, so filter by text). */
export function line(page: Page, text: string | RegExp): Locator {
  return conversation(page).getByRole('listitem').filter({ hasText: text });
}

export function messageBox(page: Page): Locator {
  return page.getByLabel('Message', { exact: true });
}

/** Types into the message box and sends with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
}

/**
 * The input menu (RULES.md "Screens and routes"): Voice or Video Call, Send an Image or Full Match, Send a Gift,
 * Dates.
 */
export async function inputMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('list', { name: 'Chat options' }).getByRole('button', { name: item }).click();
}

/** Full Match from the input menu, answered yes in its question (what is shared, and that both must agree). */
export async function requestFullMatch(page: Page): Promise<void> {
  await inputMenu(page, 'Full Match');
  const question = page.getByRole('dialog', { name: /^Ask .+ for a full match\?$/ });
  await shots(page, 'full-match-question');
  await question.getByRole('button', { name: 'Send the request' }).click();
  await expect(question).toHaveCount(0);
}

/** The picture menu (RULES.md "Screens and routes"): View Profile, Unmatch, Report, Block. */
export async function pictureMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page
    .getByRole('list', { name: /'s profile menu$/ })
    .getByRole('button', { name: item })
    .click();
}

/** The header's name (real name only for full matches). */
export function headerName(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** The header says the other person is here (both sockets have joined the room). */
export async function bothPresent(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /, online: profile menu$/ })).toBeVisible();
}

/** The image has arrived and decoded (not only its element). */
export async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** yyyy-mm-dd of the day `days` after today in the browser's (= this machine's) zone. */
export function isoDayFromNow(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

/** Picks a day in the Dates dialog's calendar, turning to the next month when needed. */
export async function pickDay(dialog: Locator, iso: string): Promise<void> {
  await dialog.getByRole('button', { name: /^Day / }).click();
  const cell = dialog.locator(`td[data-day="${iso}"]:not([data-outside]) button`);
  if ((await cell.count()) === 0) await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  await cell.click();
}

/**
 * From their open chats, `a` asks `b` for a date `minutes` from now at The Penguin Café through the Dates sheet,
 * and `b` accepts it in the chat.
 */
export async function agreeDate(a: Page, b: Page, minutes: number): Promise<void> {
  const at = new Date(Date.now() + minutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  await inputMenu(a, 'Dates');
  const dates = a.getByRole('dialog', { name: 'Dates' });
  await pickDay(dates, `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`);
  await dates.getByLabel('Time').fill(`${two(at.getHours())}:${two(at.getMinutes())}`);
  await dates.getByLabel('Where').fill('The Penguin Café, Quay St');
  await dates.getByRole('button', { name: 'Request a Date' }).click();
  await expect(dates.getByText(/^You requested a date for /)).toBeVisible();
  await dates.getByRole('button', { name: 'Close' }).click();
  await line(b, 'Date request').getByRole('button', { name: 'Accept the date request' }).click();
  await expect(line(a, 'You requested a date.')).toContainText('Accepted');
}

/** With CHAT_SHOTS=<dir>, screenshots at the phone and desktop sizes (for looking, not asserting). */
export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.CHAT_SHOTS;
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
