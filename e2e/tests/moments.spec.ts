// The moments in the browser: the deck on a phone and a desktop (wheel, touch swipe, keys, the profile in
// place), 'It's a match!' with both pictures and 'Send a message', and onboarding (Create account on the first
// screen, the code that submits itself, the Profile Builder's sentences, kids unanswered). With WALK_SHOTS=<dir>,
// screenshots at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { codeFromMail, memberInContext, PASSWORD, typeCode, uniqueEmail } from './account-helpers.ts';
import { datingUrl } from './support.ts';
import { shots, walker, walkSeed } from './walk-helpers.ts';

const card = (page: Page) => page.getByRole('article');
const counter = (page: Page) => page.getByText(/^Card \d+\/\d+$/);

/** A touch swipe on the deck, from one height to another, as a phone's finger would. */
async function swipe(page: Page, fromY: number, toY: number): Promise<void> {
  await page.getByRole('region', { name: 'Your deck' }).evaluate(
    (deck, [from, to]) => {
      const target = deck.querySelector('article') ?? deck;
      const touch = (y: number) =>
        new Touch({ identifier: 1, target, clientX: 200, clientY: y, radiusX: 1, radiusY: 1, force: 1 });
      const start = touch(from ?? 0);
      const end = touch(to ?? 0);
      target.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [start], changedTouches: [start] }),
      );
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }));
    },
    [fromY, toY],
  );
}

test('the deck: true flips words, wheel and swipe, keys, the profile in place, and a match that goes to the chat', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Napier, where no other journey puts anyone: the deck holds exactly these two, whatever ran before.
  const at = { latitude: -39.4928, longitude: 176.912 };
  const ada = await walker(browser, { ...walkSeed('moments-ada', 'Ada'), at });
  const bo = await walker(browser, { ...walkSeed('moments-bo', 'Bo', 'Male', 'Woman'), at });
  const cy = await walker(browser, { ...walkSeed('moments-cy', 'Cy', 'Male', 'Woman'), at });
  const page = ada.page;
  await page.goto(`${datingUrl}/app/find`);
  await expect(counter(page)).toHaveText('Card 1/2');

  // The dealt cards are already counted: before any decision the count says what is left after them.
  await expect(page.getByTestId('flips-left')).toHaveText(/^\d+ flips left after these cards$/);
  // The keys are told: in the buttons' shortcuts and in the help line a desktop shows.
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveAttribute(
    'aria-keyshortcuts',
    'ArrowRight',
  );
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveAttribute(
    'aria-keyshortcuts',
    'ArrowLeft',
  );
  await expect(page.getByRole('group', { name: /^Decide on/ })).toHaveAccessibleDescription(
    'Keys: ↑ ↓ move between cards, ← declines, → accepts.',
  );

  // A finger: a swipe up shows the next card, a swipe down the previous one.
  await swipe(page, 600, 300);
  await expect(counter(page)).toHaveText('Card 2/2');
  await swipe(page, 300, 600);
  await expect(counter(page)).toHaveText('Card 1/2');
  // A mouse wheel on the card: a turn first reads the card's own text to its end, then moves one card.
  await card(page).hover();
  const wheelTo = async (deltaY: number, text: string) => {
    await expect(async () => {
      await page.mouse.wheel(0, deltaY);
      await expect(counter(page)).toHaveText(text, { timeout: 400 });
    }).toPass({ intervals: [700], timeout: 10_000 });
  };
  await wheelTo(240, 'Card 2/2');
  // time passes: the wheel rests, so the next turn is a gesture of its own
  await page.waitForTimeout(800);
  await wheelTo(-240, 'Card 1/2');

  // Keys pressed in the side menu are the menu's: no card is decided behind it.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(counter(page)).toHaveText('Card 1/2');

  // The card's text never runs under the buttons: the card ends above the decision bar, on a tall phone and on
  // a small one (375×667), where the card's own text scrolls instead.
  for (const size of [
    { width: 390, height: 844 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(size);
    const cardBox = await card(page).boundingBox();
    const barBox = await page.getByRole('group', { name: /^Decide on/ }).boundingBox();
    expect((cardBox?.y ?? 0) + (cardBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    const menuBox = await page.getByRole('navigation', { name: 'App' }).boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(menuBox?.y ?? 0);
    if (process.env.WALK_SHOTS)
      await page.screenshot({
        path: `${process.env.WALK_SHOTS}/moments-deck-${size.width}x${size.height}.png`,
      });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await shots(page, 'moments-deck');

  // View profile opens in place over the deck, with Accept and Decline there; no new tab, no new page.
  const first = (await card(page).getByRole('heading').textContent())?.split(',')[0] ?? '';
  const pages = page.context().pages().length;
  await card(page)
    .getByRole('link', { name: /^View .+'s profile/ })
    .click();
  const sheet = page.getByRole('dialog', { name: `${first}'s profile` });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(`${datingUrl}/app/find`);
  expect(page.context().pages().length).toBe(pages);
  await expect(sheet.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
  await shots(page, 'moments-profile-sheet');
  // Ada likes Bo from his profile; Cy she declines with ←.
  if (first !== 'Bo') {
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('ArrowDown');
    await card(page).getByRole('link', { name: "View Bo's profile" }).click();
  }
  await page.getByRole('dialog', { name: "Bo's profile" }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog', { name: "Bo's profile" })).toBeHidden();
  await expect(counter(page)).toHaveText('Card 1/1');
  await expect(card(page).getByRole('heading', { name: /^Cy,/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('heading', { name: "It's quiet on the ice, with no match in sight" }),
  ).toBeVisible();

  // Bo says yes with →: it's a match, both pictures, Send a message first, Keep flipping second.
  await bo.page.goto(`${datingUrl}/app/find`);
  await expect(card(bo.page).getByRole('heading', { name: /^Ada,/ })).toBeVisible();
  await bo.page.keyboard.press('ArrowRight');
  const match = bo.page.getByRole('dialog', { name: "It's a match!" });
  await expect(match).toBeVisible();
  const pictures = match.getByTestId('match-pictures').getByRole('img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAccessibleName('You');
  await expect(pictures.first()).toHaveAttribute('src', /^\/download\?type=AIImage&file=[\w-]+\.png$/);
  await expect(pictures.last()).toHaveAccessibleName('Ada');
  const buttons = match.getByRole('button');
  await expect(buttons.first()).toHaveText('Send a message');
  await expect(buttons.nth(1)).toHaveText('Keep flipping');
  await shots(bo.page, 'moments-match');

  // Ada hears of it while flipping (the `match` alert): the same dialog, the same way to the chat.
  const live = page.getByRole('dialog', { name: "It's a match!" });
  await expect(live).toContainText('You and Bo both said yes');
  await expect(live.getByTestId('match-pictures').getByRole('img')).toHaveCount(2);
  await live.getByRole('button', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(page.getByRole('list', { name: 'Conversation with Bo' })).toBeAttached();
  await expect(page.getByLabel('Message', { exact: true })).toBeFocused();

  // Bo goes straight into the chat too, and what he types arrives.
  await match.getByRole('button', { name: 'Send a message' }).click();
  await expect(bo.page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(bo.page.getByLabel('Message', { exact: true })).toBeFocused();
  await bo.page.keyboard.type('Hello Ada');
  await bo.page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Conversation with Bo' })).toContainText('Hello Ada');
  await cy.page.close();
});

test('onboarding: Create account on the first screen, and the code submits itself on its fourth digit', async ({
  page,
}) => {
  const email = uniqueEmail('moments-new');
  await page.goto(`${datingUrl}/app`);
  await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  await shots(page, 'moments-signin');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/register`);
  await page.getByLabel('Name').fill('Newt');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/verify`);
  const code = await codeFromMail(page, email, /verification code/);
  // No Submit: the fourth digit sends it.
  await typeCode(page, code);
  await expect(page).toHaveURL(`${datingUrl}/app/policy`);
});

test('the Profile Builder writes grammatical sentences, and "Do you have kids?" starts unanswered', async ({
  page,
}) => {
  await memberInContext(page, 'Kit Tester', uniqueEmail('moments-builder'));
  await page.goto(`${datingUrl}/app/profile1`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  const kids = page.getByRole('group', { name: 'Do you have kids?' });
  await expect(kids.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(kids.getByRole('radio', { name: 'No' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Profile Builder' }).click();
  const builder = page.getByRole('dialog', { name: 'Profile Builder' });
  for (const answer of ['engineer', '', 'it snows', 'a long swim', 'my friends', 'i can whistle']) {
    await builder.getByRole('textbox').fill(answer);
    await builder.getByRole('button', { name: /^(Next|Use this text)$/ }).click();
  }
  await expect(page.getByLabel('About You', { exact: true })).toHaveValue(
    "I'm an engineer, and I'm happiest when it snows. My perfect Sunday looks like a long swim. " +
      'I care about my friends. A fun fact about me: I can whistle.',
  );
  await kids.scrollIntoViewIfNeeded();
  await shots(page, 'moments-profile-kids');
});
