// Calls and dates under React's StrictMode (every effect mounted, cleaned up and mounted again): a call that
// connects stays up, both hear each other, and the Dates dialog leaves its skeleton. playwright.dev.config.ts
// runs this (and calls.spec.ts) against the development server, started as `npm run dev` starts it.
import { expect as baseExpect, test } from '@playwright/test';
import { unexpected } from './account-helpers.ts';
import {
  answerVoiceCall,
  callingPair,
  callStatus,
  expectBackInChat,
  received,
  startCall,
} from './call-helpers.ts';
import { inputMenu } from './chat-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a voice call connects and stays up for more than 5 seconds, audio both ways; the Dates dialog loads', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b, errorsA, errorsB } = await callingPair(browser, 'sm');

  // The Dates dialog asks the server for the room's dates when it opens: the answer replaces the skeleton.
  await inputMenu(a.page, 'Dates');
  const dates = a.page.getByRole('dialog', { name: 'Dates' });
  await expect(dates.getByText(`No dates yet. Ask ${b.display} below.`)).toBeVisible();
  await dates.getByRole('button', { name: 'Close' }).click();
  await expect(dates).toBeHidden();

  await startCall(a.page, 'voice');
  await answerVoiceCall(a, b);

  // Still up well after the moment the StrictMode bug ended it, and audio keeps arriving on both sides.
  const before = [(await received(a.page)).audioPackets, (await received(b.page)).audioPackets];
  // time passes: the call stays up well past the moment the StrictMode bug ended it
  await a.page.waitForTimeout(6000);
  await expect(callStatus(a.page)).toContainText('Connected');
  await expect(callStatus(b.page)).toContainText('Connected');
  await expect(a.page).toHaveURL(/\/app\/avchat$/);
  await expect(b.page).toHaveURL(/\/app\/avchat$/);
  expect((await received(a.page)).audioPackets).toBeGreaterThan(before[0] ?? 0);
  expect((await received(b.page)).audioPackets).toBeGreaterThan(before[1] ?? 0);
  expect((await received(a.page)).state).toBe('connected');

  await a.page.getByRole('button', { name: 'End call' }).click();
  await expectBackInChat(a.page);
  await expectBackInChat(b.page);
  const quiet = (errors: string[]) => unexpected(errors).filter((error) => !/^PeerJS: /.test(error));
  expect(quiet(errorsA)).toEqual([]);
  expect(quiet(errorsB)).toEqual([]);
});
