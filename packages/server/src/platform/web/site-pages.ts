// Serves the web app: built assets from packages/web/dist, and for page requests the HTML shell with the head
// of the site that the hostname shows. Known pages answer 200, others 404 (the app shows its not-found page).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { type SiteKind, siteForHost } from '@rookery/shared/site.ts';
import { APP_PREFIX, COMPANY_PAGES, DATING_PAGES } from '@rookery/shared/site-routes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sendFailure } from '../http/error-handler.ts';
import { pageHead } from './page-head.ts';

/** Paths that belong to the server's machine interfaces: never answered with a page. */
const MACHINE_PATHS =
  /^\/(api|signin|signout|download|upload\w*|socket\.io|peerjs|dev|metrics|healthz|readyz)(\/|$|\?)/;

export interface TemplateSource {
  /** The page template for a URL (Vite transforms it in development). */
  template(url: string): Promise<string>;
}

export function isKnownPage(site: SiteKind, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (site === 'dating' && (clean === APP_PREFIX || clean.startsWith(`${APP_PREFIX}/`))) return true;
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

export async function registerSitePages(app: FastifyInstance, config: Config, source: TemplateSource) {
  if (!config.viteDev && existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      // The page template is never served raw: pages go through sendPage below.
      globIgnore: ['index.html', '.build-stamp'],
      // One route per built file, so every other path reaches the page handler below.
      wildcard: false,
      // Hashed assets never change; everything else is revalidated.
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const site = siteForHost(request.host, config.markers);
    const pathname = request.url.split('?')[0] ?? '/';
    const html = (await source.template(request.url)).replace('<!--rookery-head-->', pageHead(config, site));
    return reply
      .status(isKnownPage(site, pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .type('text/html; charset=utf-8')
      .send(html);
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
