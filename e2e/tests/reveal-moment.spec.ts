// The reveal as a moment with the photos (not a grey pill), and a matches list that does not keep the old name
// after the reveal: once full profiles are shared, the chat marks it with the other's real photo and real name
// (both sides), and the matches lists of both (beside the chat at 1280 px, and /app/matches) say the real name at
// once, without a reload.
import { expect, test } from '@playwright/test';
import { makeFull } from './call-helpers.ts';
import { conversation, matchedPair, matchRow } from './chat-helpers.ts';
import { datingUrl } from './support.ts';

test('the reveal is a moment with the photo in the chat, and both matches lists take the real name', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b } = await matchedPair(browser, 'rvm');
  for (const me of [a, b]) await me.page.setViewportSize({ width: 1280, height: 800 });
  await makeFull(a, b);

  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const moment = conversation(me.page)
      .getByRole('listitem')
      .filter({ hasText: 'Full Profile request was accepted' });
    await expect(moment.getByRole('img', { name: other.real, exact: true })).toHaveAttribute(
      'src',
      /type=ProfileImage/,
    );
    await expect(moment).toContainText(`Meet ${other.real}`);
    await expect(
      me.page
        .getByRole('list', { name: 'Your conversations' })
        .getByRole('link', { name: new RegExp(`^${other.real}`) }),
    ).toBeVisible();
  }
  // The phone's list, reached in the app (no reload of the data it holds).
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page
    .getByRole('link', { name: 'Back' })
    .or(a.page.getByRole('button', { name: 'Back' }))
    .first()
    .click();
  await expect(a.page).toHaveURL(`${datingUrl}/app/matches`);
  await expect(matchRow(a.page, b.real)).toBeVisible();
  // With REVEAL_SHOTS=<dir>, the moment as B sees it at 1280 px (for looking).
  if (process.env.REVEAL_SHOTS)
    await b.page.screenshot({ path: `${process.env.REVEAL_SHOTS}/reveal-moment-1280.png` });
});
