// Site selection by hostname (RULES.md "Names"), page statuses and the security headers of every page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appShellModules, PRERENDER_DIR, PRERENDER_MANIFEST, SSR_BUNDLE } from '@rookery/shared/prerender.ts';
import { CONFIG_META_NAME } from '@rookery/shared/site.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// These tests run before and after `npm run build`: with a build, pages are prerendered; without, the shell.
const { webDist } = loadConfig({});
const prerendered =
  existsSync(path.join(webDist, PRERENDER_DIR, PRERENDER_MANIFEST)) &&
  existsSync(path.join(webDist, SSR_BUNDLE));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = (host: string, url = '/') => server.app.inject({ method: 'GET', url, headers: { host } });

function configOf(html: string) {
  const match = html.match(new RegExp(`<meta name="${CONFIG_META_NAME}" content="([^"]+)"`));
  return JSON.parse(
    (match?.[1] ?? '').replaceAll('&#34;', '"').replaceAll('&#39;', "'").replaceAll('&#38;', '&'),
  );
}

describe('site selection by hostname', () => {
  it.each([
    ['rookery.localhost:3000', 'dating', 'Rookery — personality before photos', '/icons/rookery.svg'],
    ['www.rookery.app', 'dating', 'Rookery — personality before photos', '/icons/rookery.svg'],
    ['127.0.0.1:3000', 'dating', 'Rookery — personality before photos', '/icons/rookery.svg'],
    ['dating.example.org', 'dating', 'Rookery — personality before photos', '/icons/rookery.svg'],
    ['localhost:3000', 'company', 'Icefloe Labs', '/icons/icefloe.svg'],
    ['icefloelabs.com', 'company', 'Icefloe Labs', '/icons/icefloe.svg'],
  ])('%s shows the %s site', async (host, site, title, icon) => {
    const res = await page(host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`href="${icon}"`);
    expect(configOf(res.body)).toMatchObject({ site, product: 'Rookery', company: 'Icefloe Labs' });
  });

  it('takes the names and markers from configuration', async () => {
    const other = await startTestServer({
      BRAND_PRODUCT: 'Waddle',
      BRAND_COMPANY: 'Floe & Co',
      SITE_DATING_MARKER: 'waddle',
      SITE_COMPANY_MARKER: 'floe',
    });
    try {
      const dating = await other.app.inject({ url: '/', headers: { host: 'waddle.test' } });
      expect(dating.body).toContain('<title>Waddle — personality before photos</title>');
      const company = await other.app.inject({ url: '/', headers: { host: 'floe.test' } });
      expect(company.body).toContain('<title>Floe &#38; Co</title>');
      expect(configOf(company.body)).toMatchObject({
        site: 'company',
        company: 'Floe & Co',
        markers: { company: 'floe' },
      });
    } finally {
      await other.close();
    }
  });
});

describe('page statuses', () => {
  it('answers 200 for each site’s own pages and 404 for others, still with the app shell', async () => {
    expect((await page('rookery.localhost', '/safedating')).statusCode).toBe(200);
    expect((await page('rookery.localhost', '/privacy/')).statusCode).toBe(200);
    expect((await page('rookery.localhost', '/jobs')).statusCode).toBe(404);
    expect((await page('localhost', '/jobs')).statusCode).toBe(200);
    expect((await page('localhost', '/safedating')).statusCode).toBe(404);
    const missing = await page('rookery.localhost', '/no/such/page?x=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('gives every path under /app to the web app', async () => {
    for (const url of ['/app', '/app/signin', '/app/find?x=1', '/app/chat/anything']) {
      expect((await page('rookery.localhost', url)).statusCode, url).toBe(200);
    }
  });

  it('sends a Content-Security-Policy without inline scripts, and no-cache for pages', async () => {
    const res = await page('rookery.localhost');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('escapes the public config so a hostile Host header cannot inject markup', async () => {
    const res = await page('"><script>alert(1)</script>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('the /app shell’s preloads', () => {
  // They name source modules as the client manifest keys them: a module moved or renamed must be renamed there
  // too, or its preload would silently go (the server finds no chunk for it).
  it.each(['/app', '/app/find', '/app/signin'])('name modules of the web app that exist (%s)', (pathname) => {
    const modules = appShellModules(pathname);
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      expect(existsSync(path.join(webDist, '..', module)), module).toBe(true);
    }
  });
});

describe.runIf(prerendered)('with a prerendered web build', () => {
  it('sends each public page with its content, head and config before any JavaScript runs', async () => {
    const home = await page('rookery.localhost:3000');
    expect(home.body).toMatch(/<h1[^>]*>Tired of endless swiping on dating apps\?<\/h1>/);
    expect(home.body).toContain('<link rel="canonical" href="http://rookery.localhost:3000/" />');
    expect(configOf(home.body)).toMatchObject({ site: 'dating', product: 'Rookery' });

    const guide = await page('rookery.localhost:3000', '/safedating');
    expect(guide.body).toContain('<title>Safe Dating · Rookery</title>');
    expect(guide.body).toMatch(/<h1[^>]*>Safe Dating Guideline<\/h1>/);
    expect(guide.body).toContain('href="tel:911"');

    const jobs = await page('localhost:3000', '/jobs');
    expect(jobs.body).toContain('<title>Jobs · Icefloe Labs</title>');
    expect(configOf(jobs.body)).toMatchObject({ site: 'company' });
  });

  it('sends the not-found page with 404, and the shell for /app', async () => {
    const missing = await page('rookery.localhost', '/no-such-floe');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(missing.body).toContain('<title>Page not found · Rookery</title>');
    const app = await page('rookery.localhost', '/app');
    expect(app.body).toContain('<div id="root"><!--rookery-body--></div>');
  });

  it('preloads the scripts each /app address needs first beside the entry, and none of the app on public pages', async () => {
    // A chunk is <name>-<8-character hash>.js, and a hash may hold a dash itself (app-routes-D-q-H5zj.js).
    const preloads = async (url: string) =>
      [
        ...(await page('rookery.localhost', url)).body.matchAll(
          /<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g,
        ),
      ].map((match) => match[1]);
    const entry = await preloads('/app');
    expect(entry).toEqual(expect.arrayContaining(['dating-routes', 'app-routes', 'decide-entry']));
    expect(entry).not.toContain('deck-screen');
    const deck = await preloads('/app/find');
    expect(deck).toEqual(expect.arrayContaining(['dating-routes', 'app-routes', 'deck-screen', 'deck-data']));
    expect(deck).not.toContain('decide-entry');
    const signin = await preloads('/app/signin?returnto=find');
    expect(signin).toEqual(expect.arrayContaining(['dating-routes', 'app-routes']));
    expect(signin).not.toContain('decide-entry');
    expect(await preloads('/')).not.toContain('app-routes');
  });

  it('renders the pages with a custom brand at start, so no default name shows', async () => {
    const other = await startTestServer({ BRAND_PRODUCT: 'Waddle', BRAND_COMPANY: 'Floe Co' });
    try {
      for (const url of ['/', '/safedating', '/theteam']) {
        const res = await other.app.inject({ url, headers: { host: 'dating.example.org' } });
        expect(res.body, url).toContain('Waddle');
        expect(res.body, url).not.toContain('Rookery');
      }
      const team = await other.app.inject({ url: '/theteam', headers: { host: 'dating.example.org' } });
      expect(team.body).toMatch(/<h1[^>]*>The people \(and penguins\) behind Waddle<\/h1>/);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(prerendered)('without a web build', () => {
  it('sends the page shell, which the browser renders', async () => {
    const home = await page('rookery.localhost');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"><!--rookery-body--></div>');
    expect(home.body).toContain('<title>Rookery — personality before photos</title>');
  });
});
