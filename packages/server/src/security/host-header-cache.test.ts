// Random Host headers: a prerendered page carries its origin, and the compressed page was kept per origin,
// so a random Host made every page request compress the page afresh (brotli at quality 9, on the event loop). A
// server with a prerendered build (a small stand-in made here) gets 50 page requests with random Hosts: they are
// answered from the dating site's one cached entry, with PUBLIC_URL as the origin; known hosts keep their own.
// Behind a proxy (TRUST_PROXY) the scheme came from X-Forwarded-Proto as the client wrote it: each value was a new
// cached entry and went unescaped into the canonical tag. Now only http and https are taken.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONFIG_SLOT,
  ORIGIN_SLOT,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SSR_BUNDLE,
} from '@rookery/shared/prerender.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/db/db-client.ts';
import { pageCompressionStats } from '../platform/web/page-compression.ts';
import { fingerprintOf, renderInputsFor } from '../platform/web/prerendered-pages.ts';

const PUBLIC_URL = 'https://rookery.example';
let folder: string;
let app: FastifyInstance;
let proxied: FastifyInstance;
let database: Database;

/** A web build with one prerendered page per site, big enough to be compressed, with both slots in it. */
function standInBuild(webDist: string, fingerprint: string): void {
  const filler = `<p>${'Personality before photos. '.repeat(80)}</p>`;
  const html = (site: string) =>
    `<!doctype html><html><head>${CONFIG_SLOT}<link rel="canonical" href="${ORIGIN_SLOT}/" /></head><body><h1>${site}</h1>${filler}</body></html>`;
  mkdirSync(path.join(webDist, PRERENDER_DIR, 'dating'), { recursive: true });
  mkdirSync(path.join(webDist, PRERENDER_DIR, 'company'), { recursive: true });
  mkdirSync(path.dirname(path.join(webDist, SSR_BUNDLE)), { recursive: true });
  writeFileSync(path.join(webDist, SSR_BUNDLE), 'export {};\n');
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--rookery-head--></head></html>',
  );
  const pages = ['dating', 'company'].map((site) => {
    const file = path.join(site, 'index.html');
    writeFileSync(path.join(webDist, PRERENDER_DIR, file), html(site));
    return { site, path: '/', status: 200, file };
  });
  writeFileSync(
    path.join(webDist, PRERENDER_DIR, PRERENDER_MANIFEST),
    JSON.stringify({ version: 1, fingerprint, inputs: {}, builtAt: new Date().toISOString(), pages }),
  );
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rookery-host-cache-'));
  const configFor = (extra: Record<string, string>) => {
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(folder, 'data'), PUBLIC_URL, ...extra },
    );
    config.webDist = path.join(folder, 'dist');
    config.db = { kind: 'pglite', dir: null };
    return config;
  };
  const config = configFor({});
  standInBuild(config.webDist, fingerprintOf(renderInputsFor(config)));
  const snapshotFile = inject('pgliteSnapshot');
  const pgliteSnapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  database = await openDatabase(config, { pgliteSnapshot });
  await database.migrate();
  app = await buildServer(config, { database, migrated: true });
  await app.ready();
  proxied = await buildServer(configFor({ TRUST_PROXY: '1' }), { database, migrated: true });
  await proxied.ready();
});
afterAll(async () => {
  await proxied?.close();
  await app.close();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const home = (host: string) =>
  app.inject({ url: '/', headers: { host, 'accept-encoding': 'br' } }).then((res) => ({
    status: res.statusCode,
    encoding: res.headers['content-encoding'],
  }));

describe('page requests with random Host headers', () => {
  it('are answered from one cached entry, not compressed afresh each', async () => {
    await home('warm-up.example');
    const before = pageCompressionStats.compressions;
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(await home(`${randomBytes(6).toString('hex')}.example:${1000 + i}`));
    const made = pageCompressionStats.compressions - before;
    console.log(`host-header-cache: 50 page requests with random Host headers → ${made} compression passes`);
    expect(answers.every((a) => a.status === 200 && a.encoding === 'br')).toBe(true);
    expect(made).toBe(0);
  });

  it('carry PUBLIC_URL as the dating site’s origin; known hosts keep their own', async () => {
    const odd = await app.inject({ url: '/', headers: { host: 'evil.example' } });
    expect(odd.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(odd.body).not.toContain('evil.example');
    const local = await app.inject({ url: '/', headers: { host: 'rookery.localhost:3000' } });
    expect(local.body).toContain('<link rel="canonical" href="http://rookery.localhost:3000/" />');
    const company = await app.inject({ url: '/', headers: { host: 'icefloe.anything.example' } });
    expect(company.body).toContain('<h1>company</h1>');
    expect(company.body).toContain('<link rel="canonical" href="/" />');
  });
});

describe('page requests behind a proxy with a forged X-Forwarded-Proto', () => {
  const page = (proto: string, encoding?: string) =>
    proxied.inject({
      url: '/',
      headers: {
        host: 'rookery.example',
        'x-forwarded-proto': proto,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('are answered from one cached entry, not compressed afresh each', async () => {
    await page('https', 'br');
    const before = pageCompressionStats.compressions;
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await page(randomBytes(6).toString('hex'), 'br'));
    const made = pageCompressionStats.compressions - before;
    console.log(`host-header-cache: 50 random X-Forwarded-Proto values → ${made} compression passes`);
    expect(answers.every((a) => a.statusCode === 200 && a.headers['content-encoding'] === 'br')).toBe(true);
    expect(made).toBe(0);
  });

  it('never write the forged scheme into the page', async () => {
    const marker = 'x"><script>alert(1)</script><a href="';
    const forged = await page(marker);
    expect(forged.body).not.toContain('<script>alert(1)</script>');
    expect(forged.body).not.toContain('alert(1)');
    expect(forged.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    const forgedList = await page(`https, ${marker}`);
    expect(forgedList.body).not.toContain('alert(1)');
  });

  it('keep a real http or https from the proxy', async () => {
    expect((await page('http')).body).toContain('<link rel="canonical" href="http://rookery.example/" />');
    expect((await page('HTTPS')).body).toContain('<link rel="canonical" href="https://rookery.example/" />');
  });
});
