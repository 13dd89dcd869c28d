// The public pages as whole HTML documents. The web build prerenders them with the default config into
// dist/prerendered; at start the server uses those files when its own render inputs (names, addresses, year) have
// the same fingerprint, and otherwise renders the pages itself once from the SSR bundle, so a custom brand never
// shows the default names. Without a web build (server tests on a fresh clone) there are no pages: the shell is used.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CLIENT_MANIFEST,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
  prerenderFileName,
  type RenderedPage,
  type RenderInputs,
  renderInputsKey,
  renderInputsOf,
  SSR_BUNDLE,
  type SsrBundle,
} from '@rookery/shared/prerender.ts';
import type { SiteKind } from '@rookery/shared/site.ts';
import type { Config } from '../../config.ts';
import { publicConfig } from './page-head.ts';

export interface PrerenderedPages {
  /** 'files' when the build's prerender matched, 'rendered' when the server rendered them at start. */
  source: 'files' | 'rendered';
  fingerprint: string;
  /** The page at `pathname` (already without a trailing slash), or undefined. */
  page(site: SiteKind, pathname: string): RenderedPage | undefined;
}

export function renderInputsFor(config: Config, year = new Date().getFullYear()): RenderInputs {
  return renderInputsOf(publicConfig(config, 'dating'), year);
}

export function fingerprintOf(inputs: RenderInputs): string {
  return createHash('sha256').update(renderInputsKey(inputs)).digest('hex').slice(0, 32);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function isManifest(value: unknown): value is PrerenderManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Reflect.get(value, 'version') === 1 &&
    typeof Reflect.get(value, 'fingerprint') === 'string' &&
    Array.isArray(Reflect.get(value, 'pages'))
  );
}

function indexPages(
  source: PrerenderedPages['source'],
  fingerprint: string,
  pages: RenderedPage[],
): PrerenderedPages {
  const byKey = new Map(pages.map((page) => [`${page.site} ${page.path}`, page]));
  return { source, fingerprint, page: (site, pathname) => byKey.get(`${site} ${pathname}`) };
}

/** The built stylesheets the template links to, by address, for the prerender to inline. */
function stylesheetsOf(config: Config, template: string): Record<string, string> {
  const sheets: Record<string, string> = {};
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"/g)) {
    const file = path.join(config.webDist, href ?? '');
    if (href && existsSync(file)) sheets[href] = readFileSync(file, 'utf8');
  }
  return sheets;
}

/** Renders every public page of both sites with this config, through the web build's SSR bundle. */
export async function renderPages(config: Config, inputs = renderInputsFor(config)): Promise<RenderedPage[]> {
  const bundle: SsrBundle = await import(pathToFileURL(path.join(config.webDist, SSR_BUNDLE)).href);
  const template = readFileSync(path.join(config.webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(config.webDist, CLIENT_MANIFEST);
  const clientManifest = existsSync(manifestFile) ? readJson(manifestFile) : null;
  return bundle.renderSitePages({
    inputs,
    template,
    clientManifest,
    stylesheets: stylesheetsOf(config, template),
  });
}

/** Build step: writes the pages rendered with `config` and the manifest with their inputs' fingerprint. */
export async function writePrerenderedPages(config: Config): Promise<PrerenderManifest> {
  const inputs = renderInputsFor(config);
  const pages = await renderPages(config, inputs);
  const dir = path.join(config.webDist, PRERENDER_DIR);
  rmSync(dir, { recursive: true, force: true });
  const manifest: PrerenderManifest = {
    version: 1,
    fingerprint: fingerprintOf(inputs),
    inputs,
    builtAt: new Date().toISOString(),
    pages: [],
  };
  for (const page of pages) {
    const file = path.join(page.site, prerenderFileName(page.path));
    mkdirSync(path.join(dir, page.site), { recursive: true });
    writeFileSync(path.join(dir, file), page.html);
    manifest.pages.push({ site: page.site, path: page.path, status: page.status, file });
  }
  writeFileSync(path.join(dir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function readPrerendered(dir: string, manifest: PrerenderManifest): RenderedPage[] {
  return manifest.pages.map((entry) => ({
    site: entry.site,
    path: entry.path,
    status: entry.status,
    html: readFileSync(path.join(dir, entry.file), 'utf8'),
  }));
}

/**
 * The pages for this server: the build's files when the fingerprints match, else rendered now; null when the
 * web app has no prerender output (no build, or npm run dev), so the plain shell is served.
 */
export async function loadPrerenderedPages(
  config: Config,
  log: { info(msg: string): void; warn(obj: object, msg: string): void },
): Promise<PrerenderedPages | null> {
  if (config.viteDev) return null;
  const dir = path.join(config.webDist, PRERENDER_DIR);
  const manifestFile = path.join(dir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile) || !existsSync(path.join(config.webDist, SSR_BUNDLE))) return null;
  const fingerprint = fingerprintOf(renderInputsFor(config));
  try {
    const manifest = readJson(manifestFile);
    if (isManifest(manifest) && manifest.fingerprint === fingerprint) {
      return indexPages('files', fingerprint, readPrerendered(dir, manifest));
    }
    const started = performance.now();
    const pages = await renderPages(config);
    log.info(
      `Rendered ${pages.length} public pages for this configuration in ${Math.round(performance.now() - started)} ms (the build's prerender used other names or another year)`,
    );
    return indexPages('rendered', fingerprint, pages);
  } catch (error) {
    // A broken or half-written build must not stop the server: pages fall back to the shell, rendered in the browser.
    log.warn({ err: error }, 'Prerendered pages are unavailable; serving the page shell instead');
    return null;
  }
}
