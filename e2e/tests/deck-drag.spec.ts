// A deck card that follows the finger and snaps back: dragged sideways with the mouse the card moves
// and tilts; let go short of the threshold it springs back and nothing is decided; past it, right accepts and left
// declines (as the buttons do). With reduced motion the card moves without tilting.
import { expect, type Page, test } from '@playwright/test';
import { completePerson, seedProfile } from './deck-helpers.ts';
import { datingUrl } from './support.ts';

// Invercargill: a town no other journey meets in (walk.spec's Find journey is in Dunedin), so no deck sees another's.
const PLACES = [
  { latitude: -46.4132, longitude: 168.3538 },
  { latitude: -46.4144, longitude: 168.356 },
  { latitude: -46.4114, longitude: 168.351 },
  { latitude: -46.4154, longitude: 168.352 },
];

const card = (page: Page) => page.getByRole('article');
const counter = (page: Page) => page.getByText(/^Card \d+\/\d+$/);

/** Presses on the card's middle and moves `dx` sideways in steps; lets go unless `hold`. */
async function drag(page: Page, dx: number, hold = false): Promise<void> {
  const box = await card(page).boundingBox();
  if (!box) throw new Error('no card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 2, { steps: 5 });
  await page.mouse.move(x + dx, y + 4, { steps: 5 });
  if (!hold) await page.mouse.up();
}

const transform = (page: Page) => card(page).evaluate((element) => (element as HTMLElement).style.transform);
const shownName = async (page: Page) =>
  (await card(page).getByRole('heading').textContent())?.split(',')[0] ?? '';

test('a deck card follows the mouse, springs back short of the threshold and decides past it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [me] = await Promise.all([
    completePerson(browser, {
      label: 'drag-me',
      name: 'Dot Drag',
      profile: seedProfile('Dot', 'Female', 'Man', '1993-04-02'),
      at: PLACES[0] ?? null,
    }),
    ...['Eli', 'Fin', 'Gus'].map((name, n) =>
      completePerson(browser, {
        label: `drag-${name.toLowerCase()}`,
        name: `${name} Drag`,
        profile: seedProfile(name, 'Male', 'Woman', '1991-08-15'),
        at: PLACES[n + 1] ?? null,
      }),
    ),
  ]);
  const page = me.page;
  await page.goto(`${datingUrl}/app/find`);
  await expect(counter(page)).toHaveText('Card 1/3');

  // Held: the card has moved and tilts, and says what letting go would do.
  const first = await shownName(page);
  await drag(page, 90, true);
  expect(await transform(page)).toMatch(/translateX\(90px\) rotate\(5deg\)/);
  await expect(card(page)).toHaveAttribute('data-leaning', 'accept');
  // Let go short of the threshold: back in place, nothing decided.
  await page.mouse.up();
  await expect.poll(() => transform(page)).toBe('');
  await expect(counter(page)).toHaveText('Card 1/3');
  expect(await shownName(page)).toBe(first);

  // Past it to the right: accepted, as the Accept button does.
  await drag(page, 220);
  await expect(page.getByText(`You liked ${first}.`)).toBeVisible();
  await expect(counter(page)).toHaveText('Card 1/2');

  // With reduced motion the card moves without tilting; past the threshold to the left it declines.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const second = await shownName(page);
  await drag(page, -220, true);
  expect(await transform(page)).toBe('translateX(-220px)');
  await page.mouse.up();
  await expect(page.getByText(`You declined ${second}.`)).toBeVisible();
  await expect(counter(page)).toHaveText('Card 1/1');
  // The buttons are kept.
  await expect(page.getByRole('button', { name: /^Accept/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Decline/ })).toBeVisible();
});
