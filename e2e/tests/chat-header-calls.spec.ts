// Voice and video buttons in the chat header: a basic match offers a voice call there (no video), a full
// match both; each asks the input menu's "Start a … call?" question, No gives focus back to the button, Yes rings.
import { expect, test } from '@playwright/test';
import { callingPair, expectBackInChat, expectOnCallScreen, makeFull } from './call-helpers.ts';
import { shots } from './chat-helpers.ts';

test('the chat header starts a voice call with any match and a video call with a full match', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await callingPair(browser, 'hdr');
  const header = a.page.getByRole('banner').filter({ has: a.page.getByRole('heading', { level: 1 }) });

  const voice = header.getByRole('button', { name: 'Voice call', exact: true });
  await expect(voice).toBeVisible();
  await expect(header.getByRole('button', { name: 'Video call', exact: true })).toHaveCount(0);
  await voice.click();
  const question = a.page.getByRole('dialog', { name: 'Start a voice call?' });
  await expect(question).toContainText(`${b.display} will be asked to join a voice call with you.`);
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toHaveCount(0);
  await expect(voice).toBeFocused();

  await makeFull(a, b);
  const video = header.getByRole('button', { name: 'Video call', exact: true });
  await expect(video).toBeVisible();
  await expect(voice).toBeVisible();
  await shots(a.page, 'header-calls');
  await video.click();
  await a.page
    .getByRole('dialog', { name: 'Start a video call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectOnCallScreen(a.page);
  await expect(b.page.getByRole('button', { name: 'Join the video call' })).toBeVisible({ timeout: 15_000 });
  await a.page.getByRole('button', { name: 'End call' }).click();
  await expectBackInChat(a.page);
});
