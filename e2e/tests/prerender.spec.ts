// Every public page of both sites is HTML before any JavaScript runs (title, h1, social tags), and the
// same page hydrates in the browser without a console error (a hydration mismatch is reported as one).
import { expect, type Page, test } from '@playwright/test';
import { companyUrl, datingUrl, watchErrors } from './support.ts';

interface PublicPage {
  path: string;
  title: string;
  h1: string | RegExp;
}

const datingPages: PublicPage[] = [
  { path: '/', title: 'Rookery — personality before photos', h1: 'Tired of endless swiping on dating apps?' },
  { path: '/safedating', title: 'Safe Dating · Rookery', h1: 'Safe Dating Guideline' },
  { path: '/theteam', title: 'The Team · Rookery', h1: 'The people (and penguins) behind Rookery' },
  { path: '/eula', title: 'EULA · Rookery', h1: 'End User Licence Agreement' },
  { path: '/terms', title: 'Terms of Use · Rookery', h1: 'Terms of Use' },
  { path: '/privacy', title: 'Privacy Policy · Rookery', h1: 'Privacy Policy' },
  // The forms' pages belong to another change; their headings may still be reworded.
  { path: '/delete', title: 'Delete Your Data · Rookery', h1: /delet/i },
  { path: '/contact', title: 'Contact · Rookery', h1: /contact/i },
];

const companyPages: PublicPage[] = [
  { path: '/', title: 'Icefloe Labs', h1: 'We build software that helps people connect, safely.' },
  { path: '/about', title: 'About · Icefloe Labs', h1: 'A small company with a simple idea' },
  { path: '/jobs', title: 'Jobs · Icefloe Labs', h1: 'Work with us' },
  { path: '/press', title: 'Press · Icefloe Labs', h1: 'Press kit' },
  { path: '/portfolio', title: 'Portfolio · Icefloe Labs', h1: 'Mereana Hollis' },
];

const everyPage = [
  ...datingPages.map((page) => ({ ...page, url: `${datingUrl}${page.path}`, site: 'dating' })),
  ...companyPages.map((page) => ({ ...page, url: `${companyUrl}${page.path}`, site: 'company' })),
];

async function expectPage(page: Page, { title, h1 }: PublicPage) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const entry of everyPage) {
    test(`${entry.site} ${entry.path} is served as HTML with its title and heading`, async ({ page }) => {
      const response = await page.goto(entry.url);
      expect(response?.status()).toBe(200);
      await expectPage(page, entry);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', entry.url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', entry.title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^http:\/\/.+\.png$/,
      );
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('each legal page credits GeoNames, the source of the city data, with its CC BY 4.0 licence', async ({
    page,
  }) => {
    for (const path of ['/eula', '/terms', '/privacy']) {
      await page.goto(`${datingUrl}${path}`);
      const credits = page.getByRole('region', { name: 'Data credits' });
      await expect(credits, path).toContainText(
        'Place names and positions come from GeoNames, licensed under Creative Commons Attribution 4.0.',
      );
      await expect(credits.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
        'href',
        'https://www.geonames.org/',
      );
      await expect(credits.getByRole('link', { name: 'Creative Commons Attribution 4.0' })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
    }
  });

  test('the landing page shows every section, with nothing left hidden for an animation', async ({
    page,
  }) => {
    await page.goto(`${datingUrl}/`);
    for (const name of [
      'Hundreds of faces a day, and still nobody to talk to',
      'A picture that tells your story, instead of a selfie',
      'Chat first. Reveal together.',
      'Quiet people make wonderful matches',
      'No photos up front means fewer risks from the start',
    ]) {
      const heading = page.getByRole('heading', { level: 2, name });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('opacity', '1');
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Read our Safe Dating Guideline' }),
    ).toHaveAttribute('href', '/safedating');
  });

  test('the helplines can be called with one tap', async ({ page }) => {
    await page.goto(`${datingUrl}/safedating`);
    for (const number of ['911', '111', '000', '+18007997233', '1800737732', '0800733843', '131114']) {
      await expect(page.locator(`a[href="tel:${number}"]`).first()).toBeAttached();
    }
  });

  test('each site’s social preview image is a real 1200×630 PNG', async ({ page }) => {
    for (const url of [`${datingUrl}/`, `${companyUrl}/`]) {
      await page.goto(url);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      // Through the browser, which resolves *.localhost (Node's resolver does not).
      const response = await page.goto(image ?? '');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/png');
      const png = (await response?.body()) ?? Buffer.alloc(24);
      // The IHDR chunk right after the signature holds width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test('unknown paths get the site’s not-found page with 404', async ({ page }) => {
    for (const url of [`${datingUrl}/no-such-floe`, `${companyUrl}/safedating`]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});

/** The page's layout shifts so far and for 300 ms more: their summed score, and what moved (tag.class from → to). */
function layoutShift(page: Page): Promise<{ score: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string[] }>((resolve) => {
        const found = { score: 0, moved: [] as string[] };
        const box = (rect: unknown) => {
          const r = rect as DOMRectReadOnly | undefined;
          return r
            ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
            : '?';
        };
        // Buffered entries arrive in one first callback; none at all means no shift.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            found.score += Number(Reflect.get(entry, 'value'));
            const sources = (Reflect.get(entry, 'sources') ?? []) as {
              node?: Node | null;
              previousRect?: DOMRectReadOnly;
              currentRect?: DOMRectReadOnly;
            }[];
            for (const source of sources) {
              const node = source.node as Element | null | undefined;
              const name = `${node?.nodeName ?? '?'}${node?.className ? `.${String(node.className).split(' ').slice(0, 3).join('.')}` : ''}`;
              found.moved.push(
                `${name} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
  );
}

test.describe('with JavaScript', () => {
  // isMobile: a phone's layout viewport, where a too-wide first layout would show (and shift).
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const entry of everyPage) {
    test(`${entry.site} ${entry.path} hydrates without a console error or a layout shift`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(entry.url, { waitUntil: 'networkidle' });
      await expectPage(page, entry);
      // Nothing visibly moved while the page loaded and hydrated. A sub-pixel settling of text (scores of about
      // 0.0002, seen now and then on a busy machine, on different pages each time) is below what anyone can see;
      // a real shift, such as an image without a size or a late banner, scores 0.01 and more.
      let shift = await layoutShift(page);
      if (shift.score >= 0.001) {
        // Twice in CI (/contact, then /terms) a DIV moved by a score of about 0.004 once and never again in 78
        // loads at load 5: a real shift comes back on every load, so the page is loaded once more and must be still.
        console.info(
          `${entry.url}: shift ${shift.score.toFixed(4)} on the first load (${shift.moved.join('; ')})`,
        );
        await page.reload({ waitUntil: 'networkidle' });
        await expectPage(page, entry);
        shift = await layoutShift(page);
      }
      expect(shift.score, `layout shift of ${shift.moved.join('; ')}`).toBeLessThan(0.001);
      // Hydrated: the menu button works, which only React can do.
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('walking the dating site with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reaches every dating page through its own links, without reloading', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${datingUrl}/`, { waitUntil: 'networkidle' });
    // A client-side navigation keeps this window: proof that the prerendered page became the app.
    await page.evaluate(() => Reflect.set(window, 'stayedOnPage', true));
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
    const footer = page.getByRole('contentinfo');
    const steps: [string, () => Promise<void>][] = [
      ['/safedating', () => bar.getByRole('link', { name: 'Safe Dating', exact: true }).click()],
      ['/theteam', () => footer.getByRole('link', { name: 'The Team', exact: true }).click()],
      ['/eula', () => footer.getByRole('link', { name: 'EULA', exact: true }).click()],
      ['/terms', () => footer.getByRole('link', { name: 'Terms of Use', exact: true }).click()],
      ['/privacy', () => footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click()],
      ['/delete', () => page.getByRole('main').locator('a[href="/delete"]').first().click()],
      ['/contact', () => bar.getByRole('link', { name: 'Contact', exact: true }).click()],
      ['/', () => bar.getByRole('link', { name: 'About', exact: true }).click()],
    ];
    for (const [path, go] of steps) {
      await go();
      await expect(page).toHaveURL(`${datingUrl}${path}`);
      const entry = datingPages.find((p) => p.path === path);
      if (entry) await expectPage(page, entry);
    }
    expect(await page.evaluate(() => Reflect.get(window, 'stayedOnPage'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
