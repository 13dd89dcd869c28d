// The production topology, for real (playwright.topology.config.ts starts it). Through nginx, two people
// register with codes mailed over SMTPS, match, and chat while nginx keeps each one's browser on a different app
// server (so every message crosses Redis); one's private photo lands in the S3 bucket and comes back through
// /download; and they hold a voice call relayed by coturn only (CALLS_RELAY_ONLY), proven by getStats, each one's
// PeerJS signalling on their own server.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unexpected } from './account-helpers.ts';
import { callStatus, expectMediaFromOther, expectOnCallScreen } from './call-helpers.ts';
import { bothPresent, inputMenu, line, openChat, say, shots } from './chat-helpers.ts';
import { watchErrors } from './support.ts';
import { accessLog, bucketKeys, personOn, selectedPair } from './topology-helpers.ts';

test('two people on two servers behind nginx: mail over SMTPS, chat across Redis, photos in S3, a call through coturn', async ({
  browser,
}) => {
  const started = Date.now();
  const [appA, appB] = (process.env.E2E_APP_SERVERS ?? '').split(',');
  const draw = () => 1 + Math.floor(Math.random() * 9);
  const sliders = { introvert: draw(), planner: draw(), explorer: draw(), earlybird: draw(), sweet: draw() };
  const [ada, bo] = await Promise.all([
    personOn(browser, 'a', 'Ada', 'Female', 'Man', { latitude: -36.8485, longitude: 174.7633 }, sliders),
    personOn(browser, 'b', 'Bo', 'Male', 'Woman', { latitude: -36.852, longitude: 174.768 }, sliders),
  ]);
  const errors = [watchErrors(ada.page), watchErrors(bo.page)];

  // Ada's private photo is an object in the bucket, and comes back (streamed) through nginx and /download.
  const photos = (await ada.page.evaluate(async () => (await fetch('/api?action=profileimages')).json())) as {
    images: { filename: string }[];
  };
  const filename = photos.images[0]?.filename ?? '';
  expect(await bucketKeys(`photos/${ada.id}/`)).toEqual([`photos/${ada.id}/${filename}`]);
  const download = await ada.page.evaluate(async (file) => {
    const answer = await fetch(`/download?type=ProfileImage&file=${file}`);
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      size: (await answer.arrayBuffer()).byteLength,
    };
  }, filename);
  expect(download).toMatchObject({ status: 200, type: 'image/jpeg' });
  expect(download.size).toBeGreaterThan(1000);

  // They find each other in their decks and match.
  for (const [me, other] of [
    [ada, bo],
    [bo, ada],
  ] as const) {
    const deck = (await me.page.evaluate(async () => (await fetch('/api?action=matchlist')).json())) as {
      matches?: { user_id: string }[];
    };
    expect((deck.matches ?? []).map((card) => card.user_id)).toContain(other.id);
  }
  for (const [me, other] of [
    [ada, bo],
    [bo, ada],
  ] as const) {
    const status = await me.page.evaluate(
      async (userid) =>
        (
          await fetch('/api', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'matchaccept', data: { userid } }),
          })
        ).status,
      other.id,
    );
    expect(status).toBe(200);
  }

  // Chat both ways: Ada's socket is on one server, Bo's on the other.
  await openChat(ada.page, bo.display);
  await openChat(bo.page, ada.display);
  await bothPresent(ada.page);
  await say(ada.page, 'Hello from server A');
  await expect(line(bo.page, 'Hello from server A')).toHaveCount(1);
  await say(bo.page, 'And hello from server B');
  await expect(line(ada.page, 'And hello from server B')).toHaveCount(1);
  await shots(ada.page, 'topology-chat');

  // A voice call, relay only: the selected candidate pair's local candidate is coturn's relay on both sides.
  await inputMenu(ada.page, 'Voice Call');
  await ada.page
    .getByRole('dialog', { name: 'Start a voice call?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectOnCallScreen(ada.page);
  await bo.page.getByRole('button', { name: 'Join the voice call' }).click();
  await expectOnCallScreen(bo.page);
  await expect(callStatus(ada.page)).toContainText('Connected');
  await expect(callStatus(bo.page)).toContainText('Connected');
  await expectMediaFromOther(ada.page, false);
  await expectMediaFromOther(bo.page, false);
  await shots(bo.page, 'topology-call');
  const pairs = { ada: await selectedPair(ada.page), bo: await selectedPair(bo.page) };
  console.log(`selected candidate pairs: ${JSON.stringify(pairs)}`);
  test.info().annotations.push({ type: 'selected candidate pair', description: JSON.stringify(pairs) });
  for (const pair of [pairs.ada, pairs.bo]) {
    expect(pair).toMatchObject({ local: 'relay', remote: 'relay' });
  }
  await ada.page.getByRole('button', { name: 'End call' }).click();
  // coturn itself accepted each person's TURN REST credential (username "<expiry>:<user id>").
  const turnLog = readFileSync(process.env.E2E_TURN_LOG ?? '', 'utf8').split('\n');
  for (const person of [ada, bo]) {
    const allocated = turnLog.filter(
      (entry) => entry.includes(`:${person.id}>`) && /ALLOCATE processed, success/.test(entry),
    );
    expect(allocated.length, `coturn's allocations for ${person.display}`).toBeGreaterThan(0);
  }

  for (const list of errors) {
    expect(unexpected(list).filter((error) => !/^PeerJS: /.test(error))).toEqual([]);
  }

  // Where nginx sent them: each one's websockets (Socket.IO and PeerJS) to their own server. A websocket is logged
  // when it closes, so the browsers go first.
  await ada.page.context().close();
  await bo.page.context().close();
  const sockets = (pin: string) =>
    new Set(
      accessLog()
        .filter((entry) => entry.path.startsWith('/socket.io/') && entry.pin === pin)
        .map((entry) => entry.upstream),
    );
  await expect.poll(() => sockets('a')).toEqual(new Set([appA]));
  await expect.poll(() => sockets('b')).toEqual(new Set([appB]));
  // Every server takes any peer; the offer, answer and candidates crossed between the two through Redis.
  const peers = (pin: string) =>
    new Set(
      accessLog()
        .filter((entry) => entry.path.startsWith('/peerjs') && entry.pin === pin)
        .map((entry) => entry.upstream),
    );
  expect(peers('a')).toEqual(new Set([appA]));
  expect(peers('b')).toEqual(new Set([appB]));
  console.log(`topology journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
