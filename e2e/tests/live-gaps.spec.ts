// The live parts the first journeys (live.spec.ts) left out, two people in two browser contexts: declining
// from the ringing sheet, the tab's title and favicon badge while hidden, the message sound (and when it stays
// silent), the matches list reordering live, and "online now" with its setting. Unanswered calls are in
// live-no-answer.spec.ts (a server with a short CALL_NO_ANSWER_MS).
import { expect, type Page, test } from '@playwright/test';
import { browserCall } from './account-helpers.ts';
import { conversation, inputMenu, matchedPair, matchRow, openChat, say } from './chat-helpers.ts';
import { completePerson, seedProfile } from './deck-helpers.ts';
import { gotoLive, liveShots, readNotifications, ringingSheet, serverB } from './live-helpers.ts';

/** Starts a voice call from A's open chat with B. */
async function callFromChat(page: Page): Promise<void> {
  await inputMenu(page, 'Voice Call');
  await page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
}

test('B declines from the ringing sheet: the sheet goes, A hears it, both chats show the declined call', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'gd');
  await gotoLive(b.page, serverB, '/app/matches');
  await openChat(a.page, b.display);
  await callFromChat(a.page);
  await expect(a.page).toHaveURL(/\/app\/avchat$/);

  const sheet = ringingSheet(b.page, a.display);
  await expect(sheet).toBeVisible({ timeout: 5000 });
  // A's notice shows for a few seconds only: watch for it from the moment B declines.
  const declined = a.page.getByText(`${b.display} can't take your call right now.`).waitFor();
  await sheet.getByRole('button', { name: 'Decline' }).click();
  await expect(sheet).toHaveCount(0);
  await declined;
  await expect(a.page).toHaveURL(/\/app\/chat$/, { timeout: 10_000 });
  await expect(b.page).toHaveURL(/\/app\/matches$/);
  // The sheet stays gone (no late ringing state brings it back).
  // time passes: a late ringing state would bring the sheet back within this; none may
  await b.page.waitForTimeout(1000);
  await expect(ringingSheet(b.page, a.display)).toHaveCount(0);

  await expect(conversation(a.page).getByText('Voice call declined')).toBeVisible({ timeout: 10_000 });
  await matchRow(b.page, a.display).click();
  await expect(conversation(b.page).getByText('You declined a voice call')).toBeVisible({
    timeout: 10_000,
  });
  await expect(b.page.getByRole('button', { name: 'Join the voice call' })).toHaveCount(0);
  await liveShots(b.page, 'declined-call-callee');
  await liveShots(a.page, 'declined-call-caller');
});

/** Makes the page believe it is (not) in the background, as a switched tab does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The favicon link's href, and the colour of the pixel where the dot goes when it is a data: URL. */
async function favicon(page: Page): Promise<{ href: string; dot: number[] | null }> {
  return page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
    if (!href.startsWith('data:')) return { href, dot: null };
    const image = new Image();
    image.src = href;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const draw = canvas.getContext('2d');
    if (!draw) return { href, dot: null };
    draw.drawImage(image, 0, 0);
    const scale = image.naturalWidth / 64;
    return { href, dot: [...draw.getImageData(48 * scale, 16 * scale, 1, 1).data] };
  });
}

test('in a background tab the title counts the news and the favicon carries a dot; both go back when seen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'gt');
  await readNotifications(b.page);
  await gotoLive(b.page, serverB, '/app/find');
  const title = await b.page.title();
  expect(title).not.toMatch(/^\(/);
  const plainIcon = (await favicon(b.page)).href;
  expect(plainIcon).not.toMatch(/^data:/);

  await setHidden(b.page, true);
  await openChat(a.page, b.display);
  await say(a.page, 'Are you still there?');
  await expect(b.page).toHaveTitle(`(1) ${title}`, { timeout: 3000 });
  await expect.poll(async () => (await favicon(b.page)).href).toMatch(/^data:image\/png/);
  // The dot is the coral #ff7a59.
  expect((await favicon(b.page)).dot).toEqual([255, 122, 89, 255]);

  await say(a.page, 'Hello?');
  // Still one conversation with news.
  await expect(b.page).toHaveTitle(`(1) ${title}`);

  await setHidden(b.page, false);
  await expect(b.page).toHaveTitle(title);
  await expect.poll(async () => (await favicon(b.page)).href).toBe(plainIcon);
});

/** Records every Web Audio tone the page starts (their frequencies) in window.__tones. */
async function recordTones(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const record = window as unknown as { __tones: number[] };
    record.__tones = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      record.__tones.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}

const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones);
/** The message chime's first note (sounds.ts). */
const CHIME = 880;

/** Opens `path` live and taps the page once: browsers let a page play sound only after a gesture. */
async function liveWithSound(page: Page, path: string): Promise<void> {
  await gotoLive(page, serverB, path);
  await page.mouse.click(5, 400);
  await expect.poll(() => page.evaluate(() => navigator.userActivation.hasBeenActive)).toBe(true);
}

test('the message sound: a chime for a new message, none for one’s own, none once turned off in Settings', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'gs');
  await recordTones(b.page);
  await liveWithSound(b.page, '/app/find');
  await openChat(a.page, b.display);

  await say(a.page, 'Ping!');
  await expect.poll(() => tones(b.page), { timeout: 3000 }).toContain(CHIME);

  // B writes from a second tab: the first one stays silent.
  const writer = await b.page.context().newPage();
  await gotoLive(writer, serverB, '/app/matches');
  await matchRow(writer, a.display).click();
  await expect(conversation(writer)).toBeAttached();
  await b.page.evaluate(() => {
    (window as unknown as { __tones: number[] }).__tones = [];
  });
  await say(writer, 'Pong!');
  await expect(conversation(a.page).getByText('Pong!')).toBeVisible();
  // time passes: a tone would play within this; none may
  await b.page.waitForTimeout(1500);
  expect(await tones(b.page)).toEqual([]);
  expect(await tones(writer)).toEqual([]);
  await writer.close();

  // Settings → Notifications → Message sound off, then back to the deck without reloading.
  await b.page.getByRole('button', { name: 'Menu' }).click();
  await b.page.getByRole('link', { name: 'Settings' }).click();
  const sound = b.page.getByRole('switch', { name: /^Message sound/ });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await b.page.evaluate(async () => (await fetch('/api?action=preferences')).json())) as {
            preferences: { message_sound: number };
          }
        ).preferences.message_sound,
    )
    .toBe(0);
  await b.page.goBack();
  await expect(b.page).toHaveURL(/\/app\/find$/);
  await b.page.evaluate(() => {
    (window as unknown as { __tones: number[] }).__tones = [];
  });
  await say(a.page, 'Can you hear me now?');
  await expect(b.page.getByRole('region', { name: 'New activity' })).toContainText('Can you hear me now?', {
    timeout: 3000,
  });
  // time passes: a tone would play within this; none may
  await b.page.waitForTimeout(1000);
  expect(await tones(b.page)).toEqual([]);
});

test('the matches list reorders live: the lower match writes and its row moves to the top with its count', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a: first, b, sliders } = await matchedPair(browser, 'gr');
  // A second match for B: someone new with the pair's slider answers (so each tops the other's crowded deck), each
  // served by the other's deck, both saying yes.
  const second = await completePerson(browser, {
    label: 'gr-a2',
    name: 'Amyr Tester',
    profile: { ...seedProfile('Amygr', 'Female', 'Man', '1994-02-11'), ...sliders },
    at: { latitude: -36.85, longitude: 174.765 },
  });
  for (const [me, other] of [
    [second, b],
    [b, second],
  ] as const) {
    const deck = (await browserCall(me.page, '/api?action=matchlist')).json as {
      matches?: { user_id: string }[];
    };
    expect((deck.matches ?? []).map((card) => card.user_id)).toContain(other.id);
  }
  await browserCall(second.page, '/api', { action: 'matchaccept', data: { userid: b.id } });
  const made = await browserCall(b.page, '/api', { action: 'matchaccept', data: { userid: second.id } });
  expect((made.json as { match?: { match_id: string } }).match?.match_id).toBeTruthy();
  // The first match writes, so its row is on top to begin with.
  await openChat(first.page, b.display);
  await say(first.page, 'First on the list');

  await gotoLive(b.page, serverB, '/app/matches');
  const rows = b.page.getByRole('list', { name: 'Your matches' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAccessibleName(/^Adagr\b/);
  await expect(rows.nth(1)).toHaveAccessibleName(/^Amygr\b/);

  await openChat(second.page, 'Bogr');
  await say(second.page, 'Me too!');
  await expect(rows.first()).toHaveAccessibleName(/^Amygr, .*1 unread message, Me too!/, { timeout: 3000 });
  await expect(rows.nth(1)).toHaveAccessibleName(/^Adagr\b/);
  await expect(b.page).toHaveURL(`${serverB}/app/matches`);
  await liveShots(b.page, 'matches-reordered');
});

test('"online now": B sees A online while A has the app open, offline once A closes it, and never when A hides it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'gn');
  const context = a.page.context();
  await a.page.close();

  await gotoLive(b.page, serverB, '/app/matches');
  const row = matchRow(b.page, a.display);
  await expect(row).not.toHaveAccessibleName(/online now/);

  // A opens the app in two tabs: online; closing one keeps A online, closing both takes A offline.
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await gotoLive(tab, serverB, '/app/find');
  await expect(row).toHaveAccessibleName(/, online now/, { timeout: 5000 });
  await tabs[0]?.close();
  // time passes: A would go offline within this were one tab enough; A must stay online
  await b.page.waitForTimeout(1500);
  await expect(row).toHaveAccessibleName(/, online now/);
  await tabs[1]?.close();
  await expect(row).not.toHaveAccessibleName(/online now/, { timeout: 5000 });

  // The chat header too.
  const tab = await context.newPage();
  await gotoLive(tab, serverB, '/app/find');
  await row.click();
  await expect(b.page.getByText('Online now', { exact: true })).toBeVisible({ timeout: 5000 });
  await liveShots(b.page, 'chat-online');
  await tab.close();
  await expect(b.page.getByText('Online now', { exact: true })).toHaveCount(0, { timeout: 5000 });

  // A turns "Show when I'm online" off: B no longer sees A online, in the chat or the list.
  const settings = await context.newPage();
  await gotoLive(settings, serverB, '/app/settings');
  const show = settings.getByRole('switch', { name: /^Show when I'm online/ });
  await expect(show).toBeChecked();
  await expect(b.page.getByText('Online now', { exact: true })).toBeVisible({ timeout: 5000 });
  await show.click();
  await expect(show).not.toBeChecked();
  await expect(b.page.getByText('Online now', { exact: true })).toHaveCount(0, { timeout: 5000 });
  await b.page.goBack();
  await expect(row).not.toHaveAccessibleName(/online now/);
  await b.page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAccessibleName(/online now/);
});
