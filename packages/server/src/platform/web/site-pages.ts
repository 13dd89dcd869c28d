// Serves the web app: built assets from packages/web/dist (precompressed .br/.gz when the browser takes them), and
// for page requests the site the hostname shows. Public pages are prerendered HTML (prerendered-pages.ts); /app and
// builds without a prerender get the page shell. Known pages answer 200, others 404 with the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { type ChunkTable, chunksFor, parseClientManifest } from '@rookery/shared/client-chunks.ts';
import { escapeHtml } from '@rookery/shared/html.ts';
import {
  appShellModules,
  CLIENT_MANIFEST,
  CONFIG_SLOT,
  NOT_FOUND_PAGE,
  ORIGIN_SLOT,
  PRERENDER_DIR,
} from '@rookery/shared/prerender.ts';
import { type SiteKind, siteForHost } from '@rookery/shared/site.ts';
import { APP_PREFIX, COMPANY_PAGES, DATING_PAGES } from '@rookery/shared/site-routes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sendFailure } from '../http/error-handler.ts';
import { webBuildId } from './installable-app.ts';
import { createPageCompressor, preferredEncoding } from './page-compression.ts';
import { configMeta, pageHead } from './page-head.ts';
import { loadPrerenderedPages } from './prerendered-pages.ts';

/** Paths that belong to the server's machine interfaces: never answered with a page. */
const MACHINE_PATHS =
  /^\/(api|signin|signout|download|upload\w*|socket\.io|peerjs|dev|metrics|healthz|readyz)(\/|$|\?)/;

/** A Host header we are willing to write into a page as its origin (name or IPv4/IPv6, optional port). */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface TemplateSource {
  /** The page template for a URL (Vite transforms it in development). */
  template(url: string): Promise<string>;
}

function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function isAppPath(site: SiteKind, clean: string): boolean {
  return site === 'dating' && (clean === APP_PREFIX || clean.startsWith(`${APP_PREFIX}/`));
}

export function isKnownPage(site: SiteKind, pathname: string): boolean {
  const clean = cleanPath(pathname);
  if (isAppPath(site, clean)) return true;
  const pages: readonly string[] = site === 'dating' ? DATING_PAGES : COMPANY_PAGES;
  return pages.includes(clean);
}

/** The built index.html, or the source template when the web app has not been built (server tests). */
export function builtTemplate(config: Config): TemplateSource {
  const built = path.join(config.webDist, 'index.html');
  const file = existsSync(built) ? built : path.join(config.webRoot, 'index.html');
  const html = readFileSync(file, 'utf8');
  return { template: async () => html };
}

/**
 * The hosts whose own origin a page may carry: PUBLIC_URL's, ALLOWED_ORIGINS' and the localhost forms on our port.
 * Any other Host gets the site's fixed origin (PUBLIC_URL for the dating site, relative addresses for the company
 * site), so the compressed pages stay a fixed set: a random Host once made every page request compress the page
 * afresh.
 */
function knownHosts(config: Config): Set<string> {
  const hosts = new Set<string>();
  for (const url of [config.publicUrl, ...config.allowedOrigins]) {
    if (URL.canParse(url)) hosts.add(new URL(url).host.toLowerCase());
  }
  const local = [
    'localhost',
    '127.0.0.1',
    '[::1]',
    `${config.markers.dating}.localhost`,
    `${config.markers.company}.localhost`,
  ];
  for (const name of local) hosts.add(name.toLowerCase()).add(`${name}:${config.port}`.toLowerCase());
  return hosts;
}

/**
 * The page's absolute origin for canonical and social tags, from the fixed set above. Behind a proxy (TRUST_PROXY)
 * the scheme is X-Forwarded-Proto as the client may have written it: only http and https are taken, anything else
 * gets the site's fixed origin, so a forged scheme neither makes a new cached page nor reaches the markup.
 */
function originOf(request: FastifyRequest, site: SiteKind, known: Set<string>, config: Config): string {
  const fixed = site === 'dating' ? config.publicUrl : '';
  const host = request.host.toLowerCase();
  if (!known.has(host) || !SAFE_HOST.test(host)) return fixed;
  const scheme = String(request.protocol).toLowerCase();
  return scheme === 'http' || scheme === 'https' ? `${scheme}://${host}` : fixed;
}

/** The client build's chunk table (empty without a build, or in development where Vite serves the modules). */
function clientChunks(config: Config): ChunkTable {
  const file = path.join(config.webDist, CLIENT_MANIFEST);
  if (config.viteDev || !existsSync(file)) return parseClientManifest(null);
  try {
    return parseClientManifest(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // A manifest that cannot be read only costs the preload links.
    return parseClientManifest(null);
  }
}

export async function registerSitePages(app: FastifyInstance, config: Config, source: TemplateSource) {
  const prerendered = await loadPrerenderedPages(config, app.log);
  if (!config.viteDev && existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      // Pages go through sendPage below: the template and the prerendered documents are never served raw, nor
      // is the SSR bundle. The .br/.gz twins are found by preCompressed, not served under their own names.
      // sw.js is served by installable-app.ts with the build's id in it.
      globIgnore: ['index.html', 'sw.js', `${PRERENDER_DIR}/**`, 'server/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      // One route per built file, so every other path reaches the page handler below.
      wildcard: false,
      // Hashed assets never change; everything else is revalidated. (cacheControl: false keeps the file sender
      // from overwriting the header set here.)
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // A script the service worker imports is checked afresh, like the worker itself.
        const workerScript = /^sw[\w-]*\.js$/.test(path.basename(filePath));
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : workerScript ? 'no-cache' : 'public, max-age=300',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const chunks = clientChunks(config);
  const compress = createPageCompressor();
  const hostsWithOwnOrigin = knownHosts(config);
  const meta: Record<SiteKind, string> = {
    dating: configMeta(config, 'dating'),
    company: configMeta(config, 'company'),
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const site = siteForHost(request.host, config.markers);
    const clean = cleanPath(request.url.split('?')[0] ?? '/');
    const known = isKnownPage(site, clean);
    const page = isAppPath(site, clean) ? undefined : prerendered?.page(site, known ? clean : NOT_FOUND_PAGE);

    let html: string;
    let cacheKey: string | null;
    if (page) {
      // The origin sits in attribute values (canonical, og:url, og:image): escaped like any text put there.
      const origin = escapeHtml(originOf(request, site, hostsWithOwnOrigin, config));
      html = page.html.replace(CONFIG_SLOT, () => meta[site]).replaceAll(ORIGIN_SLOT, () => origin);
      cacheKey = `${site} ${page.path} ${origin}`;
    } else {
      const app = isAppPath(site, clean);
      const modules = app ? appShellModules(clean) : [];
      const head = pageHead(
        config,
        site,
        app ? webBuildId(config) : undefined,
        chunksFor(chunks, modules).scripts,
      );
      html = (await source.template(request.url)).replace('<!--rookery-head-->', () => head);
      // Vite's development template changes with every edit: never reuse it. One shell per set of preloads.
      cacheKey = config.viteDev ? null : `shell ${site} ${app ? `app ${modules.join(' ')}` : 'page'}`;
    }

    const { body, encoding } =
      cacheKey === null
        ? { body: html, encoding: null }
        : compress(cacheKey, html, preferredEncoding(request));
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !MACHINE_PATHS.test(request.url) &&
      !/\.\w{1,8}$/.test(request.url.split('?')[0] ?? '');
    if (!isPageRequest) return sendFailure(reply, 404, ERROR_TEXT.notFound);
    return sendPage(request, reply);
  });
}
