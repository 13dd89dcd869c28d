// WCAG 2.2 AA by axe-core at 390 px and 1280 px over what accessibility.spec.ts does not reach: the rest of the
// /app routes (app-routes.tsx), and every dialog, sheet and menu while it is open (the side menu, the deck's,
// the chat's, the incoming call and the call screen, the Profile Corner's, the media hub's, the image
// collection's, Settings' and Delete account's). Each test collects every violation of its states and fails
// naming them all (docs/ACCESSIBILITY.md).
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { axeAtBothWidths, describeFindings, type Finding, PHONE } from './a11y-helpers.ts';
import { browserCall, codeFromMail, PASSWORD, uniqueEmail } from './account-helpers.ts';
import {
  bothPresent,
  inputMenu,
  matchedPair,
  openChat,
  pictureMenu,
  requestFullMatch,
  say,
} from './chat-helpers.ts';
import { completePerson, deckTrio, seedProfile } from './deck-helpers.ts';
import { gotoLive, toast } from './live-helpers.ts';
import { drawPng } from './profile-journey-helpers.ts';
import { datingUrl } from './support.ts';

// Two browsers and a server share a loaded machine: each state gets longer to arrive than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * A town of this file's own (Gisborne), so no other journey's people are in these decks, and none of these people
 * are in another journey's: moments.spec counts Napier's deck to the card.
 */
const GISBORNE = { latitude: -38.6623, longitude: 178.0176 };
/** A second town of its own (Whanganui), for the deck whose match arrives live: its two people match each other. */
const WHANGANUI = { latitude: -39.9301, longitude: 175.0479 };

/** axe over the page as it stands, at both widths, back at the phone's width after. */
async function check(found: Finding[], page: Page, state: string): Promise<void> {
  found.push(...(await axeAtBothWidths(page, state)));
  await page.setViewportSize(PHONE);
}

/** Opens a dialog with `open`, checks it at both widths, and closes it with Escape. */
async function checkDialog(
  found: Finding[],
  page: Page,
  dialog: Locator,
  state: string,
  open: () => Promise<void>,
): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  await check(found, page, state);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('the deck’s dialogs and the side menu have no WCAG 2.2 AA violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const { ada, bo } = await deckTrio(browser, 'Axe', GISBORNE);
  // Bo has said yes to Ada already (from his deck, which holds her alone), so Ada's yes is a match.
  await browserCall(bo.page, '/api?action=matchlist');
  expect(
    (await browserCall(bo.page, '/api', { action: 'matchaccept', data: { userid: ada.id } })).status,
  ).toBe(200);
  const page = ada.page;
  const found: Finding[] = [];
  await page.goto(`${datingUrl}/app/find`);
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: /^(Bo|Cy),/ })).toBeVisible();

  const bar = page.getByRole('navigation', { name: 'App' });
  await checkDialog(found, page, page.getByRole('dialog', { name: 'Menu' }), 'the side menu', () =>
    bar.getByRole('button', { name: 'Menu' }).click(),
  );
  await bar.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await check(found, page, 'the side menu’s sign-out question');
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: /'s profile$/ }),
    'a card’s profile sheet',
    () => card.getByRole('link', { name: /^View .+'s profile/ }).click(),
  );
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Flip the whole deck?' }),
    'the Flip Deck question',
    () => page.getByRole('button', { name: 'Flip Deck' }).click(),
  );

  // To Bo's card, and yes: "It's a match!".
  if (!(await card.getByRole('heading', { name: /^Bo,/ }).isVisible())) {
    await page.getByRole('button', { name: 'Next card' }).click();
  }
  await expect(card.getByRole('heading', { name: /^Bo,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  const celebration = page.getByRole('dialog', { name: "It's a match!" });
  await expect(celebration).toBeVisible();
  await check(found, page, 'It’s a match!');
  await celebration.getByRole('button', { name: 'Keep flipping' }).click();
  await expect(celebration).toHaveCount(0);
  await bo.page.close();
  expect(found, describeFindings(found)).toEqual([]);
});

test('“It’s a match!” arriving live from the other person, and a message’s toast over it, have no WCAG 2.2 AA violation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Two people in two browser contexts, each in the other's deck (a town of this test's own).
  const { ada, bo } = await deckTrio(browser, 'AxeLive', WHANGANUI);
  for (const [me, other] of [
    [ada, bo],
    [bo, ada],
  ] as const) {
    const deck = (await browserCall(me.page, '/api?action=matchlist')).json as {
      matches?: { user_id: string }[];
    };
    expect((deck.matches ?? []).map((card) => card.user_id)).toContain(other.id);
  }
  // Ada said yes first and flips on; Bo's yes comes from the other browser while her deck is on screen.
  expect(
    (await browserCall(ada.page, '/api', { action: 'matchaccept', data: { userid: bo.id } })).status,
  ).toBe(200);
  const found: Finding[] = [];
  await gotoLive(ada.page, datingUrl, '/app/find');
  await expect(ada.page.getByRole('article')).toBeVisible();
  expect(
    (await browserCall(bo.page, '/api', { action: 'matchaccept', data: { userid: ada.id } })).status,
  ).toBe(200);
  const celebration = ada.page.getByRole('dialog', { name: "It's a match!" });
  await expect(celebration).toBeVisible();
  await expect(celebration).toContainText('You and Bo both said yes');
  await check(found, ada.page, 'It’s a match! arriving live');
  // Bo writes at once: the toast shows above the dialog's backdrop.
  await openChat(bo.page, 'Ada');
  await say(bo.page, 'Hello from the other browser');
  await expect(toast(ada.page, 'Hello from the other browser')).toBeVisible();
  await check(found, ada.page, 'It’s a match! with a message’s toast over it');
  await celebration.getByRole('button', { name: 'Keep flipping' }).click();
  await expect(celebration).toHaveCount(0);
  await bo.page.close();
  await ada.page.close();
  expect(found, describeFindings(found)).toEqual([]);
});

test('the chat’s menus, dialogs and sheets, the incoming call and the call screen have no WCAG 2.2 AA violation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'axed');
  const page = a.page;
  const found: Finding[] = [];
  await openChat(page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(page);

  // The two menus, open.
  await page.getByRole('button', { name: 'Chat options' }).click();
  await expect(page.getByRole('list', { name: 'Chat options' })).toBeVisible();
  await check(found, page, 'the chat’s + menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await expect(page.getByRole('list', { name: /'s profile menu$/ })).toBeVisible();
  await check(found, page, 'the chat’s profile menu');
  await page.keyboard.press('Escape');

  // Each dialog of the input menu and the picture menu, open, then closed by Escape.
  const dialogs: [string, string | RegExp, () => Promise<void>][] = [
    [
      'the voice call question',
      'Start a voice call?',
      () => page.getByRole('button', { name: 'Voice call' }).click(),
    ],
    ['the Full Match question', /^Ask .+ for a full match\?$/, () => inputMenu(page, 'Full Match')],
    ['the Gift sheet', 'Send a Gift', () => inputMenu(page, 'Send a Gift')],
    ['the Dates sheet', 'Dates', () => inputMenu(page, 'Dates')],
    ['the report dialog', `Report ${b.display}`, () => pictureMenu(page, 'Report')],
    [
      'the unmatch question',
      `Are you sure you want to unmatch ${b.display}?`,
      () => pictureMenu(page, 'Unmatch'),
    ],
    ['the block question', `Block ${b.display}?`, () => pictureMenu(page, 'Block')],
  ];
  for (const [state, name, open] of dialogs) {
    await checkDialog(found, page, page.getByRole('dialog', { name }), state, open);
  }
  // The Gift sheet with a gift chosen, and the Dates sheet with its calendar open.
  await inputMenu(page, 'Send a Gift');
  const gift = page.getByRole('dialog', { name: 'Send a Gift' });
  await gift.getByRole('radio').first().check();
  await check(found, page, 'the Gift sheet, a gift chosen');
  await page.keyboard.press('Escape');
  await inputMenu(page, 'Dates');
  const dates = page.getByRole('dialog', { name: 'Dates' });
  await dates.getByRole('button', { name: /^Day / }).click();
  await expect(dates.getByRole('grid')).toBeVisible();
  await check(found, page, 'the Dates sheet, its calendar open');
  await page.keyboard.press('Escape');
  if (await dates.isVisible()) await page.keyboard.press('Escape');
  await expect(dates).toHaveCount(0);

  // The full-profile request as the other person sees it, then the reveal on both sides.
  await requestFullMatch(page);
  const accept = b.page.getByRole('button', { name: 'Accept the full profile request' });
  await expect(accept).toBeVisible();
  await check(found, b.page, 'a full-profile request received');
  await accept.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.real);
  await check(found, page, 'the reveal');

  // A full match's: the video call question, a picked image waiting to be sent, hiding the photos again.
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Start a video call?' }),
    'the video call question',
    () => inputMenu(page, 'Video Call'),
  );
  const chooser = page.waitForEvent('filechooser');
  await inputMenu(page, 'Send an Image');
  await (await chooser).setFiles({
    name: 'sea.png',
    mimeType: 'image/png',
    buffer: await drawPng(page, 200),
  });
  const preview = page.getByRole('region', { name: 'Send this image?' });
  await expect(preview).toBeVisible();
  await check(found, page, 'an image waiting to be sent');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Hide my photos and name again?' }),
    'the hide-again question',
    () => pictureMenu(page, 'Hide my photos and name again'),
  );

  // A call: the ring on the other side's deck, then the call screen on both.
  await gotoLive(b.page, datingUrl, '/app/find');
  await inputMenu(page, 'Video Call');
  await page
    .getByRole('dialog', { name: 'Start a video call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const ringing = b.page.getByRole('alertdialog', { name: a.real });
  await expect(ringing).toBeVisible();
  await check(found, b.page, 'an incoming call');
  await ringing.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page).toHaveURL(`${datingUrl}/app/avchat`);
  await check(found, page, '/app/avchat (the caller)');
  await check(found, b.page, '/app/avchat (the callee)');
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);

  // Report, sent: the thank-you.
  await pictureMenu(page, 'Report');
  const report = page.getByRole('dialog', { name: `Report ${b.real}` });
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByText('Please select a reason for the report.')).toBeVisible();
  await check(found, page, 'the report dialog, not filled in');
  await report.getByLabel('Harassment').check();
  await report.getByLabel('Details').fill('Only testing the dialog.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for telling us' })).toBeVisible();
  await check(found, page, 'the report’s thank-you');
  await b.page.close();
  expect(found, describeFindings(found)).toEqual([]);
});

test('the other /app routes have no WCAG 2.2 AA violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const found: Finding[] = [];
  // A new account: the code screen, the house rules and the location question, as a new person meets them.
  const context = await browser.newContext({ viewport: PHONE });
  const fresh = await context.newPage();
  const email = uniqueEmail('axe-routes');
  await browserCall(fresh, '/signin', {
    data: { platform: 'Register', name: 'Nova Tester', username: email, password: PASSWORD, deviceid: 'web' },
  });
  for (const [path, heading] of [['/app/verify', /verify/i]] as const) {
    await fresh.goto(`${datingUrl}${path}`);
    await expect(fresh.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(found, fresh, path);
  }
  const code = await codeFromMail(fresh, email, /verification code/);
  expect((await browserCall(fresh, '/api', { action: 'verifycode', data: { code } })).status).toBe(200);
  await fresh.goto(`${datingUrl}/app/policy`);
  await expect(fresh.getByRole('checkbox')).toBeVisible();
  await check(found, fresh, '/app/policy');
  expect((await browserCall(fresh, '/api', { action: 'accepttc', data: {} })).status).toBe(200);
  await fresh.goto(`${datingUrl}/app/location`);
  await expect(fresh.getByRole('button', { name: /allow/i })).toBeVisible();
  await check(found, fresh, '/app/location');
  // A new member's Profile Corner: the welcome sheet, then the alert card of a profile saved without its date.
  await fresh.goto(`${datingUrl}/app/profile1`);
  const welcome = fresh.getByRole('dialog', { name: 'Welcome to The Profile Corner' });
  await expect(welcome).toBeVisible();
  await check(found, fresh, 'the Profile Corner’s welcome sheet');
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await fresh.getByRole('button', { name: 'Save profile' }).click();
  await expect(fresh.getByRole('dialog', { name: 'Date of birth' })).toBeVisible();
  await check(found, fresh, 'the Profile Corner’s alert card');
  await context.close();

  // A person with a match: their images, the recorder, profiles, changing the email and a page that is not there.
  const { a, b } = await matchedPair(browser, 'axer');
  const page = a.page;
  const images = (await browserCall(page, '/api?action=userimages&profile=0')).json as {
    images?: { imageid: string }[];
  };
  const imageid = images.images?.[0]?.imageid ?? '';
  expect(imageid).not.toBe('');
  for (const path of [
    '/app/audio',
    '/app/newimage',
    `/app/viewimage?id=${imageid}&from=images`,
    '/app/viewprofile',
    `/app/viewprofile?id=${b.id}`,
    '/app/resetemail',
    '/app/no-such-screen',
  ]) {
    await page.goto(`${datingUrl}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check(found, page, path);
  }
  await b.page.close();
  expect(found, describeFindings(found)).toEqual([]);
});

test('the dialogs of the Profile Corner, the media hub, the image collection and Delete account have no WCAG 2.2 AA violation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const person = await completePerson(browser, {
    label: 'axe-sheets',
    name: 'Ada Sheets',
    profile: seedProfile('Ada', 'Female', 'Man', '1993-04-02'),
    at: GISBORNE,
  });
  const page = person.page;
  const found: Finding[] = [];

  await page.goto(`${datingUrl}/app/profile1`);
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Writing About You' }),
    'a tips overlay',
    () => page.getByRole('button', { name: /^Tips for About You/ }).click(),
  );
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Date of birth' }),
    'the date of birth sheet',
    () => page.getByRole('button', { name: 'Open calendar' }).click(),
  );

  await page.goto(`${datingUrl}/app/profile2`);
  const photo = page.getByRole('list', { name: 'Private photos' }).getByRole('listitem').first();
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: /^Delete/ }),
    'the delete-photo question',
    () => photo.getByRole('button', { name: 'Delete' }).click(),
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 120) });
  await expect(page.getByRole('dialog', { name: 'Crop your photo' })).toBeVisible();
  await check(found, page, 'the crop dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Crop your photo' })).toHaveCount(0);

  const images = (await browserCall(page, '/api?action=userimages&profile=0')).json as {
    images?: { imageid: string }[];
  };
  await page.goto(`${datingUrl}/app/viewimage?id=${images.images?.[0]?.imageid ?? ''}&from=images`);
  for (const [name, button] of [
    ['Download this image?', 'Download'],
    ['Delete this image?', 'Delete'],
  ] as const) {
    await checkDialog(found, page, page.getByRole('dialog', { name }), `the “${name}” question`, () =>
      page.getByRole('button', { name: button, exact: true }).click(),
    );
  }

  // Out of pebbles: the balance spent on images made through the wire, then one more asked for on the screen.
  for (let pebbles = 1; pebbles > 0; ) {
    const started = await browserCall(page, '/api', {
      action: 'generateimage',
      data: { description: 'A penguin on a walk', style: 'digital-art' },
    });
    expect(started.status).toBe(200);
    const job = started.json as { jobid: string; pebbles: number };
    pebbles = job.pebbles;
    // One image at a time: the next is asked for once this one is made.
    await expect
      .poll(async () => {
        const now = await browserCall(page, `/api?action=imagejob&id=${job.jobid}`);
        return (now.json as { status: string }).status;
      })
      .toBe('done');
  }
  await page.goto(`${datingUrl}/app/newimage?from=images`);
  await page.getByLabel('Describe your image').fill('A penguin in a lighthouse');
  await page.getByRole('radio', { name: 'Digital art' }).check();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('dialog', { name: 'You need a pebble' })).toBeVisible();
  await check(found, page, 'the out-of-pebbles dialog');

  await page.goto(`${datingUrl}/app/delete`);
  await checkDialog(
    found,
    page,
    page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' }),
    'the delete-account question',
    () => page.getByRole('button', { name: 'Delete my account' }).click(),
  );
  expect(found, describeFindings(found)).toEqual([]);
});
