// A call is heard (docs/ACCESSIBILITY.md "A call is noticed"), on a phone with a touch screen: a page nobody has
// touched makes no sound and asks for none, and the tab's title flashes "Ada is calling…" while the call rings;
// the first tap anywhere on the page (not on a control) wakes the audio up, so the next call rings out loud. A
// finger's pointerdown comes before the browser counts the page as touched, so the unlock must also try on the lift.
// Where notifications are allowed, the untouched page's call is also a system notification, gone when the ring ends.
//
// The phone's page is only watched through what it logs (an init script): every evaluation Playwright runs in a page,
// a locator's included, counts as a user gesture in Chromium, and would make the page "touched" before the finger.
// So do the trace's DOM snapshots: this file runs without a trace.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { inputMenu, matchedPair, openChat } from './chat-helpers.ts';
import { gotoLive } from './live-helpers.ts';
import { datingUrl } from './support.ts';

const expect = baseExpect.configure({ timeout: 10_000 });

test.use({ trace: 'off' });

/** Logs, from the page itself: AudioContexts made and their states, tones started, and each title with whether the page has been touched. */
function watchPage(): void {
  const say = (line: string) => console.info(`[heard] ${line}`);
  const Native = window.AudioContext;
  window.AudioContext = class Recorded extends Native {
    constructor(options?: AudioContextOptions) {
      super(options);
      say(`audio ${this.state}`);
      this.addEventListener('statechange', () => say(`audio ${this.state}`));
    }
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
    say('tone');
    start.call(this, when);
  };
  const active = () => navigator.userActivation?.hasBeenActive ?? 'unknown';
  let title = '';
  const observe = () => {
    if (document.title === title) return;
    title = document.title;
    say(`title ${title} (touched: ${active()})`);
  };
  new MutationObserver(observe).observe(document, { subtree: true, childList: true, characterData: true });
}

/** What the phone's page has logged so far. */
function logOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[heard] ')) lines.push(text.slice(8));
  });
  return lines;
}

/** A rings B with a voice call from their chat; once `during` has seen it ring, A hangs up. */
async function call(a: Page, during: () => Promise<void>): Promise<void> {
  await inputMenu(a, 'Voice Call');
  await a.getByRole('dialog', { name: 'Start a voice call?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(a).toHaveURL(`${datingUrl}/app/avchat`);
  await during();
  await a.getByRole('button', { name: 'End call' }).click();
  await expect(a).toHaveURL(`${datingUrl}/app/chat`);
}

test('on a touch screen the first tap anywhere wakes the ring up; untouched, the call flashes the title', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'heard');
  // B on a phone: a touch screen, B's session carried over.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    storageState: await b.page.context().storageState(),
  });
  await phone.addInitScript(watchPage);
  // Notifications are allowed on this phone: where the page cannot ring, the call is a system notification.
  await phone.grantPermissions(['notifications'], { origin: datingUrl });
  const page = await phone.newPage();
  const log = logOf(page);
  await gotoLive(page, datingUrl, '/app/matches');
  await expect.poll(() => log.at(-1)).toMatch(/^title Matches\b.* \(touched: false\)$/);
  const resting = log.at(-1);
  await openChat(a.page, b.display);
  const calling = `${a.display} is calling…`;
  // The system's notifications are read from a public page in another tab of the phone, so nothing is evaluated in
  // the app's page (an evaluation would count as a touch there).
  const peek = await phone.newPage();
  await peek.goto(`${datingUrl}/`);
  const notifications = () =>
    peek.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/app/');
      const shown = (await registration?.getNotifications()) ?? [];
      return shown.map((n) => `${n.body} [${n.tag.endsWith(':call') ? 'call' : n.tag}]`);
    });
  await expect
    .poll(() => peek.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/app/'))))
    .toBe(true);

  // Untouched: the title flashes who is calling, on and off, and no sound is asked for; the call is a system
  // notification (tagged like the server's push for it) until the ring ends.
  const before = log.length;
  await call(a.page, async () => {
    await expect
      .poll(() => log.slice(before).filter((line) => line.startsWith(`title ${calling}`)).length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    await expect.poll(notifications).toEqual([`${calling} [call]`]);
  });
  await expect.poll(() => log.at(-1)).toBe(resting);
  await expect.poll(notifications).toEqual([]);
  const firstCall = log.slice(before);
  expect(firstCall).toContain(`title ${calling} (touched: false)`);
  expect(firstCall).toContain(resting);
  expect(firstCall.filter((line) => line.startsWith('audio') || line === 'tone')).toEqual([]);

  // The first tap, beside the page's heading (nothing to press there), wakes the audio up before any call.
  await page.touchscreen.tap(330, 80);
  await expect.poll(() => log.filter((line) => line.startsWith('audio'))).toContain('audio running');

  // The next call rings out loud (two tones a ring), and still flashes the title.
  const after = log.length;
  await call(a.page, async () => {
    await expect
      .poll(() => log.slice(after).filter((line) => line === 'tone').length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    // Heard, it is not also a notification.
    expect(await notifications()).toEqual([]);
    await expect
      .poll(() => log.slice(after).filter((line) => line.startsWith(`title ${calling}`)).length)
      .toBeGreaterThanOrEqual(2);
  });
  await phone.close();
  await b.page.close();
});
