// The live journeys, two people in two browser contexts (and, under playwright.two-servers.config.ts, on
// two servers sharing PostgreSQL and Redis): news reaches B wherever B is, without navigating. A message while B
// is on the deck (badge and toast within 3 s; the toast opens the chat); a call while B is on the matches list
// (the ringing sheet, Accept, audio both ways); A's yes while B flips ("It's a match!"); and 10 s offline while A
// writes three messages (each shown once after the reconnect).
import { expect, test } from '@playwright/test';
import { browserCall, unexpected } from './account-helpers.ts';
import { expectMediaFromOther, recordPeerConnections } from './call-helpers.ts';
import { conversation, inputMenu, matchedPair, openChat, say } from './chat-helpers.ts';
import { completePerson, seedProfile } from './deck-helpers.ts';
import {
  expectEachOnce,
  gotoLive,
  liveShots,
  matchesBadge,
  readNotifications,
  ringingSheet,
  serverB,
  toast,
} from './live-helpers.ts';
import { watchErrors } from './support.ts';

/** Errors these journeys cause on purpose: refusals, PeerJS's logging, sockets failing while offline. */
function liveErrors(errors: string[]): string[] {
  return unexpected(errors).filter(
    (error) => !/^PeerJS: |net::ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed/.test(error),
  );
}

test('a message reaches B on the deck: the Matches badge and a toast, which opens the chat', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'lm');
  const errorsB = watchErrors(b.page);
  // The new match's notification is read, so the badge starts empty.
  expect((await browserCall(b.page, '/api', { action: 'readnotifications', data: {} })).status).toBe(200);
  await gotoLive(b.page, serverB, '/app/find');
  await expect(matchesBadge(b.page)).toHaveCount(0);

  await openChat(a.page, b.display);
  await say(a.page, 'Are you up for a swim?');
  await expect(matchesBadge(b.page)).toHaveText('1', { timeout: 3000 });
  const note = toast(b.page, `New message from ${a.display}`);
  await expect(note).toBeVisible({ timeout: 3000 });
  await expect(note).toContainText('Are you up for a swim?');
  await expect(b.page).toHaveURL(`${serverB}/app/find`);
  await liveShots(b.page, 'toast-and-badge');

  // The Matches tab (no reload): A's row on top with its count; a second message moves the count live.
  await b.page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: /^Matches/ })
    .click();
  const row = b.page.getByRole('list', { name: 'Your matches' }).getByRole('link').first();
  await expect(row).toHaveAccessibleName(new RegExp(`^${a.display}, .*1 unread message`));
  // A has the app open: the row carries the "online now" marker (the server's list, then presence).
  await expect(row).toHaveAccessibleName(/, online now,/);
  await say(a.page, 'The water is warm today');
  await expect(row).toHaveAccessibleName(
    new RegExp(`^${a.display}, .*2 unread messages, The water is warm today`),
    {
      timeout: 3000,
    },
  );
  await expect(matchesBadge(b.page)).toHaveText('1');
  await liveShots(b.page, 'matches-unread');

  // The toast opens that chat, where the messages are; the badge clears once they are read.
  const second = toast(b.page, 'The water is warm today');
  await second.getByRole('button', { name: /New message from/ }).click();
  await expect(b.page).toHaveURL(`${serverB}/app/chat`);
  await expectEachOnce(conversation(b.page), ['Are you up for a swim?', 'The water is warm today']);

  // Read: no badge on the matches list; a drop shows "Reconnecting…" in the shell.
  await gotoLive(b.page, serverB, '/app/matches');
  await expect(matchesBadge(b.page)).toHaveCount(0);
  await b.page.context().setOffline(true);
  await expect(b.page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({
    timeout: 15_000,
  });
  await liveShots(b.page, 'reconnecting');
  await b.page.context().setOffline(false);
  await expect(b.page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(liveErrors(errorsB)).toEqual([]);
});

test('A calls while B is on the matches list: B rings (both tabs), accepts, the other tab stops, both hear each other', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'lc');
  await recordPeerConnections(a.page);
  await recordPeerConnections(b.page);
  await gotoLive(b.page, serverB, '/app/matches');
  // B has not tapped this page: the browser keeps it silent, so nothing asks it for sound.
  const refusals: string[] = [];
  b.page.on('console', (message) => {
    if (/AudioContext was not allowed|Blocked call to navigator.vibrate/.test(message.text())) {
      refusals.push(message.text());
    }
  });
  // B's second tab, on the deck: it rings too, and stops when the first tab answers.
  const other = await b.page.context().newPage();
  await gotoLive(other, serverB, '/app/find');

  await openChat(a.page, b.display);
  await inputMenu(a.page, 'Voice Call');
  await a.page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();

  const sheet = ringingSheet(b.page, a.display);
  await expect(sheet).toBeVisible({ timeout: 5000 });
  await expect(sheet).toContainText('Voice call');
  await expect(sheet.getByRole('img', { name: a.display })).toBeVisible();
  await liveShots(b.page, 'ringing');
  // The tab's title flashes who is calling, for a tab in the background or a page that cannot ring.
  await expect(b.page).toHaveTitle(`${a.display} is calling…`);
  await expect(ringingSheet(other, a.display)).toBeVisible();
  await sheet.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page).toHaveURL(`${serverB}/app/avchat`);
  await expect(sheet).toHaveCount(0);
  await expect(ringingSheet(other, a.display)).toHaveCount(0, { timeout: 5000 });
  await expect(other).toHaveURL(`${serverB}/app/find`);
  await expectMediaFromOther(a.page, false);
  await expectMediaFromOther(b.page, false);
  await expect(b.page).not.toHaveTitle(/is calling/);
  await b.page.getByRole('button', { name: 'End call' }).click();
  expect(refusals).toEqual([]);
});

test("A says yes while B is flipping: B's deck shows It's a match!", async ({ browser }) => {
  test.setTimeout(120_000);
  const profile = (display: string, gender: string, preference: string) => ({
    label: `ld-${display}`,
    name: `${display} Tester`,
    profile: seedProfile(display, gender, preference, '1993-05-17'),
  });
  const [a, b] = await Promise.all([
    completePerson(browser, {
      ...profile('Adald', 'Female', 'Man'),
      at: { latitude: -36.8485, longitude: 174.7633 },
    }),
    completePerson(browser, {
      ...profile('Bold', 'Male', 'Woman'),
      at: { latitude: -36.852, longitude: 174.768 },
    }),
  ]);
  // Each deck serves the other (an accept is only for someone one's deck served).
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const deck = (await browserCall(me.page, '/api?action=matchlist')).json as {
      matches?: { user_id: string }[];
    };
    expect((deck.matches ?? []).map((card) => card.user_id)).toContain(other.id);
  }
  // B said yes first (its answer: no match yet); then B flips the deck while A decides.
  const first = await browserCall(b.page, '/api', { action: 'matchaccept', data: { userid: a.id } });
  expect(first.status).toBe(200);
  expect((first.json as { match?: unknown }).match).toBeFalsy();
  await gotoLive(b.page, serverB, '/app/find');
  await browserCall(a.page, '/api', { action: 'matchaccept', data: { userid: b.id } });
  const dialog = b.page.getByRole('dialog', { name: "It's a match!" });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await expect(dialog).toContainText('You and Adald both said yes');
  await liveShots(b.page, 'match-while-flipping');
  // A writes at once: B's toast shows above the dialog's backdrop, not under it, and can be pressed.
  await openChat(a.page, 'Bold');
  await say(a.page, 'Quick, before you flip on');
  const above = b.page.locator('section[aria-label="New activity"] [role="status"]', {
    hasText: 'Quick, before you flip on',
  });
  await expect(above).toBeVisible();
  expect(
    await above.evaluate((toastElement) => {
      const box = toastElement.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(top && toastElement.contains(top));
    }),
  ).toBe(true);
  // The modal hides the page behind it from assistive technology (Radix); once closed, the bar shows the match.
  await dialog.getByRole('button', { name: 'Keep flipping' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    matchesBadge(b.page)
      .or(b.page.getByRole('link', { name: /^Matches/ }))
      .first(),
  ).toBeVisible();
});

test('B offline for 10 s while A sends three messages: all three shown once after the reconnect', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'lo');
  expect((await browserCall(b.page, '/api', { action: 'readnotifications', data: {} })).status).toBe(200);
  await openChat(a.page, b.display);
  await gotoLive(b.page, serverB, '/app/matches');
  await b.page
    .getByRole('list', { name: 'Your matches' })
    .getByRole('link', { name: new RegExp(`^${a.display}\\b`) })
    .click();
  await expect(conversation(b.page)).toBeAttached();
  await expect(b.page.locator('[aria-busy="true"]')).toHaveCount(0);
  await say(a.page, 'Before the tunnel');
  await expectEachOnce(conversation(b.page), ['Before the tunnel']);

  await expect(b.page.getByText('Online now', { exact: true })).toBeVisible();
  await b.page.context().setOffline(true);
  // Offline, B cannot know whether A still is: the header stops saying "Online now".
  await expect(b.page.getByText('Online now', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const texts = ['First in the dark', 'Second in the dark', 'Third in the dark'];
  const started = Date.now();
  for (const text of texts) await say(a.page, text);
  // time passes: B stays in the dark ten seconds, and A's messages must not show meanwhile
  await b.page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));
  await expect(conversation(b.page).getByRole('listitem').filter({ hasText: 'in the dark' })).toHaveCount(0);
  await b.page.context().setOffline(false);
  await expectEachOnce(conversation(b.page), [...texts, 'Before the tunnel']);
  // Nothing doubled: the conversation holds each message once, in order.
  const lines = await conversation(b.page).getByRole('listitem').allTextContents();
  const order = texts.map((text) => lines.findIndex((lineText) => lineText.includes(text)));
  expect(order).toEqual([...order].sort((x, y) => x - y));

  // Away from the chat: a message missed while offline still shows on the badge after the reconnect (resync).
  await readNotifications(b.page);
  await gotoLive(b.page, serverB, '/app/find');
  await expect(matchesBadge(b.page)).toHaveCount(0);
  await b.page.context().setOffline(true);
  await expect(b.page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({
    timeout: 15_000,
  });
  await say(a.page, 'While you were away');
  // time passes: B stays away a while after A writes
  await b.page.waitForTimeout(2000);
  await b.page.context().setOffline(false);
  await expect(b.page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0, {
    timeout: 20_000,
  });
  // The badge says what the server says: the conversation with news, and any notification it made meanwhile.
  const server = (await b.page.evaluate(async () => (await fetch('/api?action=matches')).json())) as {
    matches: { unread?: number }[];
    notifications: number;
  };
  const expected = server.matches.filter((row) => (row.unread ?? 0) > 0).length + server.notifications;
  expect(expected).toBeGreaterThanOrEqual(1);
  await expect(matchesBadge(b.page)).toHaveText(String(expected), { timeout: 10_000 });
});
