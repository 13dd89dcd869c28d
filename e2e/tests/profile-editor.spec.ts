// The profile editor in the browser: a new person meets the welcome overlay, is stopped by the date-of-birth
// alerts, fills every section, writes About You with the Profile Builder, saves, and finds it all again.
import { expect, type Page, test } from '@playwright/test';
import { memberInContext, unexpected, uniqueEmail } from './account-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A choice pill (a radio under its label) inside a fieldset. */
function choose(page: Page, group: string, option: string) {
  return page.getByRole('group', { name: group, exact: true }).getByText(option, { exact: true }).click();
}

function radio(page: Page, group: string, option: string) {
  return page
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true });
}

async function alertSays(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('profile editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a new person fills the profile, uses the builder, saves, and reloads what they saved', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await memberInContext(page, 'Pip Penguin', uniqueEmail('profile'));

    await page.goto(`${datingUrl}/app/profile1`);
    await expect(page).toHaveTitle('The Profile Corner · Rookery');
    const welcome = page.getByRole('dialog', { name: 'Welcome to The Profile Corner' });
    await expect(welcome).toContainText('Fill in your profile');
    await expect(welcome).toContainText('Generate an AI image');
    await expect(welcome).toContainText('Find a match');
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await expect(welcome).toBeHidden();

    // The real name is known from sign-up; the note lists the three story fields.
    await expect(page.getByLabel('Real Name')).toHaveValue('Pip Penguin');
    await expect(
      page.getByText(
        'We notice you skipped About You, Ideal Partner and Tagline. Filling them in could help someone fall for your personality.',
      ),
    ).toBeVisible();

    // Nothing filled: the date of birth is an alert, the rest are messages under their fields
    // (RULES.md "Validation").
    await page.getByRole('button', { name: 'Save profile' }).click();
    await alertSays(page, 'Please select a date of birth');
    await expect(page.getByText('Display Name is required')).toBeVisible();
    await expect(page.getByText('Gender is required')).toBeVisible();
    await expect(page.getByText('Gender Preference is required')).toBeVisible();
    await expect(page.getByText('Please specify if you want kids')).toBeVisible();

    // Typed digits become a date; one day short of 18 is refused with the adults-only alert.
    const now = new Date();
    const tooYoung = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
    const dob = page.getByLabel('Date of birth', { exact: true });
    await dob.fill(day(tooYoung).replaceAll('-', ''));
    await expect(dob).toHaveValue(day(tooYoung));
    await page.getByLabel('Display Name').fill('Pip');
    await choose(page, 'Gender', 'Woman');
    await choose(page, 'Gender Preference', 'Any');
    await choose(page, 'Do you want kids?', 'Undecided');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await alertSays(page, 'You must be over 18 to use this product.');

    // The calendar: a year from the grid (12 a page), a month, a day.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const picker = page.getByRole('dialog', { name: 'Date of birth' });
    await picker.getByRole('button', { name: /choose a year/ }).click();
    while (!(await picker.getByRole('button', { name: '1995', exact: true }).isVisible())) {
      await picker.getByRole('button', { name: 'Earlier years' }).click();
    }
    await expect(picker.getByRole('group', { name: 'Years' }).getByRole('button')).toHaveCount(12);
    await picker.getByRole('button', { name: '1995', exact: true }).click();
    await picker.getByRole('button', { name: 'May 1995' }).click();
    // Six weeks are always shown (fixedWeeks), though May 1995 needs only five.
    await expect(picker.getByRole('row')).toHaveCount(6);
    await picker.getByRole('button', { name: /May 21/ }).click();
    await expect(picker).toBeHidden();
    await expect(dob).toHaveValue('1995-05-21');

    await choose(page, 'Do you have kids?', 'Yes');
    await page.getByLabel('Tagline', { exact: true }).fill('Will trade pebbles for pancakes');
    await expect(page.getByText('31/60')).toBeVisible();

    // Sliders by keyboard: the age range and two personality ends.
    await page.getByRole('slider', { name: 'Older' }).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('slider', { name: 'Older' })).toHaveAttribute(
      'aria-valuetext',
      'Up to 15 years older',
    );
    await page.getByRole('slider', { name: 'Introvert to Extrovert' }).focus();
    await page.keyboard.press('Home');
    await page.getByRole('slider', { name: 'Sweet to Sarcastic' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('slider', { name: 'Sweet to Sarcastic' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );

    // The builder: Back clears the step it leaves; Next on the last step writes About You.
    await page.getByRole('button', { name: 'Profile Builder' }).click();
    const builder = page.getByRole('dialog', { name: 'Profile Builder' });
    await expect(builder.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await builder.getByLabel(/^I'm a/).fill('marine biologist');
    await builder.getByRole('button', { name: 'Next' }).click();
    await builder.getByLabel(/^who/).fill('hums too loudly');
    await expect(builder).toContainText("I'm a marine biologist who hums too loudly.");
    await builder.getByRole('button', { name: 'Back' }).click();
    await expect(builder.getByLabel(/^I'm a/)).toHaveValue('marine biologist');
    await builder.getByRole('button', { name: 'Next' }).click();
    await expect(builder.getByLabel(/^who/)).toHaveValue('');
    await builder.getByLabel(/^who/).fill('names every penguin');
    await builder.getByRole('button', { name: 'Next' }).click();
    await builder.getByLabel(/^and happiest when/).fill('out on the water');
    await builder.getByRole('button', { name: 'Next' }).click();
    await builder.getByLabel(/^My perfect Sunday/).fill('a long brunch');
    await builder.getByRole('button', { name: 'Next' }).click();
    await builder.getByLabel(/^I care about/).fill('clean oceans');
    await builder.getByRole('button', { name: 'Next' }).click();
    await builder.getByLabel(/^A fun fact about me/).fill('is that I can juggle');
    await builder.getByRole('button', { name: 'Use this text' }).click();
    await expect(builder).toBeHidden();
    const story =
      "I'm a marine biologist who names every penguin, and I'm happiest when out on the water. " +
      'My perfect Sunday looks like a long brunch. I care about clean oceans. A fun fact about me is that I can juggle.';
    await expect(page.getByLabel('About You', { exact: true })).toHaveValue(story);
    await expect(
      page.getByText(
        'We notice you skipped Ideal Partner. Filling it in could help someone fall for your personality.',
      ),
    ).toBeVisible();

    // The tips overlay beside Ideal Partner.
    await page.getByRole('button', { name: 'Tips for Ideal Partner' }).click();
    await expect(page.getByRole('dialog', { name: 'Describing your Ideal Partner' })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/profile2`);
    const cookie = (await page.context().cookies()).find((one) => one.name === 'profile');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      display_name: 'Pip',
      has_kids: true,
    });

    // Back in the editor: no welcome, every value as saved, has_kids included.
    await page.goto(`${datingUrl}/app/profile1?from=profile2`);
    await expect(page.getByLabel('Display Name')).toHaveValue('Pip');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(dob).toHaveValue('1995-05-21');
    await expect(radio(page, 'Gender', 'Woman')).toBeChecked();
    await expect(radio(page, 'Do you have kids?', 'Yes')).toBeChecked();
    await expect(radio(page, 'Do you want kids?', 'Undecided')).toBeChecked();
    await expect(radio(page, 'Gender Preference', 'Any')).toBeChecked();
    await expect(page.getByLabel('Tagline', { exact: true })).toHaveValue('Will trade pebbles for pancakes');
    await expect(page.getByLabel('About You', { exact: true })).toHaveValue(story);
    await expect(page.getByRole('slider', { name: 'Older' })).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByRole('slider', { name: 'Introvert to Extrovert' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('slider', { name: 'Sweet to Sarcastic' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await expect(page.getByRole('slider', { name: 'Planner to Spontaneous' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    // from=profile2: Back goes to /app.
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app');
    expect(unexpected(errors)).toEqual([]);
  });

  test('signed out, the editor sends the person to /app', async ({ page }) => {
    await page.goto(`${datingUrl}/app/profile1`);
    await expect(page).toHaveURL(`${datingUrl}/app/signin`);
  });
});
