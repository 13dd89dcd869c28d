// Helpers of the profile journey (profile-journey.spec.ts), taken from the profile and media specs whose own copies
// are private to them: a choice pill, a PNG drawn by the page, a cropped upload, and a watch on the image progress
// bar.
import { expect, type Page } from '@playwright/test';

/** A choice pill (a radio under its label) inside a fieldset, as in profile-editor.spec.ts. */
export function choose(page: Page, group: string, option: string): Promise<void> {
  return page.getByRole('group', { name: group, exact: true }).getByText(option, { exact: true }).click();
}

/** A PNG drawn by the browser itself (640×480), as in media-hub.spec.ts. */
export async function drawPng(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((hue) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, `hsl(${hue} 80% 70%)`);
    gradient.addColorStop(1, `hsl(${hue + 120} 70% 40%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#0b2140';
    context.beginPath();
    context.arc(320, 240, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Upload Image → file picker → crop dialog, zoomed in → Upload, waiting for the server's answer. */
export async function uploadCroppedPhoto(page: Page, png: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Zoom').fill('2');
  const sent = page.waitForResponse((response) => response.url().endsWith('/uploadprofileimage'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

/**
 * Records every value the image progress bar shows, from inside the page, so a job the local illustrator
 * finishes quickly is not missed between two polls of the test runner. Lasts until the next full page load.
 */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Image progress"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

export const progressSeen = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
