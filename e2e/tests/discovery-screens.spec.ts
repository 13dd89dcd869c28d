// The discovery screens in the browser: two people made complete through the wire (profile, AI image, a private
// photo, positions close together) accept each other from their decks; then the matches list, the notification
// of the match and Clear All, the basic profile view of the match with the personality comparison, one's own
// full profile, and settings that save themselves (the distance survives a reload; units only for a US user).
import { expect, type Page, test } from '@playwright/test';
import { browserCall, unexpected } from './account-helpers.ts';
import { completePerson, type DeckSeed } from './deck-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const ADA: DeckSeed = {
  label: 'disc-ada',
  name: 'Ada Lovelace',
  profile: {
    display_name: 'Ada',
    real_name: 'Ada Lovelace',
    DOB: '1994-03-02',
    gender: 'Female',
    preference: 'Man',
    want_kids: 'Undecided',
    tagline: 'Counting stars and pebbles',
    description: 'I like cold water swims and warm conversations.',
    ideal_partner: 'Someone who laughs at their own jokes.',
    introvert: 2,
    planner: 8,
    explorer: 6,
    earlybird: 3,
    sweet: 4,
  },
  // Hamilton: a town of this file's own (the chat journeys' pairs all meet in Auckland and filled Ada's 10 cards).
  at: { latitude: -37.787, longitude: 175.2793 },
  devicecountry: 'NZ',
};

const BO: DeckSeed = {
  label: 'disc-bo',
  name: 'Bo Emperor',
  profile: {
    display_name: 'Bo',
    real_name: 'Bo Emperor',
    DOB: '1992-09-20',
    gender: 'Male',
    preference: 'Woman',
    want_kids: 'Yes',
    tagline: 'Professional huddler',
    description: 'Chef by day, stargazer by night.',
    ideal_partner: 'A curious mind.',
    introvert: 7,
    planner: 3,
    explorer: 6,
    earlybird: 9,
    sweet: 5,
  },
  at: { latitude: -37.7905, longitude: 175.2838 },
  devicecountry: 'US',
};

/** With DISCOVERY_SHOTS=<dir>, full-page screenshots at the phone and desktop sizes (for looking, not asserting). */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.DISCOVERY_SHOTS;
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
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function deckIds(page: Page): Promise<string[]> {
  const deck = (await browserCall(page, '/api?action=matchlist')).json as {
    success: boolean;
    matches?: { user_id: string }[];
  };
  expect(deck.success).toBe(true);
  return (deck.matches ?? []).map((card) => card.user_id);
}

test('two people match; matches, notifications, profile view and settings show it', async ({ browser }) => {
  test.setTimeout(150_000);
  const ada = await completePerson(browser, ADA);
  const bo = await completePerson(browser, BO);
  const errors = watchErrors(ada.page);

  // Before any match: an empty list sends Ada to her deck; no notifications yet.
  await ada.page.goto(`${datingUrl}/app/matches`);
  await expect(ada.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  await expect(ada.page.getByRole('link', { name: 'Find a match' })).toHaveAttribute('href', '/app/find');
  await expect(ada.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await shots(ada.page, 'matches-empty');

  // Both load their decks and accept each other.
  expect(await deckIds(ada.page)).toContain(bo.id);
  expect(await deckIds(bo.page)).toContain(ada.id);
  const first = await browserCall(ada.page, '/api', { action: 'matchaccept', data: { userid: bo.id } });
  expect((first.json as { match?: unknown }).match).toBeUndefined();
  const second = await browserCall(bo.page, '/api', { action: 'matchaccept', data: { userid: ada.id } });
  expect((second.json as { match?: { match_id: string } }).match?.match_id).toBeTruthy();

  // The match is listed under Bo's display name (a basic match), with one unread notification.
  await ada.page.reload();
  const row = ada.page.getByRole('list', { name: 'Your matches' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bo');
  await expect(row).not.toContainText('Emperor');
  await expect(row).toHaveAttribute('href', '/app/chat');
  await expect(ada.page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await shots(ada.page, 'matches');

  // Tapping the match stores the SPEC match data for the chat.
  await row.click();
  await expect(ada.page).toHaveURL(`${datingUrl}/app/chat`);
  const cookies = await ada.page.context().cookies(`${datingUrl}/app/chat`);
  const matchdata = JSON.parse(
    decodeURIComponent(cookies.find((c) => c.name === 'matchdata')?.value ?? '{}'),
  );
  expect(matchdata).toMatchObject({ my_id: ada.id, user_id: bo.id, full_match: 0, display_name: 'Bo' });
  expect(matchdata.real_name).toBe('');

  // Notifications: "It's a match!", marked read on opening, then cleared.
  await ada.page.goto(`${datingUrl}/app/notifications`);
  const notes = ada.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText("It's a match!");
  // Shown, so read: the bottom bar's Matches badge (which counted it) clears at once, without a reload.
  await expect(ada.page.getByRole('navigation', { name: 'App' }).getByTestId('matches-badge')).toHaveCount(0);
  await shots(ada.page, 'notifications');
  // The RULES.md "Constants and limits" time (month day, year, hours:minutes:seconds) is the title; the text says how
  // long ago.
  await expect(notes.first().locator('time')).toHaveAttribute(
    'title',
    /^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2}$/,
  );
  await expect(notes.first().locator('time')).toHaveText(/^(Just now|\d+ min ago)$/);
  await expect
    .poll(
      async () =>
        ((await browserCall(ada.page, '/api?action=matches')).json as { notifications: number })
          .notifications,
    )
    .toBe(0);
  await ada.page.getByRole('button', { name: 'Clear All' }).click();
  await expect(ada.page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
  await ada.page.reload();
  await expect(ada.page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
  await shots(ada.page, 'notifications-empty');

  // Bo's profile as his basic match sees it: public facts, the comparison, no real name or private photos.
  await ada.page.goto(`${datingUrl}/app/viewprofile?id=${bo.id}&full=1&from=matches`);
  await expect(ada.page.getByRole('heading', { level: 1, name: /^Bo, \d+$/ })).toBeVisible();
  await expect(ada.page.getByText('“Professional huddler”')).toBeVisible();
  await expect(ada.page.getByText('Chef by day, stargazer by night.')).toBeVisible();
  await expect(ada.page.getByText('Virgo')).toBeVisible();
  await expect(ada.page.getByText('Man', { exact: true })).toBeVisible();
  await expect(ada.page.getByText(/km away/)).toBeVisible();
  await expect(ada.page.getByText('Emperor')).toHaveCount(0);
  await expect(ada.page.getByRole('list', { name: "Bo's private photos" })).toHaveCount(0);
  await expect(ada.page.getByText('Introvert to Extrovert: you 2, Bo 7 (of 10)')).toBeAttached();
  await shots(ada.page, 'viewprofile-match');
  await expect(ada.page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/matches');

  // Her own profile from the menu: the full view with her real name and her photo, no comparison.
  await ada.page.goto(`${datingUrl}/app/viewprofile`);
  await expect(ada.page.getByText('Ada Lovelace')).toBeVisible();
  await expect(ada.page.getByRole('list', { name: "Ada's private photos" }).getByRole('img')).toHaveCount(1);
  await shots(ada.page, 'viewprofile-own');
  await expect(ada.page.getByText('Introvert to Extrovert: 2 of 10')).toBeAttached();

  // Settings: a distance change saves itself and survives a reload; km only (Ada is not in the US).
  await ada.page.goto(`${datingUrl}/app/settings`);
  const slider = ada.page.getByRole('slider', { name: 'Maximum distance' });
  await expect(slider).toHaveAttribute('aria-valuetext', '50 km');
  await expect(ada.page.getByRole('radio', { name: 'Miles' })).toHaveCount(0);
  await slider.focus();
  for (let step = 0; step < 5; step += 1) await ada.page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '55 km');
  await expect(ada.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const listedSaved = ada.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /"listed":false/.test(response.request().postData() ?? ''),
  );
  await ada.page.getByRole('switch', { name: /Show me in the deck/ }).uncheck();
  expect((await listedSaved).status()).toBe(200);
  await expect(ada.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await ada.page.reload();
  await expect(slider).toHaveAttribute('aria-valuetext', '55 km');
  await expect(ada.page.getByRole('switch', { name: /Show me in the deck/ })).not.toBeChecked();
  await shots(ada.page, 'settings');
  await expect(ada.page.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/app/resetpassword',
  );
  await expect(ada.page.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
    'href',
    '/app/delete',
  );

  // An Email account changes its name here (the name is checked against the shared rule first).
  await ada.page.getByRole('button', { name: 'Change name' }).click();
  await ada.page.getByLabel('New name').fill('   ');
  await ada.page.getByRole('button', { name: 'Save name' }).click();
  await expect(ada.page.getByText('Name is required')).toBeVisible();
  await ada.page.getByLabel('New name').fill('Ada King');
  await ada.page.getByRole('button', { name: 'Save name' }).click();
  await expect(ada.page.getByText('Ada King')).toBeVisible();
  await ada.page.reload();
  await expect(ada.page.getByText('Ada King')).toBeVisible();

  // Bo (device in the US) may choose miles: 50 km shows as 31 miles, and the choice is kept.
  await bo.page.goto(`${datingUrl}/app/settings`);
  await bo.page.getByText('Miles', { exact: true }).click();
  const boSlider = bo.page.getByRole('slider', { name: 'Maximum distance' });
  await expect(boSlider).toHaveAttribute('aria-valuetext', '31 miles');
  await expect(bo.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await bo.page.reload();
  await expect(boSlider).toHaveAttribute('aria-valuetext', '31 miles');
  await shots(bo.page, 'settings-us');
  const settings = (await browserCall(bo.page, '/api?action=settings')).json as {
    data: { gps_distance: number; gps_in_miles: number };
  };
  expect(settings.data).toMatchObject({ gps_distance: 50, gps_in_miles: 1 });

  expect(unexpected(errors)).toEqual([]);
});
