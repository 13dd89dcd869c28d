// The calls bench's measurement (run by bench/calls.bench.ts; skipped in the ordinary e2e run): time from the callee
// pressing accept to the first decoded remote video frame, on loopback, for each side, over CALL_BENCH_CALLS
// video calls between two full matches. Prints one JSON line the bench turns into a table.
import { expect, type Page, test } from '@playwright/test';
import {
  callStatus,
  expectBackInChat,
  expectOnCallScreen,
  makeFull,
  recordPeerConnections,
} from './call-helpers.ts';
import { inputMenu, matchedPair } from './chat-helpers.ts';

const calls = Number(process.env.CALL_BENCH_CALLS ?? 0);

/**
 * A page-side watch that resolves with Date.now() at the first decoded video frame of a peer connection the page makes
 * from now on. The app moves from the chat to the call screen without reloading, so the watch survives the click.
 */
function firstFrameAt(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const before = window.__rookeryPeerConnections?.length ?? 0;
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > 20_000) {
        throw new Error(
          `no remote frame in 20 s (${window.__rookeryPeerConnections?.length ?? 'no'} connections, watching #${before})`,
        );
      }
      // PeerJS also makes a throw-away connection to test the browser's support: look at every new one.
      for (const connection of window.__rookeryPeerConnections?.slice(before) ?? []) {
        let frames = 0;
        (await connection.getStats()).forEach(
          (report: { type: string; kind?: string; framesDecoded?: number }) => {
            if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
          },
        );
        if (frames > 0) return Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
}

test('accept to first remote frame, both sides', async ({ browser }) => {
  test.skip(calls <= 0, 'set CALL_BENCH_CALLS to measure (npm run bench -- calls)');
  test.setTimeout(120_000 + calls * 30_000);
  const { a, b } = await matchedPair(browser, 'l');
  await recordPeerConnections(a.page);
  await recordPeerConnections(b.page);
  await makeFull(a, b);
  const callee: number[] = [];
  const caller: number[] = [];
  for (let i = 0; i < calls; i++) {
    await inputMenu(a.page, 'Video Call');
    await a.page
      .getByRole('dialog', { name: 'Start a video call?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectOnCallScreen(a.page);
    await expect(callStatus(a.page)).toHaveText(`Calling ${b.real}...`);
    const join = b.page.getByRole('button', { name: 'Join the video call' });
    await expect(join).toBeVisible();
    const callerFrame = firstFrameAt(a.page);
    const calleeFrame = firstFrameAt(b.page);
    // Both watches are running (each page has answered one evaluate since) before the clock starts.
    await Promise.all([a.page.evaluate(() => 0), b.page.evaluate(() => 0)]);
    const accepted = Date.now();
    await join.click();
    await expectOnCallScreen(b.page);
    caller.push((await callerFrame) - accepted);
    callee.push((await calleeFrame) - accepted);
    await b.page.getByRole('button', { name: 'End call' }).click();
    await expectBackInChat(b.page);
    await expectBackInChat(a.page);
  }
  console.log(`CALL_LATENCY ${JSON.stringify({ callee, caller })}`);
});
