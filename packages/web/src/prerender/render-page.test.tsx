// The prerender renders every public page of both sites to a whole document: content, its own head, the slots the
// server fills, the preload links of the site's chunk and of lazy pages, and no inline script (the CSP has none).
import {
  CONFIG_SLOT,
  NOT_FOUND_PAGE,
  ORIGIN_SLOT,
  type RenderedPage,
  renderInputsOf,
} from '@rookery/shared/prerender.ts';
import { COMPANY_PAGES, DATING_PAGES } from '@rookery/shared/site-routes.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSitePages } from './render-page.tsx';

const template = `<!doctype html>
<html lang="en">
  <head>
    <!--rookery-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><!--rookery-body--></div>
  </body>
</html>`;

// The shape of Vite's build manifest, for the chunks the dating pages use.
const clientManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_router.js'] },
  '_router.js': { file: 'assets/router-1.js' },
  '_shared.js': { file: 'assets/shared-2.js', imports: ['_router.js'] },
  'src/sites/dating/dating-routes.tsx': {
    file: 'assets/dating-routes-3.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_router.js'],
  },
  'src/sites/dating/pages/eula-page.tsx': {
    file: 'assets/eula-page-4.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
};

const inputs = renderInputsOf(
  {
    product: 'Waddle & Co',
    company: 'Floe $& Partners',
    markers: { dating: 'waddle', company: 'floe' },
    supportEmail: 'help@waddle.test',
    pressEmail: 'press@floe.test',
    storeUrl: 'https://store.test/waddle',
  },
  2031,
);

let pages: RenderedPage[];
beforeAll(async () => {
  pages = await renderSitePages({
    inputs,
    template,
    clientManifest,
    stylesheets: { '/assets/index-abc.css': 'body{color:#07162b}' },
  });
});

const pageOf = (site: string, path: string) => {
  const page = pages.find((p) => p.site === site && p.path === path);
  if (!page) throw new Error(`no ${site} ${path}`);
  return page.html;
};
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('renderSitePages', () => {
  it('renders every public page of both sites and a not-found page for each', () => {
    expect(pages.map((p) => `${p.site} ${p.path} ${p.status}`).sort()).toEqual(
      [
        ...DATING_PAGES.map((p) => `dating ${p} 200`),
        `dating ${NOT_FOUND_PAGE} 404`,
        ...COMPANY_PAGES.map((p) => `company ${p} 200`),
        `company ${NOT_FOUND_PAGE} 404`,
      ].sort(),
    );
  });

  it.each([
    [
      'dating',
      '/',
      'Waddle &#38; Co — personality before photos',
      'Tired of endless swiping on dating apps?',
    ],
    ['dating', '/safedating', 'Safe Dating · Waddle &#38; Co', 'Safe Dating Guideline'],
    ['dating', '/theteam', 'The Team · Waddle &#38; Co', 'The people (and penguins) behind Waddle &amp; Co'],
    ['dating', NOT_FOUND_PAGE, 'Page not found · Waddle &#38; Co', 'Page not found'],
    ['company', '/jobs', 'Jobs · Floe $&#38; Partners', undefined],
  ])('%s %s has its own title and its content in the HTML', (site, path, title, h1) => {
    const html = pageOf(site, path);
    expect(titleOf(html)).toBe(title);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    if (h1) expect(bodyOf(html)).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[()?]/g, '\\$&')}</h1>`));
  });

  it('uses the configured names everywhere (a `$&` in a name stays as it is)', () => {
    const home = pageOf('dating', '/');
    expect(bodyOf(home)).toContain('Waddle &amp; Co');
    expect(home).not.toContain('Rookery');
    expect(pageOf('company', '/')).toContain('Floe $&amp; Partners');
    // React separates neighbouring text with empty comments.
    expect(bodyOf(home).replaceAll('<!-- -->', '')).toContain(
      `© ${new Date().getFullYear()} Floe $&amp; Partners.`,
    );
  });

  it('has the social preview tags and an absolute canonical address to be filled per request', () => {
    const html = pageOf('dating', '/safedating');
    for (const tag of [
      `<link rel="canonical" href="${ORIGIN_SLOT}/safedating" />`,
      `<meta property="og:url" content="${ORIGIN_SLOT}/safedating" />`,
      `<meta property="og:image" content="${ORIGIN_SLOT}/og/rookery.png" />`,
      '<meta property="og:title" content="Safe Dating · Waddle &#38; Co" />',
      '<meta property="og:type" content="website" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toContain(CONFIG_SLOT);
    expect(pageOf('company', '/')).toContain(`${ORIGIN_SLOT}/og/icefloe.png`);
    const missing = pageOf('dating', NOT_FOUND_PAGE);
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('rel="canonical"');
  });

  it('preloads the site chunk and a lazy page’s chunk, but nothing index.html already loads', () => {
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads(pageOf('dating', '/'))).toEqual(['/assets/dating-routes-3.js', '/assets/shared-2.js']);
    expect(preloads(pageOf('dating', '/eula'))).toEqual([
      '/assets/dating-routes-3.js',
      '/assets/shared-2.js',
      '/assets/eula-page-4.js',
    ]);
  });

  it('inlines the stylesheet, so the first paint waits for nothing but the page', () => {
    for (const page of pages) {
      expect(page.html).toContain('<style>body{color:#07162b}</style>');
      expect(page.html).not.toContain('rel="stylesheet"');
    }
  });

  it('writes no inline script and no hydration data into the page', () => {
    for (const page of pages) {
      const scripts = [...page.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts, `${page.site} ${page.path}`).toEqual([
        '<script type="module" crossorigin src="/assets/index-abc.js">',
      ]);
    }
  });
});
