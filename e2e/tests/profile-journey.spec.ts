// A new person's profile and media walked in the browser: the welcome overlay and the skipped-fields note,
// the required fields with a typed date of birth, the Profile Builder, a cropped photo, a voice clip from
// Chromium's fake microphone, an AI image generated and chosen as the public image from the media hub, and
// Submit, which hands the person to /app's entry decision (/app/find or /app/location).
import { expect, test } from '@playwright/test';
import { memberInContext, unexpected, uniqueEmail } from './account-helpers.ts';
import {
  choose,
  drawPng,
  progressSeen,
  recordProgress,
  uploadCroppedPhoto,
} from './profile-journey-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, permissions: ['microphone'] });

test('a new person builds a profile, adds a photo, a voice clip and an AI image, and submits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await memberInContext(page, 'Pip Penguin', uniqueEmail('journey'));
  // Every address the page shows, client-side navigations included, to see Submit pass through /app.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  // The editor: the welcome overlay first, then the note about the three story fields.
  await page.goto(`${datingUrl}/app/profile1`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to The Profile Corner' });
  await expect(welcome).toContainText('Fill in your profile');
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();
  await expect(
    page.getByText(
      'We notice you skipped About You, Ideal Partner and Tagline. Filling them in could help someone fall for your personality.',
    ),
  ).toBeVisible();

  // The required fields; the date of birth typed as digits becomes a date.
  await expect(page.getByLabel('Real Name')).toHaveValue('Pip Penguin');
  const dob = page.getByLabel('Date of birth', { exact: true });
  await dob.fill('19950521');
  await expect(dob).toHaveValue('1995-05-21');
  await page.getByLabel('Display Name').fill('Pip');
  await choose(page, 'Gender', 'Woman');
  await choose(page, 'Gender Preference', 'Any');
  await choose(page, 'Do you want kids?', 'Undecided');

  // The builder: Back leaves the second step and clears it; the finished text lands in About You.
  await page.getByRole('button', { name: 'Profile Builder' }).click();
  const builder = page.getByRole('dialog', { name: 'Profile Builder' });
  await builder.getByLabel(/^I'm a/).fill('marine biologist');
  await builder.getByRole('button', { name: 'Next' }).click();
  await builder.getByLabel(/^who/).fill('hums too loudly');
  await builder.getByRole('button', { name: 'Back' }).click();
  await expect(builder.getByLabel(/^I'm a/)).toHaveValue('marine biologist');
  await builder.getByRole('button', { name: 'Next' }).click();
  await expect(builder.getByLabel(/^who/)).toHaveValue('');
  const steps: [RegExp, string][] = [
    [/^who/, 'names every penguin'],
    [/^and happiest when/, 'out on the water'],
    [/^My perfect Sunday/, 'a long brunch'],
    [/^I care about/, 'clean oceans'],
  ];
  for (const [label, text] of steps) {
    await builder.getByLabel(label).fill(text);
    await builder.getByRole('button', { name: 'Next' }).click();
  }
  await builder.getByLabel(/^A fun fact about me/).fill('is that I can juggle');
  await builder.getByRole('button', { name: 'Use this text' }).click();
  await expect(builder).toBeHidden();
  // The first sentence's grammar is profile-logic.test.ts's; here, that the answers arrive in order.
  await expect(page.getByLabel('About You', { exact: true })).toHaveValue(
    /marine biologist.*penguin.*out on the water\. My perfect Sunday looks like a long brunch\. I care about clean oceans\. A fun fact about me is that I can juggle\.$/,
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/profile2`);

  // A photo drawn by the page, zoomed in the crop dialog, uploaded and listed.
  await expect(page.getByText('No private photos yet')).toBeVisible();
  await uploadCroppedPhoto(page, await drawPng(page, 200));
  const photos = page.getByRole('list', { name: 'Private photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(1);
  await expect(photos.first().getByText('Profile photo')).toBeVisible();

  // About two seconds from the fake microphone, submitted, and listed back on the media hub.
  await page.getByRole('link', { name: 'Add a Voice Recording' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/audio`);
  const prompt = page.getByLabel('Prompt');
  const question = await prompt.inputValue();
  expect(question).not.toBe('');
  const recorder = page.getByRole('status').first();
  await expect(recorder).toHaveText('Ready to record');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(recorder).toHaveText('Recording');
  // time passes: the clip's own length.
  await page.waitForTimeout(2_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(recorder).toHaveText('Recording ready');
  const upload = page.waitForResponse((response) => response.url().endsWith('/uploadvrfile'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page).toHaveURL(`${datingUrl}/app/profile2`);
  const recordings = page.getByRole('list', { name: 'Voice recordings' }).getByRole('listitem');
  await expect(recordings).toHaveCount(1);
  await expect(recordings.first()).toContainText(question);

  // Select Image → the collection → a new image from a prompt chip and a style, its progress, its picture.
  await page.getByRole('link', { name: 'Select Image' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/images?from=profile2`);
  await page.getByRole('link', { name: 'Generate your first image' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/newimage?from=images&from2=profile2`);
  await page.getByRole('button', { name: 'My next vacation' }).click();
  const description = page.getByLabel('Describe your image');
  await expect(description).toHaveValue('My next vacation: ');
  await expect(description).toBeFocused();
  await page.keyboard.type('a canoe on a misty lake at sunrise');
  await page.getByRole('radio', { name: 'Comic' }).check();
  await recordProgress(page);
  await page.getByRole('button', { name: 'Generate' }).click();
  const image = page.getByRole('img', { name: /^Your new AI image: My next vacation: a canoe/ });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const seen = await progressSeen(page);
  expect(seen.length, 'the progress bar was shown while the image was made').toBeGreaterThan(0);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  // Chosen as the public image, the person is back on the media hub, where it shows.
  await page.getByRole('button', { name: 'Use as my public image' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/profile2`);
  const publicImage = page.getByRole('img', { name: /^Your public image/ });
  await expect(publicImage).toBeVisible();
  await expect(publicImage).toHaveAttribute('src', /^\/download\?type=AIImage&file=[\w-]+\.png$/);
  await expect
    .poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(photos).toHaveCount(1);
  await expect(recordings).toHaveCount(1);

  // Submit: nothing is missing, so the hub hands over to /app, which decides where a new person begins.
  const submittedAt = visited.length;
  await page.getByRole('button', { name: 'Submit' }).click();
  // The face check is offered, not forced.
  await page
    .getByRole('dialog', { name: "Verify it's you?" })
    .getByRole('button', { name: 'Not now' })
    .click();
  await expect(page).toHaveURL(/\/app\/(find|location)$/);
  const after = visited.slice(submittedAt).map((url) => new URL(url).pathname);
  expect(after[0], 'Submit goes to /app first').toBe('/app');
  expect(after.at(-1)).toMatch(/^\/app\/(find|location)$/);
  expect(unexpected(errors)).toEqual([]);
});
