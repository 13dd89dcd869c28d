// Web push in the browser: after a first match the matches list invites the person to turn pushes on
// (never on first load); Settings → Notifications holds the per-type switches (saved) and this device's state; and
// the service worker shows a push it receives (delivered through DevTools' ServiceWorker.deliverPushMessage, as a
// push service would) with the payload's words, tag and the screen to open.
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { browserCall } from './account-helpers.ts';
import { roomOf } from './call-helpers.ts';
import { headerName, matchedPair, shots } from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });

/** With CHAT_SHOTS=<dir>, the section alone at the phone and desktop sizes (for looking, not asserting). */
async function sectionShots(page: Page, section: Locator, name: string): Promise<void> {
  const dir = process.env.CHAT_SHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    await section.screenshot({ path: `${dir}/${name}-section-${width}.png` });
  }
}

test('the invitation after a first match, the Notifications settings, and a push shown by the service worker', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'push');
  const page = b.page;
  const errors = watchErrors(page);

  // The matches list, with a match and no decision yet: the in-app card, not the browser's prompt.
  await page.goto(`${datingUrl}/app/matches`);
  const card = page.getByRole('complementary', { name: 'Notifications' });
  await expect(card.getByRole('heading', { name: "Don't miss a message" })).toBeVisible();
  await expect(card).toContainText(`when ${a.display} writes or calls`);
  await shots(page, 'push-card');
  await card.getByRole('button', { name: 'Not now' }).first().click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your matches' })).toBeVisible();
  await expect(card).toBeHidden();

  // Settings → Notifications: every switch on for a new account; turning one off is saved.
  await page.goto(`${datingUrl}/app/settings`);
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('status').first()).toContainText(/Off for this device|Blocked|can't show/);
  for (const name of [
    'Messages',
    'New matches',
    'Calls',
    'Dates',
    'Gifts',
    'Message sound',
    "Show when I'm online",
  ]) {
    await expect(section.getByRole('switch', { name })).toBeChecked();
  }
  await section.getByRole('switch', { name: 'Gifts' }).click();
  await expect(section.getByRole('switch', { name: 'Gifts' })).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await browserCall(page, '/api?action=preferences')).json as { preferences: { push_gifts: number } })
          .preferences.push_gifts,
    )
    .toBe(0);
  await page.goto(`${datingUrl}/app/settings`);
  await expect(section.getByRole('switch', { name: 'Gifts' })).not.toBeChecked();
  await sectionShots(page, section, 'push-settings');

  // The service worker: a push arrives and becomes a notification with the payload's words and the screen to open.
  await page.context().grantPermissions(['notifications'], { origin: datingUrl });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.startsWith(datingUrl) && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const registrationId = await registered;
  const payload = {
    title: 'Rookery',
    body: `New message from ${a.display}`,
    url: '/app/matches?room=r1',
    tag: 'r1:message',
  };
  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
  // A push reaching a worker that is still starting may be dropped by the browser: delivered again until shown
  // (the same tag replaces, so a repeat never makes two).
  const deliver = async (data: typeof payload, expected: (typeof payload)[]) =>
    expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: datingUrl,
        registrationId,
        data: JSON.stringify(data),
      });
      await expect.poll(shown, { timeout: 3000 }).toEqual(expected);
    }).toPass({ timeout: 20_000 });
  await deliver(payload, [{ ...payload, url: `${datingUrl}/app/matches?room=r1` }]);
  // A foreign address in a payload never becomes the screen a click opens.
  const foreign = { ...payload, url: 'https://evil.example/phish', tag: 'r2:message' };
  await deliver(foreign, [
    { ...payload, url: `${datingUrl}/app/matches?room=r1` },
    { ...foreign, url: `${datingUrl}/app` },
  ]);

  // What a click opens: /app/matches?room=<id> takes the person straight into that chat.
  const room = await roomOf(page, a.id);
  await page.goto(`${datingUrl}/app/matches?room=${room}`);
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(headerName(page)).toHaveText(a.display);
  // With notifications allowed, the matches list keeps the server's copy of the subscription (resyncPush), which a
  // Playwright context (incognito) cannot make: Chromium says so in the console. Nothing else may be logged.
  expect(errors.filter((error) => !/does not support the Push API in incognito/.test(error))).toEqual([]);
});
