// Nobody answers. A calls while B is on the matches list; B's ringing sheet shows, and when the call has
// rung its time (CALL_NO_ANSWER_MS, short on this server: playwright.short-calls.config.ts) the sheet goes by
// itself, A's call screen says nobody answered, and the chats say "no answer" (A) and "Missed voice call" (B).
// The sheet keeps this server's time by itself, even when the server's "missed" never reaches it.
import { expect, type Locator, test } from '@playwright/test';
import { SHORT_NO_ANSWER_MS } from '../playwright.short-calls.config.ts';
import { startCall } from './call-helpers.ts';
import { conversation, matchedPair, matchRow, openChat, type Person } from './chat-helpers.ts';
import { gotoLive, liveShots, ringingSheet, serverB } from './live-helpers.ts';

/** B waits on the matches list while A calls from the chat: B's ringing sheet, and when it showed. */
async function ring(a: Person, b: Person): Promise<{ sheet: Locator; rang: number }> {
  await gotoLive(b.page, serverB, '/app/matches');
  await openChat(a.page, b.display);
  await a.page.getByRole('button', { name: 'Chat options' }).waitFor();
  await startCall(a.page, 'voice');
  const sheet = ringingSheet(b.page, a.display);
  await expect(sheet).toBeVisible({ timeout: 5000 });
  return { sheet, rang: Date.now() };
}

/** The sheet goes once the call has rung its time on this server, and not early. */
async function expectGoneAfterRinging(sheet: Locator, rang: number): Promise<void> {
  await expect(sheet).toHaveCount(0, { timeout: SHORT_NO_ANSWER_MS + 5000 });
  expect(Date.now() - rang).toBeGreaterThan(SHORT_NO_ANSWER_MS - 2000);
}

test('nobody answers: the ringing sheet goes after the no-answer time and both see the missed call', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'gm');
  const { sheet, rang } = await ring(a, b);
  // A's notice shows for a few seconds only: watch for it while B's sheet rings.
  const noAnswer = a.page.getByText(`No answer from ${b.display}.`).waitFor({ timeout: 20_000 });
  await expectGoneAfterRinging(sheet, rang);
  await noAnswer;
  await expect(b.page).toHaveURL(`${serverB}/app/matches`);

  await expect(a.page).toHaveURL(/\/app\/chat$/, { timeout: 10_000 });
  await expect(conversation(a.page).getByText('Voice call, no answer')).toBeVisible({ timeout: 10_000 });
  await matchRow(b.page, a.display).click();
  await expect(conversation(b.page).getByText('Missed voice call')).toBeVisible({ timeout: 10_000 });
  await expect(b.page.getByRole('button', { name: 'Join the voice call' })).toHaveCount(0);
  await liveShots(b.page, 'missed-call-callee');
});

test("the ringing sheet stops after the server's no-answer time by itself, without the server's word", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b } = await matchedPair(browser, 'gn');
  // B's socket never hears that the call was missed: only the sheet's own limit can take it down.
  await b.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!/"kind":"call".*"state":"missed"|"state":"missed".*"kind":"call"/.test(String(message))) {
        ws.send(message);
      }
    });
  });
  const { sheet, rang } = await ring(a, b);
  // CALLS.noAnswerMs (45 s) would keep it up long past this.
  await expectGoneAfterRinging(sheet, rang);
});
