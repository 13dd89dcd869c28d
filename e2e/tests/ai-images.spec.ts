// AI images in the browser: describe an image, watch the job's progress, make it the public image, find
// it marked in the collection and open it; a restricted word is pointed out before anything is sent; and a person
// without a pebble is told how to get one. Against a real server and its local illustrator.
import { expect, type Page, test } from '@playwright/test';
import { IMAGE_PROMPT_MESSAGES } from '../../packages/shared/src/schemas/image-prompt.ts';
import { browserCall, memberInContext, unexpected, uniqueEmail } from './account-helpers.ts';
import { recordProgress } from './profile-journey-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

const PROFILE = {
  display_name: 'Ada',
  DOB: '1992-04-12',
  gender: 'Female',
  real_name: 'Ada Penguin',
  preference: 'Man',
  want_kids: 'Undecided',
};

/** A member with a filled profile, signed in within this page. */
async function memberWithProfile(page: Page, label: string): Promise<void> {
  await memberInContext(page, 'Ada', uniqueEmail(label));
  const saved = await browserCall(page, '/api', { action: 'updateprofile', data: { profile: PROFILE } });
  expect(saved.status).toBe(200);
}

/** Generates an image through the wire contract and waits for its job to finish. */
async function generateByApi(page: Page, description: string): Promise<{ pebbles: number }> {
  const started = await browserCall(page, '/api', {
    action: 'generateimage',
    data: { description, style: 'digital-art' },
  });
  expect(started.status).toBe(200);
  const { jobid, pebbles } = started.json as { jobid: string; pebbles: number };
  await expect
    .poll(
      async () =>
        ((await browserCall(page, `/api?action=imagejob&id=${jobid}`)).json as { status: string }).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('done');
  return { pebbles };
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

test.describe('AI images on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('generate the first image free, watch it come, select it, find it marked, open it, delete it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await memberWithProfile(page, 'ada');

    // An empty collection explains the AI image and offers the first one.
    await page.goto(`${datingUrl}/app/images`);
    await expect(page.getByRole('heading', { name: 'Image Collection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your story, in a picture' })).toBeVisible();
    await page.getByRole('link', { name: 'Generate your first image' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/newimage?from=images`);
    await expect(page.getByText('Your first image is free')).toBeVisible();
    await expect(page.getByTestId('pebble-balance')).toHaveText('3 pebbles');

    // A prompt starts the description; typing goes on after it.
    await page.getByRole('button', { name: 'My next vacation' }).click();
    const description = page.getByLabel('Describe your image');
    await expect(description).toHaveValue('My next vacation: ');
    await expect(description).toBeFocused();
    await page.keyboard.type('a canoe on a misty lake at sunrise');
    await expect(page.getByText('52/2000')).toBeVisible();
    await page.getByRole('radio', { name: 'Comic' }).check();

    await recordProgress(page);
    await page.getByRole('button', { name: 'Generate' }).click();
    const image = page.getByRole('img', { name: /^Your new AI image: My next vacation: a canoe/ });
    await expect(image).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const seen = await progressSeen(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // The first image was free: the balance is untouched.
    expect((await browserCall(page, '/api?action=pebbles')).json).toMatchObject({ pebbles: 3 });

    await page.getByRole('button', { name: 'Use as my public image' }).click();
    await expect(page.getByText('This is now your public image.')).toBeVisible();

    // The collection marks it.
    await page.getByRole('link', { name: 'See my collection' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/images`);
    const tiles = page.getByRole('list').getByRole('link');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toContainText('Your public image');
    await expect(page.getByRole('link', { name: 'Generate New Image' })).toHaveAttribute(
      'href',
      '/app/newimage?from=images',
    );

    // The single view: large, with its style, description and date; already the public image.
    await tiles.first().click();
    await expect(page).toHaveURL(/\/app\/viewimage\?id=[\w-]+&from=images$/);
    await expect(page.getByRole('heading', { name: 'Your image' })).toBeVisible();
    await expect(page.getByText('Comic', { exact: true })).toBeVisible();
    await expect(page.getByText('My next vacation: a canoe on a misty lake at sunrise')).toBeVisible();
    await expect(page.getByText(/^Created \w{3} \d{1,2}, \d{4} \d{2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select as public image' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Your public image' }).click();
    await expect(page.getByText('This is already set as your profile image.')).toBeVisible();

    // Download asks first, then saves the PNG as an attachment.
    await page.getByRole('button', { name: 'Download' }).click();
    const confirm = page.getByRole('dialog', { name: 'Download this image?' });
    await expect(confirm).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('link', { name: 'Yes' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(download.url()).toMatch(/\/download\?type=AIImage&file=[\w-]+\.png&download=1$/);
    await expect(confirm).toBeHidden();

    // Delete asks too; No keeps it, Yes removes it and returns to the collection.
    await page.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete this image?' });
    await remove.getByRole('button', { name: 'No' }).click();
    await expect(remove).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    await remove.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(`${datingUrl}/app/images`);
    await expect(page.getByRole('heading', { name: 'Your story, in a picture' })).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });

  test('a restricted word is pointed out under the field and nothing is sent', async ({ page }) => {
    const errors = watchErrors(page);
    await memberWithProfile(page, 'rex');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api')) sent.push(request.postData() ?? '');
    });
    await page.goto(`${datingUrl}/app/newimage`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText(IMAGE_PROMPT_MESSAGES.description)).toBeVisible();
    await expect(page.getByText(IMAGE_PROMPT_MESSAGES.style)).toBeVisible();

    await page.getByLabel('Describe your image').fill('Me at the beach with my Gun');
    await page.getByRole('radio', { name: 'Fantasy art' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText(IMAGE_PROMPT_MESSAGES.restricted('gun'))).toBeVisible();
    await expect(page.getByLabel('Describe your image')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((body) => body.includes('generateimage'))).toEqual([]);

    // Rewording clears the message at once.
    await page.getByLabel('Describe your image').fill('Me at the beach with my guitar');
    await expect(page.getByText(IMAGE_PROMPT_MESSAGES.restricted('gun'))).toBeHidden();
    expect(unexpected(errors)).toEqual([]);
  });

  test('without a pebble, a new image opens the modal: from the server, then before asking', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await memberWithProfile(page, 'pip');
    // Free, then two pebbles: one pebble left.
    await generateByApi(page, 'A penguin reading by a fire');
    await generateByApi(page, 'A penguin on a surfboard');
    expect(await generateByApi(page, 'A penguin cooking pasta')).toEqual({ pebbles: 1 });

    await page.goto(`${datingUrl}/app/newimage?from=images`);
    await expect(page.getByText('This image costs 1 pebble')).toBeVisible();
    await expect(page.getByTestId('pebble-balance')).toHaveText('1 pebble');
    await page.getByLabel('Describe your image').fill('A penguin in a lighthouse');
    await page.getByRole('radio', { name: 'Digital art' }).check();

    // The last pebble goes elsewhere while this screen still shows one: the server's 402 opens the modal.
    expect(await generateByApi(page, 'A penguin at a festival')).toEqual({ pebbles: 0 });
    await page.getByRole('button', { name: 'Generate' }).click();
    const modal = page.getByRole('dialog', { name: 'You need a pebble' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Get pebbles' })).toHaveAttribute(
      'href',
      '/app/store?from=newimage',
    );
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel('Describe your image')).toHaveValue('A penguin in a lighthouse');

    // Reloaded with a balance of 0, the modal opens without asking the server.
    await page.reload();
    await expect(page.getByTestId('pebble-balance')).toHaveText('0 pebbles');
    await expect(page.getByLabel('Describe your image')).toHaveValue('A penguin in a lighthouse');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('generateimage')) asked.push(request.url());
    });
    await page.getByRole('radio', { name: 'Digital art' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(modal).toBeVisible();
    expect(asked).toEqual([]);
    // The 402 of the first try is the refusal this journey provokes on purpose.
    expect(unexpected(errors).filter((error) => !/status of 402/.test(error))).toEqual([]);
  });
});
