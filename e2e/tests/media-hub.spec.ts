// The media hub (/app/profile2) and the voice recorder (/app/audio): Submit's messages, a private
// photo chosen, cropped and uploaded, set as profile, downloaded and deleted behind Yes/No questions, the limit
// of three; a voice clip recorded from Chromium's fake microphone, previewed, submitted and listed on the hub.
import { expect, type Page, test } from '@playwright/test';
import { browserCall, memberInContext, unexpected, uniqueEmail } from './account-helpers.ts';
import { drawPng } from './profile-journey-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

test.use({ permissions: ['microphone'] });

const PROFILE = {
  display_name: 'Pip',
  DOB: '1994-06-15',
  gender: 'Female',
  real_name: 'Pip Penguin',
  preference: 'Any',
  want_kids: 'Undecided',
  tagline: 'Waddling towards adventure',
};

/** A member with a filled-in profile, signed in within this page's context. */
async function memberWithProfile(page: Page, label: string): Promise<void> {
  await memberInContext(page, 'Pip', uniqueEmail(label));
  const saved = await browserCall(page, '/api', { action: 'updateprofile', data: { profile: PROFILE } });
  expect(saved.status).toBe(200);
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Private photos' }).getByRole('listitem');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Upload Image → file picker → crop dialog (zoomed in) → Upload; answers the crop that was sent. */
async function uploadPhoto(
  page: Page,
  png: Buffer,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const dialog = dialogNamed(page, 'Crop your photo');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Zoom').fill('2');
  // Chromium does not hand multipart bodies with files to Playwright, so the page records the form's crop field.
  await page.evaluate(() => {
    const page = window as unknown as { sentCrops?: string[] };
    page.sentCrops = [];
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, file?: string) {
      if (name === 'crop' && typeof value === 'string') page.sentCrops?.push(value);
      Reflect.apply(append, this, file === undefined ? [name, value] : [name, value, file]);
    };
  });
  const sent = page.waitForResponse((response) => response.url().endsWith('/uploadprofileimage'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const crop = await page.evaluate(() => (window as unknown as { sentCrops?: string[] }).sentCrops?.[0]);
  expect(crop, 'the crop is sent as a form field').toBeTruthy();
  return JSON.parse(crop ?? '{}');
}

test('media hub: Submit needs a public image; photos upload with a crop, are set, downloaded, deleted, at most 3', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await memberWithProfile(page, 'media-photos');
  await page.goto(`${datingUrl}/app/profile2`);
  await expect(page.getByRole('heading', { name: 'Your photos and voice' })).toBeVisible();
  await expect(page.getByText('No private photos yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Select Image' })).toHaveAttribute(
    'href',
    '/app/images?from=profile2',
  );
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    '/app/profile1?from=profile2',
  );

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No Public Image: Please select a public image for your profile!',
  );
  await expect(page).toHaveURL(`${datingUrl}/app/profile2`);

  // A file that is not a jpg or png is refused in the browser, before any crop or upload.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a JPG or PNG image.')).toBeVisible();
  await expect(dialogNamed(page, 'Crop your photo')).toHaveCount(0);

  // The first photo: zoomed in twice, the square sent is half the short side, in source pixels.
  const crop = await uploadPhoto(page, await drawPng(page, 10));
  expect(crop.width).toBe(crop.height);
  expect(crop.width).toBeGreaterThan(200);
  expect(crop.width).toBeLessThan(260);
  await expect(photoList(page)).toHaveCount(1);
  const first = photoList(page).nth(0);
  await expect(first.getByText('Profile photo')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Set as profile' })).toBeDisabled();
  const size = await first.getByRole('img').evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(size[0]).toBeGreaterThan(0);
  expect(size[0]).toBe(size[1]);

  await uploadPhoto(page, await drawPng(page, 200));
  await expect(photoList(page)).toHaveCount(2);
  const second = photoList(page).nth(1);

  // Set as profile: No changes nothing; Yes moves the profile mark.
  await second.getByRole('button', { name: 'Set as profile' }).click();
  await dialogNamed(page, 'Set as profile photo?').getByRole('button', { name: 'No' }).click();
  await expect(dialogNamed(page, 'Set as profile photo?')).toBeHidden();
  await expect(second.getByRole('button', { name: 'Set as profile' })).toBeEnabled();
  await second.getByRole('button', { name: 'Set as profile' }).click();
  await dialogNamed(page, 'Set as profile photo?').getByRole('button', { name: 'Yes' }).click();
  await expect(second.getByRole('button', { name: 'Set as profile' })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Set as profile' })).toBeEnabled();
  await expect(second.getByText('Profile photo')).toBeVisible();

  // The server's own sentence when it is already the profile photo (the button is off, so ask it directly).
  const ids = await browserCall(page, '/api?action=profileimages');
  const profileId = (ids.json as { images: { id: string; profile: number }[] }).images.find(
    (i) => i.profile,
  )?.id;
  const again = await browserCall(page, '/api', { action: 'setuserprofileimage', data: { id: profileId } });
  expect(again.json).toMatchObject({ success: false, error: 'This is already set as your profile image.' });

  // Download, after a Yes.
  await first.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await dialogNamed(page, 'Download this photo?').getByRole('button', { name: 'Yes' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.jpe?g$/);
  await expect(dialogNamed(page, 'Download this photo?')).toBeHidden();

  // Delete, after a No and then a Yes.
  await first.getByRole('button', { name: 'Delete' }).click();
  await dialogNamed(page, 'Delete this photo?').getByRole('button', { name: 'No' }).click();
  await expect(photoList(page)).toHaveCount(2);
  await first.getByRole('button', { name: 'Delete' }).click();
  await dialogNamed(page, 'Delete this photo?').getByRole('button', { name: 'Yes' }).click();
  await expect(photoList(page)).toHaveCount(1);

  // Up to three; the fourth is refused before the file picker opens.
  await uploadPhoto(page, await drawPng(page, 90));
  await uploadPhoto(page, await drawPng(page, 300));
  await expect(photoList(page)).toHaveCount(3);
  await expect(page.getByText('3 of 3')).toBeVisible();
  let pickerOpened = false;
  page.on('filechooser', () => {
    pickerOpened = true;
  });
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await expect(page.getByText("You've uploaded the maximum number of images")).toBeVisible();
  expect(pickerOpened).toBe(false);

  // Still no public image: Submit keeps asking for it.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('No Public Image: Please select a public image for your profile!'),
  ).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

test('media hub: with a public image selected, Submit asks for a private photo, then goes on to /app', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await memberWithProfile(page, 'media-public');
  // An AI image made and selected through the wire contract (RULES.md "Reads and writes"), as /app/images would.
  const job = await browserCall(page, '/api', {
    action: 'generateimage',
    data: { description: 'A penguin reading a book on an ice floe', style: 'comic' },
  });
  expect(job.status).toBe(200);
  const jobid = (job.json as { jobid: string }).jobid;
  let imageid = '';
  await expect
    .poll(
      async () => {
        const state = (await browserCall(page, `/api?action=imagejob&id=${jobid}`)).json as {
          status: string;
          imageid?: string;
        };
        imageid = state.imageid ?? '';
        return state.status;
      },
      { timeout: 45_000 },
    )
    .toBe('done');
  expect((await browserCall(page, '/api', { action: 'selectimage', data: { imageid } })).status).toBe(200);

  await page.goto(`${datingUrl}/app/profile2`);
  const publicImage = page.getByRole('img', { name: /^Your public image/ });
  await expect(publicImage).toBeVisible();
  await expect(publicImage).toHaveAttribute('src', `/download?type=AIImage&file=${imageid}.png`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No Private Images: Please upload at least one private photo.',
  );

  await uploadPhoto(page, await drawPng(page, 40));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  // Someone not verified is offered the face check once; "Not now" goes on as Submit did.
  await dialogNamed(page, "Verify it's you?").getByRole('button', { name: 'Not now' }).click();
  await expect(page).not.toHaveURL(/\/app\/profile2/);
  await expect(page).toHaveURL(/\/app(\/(find|location|profile1))?$/);
});

test('voice recorder: a clip from the fake microphone is paused, previewed, submitted and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await memberWithProfile(page, 'media-voice');
  await page.goto(`${datingUrl}/app/profile2`);
  await page.getByRole('link', { name: 'Add a Voice Recording' }).click();
  await expect(page).toHaveURL(`${datingUrl}/app/audio`);

  const prompt = page.getByLabel('Prompt');
  await expect(prompt).toHaveValue('Where are you going on your next vacation?');
  await prompt.selectOption('Who would play you in a movie?');
  const status = page.getByRole('status').first();
  await expect(status).toHaveText('Ready to record');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // About 1 s, a 1.5 s pause, then about 1.5 s more. The clock is read around each click, because a loaded
  // machine stretches every step: the clip must hold the recorded time and leave the pause out.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(status).toHaveText('Recording');
  const started = Date.now();
  // time passes: about a second of recording
  await page.waitForTimeout(1_000);
  await page.getByRole('button', { name: 'Pause recording' }).click();
  await expect(status).toHaveText('Paused');
  const paused = Date.now();
  // time passes: a pause of a second and a half, left out of the clip
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Resume recording' }).click();
  await expect(status).toHaveText('Recording');
  const resumed = Date.now();
  // time passes: a second and a half more of recording
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(status).toHaveText('Recording ready');
  const stopped = Date.now();

  const preview = page.getByTestId('recording-preview');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  const seconds = await preview.evaluate(async (audio: HTMLAudioElement) => {
    if (Number.isNaN(audio.duration) || audio.readyState < 1) {
      await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
    }
    return audio.duration;
  });
  const pauseSeconds = (resumed - paused) / 1000;
  const wallSeconds = (stopped - started) / 1000;
  expect(seconds).toBeGreaterThan(2);
  // Recorded time is at most the time between Start and Stop less the pause (with a little slack for the
  // status updates that were waited on after each click).
  expect(seconds).toBeLessThan(wallSeconds - pauseSeconds + 0.6);

  const upload = page.waitForResponse((response) => response.url().endsWith('/uploadvrfile'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page).toHaveURL(`${datingUrl}/app/profile2`);

  const recordings = page.getByRole('list', { name: 'Voice recordings' }).getByRole('listitem');
  await expect(recordings).toHaveCount(1);
  await expect(recordings.first()).toContainText('Who would play you in a movie?');
  const src = (await recordings.first().locator('audio').getAttribute('src')) ?? '';
  // The stored file is the 16-bit WAV that was recorded (RULES.md "Constants and limits"), pauses left out.
  const served = await page.evaluate(async (src) => {
    const response = await fetch(src);
    const bytes = await response.arrayBuffer();
    const view = new DataView(bytes);
    const tag = (at: number) => String.fromCharCode(...new Uint8Array(bytes, at, 4));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      riff: `${tag(0)}/${tag(8)}`,
      bits: view.getUint16(34, true),
      seconds: view.getUint32(40, true) / view.getUint32(28, true),
    };
  }, src);
  expect(served.seconds).toBeGreaterThan(2);
  expect(served.seconds).toBeLessThan(wallSeconds - pauseSeconds + 0.6);
  expect(served).toMatchObject({
    status: 200,
    type: expect.stringMatching(/^audio\/(wav|x-wav|wave)/),
    riff: 'RIFF/WAVE',
    bits: 16,
  });

  // The player says its length, draws the recording's waveform and reports how much has played.
  const player = recordings.first();
  // Its length is the stored file's (to the second; a loaded machine records a little longer than asked).
  const play = player.getByRole('button', { name: /^Play voice message, \d+:\d\d$/ });
  await expect(play).toBeVisible();
  const name = await play.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
  const [, minutes, secs] = /(\d+):(\d\d)$/.exec(name) ?? [];
  const said = Number(minutes) * 60 + Number(secs);
  expect(Math.abs(said - served.seconds)).toBeLessThanOrEqual(1);
  const progress = player.getByRole('progressbar', { name: 'Played' });
  await expect(progress).toHaveAttribute('data-waveform', 'decoded');
  await expect(progress).toHaveAttribute('aria-valuetext', `0:00 of ${minutes}:${secs}`);
  const heights = await progress
    .locator('span')
    .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.height));
  expect(heights.length).toBe(40);
  expect(new Set(heights).size).toBeGreaterThan(1);
  // With MEDIA_SHOTS=<dir>, the player as it is drawn (for looking).
  if (process.env.MEDIA_SHOTS)
    await player.screenshot({ path: `${process.env.MEDIA_SHOTS}/voice-player.png` });
  await play.click();
  await expect(player.getByRole('button', { name: `Pause voice message, ${minutes}:${secs}` })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', new RegExp(`^0:0[1-9] of ${minutes}:${secs}$`));
  await expect(player.getByRole('button', { name: /^Play voice message/ })).toBeVisible({ timeout: 15_000 });

  // Deleting asks first.
  await recordings.first().getByRole('button', { name: 'Delete recording 1' }).click();
  await dialogNamed(page, 'Delete this recording?').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No recordings yet.')).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

test('voice recorder: when the metadata call fails nothing is uploaded and the screen stays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await memberWithProfile(page, 'media-voice-fail');
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null;
    if (body?.action !== 'uploadvrdata') return route.continue();
    return route.fulfill({ status: 400, json: { success: false, error: 'Choose one of the prompts.' } });
  });
  let uploaded = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/uploadvrfile')) uploaded = true;
  });
  await page.goto(`${datingUrl}/app/audio`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Recording');
  // time passes: a second of recording
  await page.waitForTimeout(1_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose one of the prompts.');
  await expect(page).toHaveURL(`${datingUrl}/app/audio`);
  expect(uploaded).toBe(false);
});
