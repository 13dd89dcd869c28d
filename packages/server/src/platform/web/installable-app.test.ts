// The installable app's server side: the manifest's fields, the service worker served fresh
// with the build's id, the offline page, /build.json, and the /app shell pointing at them (public pages do not).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_META_NAME, SERVICE_WORKER } from '@rookery/shared/installable-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, host = 'rookery.localhost') =>
  server.app.inject({ method: 'GET', url, headers: { host } });

describe('installable app', () => {
  it('serves a manifest an install prompt accepts', async () => {
    const res = await get('/app.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Rookery',
      short_name: 'Rookery',
      start_url: '/app',
      scope: SERVICE_WORKER.scope,
      display: 'standalone',
      theme_color: '#07162b',
      background_color: '#07162b',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      expect(existsSync(path.join(server.config.webRoot, 'public', icon.src))).toBe(true);
    }
  });

  it('names the configured product', async () => {
    const other = await startTestServer({ BRAND_PRODUCT: 'Waddle' });
    try {
      const res = await other.app.inject({ url: '/app.webmanifest', headers: { host: 'rookery.localhost' } });
      expect(res.json()).toMatchObject({ name: 'Waddle', short_name: 'Waddle' });
      const offline = await other.app.inject({
        url: '/offline.html',
        headers: { host: 'rookery.localhost' },
      });
      expect(offline.body).toContain("Waddle can't reach the internet");
    } finally {
      await other.close();
    }
  });

  it('serves the service worker never cached, with the build it belongs to on its first line', async () => {
    const [worker, build] = await Promise.all([get(SERVICE_WORKER.path), get('/build.json')]);
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const id = build.json().build as string;
    expect(id).toMatch(/^([0-9a-f]{12}|dev)$/);
    expect(worker.body.split('\n')[0]).toBe(`// build ${id}`);
    expect(worker.body).toContain("importScripts('/sw-push.js')");
    expect(build.headers['cache-control']).toBe('no-store');
  });

  it('serves the offline page with a Retry link to the same address', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain("<h1>You're offline</h1>");
    expect(res.body).toContain('<a class="retry" href="">Retry</a>');
  });

  it('links the manifest and the build from the /app shell only', async () => {
    const [app, build] = await Promise.all([get('/app/matches'), get('/build.json')]);
    expect(app.body).toContain('<link rel="manifest" href="/app.webmanifest" />');
    expect(app.body).toContain(`<meta name="${BUILD_META_NAME}" content="${build.json().build}" />`);
    expect(app.body).toContain('<meta name="theme-color" content="#07162b" />');
    const home = await get('/');
    expect(home.body).not.toContain('rel="manifest"');
    expect(home.body).not.toContain(BUILD_META_NAME);
  });
});
