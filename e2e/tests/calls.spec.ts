// Calls in the browser, two people in two contexts with Chromium's fake camera and microphone
// (RULES.md "Known traps", item 2; the flags are in playwright.config.ts): a video call between full matches with
// media checked from getStats both ways, the camera turned off, a short network loss and the hang-up; a voice call
// between basic matches, declined once and then accepted, its length shown on both sides; and a video call between
// basic matches, which the chat never offers and the server refuses when it is forged on the socket.

import { expect, test } from '@playwright/test';
import { CALL_TEXT } from '@rookery/shared/calls.ts';
import { unexpected } from './account-helpers.ts';
import {
  answerVoiceCall,
  callingPair,
  callStatus,
  expectBackInChat,
  expectMediaFromOther,
  expectOnCallScreen,
  makeFull,
  rawSocket,
  received,
  recordPeerConnections,
  roomOf,
  startCall,
} from './call-helpers.ts';
import { bothPresent, line, matchedPair, matchRow, openChat, shots } from './chat-helpers.ts';
import { datingUrl, watchErrors } from './support.ts';

/**
 * Browser errors, less those these journeys provoke on purpose: refusals, PeerJS's debug-3 logging, and the
 * sockets failing while the network is switched off.
 */
function callErrors(errors: string[]): string[] {
  return unexpected(errors).filter((error) => !/^PeerJS: |net::ERR_INTERNET_DISCONNECTED/.test(error));
}

test('a video call between full matches: both see and hear each other, the camera goes off, either ends', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await matchedPair(browser, 'v');
  await recordPeerConnections(a.page);
  await recordPeerConnections(b.page);
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);
  await makeFull(a, b);

  // A starts a video call (Yes/No first); the screen says whom it is calling.
  await startCall(a.page, 'video');
  await expect(callStatus(a.page)).toHaveText(`Calling ${b.real}...`);
  await expect(a.page.getByText(`Calling ${b.real}...`, { exact: true }).last()).toBeVisible();
  await expect(a.page.getByRole('img', { name: b.real })).toBeVisible();
  await expect(a.page.getByLabel('Your camera')).toBeVisible();
  expect((await a.page.getByLabel('Your camera').boundingBox())?.width).toBe(200);
  await shots(a.page, 'call-connecting');

  // B sees the request in the chat and joins.
  const join = b.page.getByRole('button', { name: 'Join the video call' });
  await expect(join).toBeVisible();
  await join.click();
  await expectOnCallScreen(b.page);
  await expect(callStatus(a.page)).toContainText('Connected');
  await expect(callStatus(b.page)).toContainText('Connected');

  // Both receive the other's audio and video (from the peer connection's own statistics).
  await expectMediaFromOther(a.page, true);
  await expectMediaFromOther(b.page, true);
  await expect(b.page.getByTestId('remote-video')).toBeVisible();
  await expect(b.page.getByRole('img', { name: a.real })).toHaveCount(0);
  await shots(b.page, 'call-video');

  // A mutes (red) and turns the camera off: B's screen shows A's picture instead of the video.
  await a.page.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(a.page.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a.page.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(a.page.getByLabel('Your camera')).toBeHidden();
  await expect(b.page.getByRole('img', { name: a.real })).toBeVisible();
  await expect(b.page.getByTestId('remote-video')).toBeHidden();
  await shots(b.page, 'call-camera-off');
  await shots(a.page, 'call-muted-camera-off');
  await a.page.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(b.page.getByTestId('remote-video')).toBeVisible();

  // A short loss of B's network (signalling and socket): the call carries on and is still connected after.
  const framesBefore = (await received(b.page)).framesDecoded;
  await b.page.context().setOffline(true);
  // time passes: B's network is away this long, and the call must outlast it
  await b.page.waitForTimeout(3000);
  await b.page.context().setOffline(false);
  await expect(callStatus(b.page)).toContainText('Connected');
  await expect.poll(async () => (await received(b.page)).framesDecoded).toBeGreaterThan(framesBefore);

  // B ends: both are back in the chat, and the tracks are stopped (the camera light goes off).
  await b.page.getByRole('button', { name: 'End call' }).click();
  await expectBackInChat(b.page);
  await expectBackInChat(a.page);
  for (const page of [a.page, b.page]) {
    const open = await page.evaluate(
      () => (window.__rookeryPeerConnections ?? []).filter((pc) => pc.connectionState !== 'closed').length,
    );
    expect(open).toBe(0);
  }
  expect(callErrors(errorsA)).toEqual([]);
  expect(callErrors(errorsB)).toEqual([]);
});

test('a voice call between basic matches: declined once, then answered, heard both ways, and ended', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b, errorsA, errorsB } = await callingPair(browser, 'a');

  // The first call is declined from the chat: the notice goes, and A hears it and returns to the chat.
  await startCall(a.page, 'voice');
  // A's notice shows for a few seconds only: watch for it from the moment B declines.
  const declined = a.page.getByText(`${b.display} can't take your call right now.`).waitFor();
  await b.page.getByRole('button', { name: 'Decline the voice call' }).click();
  await declined;
  await expect(b.page.getByRole('button', { name: 'Join the voice call' })).toHaveCount(0);
  await expectBackInChat(a.page);

  // The second is answered.
  await startCall(a.page, 'voice');
  await answerVoiceCall(a, b);
  // A voice call: no camera was asked for, the camera button is greyed, each sees the other's picture.
  expect((await received(a.page)).framesDecoded).toBe(0);
  await expect(a.page.getByRole('button', { name: /^Camera \(/ })).toBeDisabled();
  await expect(a.page.getByLabel('Your camera')).toBeHidden();
  await expect(a.page.getByRole('img', { name: b.display })).toBeVisible();
  await expect(b.page.getByRole('img', { name: a.display })).toBeVisible();
  await shots(a.page, 'call-audio');

  await a.page.getByRole('button', { name: 'End call' }).click();
  await expectBackInChat(a.page);
  await expectBackInChat(b.page);
  // The call history on both sides (the declined call, then the answered one).
  await expect(line(a.page, 'Voice call declined')).toHaveCount(1);
  await expect(line(b.page, 'You declined a voice call')).toHaveCount(1);
  // The answered call says how long it lasted, the same on both sides, in the chat and in the matches list.
  const lasted = /^Voice call · \d+ s$/;
  for (const page of [a.page, b.page]) await expect(line(page, lasted)).toHaveCount(1);
  await shots(b.page, 'call-history');
  for (const [page, other] of [
    [a.page, b.display],
    [b.page, a.display],
  ] as const) {
    await page.goto(`${datingUrl}/app/matches`);
    await expect(matchRow(page, other)).toContainText(/Voice call · \d+ s$/);
  }
  await shots(a.page, 'call-history-matches');
  expect(callErrors(errorsA)).toEqual([]);
  expect(callErrors(errorsB)).toEqual([]);
});

test('basic matches are offered no video call, and the server refuses a forged one', async ({ browser }) => {
  test.setTimeout(180_000);
  const { a, b } = await matchedPair(browser, 'x');
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);

  await a.page.getByRole('button', { name: 'Chat options' }).click();
  const options = a.page.getByRole('list', { name: 'Chat options' });
  await expect(options.getByRole('button', { name: 'Voice Call' })).toBeVisible();
  await expect(options.getByRole('button', { name: 'Video Call' })).toHaveCount(0);
  await a.page.keyboard.press('Escape');

  const room = await roomOf(a.page, b.id);
  const socket = await rawSocket(a.page.context());
  try {
    const answer = await socket.timeout(10_000).emitWithAck('joinavchat', { room, vctype: 'video' });
    expect(answer).toEqual({ success: false, error: CALL_TEXT.videoNeedsFullMatch });
  } finally {
    socket.disconnect();
  }
  // Nothing rings for B.
  // time passes: a ring would reach B within this; none may
  await b.page.waitForTimeout(500);
  await expect(b.page.getByRole('button', { name: /Join the (video|voice) call/ })).toHaveCount(0);
  await expect(line(b.page, /calling you/)).toHaveCount(0);
});
