// Site selection by hostname (PRODUCT.md "Names"), page statuses and the security headers of every page.
import { CONFIG_META_NAME } from '@rookery/shared/site.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

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
