// People for the deck journeys, made complete through the wire as the app would: a profile, a generated and
// selected AI image, a private photo (a PNG drawn by the page's canvas) and a position from logincheck.
import { type Browser, expect, type Page } from '@playwright/test';
import { browserCall, memberInContext, uniqueEmail } from './account-helpers.ts';

export interface DeckSeed {
  label: string;
  name: string;
  profile: Record<string, unknown>;
  /** No position: the deck answers 'GPS disabled'. */
  at: { latitude: number; longitude: number } | null;
  /** The country the device reports (settings offers miles to US devices); NZ unless given. */
  devicecountry?: string;
}

export function seedProfile(display: string, gender: string, preference: string, dob: string) {
  return {
    display_name: display,
    real_name: `${display} Tester`,
    DOB: dob,
    gender,
    preference,
    want_kids: 'Undecided',
    tagline: `${display} loves cold mornings`,
    description: `${display} swims in the sea every day of the year and bakes bread on Sundays.`,
    ideal_partner: 'Someone kind.',
    introvert: 5,
    planner: 5,
    explorer: 5,
    earlybird: 5,
    sweet: 5,
  };
}

export async function uploadPhoto(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ff7a59';
    context.fillRect(0, 0, 300, 300);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    if (!blob) throw new Error('no png');
    const form = new FormData();
    form.append('file', blob, 'me.png');
    return (await fetch('/uploadprofileimage', { method: 'POST', body: form })).status;
  });
  expect(status).toBe(200);
}

export async function selectNewAiImage(page: Page): Promise<void> {
  const started = await browserCall(page, '/api', {
    action: 'generateimage',
    data: { description: 'A penguin on an ice floe at sunset', style: 'digital-art' },
  });
  expect(started.status).toBe(200);
  const { jobid } = started.json as { jobid: string };
  let imageid = '';
  await expect
    .poll(
      async () => {
        const job = (await browserCall(page, `/api?action=imagejob&id=${jobid}`)).json as {
          status: string;
          imageid?: string;
        };
        imageid = job.imageid ?? '';
        return job.status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  expect((await browserCall(page, '/api', { action: 'selectimage', data: { imageid } })).status).toBe(200);
}

export async function placePerson(
  page: Page,
  at: { latitude: number; longitude: number },
  devicecountry = 'NZ',
): Promise<void> {
  const checked = await browserCall(page, '/api', {
    action: 'logincheck',
    data: { locationdata: { ...at, accuracy: 10, time: Date.now() }, devicecountry },
  });
  expect(checked.status).toBe(200);
}

/** A complete person signed in within their own browser context (390×844). */
export async function completePerson(browser: Browser, seed: DeckSeed): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await memberInContext(page, seed.name, uniqueEmail(seed.label));
  const saved = await browserCall(page, '/api', { action: 'updateprofile', data: { profile: seed.profile } });
  expect(saved.status).toBe(200);
  await selectNewAiImage(page);
  await uploadPhoto(page);
  if (seed.at) await placePerson(page, seed.at, seed.devicecountry);
  const me = (await browserCall(page, '/api?action=profile')).json as { profile: { user_id: string }[] };
  return { page, id: me.profile[0]?.user_id ?? '' };
}

/** With DECK_SHOTS=<dir>, screenshots at the phone and desktop sizes (for looking, not asserting). */
export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.DECK_SHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Let the layout settle on the new size (two frames), not a timer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Wellington, where the deck's first journey meets (each journey meets in a town of its own, so none sees another's). */
export const WELLINGTON = { latitude: -41.2865, longitude: 174.7762 };

/**
 * Three complete people a few hundred metres apart around `town`: Ada (a woman looking for a man), and Bo and Cy
 * (men looking for a woman), so Ada's deck holds Bo and Cy, and each of theirs holds Ada alone. `tag` makes their
 * labels and names its own.
 */
export async function deckTrio(browser: Browser, tag: string, town: typeof WELLINGTON) {
  const near = (dLat: number, dLon: number) => ({
    latitude: town.latitude + dLat,
    longitude: town.longitude + dLon,
  });
  const person = (
    name: string,
    gender: 'Female' | 'Male',
    wants: 'Man' | 'Woman',
    dob: string,
    at: typeof town,
  ) =>
    completePerson(browser, {
      label: `${tag.toLowerCase()}-${name.toLowerCase()}`,
      name: `${name} ${tag}`,
      profile: seedProfile(name, gender, wants, dob),
      at,
    });
  const ada = await person('Ada', 'Female', 'Man', '1993-04-02', town);
  const bo = await person('Bo', 'Male', 'Woman', '1991-08-15', near(-0.0035, 0.0038));
  const cy = await person('Cy', 'Male', 'Woman', '1990-01-25', near(0.0035, -0.0042));
  return { ada, bo, cy };
}
