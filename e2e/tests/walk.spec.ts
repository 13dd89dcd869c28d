// A dater's walk without traps: each bug of the walk as the journey that found it, in Chromium
// against a real server. Each test failed on the code before its fix.
import { expect, test } from '@playwright/test';
import {
  browserCall,
  codeFromMail,
  memberInContext,
  PASSWORD,
  registerInBrowser,
  typeCode,
  unexpected,
  uniqueEmail,
} from './account-helpers.ts';
import { inputMenu, matchedPair, matchRow, openChat, pictureMenu } from './chat-helpers.ts';
import { completePerson, seedProfile } from './deck-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';
import { shots, signInThroughScreens, walker, walkSeed } from './walk-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('Settings → Reset password keeps this session and OK returns to Settings', async ({ browser }) => {
  const { page } = await walker(browser, walkSeed('reset', 'Rita'));
  const errors = watchErrors(page);
  await page.goto(`${datingUrl}/app`);
  await expect(page).toHaveURL(`${datingUrl}/app/find`);
  await page.goto(`${datingUrl}/app/settings`);
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/resetpassword`);
  const email = (
    (await browserCall(page, '/api', { action: 'logincheck', data: { devicecountry: 'NZ' } })).json as {
      email: string;
    }
  ).email;
  const code = await codeFromMail(page, email, /password reset code/);
  await typeCode(page, code);
  await page.getByLabel('New Password', { exact: true }).fill(`${PASSWORD}-2`);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${PASSWORD}-2`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Successful!' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/settings`);
  await shots(page, 'settings-after-reset');
  expect((await browserCall(page, '/api?action=menudata')).status).toBe(200);
  expect(unexpected(errors)).toEqual([]);
});

test('Back from the collection after generating from it leaves both screens (no loop)', async ({
  browser,
}) => {
  const { page } = await walker(browser, walkSeed('loop', 'Lola'));
  await page.goto(`${datingUrl}/app/find`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL(/\/app\/store/);
  const store = page.url();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Image Collection' }).click();
  await expect(page).toHaveURL(/\/app\/images\?from=store$/);
  await page.getByRole('link', { name: 'Generate New Image' }).click();
  await expect(page).toHaveURL(/\/app\/newimage\?from=images&from2=store$/);
  await page.getByLabel(/Describe/).fill('A kayak on a calm bay at dawn with an island behind');
  await page.getByRole('radio', { name: 'Comic' }).check();
  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(page.getByRole('heading', { name: 'Here it is!' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'See my collection' }).click();
  await expect(page).toHaveURL(/\/app\/images\?from=store/);
  await shots(page, 'images-after-generating');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(store);
});

test('a deep link survives sign-in, and returnto never leaves the app', async ({ browser }) => {
  const { page, email } = await walker(browser, walkSeed('deep', 'Dora'));
  await page.context().clearCookies();
  await page.goto(`${datingUrl}/app/matches`);
  await signInThroughScreens(page, email);
  await expect(page).toHaveURL(`${datingUrl}/app/matches`);
  await shots(page, 'matches-after-signin');

  // An attacker's returnto is ignored: the person lands on their own deck, on this site.
  for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example', '/app//evil.example']) {
    await page.goto(`${datingUrl}/app?returnto=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(`${datingUrl}/app/find`);
  }
  await page.context().clearCookies();
  await page.goto(`${datingUrl}/app?returnto=${encodeURIComponent('//evil.example')}`);
  await signInThroughScreens(page, email);
  await expect(page).toHaveURL(`${datingUrl}/app/find`);
});

test('after a call, one Back in the chat returns to the matches list', async ({ browser }) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'bk');
  await openChat(a.page, b.display);
  await inputMenu(a.page, 'Voice Call');
  await a.page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/avchat`);
  await a.page.getByRole('button', { name: 'End call' }).click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/chat`);
  await a.page.getByRole('button', { name: 'Back' }).first().click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/matches`);
});

test('Resend Code right after registering says why it waits and counts the seconds down', async ({
  page,
}) => {
  await registerInBrowser(page, 'Rena', uniqueEmail('resend'));
  await page.getByRole('button', { name: 'Resend Code' }).click();
  // A wait, not an error: said politely (status), never as an alert.
  await expect(page.getByRole('status').filter({ hasText: /less than a minute ago/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const button = page.getByRole('button', { name: /^Resend Code in 0:\d\d$/ });
  await expect(button).toBeDisabled();
  const first = await button.textContent();
  await expect(button).not.toHaveText(first ?? '', { timeout: 3000 });
  await shots(page, 'verify-resend-wait');
});

test('saving an incomplete profile brings the first missing answer into view and focuses it', async ({
  page,
}) => {
  await memberInContext(page, 'Ivy Tester', uniqueEmail('incomplete'));
  await page.goto(`${datingUrl}/app/profile1`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Display Name').fill('Ivy');
  for (const [group, option] of [
    ['Gender', 'Woman'],
    ['Gender Preference', 'Any'],
  ] as const) {
    await page.getByRole('group', { name: group, exact: true }).getByText(option, { exact: true }).click();
  }
  // No date of birth and "Do you want kids?" unanswered; Save is pressed from the bottom of the long form.
  await page.mouse.wheel(0, 10_000);
  await page.getByRole('button', { name: 'Save profile' }).click();
  // The date of birth is an alert first; after OK, the first field with an error is in view and focused.
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const dob = page.getByLabel('Date of birth', { exact: true });
  await expect(dob).toBeFocused();
  await expect(dob).toBeInViewport();
  await shots(page, 'profile-first-error');

  // With the date given, Save from the bottom goes straight to the unanswered "Do you want kids?".
  await dob.fill('19900412');
  await page.mouse.wheel(0, 10_000);
  await page.getByRole('button', { name: 'Save profile' }).click();
  const kids = page.getByRole('group', { name: 'Do you want kids?', exact: true });
  await expect(page.getByText('Please specify if you want kids')).toBeInViewport();
  await expect(kids.getByRole('radio').first()).toBeFocused();
});

test('copy and visual slips: a call in the list, the Profile tab, the day pill, the current photo and image', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'cs');
  const page = a.page;
  await openChat(page, b.display);
  const today = page.getByRole('list', { name: /^Conversation with / }).getByText('Today', { exact: true });
  await inputMenu(page, 'Voice Call');
  await page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  // The day pill scrolls with the conversation instead of sitting over its text.
  await expect(today).toBeVisible();
  expect(await today.evaluate((pill) => getComputedStyle(pill.closest('li') ?? pill).position)).not.toBe(
    'sticky',
  );
  await shots(page, 'chat-after-call');

  // The chat partner's profile does not light the Profile tab (that is one's own).
  await pictureMenu(page, 'View Profile');
  await expect(page).toHaveURL(/\/app\/viewprofile\?from=chat$/);
  const bar = page.getByRole('navigation', { name: 'App' });
  await expect(bar.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');

  // The matches list names the call, not "Sent a request".
  await page.goto(`${datingUrl}/app/matches`);
  await expect(matchRow(page, b.display)).toContainText('Voice call');
  await expect(matchRow(page, b.display)).not.toContainText('Sent a request');
  await shots(page, 'matches-call-row');

  // The current profile photo's "Set as profile" is disabled and looks it (not the colour of a live action).
  await page.goto(`${datingUrl}/app/profile2`);
  const photo = page.getByRole('listitem', { name: 'Photo 1' });
  const current = photo.getByRole('button', { name: 'Set as profile' });
  await expect(current).toBeDisabled();
  const colour = (button: typeof current) => button.evaluate((one) => getComputedStyle(one).color);
  expect(await colour(current)).not.toBe(await colour(photo.getByRole('button', { name: 'Download' })));
  expect(await colour(current)).not.toBe('rgb(3, 105, 161)');
  await shots(page, 'media-hub-current-photo', true);

  // The current public image is not offered as a choice again.
  await page.goto(`${datingUrl}/app/images`);
  await page.getByRole('list').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Your public image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select as public image' })).toHaveCount(0);
  await shots(page, 'view-current-image');
});

test('Flip Deck declines only the cards that were shown, and Undo brings them back', async ({ browser }) => {
  test.setTimeout(120_000);
  // Tauranga, where no other journey puts anyone: the deck holds exactly these, whatever ran before.
  const near = (east: number) => ({ latitude: -37.6878, longitude: 176.1651 + east });
  const person = (label: string, display: string, gender: string, preference: string, east: number) =>
    completePerson(browser, {
      label,
      name: `${display} Tester`,
      profile: seedProfile(display, gender, preference, '1990-06-01'),
      at: near(east),
    });
  const [ada, bo, cy] = await Promise.all([
    person('flip-ada', 'Adaflip', 'Female', 'Man', 0),
    person('flip-bo', 'Boflip', 'Male', 'Woman', 0.01),
    person('flip-cy', 'Cyflip', 'Male', 'Woman', 0.012),
  ]);
  const page = ada.page;
  const declines: unknown[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { action?: string; data?: unknown } | null;
    if (request.url().endsWith('/api') && body?.action === 'matchdecline') declines.push(body.data);
  });
  await page.goto(`${datingUrl}/app/find`);
  const card = page.getByRole('article');
  const heading = card.getByRole('heading', { name: /^(Boflip|Cyflip),/ });
  await expect(heading).toBeVisible();
  const first = (await heading.textContent())?.startsWith('Boflip') ? bo : cy;
  const second = first === bo ? cy : bo;
  const secondName = first === bo ? 'Cyflip' : 'Boflip';

  // One card seen: Flip Deck declines that one only; the other, never shown, is next.
  await page.getByRole('button', { name: 'Flip Deck' }).click();
  await page
    .getByRole('dialog', { name: 'Flip the whole deck?' })
    .getByRole('button', { name: 'Flip Deck' })
    .click();
  await expect(card.getByRole('heading', { name: new RegExp(`^${secondName},`) })).toBeVisible();
  expect(declines).toEqual([{ userids: [first.id] }]);
  expect(second.id).not.toBe(first.id);
  await shots(page, 'deck-undo-bar');

  // Undo within the window brings the declined card back to the front; the server has forgotten the decline.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    card.getByRole('heading', { name: new RegExp(`^${first === bo ? 'Boflip' : 'Cyflip'},`) }),
  ).toBeVisible();
  await expect(page.getByText('Card 1/2')).toBeVisible();
  const deck = (await browserCall(page, '/api?action=matchlist')).json as { matches: { user_id: string }[] };
  expect(deck.matches.map((one) => one.user_id)).toContain(first.id);
});

test('a 16 MB 4032×3024 phone photo is made smaller in the browser and uploads; an unreadable HEIC is refused at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await walker(browser, walkSeed('bigphoto', 'Bea'));
  await page.goto(`${datingUrl}/app/profile2`);
  // A camera-sized JPEG full of detail (noise compresses badly), over the server's 10 MB.
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const pixels = context.createImageData(4032, 3024);
    for (let i = 0; i < pixels.data.length; i += 4) {
      pixels.data[i] = Math.random() * 255;
      pixels.data[i + 1] = Math.random() * 255;
      pixels.data[i + 2] = (i / 4 / 4032) % 255;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 1));
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  const big = Buffer.from(base64, 'base64');
  expect(big.length).toBeGreaterThan(10 * 1024 * 1024);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: big });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const sent = page.waitForRequest((request) => request.url().endsWith('/uploadprofileimage'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/uploadprofileimage'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(10 * 1024 * 1024);
  expect((await answered).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 of 3')).toBeVisible();

  // A HEIC this browser cannot decode is refused before any crop, saying what to do instead.
  const heic = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await heic).setFiles({
    name: 'IMG_1.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.from('ftypheic-not-really'),
  });
  await expect(page.getByText(/can't open HEIC photos/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await shots(page, 'media-hub-heic-refused', true);
});

test('the out-of-flips screen says when the flips refill', async ({ browser }) => {
  const { page } = await walker(browser, walkSeed('refill', 'Rae'));
  // The server's answer when the day's flips are used (deck.flips.test.ts makes it for real); 14 h to go.
  const refill_at = new Date(Date.now() + 14 * 3_600_000 - 60_000).toISOString();
  await page.route('**/api?action=matchlist', (route) =>
    route.fulfill({ status: 200, json: { success: false, error: 'out of flips', flips: 0, refill_at } }),
  );
  await page.goto(`${datingUrl}/app/find`);
  await expect(page.getByRole('heading', { name: "Uh oh you're out of flips" })).toBeVisible();
  await expect(page.getByText('Your flips refill in 14 h.')).toBeVisible();
  await shots(page, 'deck-out-of-flips');
});

test('a notification opens what it is about: the new match opens its chat', async ({ browser }) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'nt');
  const page = a.page;
  await page.goto(`${datingUrl}/app/notifications`);
  const card = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: "It's a match!" });
  await expect(card).toBeVisible();
  await shots(page, 'notifications-tappable');
  await card.getByRole('button', { name: 'Say hello' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.display);
});

test('coming back to Find shows the cards left, without dealing (or charging for) new ones', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const near = (east: number) => ({ latitude: -45.8788, longitude: 170.5028 + east });
  const person = (label: string, display: string, gender: string, preference: string, east: number) =>
    completePerson(browser, {
      label,
      name: `${display} Tester`,
      profile: seedProfile(display, gender, preference, '1991-02-01'),
      at: near(east),
    });
  const [eve] = await Promise.all([
    person('back-eve', 'Evefind', 'Female', 'Man', 0),
    person('back-finn', 'Finnfind', 'Male', 'Woman', 0.01),
    person('back-gus', 'Gusfind', 'Male', 'Woman', 0.012),
  ]);
  const page = eve.page;
  await page.goto(`${datingUrl}/app/find`);
  await expect(page.getByText('Card 1/2')).toBeVisible();
  await page.getByRole('button', { name: /^Decline/ }).click();
  await expect(page.getByText('Card 1/1')).toBeVisible();
  const flips = await page.getByTestId('flips-left').textContent();

  const deals: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('action=matchlist')) deals.push(request.url());
  });
  const bar = page.getByRole('navigation', { name: 'App' });
  await bar.getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/matches`);
  await bar.getByRole('link', { name: 'Find' }).click();
  await expect(page.getByText('Card 1/1')).toBeVisible();
  await expect(page.getByTestId('flips-left')).toHaveText(flips ?? '');
  expect(deals).toEqual([]);
});
