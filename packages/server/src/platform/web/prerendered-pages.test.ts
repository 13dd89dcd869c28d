// Which HTML a page request gets, against a stand-in web build in a temporary folder (so these run with or without
// a real build): the build's prerendered files when the fingerprints match, pages rendered at start from the SSR
// bundle when they do not, the not-found page with 404, and the plain shell for /app or without a prerender.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  CONFIG_SLOT,
  NOT_FOUND_PAGE,
  ORIGIN_SLOT,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
  SSR_BUNDLE,
} from '@rookery/shared/prerender.ts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, type Env, loadConfig } from '../../config.ts';
import { fingerprintOf, loadPrerenderedPages, renderInputsFor } from './prerendered-pages.ts';
import { builtTemplate, registerSitePages } from './site-pages.ts';

const template = `<!doctype html><html lang="en"><head><!--rookery-head--></head><body><div id="root"><!--rookery-body--></div></body></html>`;

/** A document as the prerender writes it, with a word that says where it came from. */
function doc(title: string, h1: string): string {
  return template
    .replace(
      '<!--rookery-head-->',
      `<title>${title}</title><link rel="canonical" href="${ORIGIN_SLOT}/" />${CONFIG_SLOT}`,
    )
    .replace(
      '<!--rookery-body-->',
      `<main><h1>${h1}</h1>${'<p>Padding so the page is worth compressing.</p>'.repeat(40)}</main>`,
    );
}

/** A stand-in SSR bundle: renders each page with the product name it is given. */
const bundle = `
export async function renderSitePages({ inputs, template }) {
  const page = (site, path, status) => ({ site, path, status,
    html: template.replace('<!--rookery-head-->', '<title>' + inputs.product + '</title>${CONFIG_SLOT}')
      .replace('<!--rookery-body-->', '<h1>Rendered at start for ' + inputs.product + ' ' + path + '</h1>') });
  return [page('dating', '/', 200), page('dating', '/safedating', 200), page('dating', '*', 404), page('company', '/', 200), page('company', '*', 404)];
}`;

let dist: string;
const silent = { info() {}, warn() {} };

function configFor(overrides: Env = {}): Config {
  // Its own data folder: copying the config reads the location key, which is kept in DATA_DIR/secrets.json.
  const env: Env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dist, 'data'), ...overrides };
  return { ...loadConfig({}, env), webDist: dist };
}

function writeBuild(fingerprint: string) {
  rmSync(dist, { recursive: true, force: true });
  const dir = path.join(dist, PRERENDER_DIR);
  mkdirSync(path.join(dir, 'dating'), { recursive: true });
  mkdirSync(path.join(dir, 'company'), { recursive: true });
  mkdirSync(path.dirname(path.join(dist, SSR_BUNDLE)), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), template);
  writeFileSync(path.join(dist, SSR_BUNDLE), bundle);
  const files = [
    {
      site: 'dating',
      path: '/',
      status: 200,
      file: 'dating/index.html',
      html: doc('Home', 'Prerendered home'),
    },
    {
      site: 'dating',
      path: '/safedating',
      status: 200,
      file: 'dating/safedating.html',
      html: doc('Safe', 'Prerendered guide'),
    },
    {
      site: 'dating',
      path: NOT_FOUND_PAGE,
      status: 404,
      file: 'dating/404.html',
      html: doc('Missing', 'Prerendered not found'),
    },
    {
      site: 'company',
      path: '/',
      status: 200,
      file: 'company/index.html',
      html: doc('Company', 'Prerendered company'),
    },
    {
      site: 'company',
      path: NOT_FOUND_PAGE,
      status: 404,
      file: 'company/404.html',
      html: doc('Gone', 'Company not found'),
    },
  ] as const;
  for (const f of files) writeFileSync(path.join(dir, f.file), f.html);
  const manifest: PrerenderManifest = {
    version: 1,
    fingerprint,
    inputs: renderInputsFor(configFor()),
    builtAt: new Date().toISOString(),
    pages: files.map(({ html: _html, ...entry }) => entry),
  };
  writeFileSync(path.join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
}

async function serve(config: Config) {
  const app = Fastify();
  await registerSitePages(app, config, builtTemplate(config));
  await app.ready();
  return app;
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'rookery-dist-'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('choosing the pages at start', () => {
  it('uses the build’s files when the runtime config has the build’s fingerprint', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config)));
    const pages = await loadPrerenderedPages(config, silent);
    expect(pages?.source).toBe('files');
    expect(pages?.page('dating', '/')?.html).toContain('<h1>Prerendered home</h1>');
    expect(pages?.page('dating', NOT_FOUND_PAGE)?.status).toBe(404);
  });

  it('renders the pages itself, with the runtime names, when the fingerprint differs', async () => {
    writeBuild(fingerprintOf(renderInputsFor(configFor())));
    const pages = await loadPrerenderedPages(configFor({ BRAND_PRODUCT: 'Waddle' }), silent);
    expect(pages?.source).toBe('rendered');
    expect(pages?.page('dating', '/safedating')?.html).toContain(
      '<h1>Rendered at start for Waddle /safedating</h1>',
    );
  });

  it('renders again when the year has turned since the build (the footer shows it)', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config, new Date().getFullYear() - 1)));
    expect((await loadPrerenderedPages(config, silent))?.source).toBe('rendered');
  });

  it('has no pages (the shell is served) without a prerender, in development, or with a broken build', async () => {
    const config = configFor();
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist);
    expect(await loadPrerenderedPages(config, silent)).toBeNull();

    writeBuild(fingerprintOf(renderInputsFor(config)));
    expect(await loadPrerenderedPages({ ...config, viteDev: true }, silent)).toBeNull();

    writeFileSync(path.join(dist, PRERENDER_DIR, PRERENDER_MANIFEST), '{ half written');
    const warnings: string[] = [];
    const broken = await loadPrerenderedPages(config, { info() {}, warn: (_obj, msg) => warnings.push(msg) });
    expect(broken).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('serving the pages', () => {
  it('answers a known page with its prerendered HTML, the site’s config and this host as the origin', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config)));
    const app = await serve(config);
    try {
      const res = await app.inject({ url: '/safedating/', headers: { host: 'rookery.localhost:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Prerendered guide</h1>');
      expect(res.body).toContain('<link rel="canonical" href="http://rookery.localhost:3000/" />');
      expect(res.body).toMatch(/<meta name="rookery-config" content="[^"]*&#34;site&#34;:&#34;dating&#34;/);
      expect(res.body).not.toContain(CONFIG_SLOT);
      expect(res.headers.vary).toBe('Host, Accept-Encoding');

      const company = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      expect(company.body).toContain('<h1>Prerendered company</h1>');
      expect(company.body).toMatch(/&#34;site&#34;:&#34;company&#34;/);
    } finally {
      await app.close();
    }
  });

  it('answers unknown paths with the site’s not-found page and 404, and /app with the shell', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config)));
    const app = await serve(config);
    try {
      const missing = await app.inject({ url: '/no/such/floe?x=1', headers: { host: 'rookery.localhost' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<h1>Prerendered not found</h1>');
      const wrongSite = await app.inject({ url: '/safedating', headers: { host: 'localhost' } });
      expect(wrongSite.statusCode).toBe(404);
      expect(wrongSite.body).toContain('<h1>Company not found</h1>');

      const shell = await app.inject({ url: '/app/signin', headers: { host: 'rookery.localhost' } });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="root"><!--rookery-body--></div>');
      expect(shell.body).toContain('<title>Rookery — personality before photos</title>');
    } finally {
      await app.close();
    }
  });

  it('compresses pages for browsers that accept it', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config)));
    const app = await serve(config);
    try {
      const plain = await app.inject({ url: '/', headers: { host: 'rookery.localhost' } });
      const br = await app.inject({
        url: '/',
        headers: { host: 'rookery.localhost', 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    } finally {
      await app.close();
    }
  });

  it('writes no origin from a Host header that is not a plain host name (PUBLIC_URL stands in)', async () => {
    const config = configFor();
    writeBuild(fingerprintOf(renderInputsFor(config)));
    const app = await serve(config);
    try {
      const res = await app.inject({ url: '/', headers: { host: 'evil.test"><script>x()</script>' } });
      expect(res.body).toContain(`<link rel="canonical" href="${config.publicUrl}/" />`);
      expect(res.body).not.toContain('<script>x()</script>');
    } finally {
      await app.close();
    }
  });
});
